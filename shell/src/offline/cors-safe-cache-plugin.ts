import type { WorkboxPlugin } from 'workbox-core/types';

/**
 * A cached opaque answer is never handed to a request in CORS mode: the browser refuses it, and the script would
 * fail to load. Cache matching ignores the mode, and one URL can be asked for both ways, e.g. a chunk a remote built
 * before CORS loading fetched plainly, then preloaded with CORS by the shell (federation/runtime-plugin.ts). The
 * strategy then goes to the network, and the new answer replaces the opaque one.
 */
export const corsSafeCachePlugin: WorkboxPlugin = {
  async cachedResponseWillBeUsed({ request, cachedResponse }) {
    if (!cachedResponse) return null;
    return cachedResponse.type === 'opaque' && request.mode !== 'no-cors' ? null : cachedResponse;
  },
};
