// The strict-CSP setting first: zod probes for eval when its first object schema is made (strict-csp-setup.ts).
import '../strict-csp-setup';
import { createApiClient, loginRequestSchema, type LoginRequest } from '@permit/shared-contracts';
import { createHttpTransport } from '../http/http-transport';
import type { UnauthorizedPolicy } from '../http/unauthorized-policy';
import { createWire, type Wire } from '../http/http-wire';
import { browserStorage, peekStoredSession, type KeyValueStorage } from '../session/session-storage';
import { createSessionStore } from '../session/session-store';
import { signIn, type LoginResult } from './sign-in';

/** What a first visit's form checks its fields with (first-login.tsx), from the same chunk as the sign-in. */
export { loginRequestSchema };

// A first visit has no session a refused login could end; the answer is reported as every sign-in's (sign-in.ts).
const NO_SESSION: UnauthorizedPolicy = { readFailed: () => undefined, writeUnauthorized: () => undefined };

/** Said when the browser took the sign-in but kept nothing: the reload that follows would show the form again. */
export const NOT_KEPT_TEXT = 'Браузер не сохранил вход. Разрешите сайту хранить данные и войдите ещё раз.';

/** Signs in through the portal's own HTTP rules and session storage, without the portal's frame loaded. Tests pass the wire and storage. */
export async function firstSignIn(
  values: LoginRequest,
  { wire = createWire(), storage = browserStorage() }: { wire?: Wire; storage?: KeyValueStorage | null } = {},
): Promise<LoginResult> {
  // Made per attempt, from what is stored at that moment (sign-in is seldom tried more than a few times). A refusal
  // leaves whatever is stored alone: a session there is another tab's (sign-in.ts).
  const store = createSessionStore(storage);
  const api = createApiClient(createHttpTransport(wire, () => store.getState().token, NO_SESSION));
  const result = await signIn(api, store, values, { endsSession: false });
  // The page goes on by loading itself anew, signed in only if the session was written (a full storage, or one the
  // browser refuses to write to, keeps nothing).
  if (result.ok && peekStoredSession(storage)?.auth.token !== store.getState().token) return { ok: false, message: NOT_KEPT_TEXT };
  return result;
}
