import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { Alert, Button } from '@chakra-ui/react';
import { ERROR_TEXTS, type RoleName } from '@permit/shared-contracts';
import { useShell } from '../app/shell-context';
import { LoadingIndicator } from '../layout/loading-indicator';
import { loadProfile } from '../session/load-profile';
import { useSessionSnapshot } from '../session/use-session';
import { NoAccessScreen } from '../screens/no-access-screen';

interface Props {
  role: RoleName;
  children: ReactNode;
}

/** Shows its children only to users with the role; the roles arrive with the profile. */
export function RequireRole({ role, children }: Props) {
  const { sessionStore, services } = useShell();
  const { roles } = useSessionSnapshot();
  const profileStatus = useStore(sessionStore, (s) => s.profileStatus);

  if (profileStatus === 'idle' || profileStatus === 'loading') return <LoadingIndicator label="Проверка прав доступа…" />;
  if (profileStatus === 'failed') {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content gap="2">
          <Alert.Title>{ERROR_TEXTS.loadFailed}</Alert.Title>
          <Alert.Description>Не удалось проверить права доступа.</Alert.Description>
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => void loadProfile(services.api, sessionStore)}>
            Повторить
          </Button>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return roles.includes(role) ? <>{children}</> : <NoAccessScreen />;
}
