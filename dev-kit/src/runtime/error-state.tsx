import { Alert, Button } from '@chakra-ui/react';
import { ApiError, ERROR_TEXTS } from '@permit/shared-contracts';
import { failureText } from './failure-text';

interface ErrorStateProps {
  error: unknown;
  title?: string;
  onRetry?: () => void;
}

/** The server's own Russian message is shown when it has one; otherwise the generic text of the contract. */
function describe(error: unknown): string | null {
  // A load that got no answer says so in the portal's words, whatever the transport called it (offline, aborted).
  if (error instanceof ApiError && error.status === 0) return ERROR_TEXTS.networkError;
  return failureText(error);
}

/** A failed load as an alert, with a retry when the caller can retry. */
export function ErrorState({ error, title = ERROR_TEXTS.loadFailed, onRetry }: ErrorStateProps) {
  const description = describe(error);
  return (
    <Alert.Root status="error" role="alert" my="4">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {description && <Alert.Description>{description}</Alert.Description>}
      </Alert.Content>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          Повторить
        </Button>
      )}
    </Alert.Root>
  );
}
