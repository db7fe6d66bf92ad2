import { remoteListSchema, type RemoteListEntry } from '@permit/shared-contracts';
import { federationSettings } from './federation-settings';
import { fetchWithTimeout } from './fetch-with-timeout';

export const REMOTE_LIST_URL = '/remotes.json';

/** Fetches /remotes.json (written by deployment) with the manifest time-out and validates it. */
export async function fetchRemoteList(): Promise<RemoteListEntry[]> {
  const response = await fetchWithTimeout(
    REMOTE_LIST_URL,
    { cache: 'no-cache', headers: { Accept: 'application/json' } },
    federationSettings().manifestTimeoutMs,
  );
  if (!response.ok) throw new Error(`${REMOTE_LIST_URL}: HTTP ${response.status}`);
  return parseRemoteList(await response.json());
}

export function parseRemoteList(json: unknown): RemoteListEntry[] {
  const parsed = remoteListSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${REMOTE_LIST_URL} не соответствует контракту: ${parsed.error.message}`);
  return parsed.data;
}
