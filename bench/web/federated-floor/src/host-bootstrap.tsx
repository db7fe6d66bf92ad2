// The host finds its remote at run time, as the shell does (shell/src/federation/remote-loader.ts): the list from
// /remotes.json, the remote's manifest, then its module.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';

async function start() {
  const root = document.getElementById('root');
  if (!root) return;
  try {
    // Unchecked on purpose, like the floor page's rows: a floor does no work the page could skip.
    const list = (await (await fetch('/remotes.json')).json()) as { name: string; entry: string }[];
    registerRemotes(list.map(({ name, entry }) => ({ name, entry })));
    const module = await loadRemote<{ FloorTable: ComponentType }>('floor_remote/rows');
    if (!module) throw new Error('floor_remote/rows did not load');
    createRoot(root).render(<module.FloorTable />);
  } catch (error) {
    root.textContent = String(error);
  }
}

void start();
