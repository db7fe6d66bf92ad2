/** The element the shell's build writes into its page; mirrors SESSION_LIST_ID of tooling/start-up-preload-plugin.js (a browser module cannot import the build's CommonJS). */
export const SESSION_LIST_ID = 'session-preload';

/** The page's lists, as far as they are lists of strings. */
function readLists(doc: Document): { signedIn: unknown[]; signedOut: unknown[] } | null {
  const text = doc.getElementById(SESSION_LIST_ID)?.textContent;
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== 'object') return null;
  const signedIn: unknown = Reflect.get(parsed, 'signedIn');
  const signedOut: unknown = Reflect.get(parsed, 'signedOut');
  return { signedIn: Array.isArray(signedIn) ? signedIn : [], signedOut: Array.isArray(signedOut) ? signedOut : [] };
}

/**
 * Preloads the scripts a page runs by its session, listed in the page by the shell's build: a signed-in page
 * the frame, the remote loader and the shared modules of the remotes' first screens; a signed-out one the
 * sign-in screen. Asked for all at once as the page starts, they arrive beside the start-up steps instead of
 * several round trips after them, one import after another (docs/performance.md). Only same-origin paths are
 * taken: the list is ours, but the page is where a stray one would come from. Returns how many were linked.
 */
export function preloadSessionScripts(signedIn: boolean, doc: Document = document): number {
  const lists = readLists(doc);
  if (!lists) return 0;
  let count = 0;
  for (const href of signedIn ? lists.signedIn : lists.signedOut) {
    if (typeof href !== 'string' || !href.startsWith('/') || href.startsWith('//')) continue;
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.setAttribute('href', href);
    // As the page's own preloads (tooling/start-up-preload-plugin.js): /remotes.json and the API's answers first.
    link.setAttribute('fetchpriority', 'low');
    doc.head.append(link);
    count += 1;
  }
  return count;
}
