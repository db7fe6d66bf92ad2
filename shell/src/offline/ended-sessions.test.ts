/** @jest-environment node */
// Node's environment: crypto.subtle as a service worker has it.
import { MemoryCacheStorage } from '../test-utils/memory-cache-storage';
import { EndedSessions, SESSION_ENDED, forgetSession, isSessionEndedMessage } from './ended-sessions';
import { CACHES, sessionDigest, userCacheKey } from './offline-rules';

describe('the message that a session ended', () => {
  it('is acted on only in its own shape', () => {
    expect(isSessionEndedMessage({ type: SESSION_ENDED, authorization: 'Bearer_a', signedOut: true })).toBe(true);
    expect(isSessionEndedMessage({ type: SESSION_ENDED, authorization: 'Bearer_a', signedOut: false })).toBe(true);
    const wrong = [
      null,
      'x',
      { type: SESSION_ENDED, signedOut: true },
      { type: 'other', authorization: 'Bearer_a', signedOut: true },
      { type: SESSION_ENDED, authorization: 7, signedOut: true },
      { type: SESSION_ENDED, authorization: 'Bearer_a' },
      // A message is not a way to make the worker hash megabytes.
      { type: SESSION_ENDED, authorization: 'x'.repeat(4097), signedOut: true },
    ];
    for (const data of wrong) expect(isSessionEndedMessage(data)).toBe(false);
  });
});

describe('the sessions a worker knows have ended', () => {
  it('are remembered, the oldest forgotten first past fifty', () => {
    const ended = new EndedSessions();
    expect(ended.has(null)).toBe(false);
    for (let i = 0; i < 51; i += 1) ended.end(`s${i}`, i % 2 === 0);
    expect(ended.has('s0')).toBe(false);
    expect(ended.has('s1')).toBe(true);
    expect(ended.has('s50')).toBe(true);
    expect([ended.signedOut('s50'), ended.signedOut('s49'), ended.signedOut('s0'), ended.signedOut(null)]).toEqual([true, false, false, false]);
  });
});

describe('forgetting a session', () => {
  it('deletes its cached answers and leaves another session’s', async () => {
    const storage = new MemoryCacheStorage();
    const cache = await storage.open(CACHES.api);
    const urls = ['http://localhost/api/board', 'http://localhost/api/favouritesNd/listAll'];
    for (const url of urls) {
      for (const auth of ['Bearer_a', 'Bearer_b']) await cache.put(new Request(String(await userCacheKey(url, auth))), new Response('[]'));
    }
    await forgetSession(storage, CACHES.api, await sessionDigest('Bearer_a'));
    const left = await Promise.all(urls.map((url) => userCacheKey(url, 'Bearer_b')));
    expect(storage.urls(CACHES.api).sort()).toEqual(left.sort());
  });
});
