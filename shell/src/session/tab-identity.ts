import type { KeyValueStorage } from './session-storage';

/** Where the tab's identity is kept. Only the shell reads it: not in STORAGE_KEYS. */
export const TAB_KEY = 'tab';
/** How long a page waits for its tab's lock: the page a reload replaced lets go of it well within this. */
export const TAB_LOCK_WAIT_MS = 2_000;

/** The part of the browser's Web Locks (navigator.locks) this needs. */
export interface TabLocks {
  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<unknown>): Promise<unknown>;
}

const newTabId = () => Array.from(crypto.getRandomValues(new Uint32Array(2)), (n) => n.toString(16)).join('');
const lockName = (id: string) => `permit-tab:${id}`;
// Held for the page's life: the browser lets go of it when the page goes, however it goes.
const holdForever = () => new Promise<never>(() => undefined);

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
 * also copies sessionStorage into a duplicated tab, so each page holds a Web Lock named after its identity for as
 * long as it lives: a page that does not get that lock within `waitMs` shares its identity with a live page, is that
 * page's duplicate, and takes an identity of its own. Until then, and where Web Locks are missing (a page served
 * over plain HTTP), the stored identity counts as this page's own, as it did before duplicates were told apart.
 */
export function tabIdentity(
  storage: KeyValueStorage | null,
  locks: TabLocks | null,
  { makeId = newTabId, waitMs = TAB_LOCK_WAIT_MS }: { makeId?: () => string; waitMs?: number } = {},
): () => string {
  let stored: string | null = null;
  attempt(() => {
    stored = storage?.getItem(TAB_KEY) ?? null;
  });
  let current: string = stored ?? makeId();
  if (stored === null) attempt(() => storage?.setItem(TAB_KEY, current));
  if (locks) {
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), waitMs);
    locks
      .request(lockName(current), { signal: timeout.signal }, () => {
        clearTimeout(timer);
        return holdForever();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.name === 'AbortError')) return;
        current = makeId();
        attempt(() => storage?.setItem(TAB_KEY, current));
        locks.request(lockName(current), {}, holdForever).catch(() => undefined);
      });
  }
  return () => current;
}
