import type { RemotePrefetch } from '@permit/shared-contracts';
import { startListPrefetch } from './features/permit-list/api/list-prefetch';

/**
 * The remote's `./prefetch` expose: a chunk of a few kilobytes the shell loads beside `./module` on a page load
 * under /nd, so a list's rows are asked for while the list's code is still loading.
 */
const prefetch: RemotePrefetch = (context) => startListPrefetch(context);

export default prefetch;
