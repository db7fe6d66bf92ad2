// The async boundary lets Module Federation negotiate shared singletons before any React code runs.
//
// Evaluated at once, the libraries and the shell were one task of 250–350 ms on a 2-core machine (React, the
// router, Chakra's system, the contracts' zod schemas, then the shell itself), the page frozen meanwhile. Here
// they are evaluated in steps with a task boundary between them, so the browser can paint and answer input.
import { preloadSessionScripts } from './boot/session-preload';
import { signsInFirst } from './auth/signed-out-paths';
import { requestRemoteList } from './federation/remote-list-request';
import { requestProfileEarly } from './boot/early-profile';
import { showStartFailure } from './boot/start-failure';

// The steps' chunks are named start-…: the shell's build links them in its page as preloads, so they arrive at
// once while the steps still run one after another (tooling/start-up-preload-plugin.js). The last step's is named
// portal-…: a first visit's sign-in form never runs it, so it is preloaded with a session's list, not by the page.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// A signed-in load asks at once for the scripts of the frame and for /remotes.json (a signed-out one for the
// sign-in screen's; boot/session-preload.ts), and starts the page's remotes beside the next start-up steps, not
// once the shell is wired (federation/early-remote-start.ts); the sign-in page loads none of that. The remotes
// start after the first step: that code builds schemas. `auth` is the session's storage key (STORAGE_KEYS of the
// contracts, not loaded yet at this point).
let signedIn = false;
try {
  signedIn = window.localStorage.getItem('auth') !== null;
} catch {
  // No storage (privacy mode): no stored session either.
}

/**
 * Whether a session can be kept at all: the first sign-in form (below) goes on by reloading the page, which finds
 * the session only in storage. A browser that blocks site data gets the portal, which keeps it in memory. Asked
 * only on a load without a session: a signed-in load has no use for the two writes.
 */
function storageKeeps(): boolean {
  try {
    window.localStorage.setItem('portal-storage-probe', '1');
    window.localStorage.removeItem('portal-storage-probe');
    return true;
  } catch {
    return false;
  }
}

/** The portal: its start-up steps, one task each, then the shell (bootstrap.tsx). */
function startPortal(): void {
  // The first step imports strict-csp-setup.ts before anything else: the portal's CSP forbids eval, and zod probes
  // for it when its first object schema is made, so no module that builds a schema may run before that step.
  // Asked for in the next task, not in the entry's own: asking resolves the step's shared modules (the federation
  // runtime's version checks), and the entry's task, the runtime's start, was already the longest of the start-up
  // (docs/performance.md). The step's scripts are preloaded by the page, so nothing arrives later for it.
  const libraries = nextTask().then(() => import(/* webpackChunkName: "start-libraries" */ './boot/react-libraries'));

  // In a task of its own: linking some twenty preloads took 8–16 ms of the entry's task, already the start-up's
  // longest (the federation runtime's start), and a task over 50 ms on a phone blocks input (docs/performance.md).
  // They are still asked for long before the start-up steps that use them.
  setTimeout(() => preloadSessionScripts(signedIn), 0);
  // A signed-in load goes on with the contracts and the shell once the early start has asked for the manifests
  // (federation/early-remote-start.ts): run before, the next steps (Chakra's system the longest, ≈ 80 ms on a desktop,
  // ≈ 0.3 s on a phone) held the whole chain to the page's rows back by as much. Never later than 300 ms after the
  // libraries: a weak signal that slows the start's own scripts or the list does not hold the shell's start longer.
  let remotesFirst: Promise<unknown> = libraries;
  if (signedIn) {
    const { pathname } = window.location;
    const listRequest = requestRemoteList();
    // The profile too: the list's first request may wait for it, and it is the shell's own first request.
    requestProfileEarly(window.localStorage);
    // Read by the early start; a failure shows there (and the shell asks again), not as an unhandled rejection.
    listRequest.catch(() => undefined);
    remotesFirst = libraries.then(() =>
      Promise.race([
        import(/* webpackChunkName: "signed-in-remote-start" */ './federation/early-remote-start')
          .then((m) => m.startRemotesEarly(pathname, { listRequest }))
          .catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, 300)),
      ]),
    );
  }

  // The shell is wired (createShell: the session, its profile, the section's data prefetch) before Chakra's modules are
  // evaluated, and rendered after: the list's first request then leaves before that step rather than after it, and
  // its answer travels while the step runs (docs/performance.md «2.12: профиль с первого шага»). The theme's system
  // itself is created later still, by the first component that reads it («Система Chakra по первому запросу»).
  void remotesFirst
    .then(nextTask)
    .then(() => import(/* webpackChunkName: "start-contracts" */ '@permit/shared-contracts'))
    .then(nextTask)
    .then(() => import(/* webpackChunkName: "portal-shell" */ './app/create-shell'))
    .then((m) => m.createShell())
    .then((shell) =>
      nextTask()
        .then(() => import(/* webpackChunkName: "start-style-system" */ './boot/style-system'))
        .then(nextTask)
        .then(() => import(/* webpackChunkName: "portal-bootstrap" */ './bootstrap'))
        .then((m) => m.renderPortal(shell)),
    )
    .catch(showStartFailure);
}

// A page loaded without a session shows the sign-in form alone (auth/first-login.tsx; on a portal page it is
// where RequireAuth would have sent the visitor), with React DOM and none of the steps above: the router, Chakra's
// system and the contracts were most of that page's main-thread work on a phone (docs/performance.md «Вход без
// Chakra»). The page still preloads the steps' scripts, at low priority while the user types: the load after sign-in
// runs them. The form's own chunk is not preloaded, as a signed-in page would never run it. If it does not come,
// the portal starts as on any other page. The password recovery screens start the portal.
if (!signedIn && signsInFirst(window.location.pathname) && storageKeeps()) {
  let started = false;
  const fallBack = (error: unknown) => {
    console.error('[shell] Форма входа не показана, запускается портал', error);
    if (started) return;
    started = true;
    startPortal();
  };
  void nextTask()
    .then(() => import(/* webpackChunkName: "first-login" */ './auth/first-login'))
    .then((m) => m.showFirstLogin(fallBack))
    .catch(fallBack);
} else {
  startPortal();
}

// Production only: the development server rebuilds files a worker would keep serving (tooling/service-worker-plugin.js).
if (process.env.NODE_ENV === 'production')
  void import(/* webpackChunkName: "start-service-worker" */ './offline/register-service-worker').then((m) => m.registerServiceWorker());
