import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createShell } from './app/create-shell';

const container = document.getElementById('root');
if (!container) throw new Error('В index.html нет элемента #root');
document.documentElement.lang = 'ru';

createRoot(container).render(
  <StrictMode>
    <App shell={createShell()} />
  </StrictMode>,
);
