// The strict-CSP setting first: zod probes for eval when its first object schema is made (strict-csp-setup.ts).
import '../strict-csp-setup';
import { createApiClient, loginRequestSchema, type LoginRequest } from '@permit/shared-contracts';
import { createHttpTransport } from '../http/http-transport';
import type { UnauthorizedPolicy } from '../http/unauthorized-policy';
import { createWire, type Wire } from '../http/http-wire';
import { browserStorage, type KeyValueStorage } from '../session/session-storage';
import { createSessionStore } from '../session/session-store';
import { signIn, type LoginResult } from './sign-in';

/** What a first visit's form checks its fields with (first-login.tsx), from the same chunk as the sign-in. */
export { loginRequestSchema };

// A first visit has no session a refused login could end; the answer is reported as every sign-in's (sign-in.ts).
const NO_SESSION: UnauthorizedPolicy = { readFailed: () => undefined, writeUnauthorized: () => undefined };

/** Signs in through the portal's own HTTP rules and session storage, without the portal's frame loaded. Tests pass the wire and storage. */
export function firstSignIn(
  values: LoginRequest,
  { wire = createWire(), storage = browserStorage() }: { wire?: Wire; storage?: KeyValueStorage | null } = {},
): Promise<LoginResult> {
  // Made per attempt, from what is stored at that moment (sign-in is seldom tried more than a few times). A refusal
  // leaves whatever is stored alone: a session there is another tab's (sign-in.ts).
  const store = createSessionStore(storage);
  const api = createApiClient(createHttpTransport(wire, () => store.getState().token, NO_SESSION));
  return signIn(api, store, values, { endsSession: false });
}
