import { createStore, type StoreApi } from 'zustand';

export interface ConnectionState {
  /** When the data on screen came from the service worker's cache: the time (ISO) the server gave it; else null. */
  cachedAt: string | null;
  servedFromCache(cachedAt: string): void;
  servedFromNetwork(): void;
}

export type ConnectionStore = StoreApi<ConnectionState>;

/**
 * What the shell knows about the connection from its API answers (http/http-transport.ts): an answer the worker
 * took from its cache sets the time shown in «Нет связи — данные на ЧЧ:ММ»; the next answer from the server
 * clears it. Of several cached answers the oldest time is kept: the screen is no newer than its oldest part.
 */
export function createConnectionStore(): ConnectionStore {
  return createStore<ConnectionState>((set) => ({
    cachedAt: null,
    servedFromCache: (cachedAt) => set((state) => (state.cachedAt && Date.parse(state.cachedAt) <= Date.parse(cachedAt) ? state : { cachedAt })),
    servedFromNetwork: () => set((state) => (state.cachedAt === null ? state : { cachedAt: null })),
  }));
}
