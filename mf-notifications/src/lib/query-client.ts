import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from '@permit/shared-contracts';

const MAX_RETRIES = 2;

/** Retrying a 4xx cannot succeed and would delay the shell's 401 handling; only network and server errors retry. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

export function createQueryClient(queries: DefaultOptions['queries'] = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 10_000, ...queries },
    },
  });
}
