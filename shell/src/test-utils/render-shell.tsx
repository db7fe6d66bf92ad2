import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter } from 'react-router-dom';
import type { RemoteListEntry } from '@permit/shared-contracts';
import { App } from '../app/app';
import { createShell, type Shell } from '../app/create-shell';
import { MemoryStorage } from './memory-storage';

export type FakeReply = { status: number; data?: unknown; headers?: Record<string, string> } | 'network';
export type FakeServer = (config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>;

export interface RenderShellOptions {
  path?: string;
  storage?: MemoryStorage;
  server?: FakeServer;
  remotes?: RemoteListEntry[] | (() => Promise<RemoteListEntry[]>);
}

/** The whole shell in jsdom: memory router, storage in memory, HTTP answered by `server`. */
export function renderShell({ path = '/', storage = new MemoryStorage(), server = () => ({ status: 404 }), remotes = [] }: RenderShellOptions = {}) {
  const requests: InternalAxiosRequestConfig[] = [];
  const shell: Shell = createShell({
    storage,
    fetchRemoteList: typeof remotes === 'function' ? remotes : async () => remotes,
    httpAdapter: async (config) => {
      requests.push(config);
      const reply = await server(config);
      if (reply === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
      const response: AxiosResponse = { status: reply.status, statusText: '', data: reply.data ?? '', headers: reply.headers ?? {}, config };
      return response;
    },
    createRouter: (routes) => createMemoryRouter(routes, { initialEntries: [path] }),
  });
  const user = userEvent.setup();
  const view = render(<App shell={shell} />);
  return { ...view, shell, storage, requests, user };
}
