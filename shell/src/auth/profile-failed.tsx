import { Alert, Button } from '@chakra-ui/react';
import { ERROR_TEXTS } from '@permit/shared-contracts';
import { useShell } from '../app/shell-context';
import { loadProfile } from '../session/load-profile';

/**
 * The user's profile (organization, section, roles) did not load: a screen that needs it says so and offers to
 * ask again, instead of waiting for it for ever.
 */
export function ProfileFailed({ description }: { description: string }) {
  const { sessionStore, services } = useShell();
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{ERROR_TEXTS.loadFailed}</Alert.Title>
        <Alert.Description>{description}</Alert.Description>
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => void loadProfile(services.api, sessionStore)}>
          Повторить
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
