/** Where the production build puts the worker (tooling/service-worker-build.js); at the root, so its scope is the whole portal. */
export const SERVICE_WORKER_URL = '/sw.js';

/** The longest the registration waits for an idle moment after the page's load. */
const IDLE_TIMEOUT_MS = 5_000;

type IdleWindow = Pick<Window, 'addEventListener' | 'setTimeout'> & {
  document: Pick<Document, 'readyState'>;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
};

/**
 * Registers the shell's service worker once the page has loaded and is idle: installing it downloads the
 * shell's files for the precache, which must not compete with the first screen's own requests on a slow
 * device. A browser without service workers, or one that refuses this one, runs the portal online only.
 */
export function registerServiceWorker(nav: Navigator = navigator, win: IdleWindow = window): void {
  if (!('serviceWorker' in nav)) return;
  const register = () => {
    nav.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
      console.warn('Сервис-воркер не зарегистрирован: портал работает без офлайн-режима', error);
    });
  };
  const whenIdle = () => {
    if (win.requestIdleCallback) win.requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS });
    else win.setTimeout(register, 0);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
