import { Alert, Button, Text } from '@chakra-ui/react';
import { ERROR_TEXTS } from '@permit/shared-contracts';

export type FallbackVariant = 'page' | 'inline';

interface Props {
  variant: FallbackVariant;
  label: string;
  onRetry?: () => void;
}

/** What a user sees in place of a remote that is down, refused or broken. */
export function RemoteFallback({ variant, label, onRetry }: Props) {
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
        <Alert.Description>{ERROR_TEXTS.remoteUnavailable}</Alert.Description>
        {onRetry && (
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onRetry}>
            Повторить
          </Button>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
