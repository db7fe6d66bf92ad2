/** @jest-environment node */
// Node's environment: Response, Headers and crypto.subtle as a service worker has them.
import type { WorkboxPlugin } from 'workbox-core/types';
import { MemoryCacheStorage } from '../test-utils/memory-cache-storage';
import { apiCachePlugin } from './api-cache-plugin';
import { EndedSessions } from './ended-sessions';
import { CACHED_AT_HEADER, CACHES, FROM_CACHE_HEADER, sessionDigest } from './offline-rules';

const AT = new Date('2026-11-26T09:41:00.000Z');
// The plugin reads neither the fetch event nor the strategy's state.
const event = {} as Parameters<NonNullable<WorkboxPlugin['cacheWillUpdate']>>[0]['event'];
const state = {};

function setup() {
  const ended = new EndedSessions();
  const storage = new MemoryCacheStorage();
  // Stands for the worker's: the cache and its expiration records (service-worker.ts forgetApiCache).
  const forgetAll = jest.fn(async () => {
    await storage.delete(CACHES.api);
  });
  return { ended, storage, forgetAll, plugin: apiCachePlugin({ ended, forgetAll, now: () => AT, storage }) };
}

function read(authorization: string) {
  return new Request('http://localhost:8080/api/nd_processing/worklist', { headers: { Authorization: authorization } });
}

/**
 * What Workbox's strategy does with a network answer (workbox-strategies StrategyHandler.cachePut): the key,
 * cacheWillUpdate, the write, then cacheDidUpdate. `between` runs after the check and before the write.
 */
async function keep(setupResult: ReturnType<typeof setup>, authorization: string, between: () => Promise<void> = async () => {}) {
  const { plugin, storage } = setupResult;
  const request = read(authorization);
  const key = new Request(String(await plugin.cacheKeyWillBeUsed?.({ request, mode: 'write', event, state })));
  const response = await plugin.cacheWillUpdate?.({ request, response: new Response('{"rows":[]}', { status: 200 }), event, state });
  if (!response) return false;
  await between();
  await (await storage.open(CACHES.api)).put(key, response);
  await plugin.cacheDidUpdate?.({ cacheName: CACHES.api, request: key, newResponse: response, event, state });
  return true;
}

describe('the service worker plugin for API reads', () => {
  it('keys the cache per session', async () => {
    const { plugin } = setup();
    const key = (auth: string) => plugin.cacheKeyWillBeUsed?.({ request: read(auth), mode: 'read', event, state });
    const a = String(await key('Bearer_a'));
    expect(String(await key('Bearer_a'))).toBe(a);
    expect(String(await key('Bearer_b'))).not.toBe(a);
    expect(a).toBe(`http://localhost:8080/api/nd_processing/worklist?__session=${await sessionDigest('Bearer_a')}`);
  });

  it('keeps only a 200, stamped with the time it arrived, body and headers unchanged', async () => {
    const { plugin } = setup();
    const refused = await plugin.cacheWillUpdate?.({ request: read('Bearer_a'), response: new Response('{}', { status: 500 }), event, state });
    expect(refused).toBeNull();
    const ok = new Response('{"rows":[]}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    const kept = await plugin.cacheWillUpdate?.({ request: read('Bearer_a'), response: ok, event, state });
    expect(kept?.headers.get(CACHED_AT_HEADER)).toBe(AT.toISOString());
    expect(kept?.headers.get('Content-Type')).toBe('application/json');
    expect(await kept?.text()).toBe('{"rows":[]}');
  });

  it('marks an answer taken from the cache, so the shell can show the offline banner', async () => {
    const { plugin } = setup();
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

describe('an answer that arrives after its session ended (a read in flight at logout)', () => {
  it('is not written when the end is already known; another session’s answers still are', async () => {
    const s = setup();
    s.ended.end(await sessionDigest('Bearer_a'), true);
    expect(await keep(s, 'Bearer_a')).toBe(false);
    expect(await keep(s, 'Bearer_b')).toBe(true);
    expect(s.storage.urls(CACHES.api)).toEqual([`http://localhost:8080/api/nd_processing/worklist?__session=${await sessionDigest('Bearer_b')}`]);
  });

  it('is deleted right after the write when a renewal ended its token between the check and the write', async () => {
    const s = setup();
    await keep(s, 'Bearer_b');
    const written = await keep(s, 'Bearer_a', async () => s.ended.end(await sessionDigest('Bearer_a'), false));
    expect(written).toBe(true);
    expect(s.storage.urls(CACHES.api)).toEqual([`http://localhost:8080/api/nd_processing/worklist?__session=${await sessionDigest('Bearer_b')}`]);
    expect(s.forgetAll).not.toHaveBeenCalled();
  });

  it('takes the whole cache and its expiration records with it when a sign-out came between the check and the write', async () => {
    const s = setup();
    const written = await keep(s, 'Bearer_a', async () => s.ended.end(await sessionDigest('Bearer_a'), true));
    expect(written).toBe(true);
    expect(s.forgetAll).toHaveBeenCalledTimes(1);
    expect(s.storage.urls(CACHES.api)).toEqual([]);
  });

  it('stays while its session goes on', async () => {
    const s = setup();
    await keep(s, 'Bearer_a');
    expect(s.storage.urls(CACHES.api)).toHaveLength(1);
  });

  it("a server error (the API down behind the gateway) gives way to this session's kept copy; without one it reaches the page", async () => {
    const s = setup();
    const failed = (status: number, auth = 'Bearer_a') =>
      s.plugin.fetchDidSucceed!({ request: read(auth), response: new Response('Bad Gateway', { status }), event, state });
    // Nothing kept yet: the page gets the 502 itself (its reads retry a 5xx; a network failure would end the session).
    expect((await failed(502)).status).toBe(502);
    await keep(s, 'Bearer_a');
    for (const status of [500, 502, 503, 504]) await expect(failed(status)).rejects.toThrow(`HTTP ${status}`);
    // Another session's copy is not this one's.
    expect((await failed(503, 'Bearer_b')).status).toBe(503);
    // An answer below 500 is the server's word, kept copy or not.
    expect((await failed(404)).status).toBe(404);
  });
});
