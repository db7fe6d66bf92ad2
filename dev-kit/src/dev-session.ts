import {
  loginResponseSchema,
  roleNamesOf,
  sessionUserSchema,
  type LoginResponse,
  type SessionService,
  type SessionSnapshot,
  type User,
} from '@permit/shared-contracts';

/** Deliberately not the shell's `auth`/`user` keys: the dev page must never touch the portal's session. */
const STORAGE_KEY = 'permit-dev-kit.session';
const storedSchema = sessionUserSchema.extend({ token: loginResponseSchema.shape.token });

const SIGNED_OUT: SessionSnapshot = { authorized: false, user: null, profile: null, roles: [] };

export interface DevSession extends SessionService {
  token(): string | null;
  signIn(login: LoginResponse): void;
  setProfile(profile: User): void;
}

function readStored(storage: Storage | null) {
  const raw = storage?.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Session of the dev page: kept in memory and in sessionStorage so a reload keeps the developer signed in. */
export function createDevSession(storage: Storage | null = window.sessionStorage): DevSession {
  const listeners = new Set<() => void>();
  const stored = readStored(storage);
  let token: string | null = stored?.token ?? null;
  let snapshot: SessionSnapshot = SIGNED_OUT;
  if (stored) {
    const { token: _token, ...user } = stored;
    snapshot = { authorized: true, user, profile: null, roles: [] };
  }
  const publish = (next: SessionSnapshot) => {
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    logout() {
      token = null;
      storage?.removeItem(STORAGE_KEY);
      publish(SIGNED_OUT);
    },
    token: () => token,
    signIn(login) {
      const { token: newToken, ...rest } = login;
      const user = { ...rest, loginTime: Date.now() };
      token = newToken;
      storage?.setItem(STORAGE_KEY, JSON.stringify({ ...user, token: newToken }));
      publish({ authorized: true, user, profile: null, roles: [] });
    },
    setProfile(profile) {
      publish({ ...snapshot, profile, roles: roleNamesOf(profile) });
    },
  };
}
