import { createQueryClient } from '@permit/dev-kit/runtime';

/** One client per remote: both header widgets share it, so their polling and cache are one. */
export const notificationsQueryClient = createQueryClient();
