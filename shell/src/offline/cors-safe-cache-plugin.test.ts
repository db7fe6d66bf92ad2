/** @jest-environment node */
// Node's environment: Request and Response as a service worker has them.
import type { WorkboxPlugin } from 'workbox-core/types';
import { corsSafeCachePlugin } from './cors-safe-cache-plugin';

type Used = NonNullable<WorkboxPlugin['cachedResponseWillBeUsed']>;
type UsedArgs = Parameters<Used>[0];
const used = (request: Request, cachedResponse: Response | undefined) =>
  (corsSafeCachePlugin.cachedResponseWillBeUsed as Used)({
    request,
    cachedResponse,
    cacheName: 'permit-remote-chunks-v2',
    event: new Event('fetch') as UsedArgs['event'],
    state: {},
  });

/** A Response as the Cache API returns one stored from a request without CORS (its type cannot be set otherwise). */
function opaque(): Response {
  const response = new Response(null, { status: 200 });
  Object.defineProperty(response, 'type', { value: 'opaque' });
  return response;
}

const chunk = 'https://permits.example.org/839.695d73ee.js';

describe('corsSafeCachePlugin', () => {
  it('keeps a cached opaque answer from a CORS request, so the strategy asks the network', async () => {
    await expect(used(new Request(chunk, { mode: 'cors' }), opaque())).resolves.toBeNull();
  });

  it('answers a plain request with the cached opaque answer, and any request with a CORS one', async () => {
    const stored = opaque();
    await expect(used(new Request(chunk, { mode: 'no-cors' }), stored)).resolves.toBe(stored);
    const cors = new Response('chunk', { status: 200 });
    await expect(used(new Request(chunk, { mode: 'cors' }), cors)).resolves.toBe(cors);
    await expect(used(new Request(chunk, { mode: 'no-cors' }), cors)).resolves.toBe(cors);
  });

  it('reports a miss as a miss', async () => {
    await expect(used(new Request(chunk, { mode: 'cors' }), undefined)).resolves.toBeNull();
  });
});
