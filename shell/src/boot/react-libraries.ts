// First step of the shell's start-up (index.ts): the CSP setting for zod, before any step builds a schema
// (strict-csp-setup.ts), then React's DOM renderer and the router. Exported so that the dynamic import keeps
// them (a bare `import 'x'` of a side-effect-free package is dropped).
import '../strict-csp-setup';

export { createRoot } from 'react-dom/client';
export { createBrowserRouter } from 'react-router-dom';
