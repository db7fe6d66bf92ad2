import './strict-csp-setup';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createShell } from './app/create-shell';
import { RemoteLoadError } from './federation/remote-load-error';

const container = document.getElementById('root');
if (!container) throw new Error('В index.html нет элемента #root');
document.documentElement.lang = 'ru';

createRoot(container, {
  // A remote that is down is expected, shown in its slot and already logged by the loader.
  onCaughtError(error, info) {
    if (error instanceof RemoteLoadError) return;
    console.error(error, info.componentStack);
  },
}).render(
  <StrictMode>
    <App shell={createShell()} />
  </StrictMode>,
);
