import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from '@permit/shared-contracts';
import { backoffDelay } from './backoff';

export { backoffDelay };

const MAX_RETRIES = 2;

/** Retrying a 4xx cannot succeed and would delay the shell's 401 handling; only network and server errors retry. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

const retryDelay = (attempt: number) => backoffDelay(attempt);

/**
 * How the portal's query clients (the shell's and each remote's) treat the network. A read is always sent,
 * also while the browser says it is offline: the shell's service worker may answer it from its cache
 * (react-query's default would pause it instead); only the retries wait for the network. A change is always
 * sent too, so an offline save is refused at once with a message instead of waiting unseen.
 */
export const NETWORK_DEFAULTS = {
  queries: { retry: shouldRetry, retryDelay, networkMode: 'offlineFirst' },
  mutations: { networkMode: 'always' },
} as const satisfies DefaultOptions;

/**
 * A factory rather than a shared instance: each remote calls it once at module level, so every remote
 * keeps its own cache that survives route changes inside the shell; tests call it per test for a fresh one.
 */
export function createQueryClient(queries: DefaultOptions['queries'] = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...NETWORK_DEFAULTS.queries, refetchOnWindowFocus: false, staleTime: 10_000, ...queries },
      mutations: NETWORK_DEFAULTS.mutations,
    },
  });
}
