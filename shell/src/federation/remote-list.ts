import { remoteListSchema, type RemoteListEntry } from '@permit/shared-contracts';
import { REMOTE_LIST_URL, requestRemoteList } from './remote-list-request';

export { REMOTE_LIST_URL };

/** Reads the answer to /remotes.json and validates it. */
export async function readRemoteList(request: Promise<Response>): Promise<RemoteListEntry[]> {
  const response = await request;
  if (!response.ok) throw new Error(`${REMOTE_LIST_URL}: HTTP ${response.status}`);
  return parseRemoteList(await response.json());
}

/** Fetches /remotes.json with the manifest time-out and validates it. */
export function fetchRemoteList(): Promise<RemoteListEntry[]> {
  return readRemoteList(requestRemoteList());
}

/**
 * The list from a request made already (the shell's entry asks as the page starts, index.ts); a call after the
 * first asks again, as a retry after a failure must.
 */
export function remoteListFrom(first: Promise<Response>): () => Promise<RemoteListEntry[]> {
  let pending: Promise<Response> | null = first;
  return () => {
    const request = pending ?? requestRemoteList();
    pending = null;
    return readRemoteList(request);
  };
}

export function parseRemoteList(json: unknown): RemoteListEntry[] {
  const parsed = remoteListSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${REMOTE_LIST_URL} не соответствует контракту: ${parsed.error.message}`);
  return parsed.data;
}
