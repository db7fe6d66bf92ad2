// First step of the shell's start-up (index.ts): React's DOM renderer and the router. Exported so that the
// dynamic import keeps them (a bare `import 'x'` of a side-effect-free package is dropped).
export { createRoot } from 'react-dom/client';
export { createBrowserRouter } from 'react-router-dom';
