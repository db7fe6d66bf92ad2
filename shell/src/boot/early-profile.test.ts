import { STORAGE_KEYS, endpoints } from '@permit/shared-contracts';
import { authorizationHeader } from '../http/http-transport';
import { createWire } from '../http/http-wire';
import { EARLY_PROFILE_TTL_MS, clearEarlyProfile, profilePath, requestProfileEarly, takeEarlyResponse } from './early-profile';

const storageWith = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });
const session = (token = 'tok-1', userId: unknown = 7) =>
  storageWith({ [STORAGE_KEYS.auth]: JSON.stringify({ token, role: 'CREATOR' }), [STORAGE_KEYS.user]: JSON.stringify({ user_id: userId }) });

const profileBody = { id: 7, family: 'Иванов', name: 'Иван' };
const answer = (body: unknown = profileBody) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** What the shell's transport sends for the profile of user 7 (http-transport.ts). */
const shellRequest = (token = 'tok-1') => ({ method: 'GET', headers: { Accept: 'application/json', Authorization: authorizationHeader(token) } });

afterEach(() => clearEarlyProfile());

describe('requestProfileEarly', () => {
  it('asks for the stored user’s profile exactly as the contracts and the transport name it', () => {
    const send = jest.fn(async () => answer());
    expect(requestProfileEarly(session(), send)).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(endpoints.users.getUserById.path.replace('{userId}', '7'), shellRequest());
    expect(profilePath(7)).toBe('/api/users/getUserById/7');
  });

  it.each([
    ['no session', storageWith({})],
    ['a token without its user', storageWith({ [STORAGE_KEYS.auth]: JSON.stringify({ token: 'tok-1' }) })],
    ['broken JSON', storageWith({ [STORAGE_KEYS.auth]: '{', [STORAGE_KEYS.user]: '{"user_id":7}' })],
    ['an empty token', session('')],
    ['an id that is not a positive integer', session('tok-1', '7/../../nd')],
    ['a zero id', session('tok-1', 0)],
  ])('asks for nothing with %s', (_, storage) => {
    const send = jest.fn(async () => answer());
    expect(requestProfileEarly(storage, send)).toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect(takeEarlyResponse('/api/users/getUserById/7', shellRequest(), send)).toBeUndefined();
  });

  it('asks for nothing without a storage, and a fetch that throws at once is no early request', () => {
    expect(requestProfileEarly(null)).toBe(false);
    const throwing = jest.fn(() => {
      throw new TypeError('blocked');
    });
    expect(requestProfileEarly(session(), throwing)).toBe(false);
    expect(takeEarlyResponse('/api/users/getUserById/7', shellRequest(), jest.fn())).toBeUndefined();
  });
});

describe('takeEarlyResponse', () => {
  it('hands the answer to the same request once; a second request asks the network', async () => {
    const early = answer();
    requestProfileEarly(session(), async () => early);
    const send = jest.fn(async () => answer());
    await expect(takeEarlyResponse('/api/users/getUserById/7', shellRequest(), send)).resolves.toBe(early);
    expect(takeEarlyResponse('/api/users/getUserById/7', shellRequest(), send)).toBeUndefined();
    expect(send).not.toHaveBeenCalled();
  });

  it('is not handed to another path, another session or another method, and waits for its own request', async () => {
    const early = answer();
    requestProfileEarly(session(), async () => early);
    const send = jest.fn();
    expect(takeEarlyResponse('/api/users/getUserById/8', shellRequest(), send)).toBeUndefined();
    expect(takeEarlyResponse('/api/users/getUserById/7', shellRequest('tok-2'), send)).toBeUndefined();
    expect(takeEarlyResponse('/api/users/getUserById/7', { ...shellRequest(), method: 'POST' }, send)).toBeUndefined();
    expect(takeEarlyResponse('/api/users/getUserById/7', { method: 'GET' }, send)).toBeUndefined();
    await expect(
      takeEarlyResponse('/api/users/getUserById/7', { ...shellRequest(), headers: new Headers(shellRequest().headers) }, send),
    ).resolves.toBe(early);
  });

  it('is not handed out once it is too old', () => {
    jest.useFakeTimers();
    try {
      requestProfileEarly(session(), async () => answer());
      jest.advanceTimersByTime(EARLY_PROFILE_TTL_MS + 1);
      expect(takeEarlyResponse('/api/users/getUserById/7', shellRequest(), jest.fn())).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks again when the early request failed', async () => {
    requestProfileEarly(session(), async () => Promise.reject(new TypeError('Failed to fetch')));
    const late = answer();
    const send = jest.fn(async () => late);
    await expect(takeEarlyResponse('/api/users/getUserById/7', shellRequest(), send)).resolves.toBe(late);
    expect(send).toHaveBeenCalledWith('/api/users/getUserById/7', shellRequest());
  });

  it('rejects as an aborted request when the caller aborts', async () => {
    requestProfileEarly(session(), () => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const taken = takeEarlyResponse('/api/users/getUserById/7', { ...shellRequest(), signal: controller.signal }, jest.fn());
    controller.abort();
    await expect(taken).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('the shell’s wire', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('reads the entry’s answer as any answer and asks the network for the next request', async () => {
    requestProfileEarly(session(), async () => answer());
    const network = jest.fn(async () => answer({ id: 7, family: 'Сеть', name: 'Иван' }));
    globalThis.fetch = network;
    const wire = createWire();
    const request = { url: '/api/users/getUserById/7', responseType: 'json' as const, ...shellRequest() };
    await expect(wire(request)).resolves.toMatchObject({ status: 200, data: profileBody });
    expect(network).not.toHaveBeenCalled();
    await expect(wire(request)).resolves.toMatchObject({ data: { family: 'Сеть' } });
    expect(network).toHaveBeenCalledTimes(1);
  });
});
