import { useStore } from 'zustand';
import { useShell } from '../app/shell-context';
import { ProfileFailed } from '../auth/profile-failed';
import { RequireRole } from '../auth/require-role';
import { REMOTE_SECTIONS } from '../federation/remote-sections';
import { RemoteArea } from './remote-area';

/**
 * A section a remote owns (/nd/*, /admin/*); one that needs a role shows only to its holders. Its own chunk, with
 * the remote's slot machinery and the role check: the sign-in screens do not load it (app/routes.tsx).
 */
export function SectionArea({ section }: { section: keyof typeof REMOTE_SECTIONS }) {
  const props: { remote: string; basePath: string; label: string; role?: (typeof REMOTE_SECTIONS)['admin']['role'] } = REMOTE_SECTIONS[section];
  const { sessionStore } = useShell();
  const profileFailed = useStore(sessionStore, (s) => s.profileStatus === 'failed' && !s.profile);
  // The section's screens wait for the profile (the lists are the organization's); one that failed is said here.
  if (profileFailed && !props.role) return <ProfileFailed description="Не удалось загрузить профиль пользователя: организацию и роли." />;
  const area = <RemoteArea remote={props.remote} basePath={props.basePath} label={props.label} />;
  return props.role ? <RequireRole role={props.role}>{area}</RequireRole> : area;
}
