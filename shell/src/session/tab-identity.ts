import type { KeyValueStorage } from './session-storage';

/** Where the tab's identity is kept. Only the shell reads it: not in STORAGE_KEYS. */
export const TAB_KEY = 'tab';
/** How long a page waits for its tab's lock: the page a reload replaced lets go of it well within this. */
export const TAB_LOCK_WAIT_MS = 2_000;

/** The part of the browser's Web Locks (navigator.locks) this needs. */
export interface TabLocks {
  request(
    name: string,
    options: { signal?: AbortSignal; ifAvailable?: boolean },
    callback: (lock: unknown) => Promise<unknown> | undefined,
  ): Promise<unknown>;
}

type PageEvents = Pick<EventTarget, 'addEventListener'>;

const newTabId = () => Array.from(crypto.getRandomValues(new Uint32Array(2)), (n) => n.toString(16)).join('');
const lockName = (id: string) => `permit-tab:${id}`;
const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

function attempt(step: () => void): void {
  try {
    step();
  } catch {
    // A storage that throws (some privacy modes): every page load is then a tab of its own.
  }
}

/**
 * This tab's identity, to tell a tab's own kept drafts from the copy a duplicated tab brings along
 * (services/draft-service.ts). It stays in the tab's sessionStorage, so a reload, a tab the browser discarded or
 * killed and then restored (no `pagehide` there), and a return from the back-forward cache keep it. The browser
 * also copies sessionStorage into a duplicated tab, so the page holds a Web Lock named after its identity while it
 * is shown: a page that does not get that lock within `waitMs` shares its identity with a live page, is that page's
 * duplicate, and takes an identity of its own. The lock is let go on `pagehide` (a page holding one is not kept in
 * the back-forward cache) and asked for again when the page comes back from it.
 *
 * Gives undefined while that is not known yet (at most `waitMs` after the start). Where Web Locks are missing (a page
 * served over plain HTTP) or refuse, the stored identity counts as this page's own, as before duplicates were told
 * apart.
 */
export function tabIdentity(
  storage: KeyValueStorage | null,
  locks: TabLocks | null,
  page: PageEvents | null,
  { makeId = newTabId, waitMs = TAB_LOCK_WAIT_MS }: { makeId?: () => string; waitMs?: number } = {},
): () => string | undefined {
  let stored: string | null = null;
  attempt(() => {
    stored = storage?.getItem(TAB_KEY) ?? null;
  });
  let current: string = stored ?? makeId();
  if (stored === null) attempt(() => storage?.setItem(TAB_KEY, current));
  if (!locks) return () => current;

  let known = false;
  let release = () => undefined as void;
  const hold = () =>
    new Promise<void>((resolve) => {
      known = true;
      release = resolve;
    });
  const refused = () => {
    known = true;
  };
  const takeNew = () => {
    current = makeId();
    attempt(() => storage?.setItem(TAB_KEY, current));
    locks.request(lockName(current), {}, hold).catch(refused);
  };
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), waitMs);
  locks
    .request(lockName(current), { signal: timeout.signal }, () => {
      clearTimeout(timer);
      return hold();
    })
    .catch((error: unknown) => (isAbort(error) ? takeNew() : refused()));
  page?.addEventListener('pagehide', () => release());
  page?.addEventListener('pageshow', (event) => {
    if (Reflect.get(event, 'persisted') !== true) return;
    // Back from the cache: a duplicate made meanwhile may hold the identity now, and then this page takes another.
    locks.request(lockName(current), { ifAvailable: true }, (lock) => (lock ? hold() : void takeNew())).catch(refused);
  });
  return () => (known ? current : undefined);
}
