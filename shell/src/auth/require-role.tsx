import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import type { RoleName } from '@permit/shared-contracts';
import { useShell } from '../app/shell-context';
import { LoadingIndicator } from '../layout/loading-indicator';
import { useSessionSnapshot } from '../session/use-session';
import { NoAccessScreen } from '../screens/no-access-screen';
import { ProfileFailed } from './profile-failed';

interface Props {
  role: RoleName;
  children: ReactNode;
}

/** Shows its children only to users with the role; the roles arrive with the profile. */
export function RequireRole({ role, children }: Props) {
  const { sessionStore } = useShell();
  const { roles } = useSessionSnapshot();
  const profileStatus = useStore(sessionStore, (s) => s.profileStatus);

  if (profileStatus === 'idle' || profileStatus === 'loading') return <LoadingIndicator label="Проверка прав доступа…" />;
  if (profileStatus === 'failed') return <ProfileFailed description="Не удалось проверить права доступа." />;
  return roles.includes(role) ? <>{children}</> : <NoAccessScreen />;
}
