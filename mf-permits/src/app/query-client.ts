import { createQueryClient } from '@permit/dev-kit/runtime';

/** One client per remote, created once per page: the cache survives route changes inside the shell. */
export const permitsQueryClient = createQueryClient();
