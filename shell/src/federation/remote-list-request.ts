import { federationSettings } from './federation-settings';
import { fetchWithTimeout } from './fetch-with-timeout';

export const REMOTE_LIST_URL = '/remotes.json';

/**
 * Asks for /remotes.json (written by deployment) with the manifest time-out. Apart from its reading
 * (remote-list.ts), which needs the contracts' schemas: the shell's entry asks before any of them is loaded.
 */
export function requestRemoteList(): Promise<Response> {
  return fetchWithTimeout(REMOTE_LIST_URL, { cache: 'no-cache', headers: { Accept: 'application/json' } }, federationSettings().manifestTimeoutMs);
}
