import { Alert, Button, HStack, Text } from '@chakra-ui/react';
import { ERROR_TEXTS } from '@permit/shared-contracts';

export type FallbackVariant = 'page' | 'inline';

interface Props {
  variant: FallbackVariant;
  label: string;
  onRetry?: () => void;
  /** Set when part of the remote's code is missing (most likely a new release): a new page load is the way back. */
  onReload?: () => void;
}

/** Said instead of «temporarily unavailable» when a part of the remote's code is missing. */
const RELEASED = 'Не удалось загрузить часть раздела: скорее всего, вышла его новая версия. Обновите страницу, чтобы открыть её.';

/** What a user sees in place of a remote that is down, refused or broken. */
export function RemoteFallback({ variant, label, onRetry, onReload }: Props) {
  if (variant === 'inline') {
    return (
      <Text as="span" role="status" fontSize="sm" color="fg.muted" title={ERROR_TEXTS.remoteUnavailable}>
        {label}: недоступно
      </Text>
    );
  }
  return (
    <Alert.Root status="warning" role="alert" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{label}</Alert.Title>
        <Alert.Description>{onReload ? RELEASED : ERROR_TEXTS.remoteUnavailable}</Alert.Description>
        {/* After a release only a new page load helps; a weak signal may also have dropped the chunk, so the retry stays. */}
        <HStack gap="2" wrap="wrap">
          {onReload && (
            <Button size="sm" onClick={onReload}>
              Обновить страницу
            </Button>
          )}
          {onRetry && (
            <Button size="sm" variant="outline" onClick={onRetry}>
              Повторить
            </Button>
          )}
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
