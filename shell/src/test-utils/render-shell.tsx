import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import type { RemoteListEntry } from '@permit/shared-contracts';
import { App } from '../app/app';
import { createShell, type Shell } from '../app/create-shell';
import type { WireRequest } from '../http/http-wire';
import { MemoryStorage } from './memory-storage';

export type FakeReply = { status: number; data?: unknown; headers?: Record<string, string> } | 'network';
export type FakeServer = (request: WireRequest) => FakeReply | Promise<FakeReply>;

export interface RenderShellOptions {
  path?: string;
  storage?: MemoryStorage;
  server?: FakeServer;
  remotes?: RemoteListEntry[] | (() => Promise<RemoteListEntry[]>);
}

/** The whole shell in jsdom: memory router, storage in memory, HTTP answered by `server`. */
export function renderShell({ path = '/', storage = new MemoryStorage(), server = () => ({ status: 404 }), remotes = [] }: RenderShellOptions = {}) {
  const requests: WireRequest[] = [];
  const shell: Shell = createShell({
    storage,
    fetchRemoteList: typeof remotes === 'function' ? remotes : async () => remotes,
    wire: async (request) => {
      requests.push(request);
      const reply = await server(request);
      // What fetch throws when no answer comes.
      if (reply === 'network') throw new TypeError('Failed to fetch');
      const headers = new Map(Object.entries(reply.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
      return { status: reply.status, data: reply.data ?? null, header: (name) => headers.get(name.toLowerCase()) ?? null };
    },
    createRouter: (routes) => createMemoryRouter(routes, { initialEntries: [path] }),
  });
  const user = userEvent.setup();
  const view = render(<App shell={shell} />);
  return { ...view, shell, storage, requests, user };
}
