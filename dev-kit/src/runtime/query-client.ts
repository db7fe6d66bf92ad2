import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from '@permit/shared-contracts';

const MAX_RETRIES = 2;

/** Retrying a 4xx cannot succeed and would delay the shell's 401 handling; only network and server errors retry. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

/**
 * A factory rather than a shared instance: each remote calls it once at module level, so every remote
 * keeps its own cache that survives route changes inside the shell; tests call it per test for a fresh one.
 */
export function createQueryClient(queries: DefaultOptions['queries'] = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 10_000, ...queries },
    },
  });
}
