import type { KeyValueStorage } from './session-storage';

/** Where the tab's identity waits while its page is away (a reload). Only the shell reads it: not in STORAGE_KEYS. */
export const TAB_KEY = 'tab';

type PageEvents = Pick<EventTarget, 'addEventListener'>;

const newTabId = () => Array.from(crypto.getRandomValues(new Uint32Array(2)), (n) => n.toString(16)).join('');

function attempt(step: () => void): void {
  try {
    step();
  } catch {
    // A storage that throws (some privacy modes): every page load is then a tab of its own.
  }
}

/**
 * This tab's identity: a reload, or a return from the back-forward cache, keeps it; a duplicated tab gets its own.
 * The browser copies a tab's sessionStorage into its duplicate, so the identity is not left there while the page is
 * open: it is taken out as the page starts and put back as the page goes (pagehide), when it cannot be copied.
 */
export function tabIdentity(storage: KeyValueStorage | null, page: PageEvents | null, makeId: () => string = newTabId): string {
  let stored: string | null = null;
  attempt(() => {
    stored = storage?.getItem(TAB_KEY) ?? null;
    storage?.removeItem(TAB_KEY);
  });
  const id = stored ?? makeId();
  page?.addEventListener('pagehide', () => attempt(() => storage?.setItem(TAB_KEY, id)));
  page?.addEventListener('pageshow', (event) => {
    if (Reflect.get(event, 'persisted') === true) attempt(() => storage?.removeItem(TAB_KEY));
  });
  return id;
}
