import type { LoginRequest } from '@permit/shared-contracts';
import { useShell } from '../app/shell-context';
import { loadProfile } from '../session/load-profile';
import { signIn, type LoginResult } from './sign-in';

/** Signs in, then loads organization, section and roles (docs/architecture.md «Поведение клиента»). */
export function useLogin(): (values: LoginRequest) => Promise<LoginResult> {
  const { services, sessionStore } = useShell();
  return async (values) => {
    const result = await signIn(services.api, sessionStore, values);
    // The portal is usable without the profile; screens that need roles offer to load it again.
    if (result.ok) await loadProfile(services.api, sessionStore);
    return result;
  };
}
