import { useEffect, useState } from 'react';

/** How long the browser may stay busy before secondary work starts anyway. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Header widgets and other secondary views poll the API on their own; the page's main content should be
 * asked for and answered first (the embedded database answers one query at a time). True once the page has
 * loaded and the browser has been idle once, or at once where the browser lacks those signals (tests).
 */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(() => typeof window === 'undefined' || typeof window.requestIdleCallback !== 'function');
  useEffect(() => {
    if (settled) return undefined;
    let idle: number | undefined;
    const afterLoad = () => {
      idle = window.requestIdleCallback(() => setSettled(true), { timeout: IDLE_TIMEOUT_MS });
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [settled]);
  return settled;
}
