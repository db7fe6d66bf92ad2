// The async boundary lets Module Federation negotiate shared singletons before any React code runs.
//
// Evaluated at once, the libraries and the shell were one task of 250–350 ms on a 2-core machine (React, the
// router, Chakra's system, the contracts' zod schemas, then the shell itself), the page frozen meanwhile. Here
// they are evaluated in steps with a task boundary between them, so the browser can paint and answer input.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The first step imports strict-csp-setup.ts before anything else: the portal's CSP forbids eval, and zod probes
// for it when its first object schema is made, so no module that builds a schema may run before that step.
const libraries = import('./boot/react-libraries');

// A signed-in load starts the page's remotes beside the next start-up steps, not once the shell is wired
// (federation/early-remote-start.ts); the sign-in page loads none of that code. After the first step: it builds
// schemas. `auth` is the session's storage key (STORAGE_KEYS of the contracts, not loaded yet at this point).
try {
  if (window.localStorage.getItem('auth') !== null) {
    const { pathname } = window.location;
    void libraries.then(() => import('./federation/early-remote-start')).then((m) => m.startRemotesEarly(pathname));
  }
} catch {
  // No storage (privacy mode): no stored session either.
}

void libraries
  .then(nextTask)
  .then(() => import('./boot/style-system'))
  .then(nextTask)
  .then(() => import('@permit/shared-contracts'))
  .then(nextTask)
  .then(() => import('./bootstrap'));

// Production only: the development server rebuilds files a worker would keep serving (tooling/service-worker-plugin.js).
if (process.env.NODE_ENV === 'production') void import('./offline/register-service-worker').then((m) => m.registerServiceWorker());
