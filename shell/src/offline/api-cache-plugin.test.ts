/** @jest-environment node */
// Node's environment: Response, Headers and crypto.subtle as a service worker has them.
import type { WorkboxPlugin } from 'workbox-core/types';
import { apiCachePlugin } from './api-cache-plugin';
import { CACHED_AT_HEADER, FROM_CACHE_HEADER } from './offline-rules';

const AT = new Date('2026-11-26T09:41:00.000Z');
const plugin = apiCachePlugin(() => AT);
// The plugin reads neither the fetch event nor the strategy's state.
const event = {} as Parameters<NonNullable<WorkboxPlugin['cacheWillUpdate']>>[0]['event'];
const state = {};

function read(authorization: string) {
  return new Request('http://localhost:8080/api/nd_processing/worklist', { headers: { Authorization: authorization } });
}

describe('the service worker plugin for API reads', () => {
  it('keys the cache per session', async () => {
    const key = (auth: string) => plugin.cacheKeyWillBeUsed?.({ request: read(auth), mode: 'read', event, state });
    const a = String(await key('Bearer_a'));
    expect(String(await key('Bearer_a'))).toBe(a);
    expect(String(await key('Bearer_b'))).not.toBe(a);
    expect(a).toContain('/api/nd_processing/worklist?__session=');
  });

  it('keeps only a 200, stamped with the time it arrived, body and headers unchanged', async () => {
    const refused = await plugin.cacheWillUpdate?.({ request: read('Bearer_a'), response: new Response('{}', { status: 500 }), event, state });
    expect(refused).toBeNull();
    const ok = new Response('{"rows":[]}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    const kept = await plugin.cacheWillUpdate?.({ request: read('Bearer_a'), response: ok, event, state });
    expect(kept?.headers.get(CACHED_AT_HEADER)).toBe(AT.toISOString());
    expect(kept?.headers.get('Content-Type')).toBe('application/json');
    expect(await kept?.text()).toBe('{"rows":[]}');
  });

  it('marks an answer taken from the cache, so the shell can show the offline banner', async () => {
    const cached = new Response('[]', { status: 200, headers: { [CACHED_AT_HEADER]: AT.toISOString() } });
    const used = await plugin.cachedResponseWillBeUsed?.({
      cacheName: 'permit-api-v1',
      request: read('Bearer_a'),
      cachedResponse: cached,
      event,
      state,
    });
    expect(used?.headers.get(FROM_CACHE_HEADER)).toBe('1');
    expect(used?.headers.get(CACHED_AT_HEADER)).toBe(AT.toISOString());
    await expect(
      plugin.cachedResponseWillBeUsed?.({ cacheName: 'permit-api-v1', request: read('Bearer_a'), cachedResponse: undefined, event, state }),
    ).resolves.toBeNull();
  });
});
