import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import type { Shell } from './app/create-shell';
import { RemoteLoadError } from './federation/remote-load-error';

/** The start-up's last step (index.ts): the portal rendered, with Chakra, around the shell wired a step before. */
export function renderPortal(shell: Shell): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('В index.html нет элемента #root');
  document.documentElement.lang = 'ru';

  const root = createRoot(container, {
    // A remote that is down is expected, shown in its slot and already logged by the loader.
    onCaughtError(error, info) {
      if (error instanceof RemoteLoadError) return;
      console.error(error, info.componentStack);
    },
  });
  // As a transition the first render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole frame at once (input and the remotes' scripts arriving meanwhile are not kept waiting).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App shell={shell} />
      </StrictMode>,
    ),
  );
}
