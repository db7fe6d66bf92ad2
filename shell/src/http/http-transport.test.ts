import { ApiError, ERROR_TEXTS, STORAGE_KEYS, UNAUTHORIZED_REDIRECT_MS, createApiClient, endpoints } from '@permit/shared-contracts';
import type { ShellNavigation } from '../services/navigation-service';
import { createSessionStore } from '../session/session-store';
import { LOGIN_RESPONSE, signedInStorage } from '../test-utils/memory-storage';
import { CACHED_AT_HEADER, FROM_CACHE_HEADER } from '../offline/offline-rules';
import { createConnectionStore } from '../offline/connection-store';
import { createHttpTransport } from './http-transport';
import type { Wire, WireRequest } from './http-wire';
import { createUnauthorizedPolicy } from './unauthorized-policy';

type Reply = { status: number; data?: unknown } | 'network' | 'cancel';

function setup(reply: Reply | ((request: WireRequest) => Reply), headers: Record<string, string> = {}) {
  const storage = signedInStorage();
  const store = createSessionStore(storage);
  const navigation: ShellNavigation = {
    navigate: jest.fn(),
    href: (p) => p,
    currentPath: () => '/nd/edit/5?tab=files',
    attach: jest.fn(),
  };
  const requests: WireRequest[] = [];
  // Stands in for fetch: a TypeError when no answer comes, an AbortError when the caller gave up.
  const wire: Wire = async (request) => {
    requests.push(request);
    const r = typeof reply === 'function' ? reply(request) : reply;
    if (r === 'network') throw new TypeError('Failed to fetch');
    // As fetch does: pending until the caller's signal aborts, then an AbortError.
    if (r === 'cancel')
      return new Promise((_, reject) =>
        request.signal?.addEventListener('abort', () => reject(new DOMException('The user aborted a request.', 'AbortError'))),
      );
    return { status: r.status, data: r.data ?? null, header: (name) => headers[name.toLowerCase()] ?? null };
  };
  const connection = createConnectionStore();
  const api = createApiClient(
    createHttpTransport(wire, () => store.getState().token, createUnauthorizedPolicy(store, navigation), connection.getState()),
  );
  return { api, store, storage, navigation, requests, connection };
}

const countDraft = { params: { status: 'DRAFT' } } as const;
const passwordBody = { body: { old_password: 'old', new_password: 'new-password' } };

describe('the HTTP transport', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends Authorization: Bearer_{token} and asks for JSON on the same origin', async () => {
    const { api, requests } = setup({ status: 200, data: 3 });
    await expect(api.call(endpoints.nd.countByStatus, countDraft)).resolves.toBe(3);
    const [request] = requests;
    expect(request?.headers).toEqual({ Authorization: 'Bearer_tok-123', Accept: 'application/json' });
    expect(request?.url).toBe('/api/nd_processing/countByStatus/DRAFT');
    expect(request?.body).toBeUndefined();
  });

  it('downloads a file as a blob with the same header', async () => {
    const file = new Blob(['content'], { type: 'text/plain' });
    const { api, requests } = setup({ status: 200, data: file });
    await expect(api.call(endpoints.nd.downloadFile, { params: { fileId: 4 } })).resolves.toBe(file);
    expect(requests[0]?.responseType).toBe('blob');
    expect(requests[0]?.headers.Authorization).toBe('Bearer_tok-123');
  });

  it('sends no Authorization header for login or when there is no token', async () => {
    const { api, requests, store } = setup({ status: 200, data: LOGIN_RESPONSE });
    await api.call(endpoints.users.login, { body: { username: 'a@b.ru', password: 'x' } });
    expect(requests[0]?.headers.Authorization).toBeUndefined();
    store.getState().clear();
    await api.call(endpoints.nd.countByStatus, countDraft).catch(() => undefined);
    expect(requests[1]?.headers.Authorization).toBeUndefined();
  });

  it('sends the held token with the login that renews the session, and with no other public call', async () => {
    const { api, requests, store } = setup({ status: 200, data: LOGIN_RESPONSE });
    await api.call(endpoints.users.login, { body: { username: 'a@b.ru', password: 'x' } }, { renewsSession: true });
    expect(requests[0]?.headers.Authorization).toBe('Bearer_tok-123');
    store.getState().clear();
    await api.call(endpoints.users.login, { body: { username: 'a@b.ru', password: 'x' } }, { renewsSession: true });
    expect(requests[1]?.headers.Authorization).toBeUndefined();
  });

  it('401 on a read: clears stored auth and user at once, goes to /auth after 500 ms', async () => {
    const { api, store, storage, navigation } = setup({ status: 401, data: { code: 'UNAUTHORIZED', message: 'Требуется авторизация' } });
    await expect(api.call(endpoints.nd.countByStatus, countDraft)).rejects.toMatchObject({ status: 401 });

    expect(store.getState()).toMatchObject({ authorized: false, token: null, user: null, redirectPending: true });
    expect(storage.getItem(STORAGE_KEYS.auth)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.user)).toBeNull();
    jest.advanceTimersByTime(UNAUTHORIZED_REDIRECT_MS - 1);
    expect(navigation.navigate).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(navigation.navigate).toHaveBeenCalledWith('/auth', { replace: true });
    expect(store.getState().redirectPending).toBe(false);
  });

  it('401 on a delete counts as a read', async () => {
    const { api, navigation } = setup({ status: 401 });
    await expect(api.call(endpoints.favourites.delete, { params: { id: 3 } })).rejects.toBeInstanceOf(ApiError);
    jest.advanceTimersByTime(UNAUTHORIZED_REDIRECT_MS);
    expect(navigation.navigate).toHaveBeenCalledWith('/auth', { replace: true });
  });

  it('401 on a save: keeps the current path as the return link and goes to / after 500 ms', async () => {
    const { api, store, navigation } = setup({ status: 401 });
    await expect(api.call(endpoints.users.passwordNew, passwordBody)).rejects.toMatchObject({ status: 401 });

    expect(store.getState().authorized).toBe(false);
    expect(store.getState().returnTo).toBe('/nd/edit/5?tab=files');
    jest.advanceTimersByTime(UNAUTHORIZED_REDIRECT_MS);
    expect(navigation.navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('a read that still gets no answer after two more tries (about 1 s and 2 s later) ends the session like a 401', async () => {
    const { api, store, navigation, requests } = setup('network');
    const failed = expect(api.call(endpoints.nd.countByStatus, countDraft)).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    await jest.advanceTimersByTimeAsync(900);
    expect(requests).toHaveLength(1);
    expect(store.getState().authorized).toBe(true);
    await jest.advanceTimersByTimeAsync(5_000);
    await failed;
    expect(requests).toHaveLength(3);
    expect(store.getState().authorized).toBe(false);
    jest.advanceTimersByTime(UNAUTHORIZED_REDIRECT_MS);
    expect(navigation.navigate).toHaveBeenCalledWith('/auth', { replace: true });
  });

  it('a read the network dropped once is asked again: the answer arrives and the session stays', async () => {
    let calls = 0;
    const { api, store, navigation, requests } = setup(() => (++calls === 1 ? 'network' : { status: 200, data: 4 }));
    const answer = api.call(endpoints.nd.countByStatus, countDraft);
    await jest.advanceTimersByTimeAsync(1_300);
    await expect(answer).resolves.toBe(4);
    expect(requests).toHaveLength(2);
    jest.advanceTimersByTime(UNAUTHORIZED_REDIRECT_MS);
    expect(store.getState().authorized).toBe(true);
    expect(navigation.navigate).not.toHaveBeenCalled();
  });

  it('a delete or a save that gets no answer is not sent again (the server may have done it)', async () => {
    const { api, requests } = setup('network');
    const removal = expect(api.call(endpoints.favourites.delete, { params: { id: 5 } })).rejects.toMatchObject({ status: 0 });
    const save = expect(api.call(endpoints.users.passwordNew, passwordBody)).rejects.toMatchObject({ status: 0 });
    await jest.advanceTimersByTimeAsync(5_000);
    await Promise.all([removal, save]);
    expect(requests).toHaveLength(2);
  });

  it('a network error on a save keeps the session (the form reports it)', async () => {
    const { api, store, navigation } = setup('network');
    await expect(api.call(endpoints.users.passwordNew, passwordBody)).rejects.toMatchObject({ status: 0 });
    jest.advanceTimersByTime(UNAUTHORIZED_REDIRECT_MS);
    expect(store.getState().authorized).toBe(true);
    expect(navigation.navigate).not.toHaveBeenCalled();
  });

  describe('offline (issue 21: a poor network)', () => {
    const offline = () => jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    afterEach(() => jest.restoreAllMocks());

    it('a change while the browser is offline is refused at once with the message, nothing is sent, the session stays', async () => {
      offline();
      const { api, store, requests } = setup({ status: 200, data: {} });
      await expect(api.call(endpoints.users.passwordNew, passwordBody)).rejects.toMatchObject({
        status: 0,
        code: 'OFFLINE',
        message: ERROR_TEXTS.offlineWrite,
      });
      expect(requests).toHaveLength(0);
      expect(store.getState().authorized).toBe(true);
    });

    it('a change sent without an answer does not claim it was not made (the form keeps its values)', async () => {
      const { api } = setup('network');
      // Online, so the code stays NETWORK: the session rules that know it (a password change) keep working.
      await expect(api.call(endpoints.users.passwordNew, passwordBody)).rejects.toMatchObject({ code: 'NETWORK', message: ERROR_TEXTS.noAnswer });
    });

    it('a read that fails while the browser is offline keeps the session', async () => {
      offline();
      const { api, store, navigation } = setup('network');
      await expect(api.call(endpoints.nd.countByStatus, countDraft)).rejects.toMatchObject({ status: 0 });
      jest.advanceTimersByTime(UNAUTHORIZED_REDIRECT_MS);
      expect(store.getState().authorized).toBe(true);
      expect(navigation.navigate).not.toHaveBeenCalled();
    });

    it('an answer from the service worker cache sets the time for the banner; the next answer from the server clears it', async () => {
      const cachedAt = '2026-11-26T09:41:00.000Z';
      const cached = setup({ status: 200, data: 3 }, { [FROM_CACHE_HEADER.toLowerCase()]: '1', [CACHED_AT_HEADER.toLowerCase()]: cachedAt });
      await expect(cached.api.call(endpoints.nd.countByStatus, countDraft)).resolves.toBe(3);
      expect(cached.connection.getState().cachedAt).toBe(cachedAt);
      cached.connection.getState().servedFromNetwork();

      const fresh = setup({ status: 200, data: 3 });
      fresh.connection.getState().servedFromCache(cachedAt);
      await fresh.api.call(endpoints.nd.countByStatus, countDraft);
      expect(fresh.connection.getState().cachedAt).toBeNull();
    });
  });

  it('login is exempt: a 401 or a network error there changes nothing', async () => {
    for (const reply of [{ status: 401 }, 'network'] as const) {
      const { api, store, navigation } = setup(reply);
      await expect(api.call(endpoints.users.login, { body: { username: 'a@b.ru', password: 'x' } })).rejects.toBeInstanceOf(ApiError);
      jest.advanceTimersByTime(UNAUTHORIZED_REDIRECT_MS);
      expect(store.getState().authorized).toBe(true);
      expect(navigation.navigate).not.toHaveBeenCalled();
    }
  });

  it('several failing reads schedule a single redirect', async () => {
    const { api, navigation } = setup({ status: 401 });
    await Promise.allSettled([1, 2, 3].map(() => api.call(endpoints.nd.countByStatus, countDraft)));
    jest.advanceTimersByTime(UNAUTHORIZED_REDIRECT_MS * 2);
    expect(navigation.navigate).toHaveBeenCalledTimes(1);
  });

  it('a read the page was left during does not end the session, also when it fails after a return; a later one does', async () => {
    let fail: (error: Error) => void = () => undefined;
    const { api, store, navigation } = setup('network');
    // A request still in flight when the page is hidden, failing only later (as WebKit does on a return from bfcache).
    const inFlight = createApiClient(
      createHttpTransport(
        () => new Promise((_, reject) => (fail = reject)),
        () => 'tok',
        createUnauthorizedPolicy(store, navigation),
      ),
    ).call(endpoints.nd.countByStatus, countDraft);
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pageshow'));
    fail(new TypeError('Failed to fetch'));
    await expect(inFlight).rejects.toMatchObject({ code: 'ABORTED' });
    jest.advanceTimersByTime(UNAUTHORIZED_REDIRECT_MS);
    expect(store.getState().authorized).toBe(true);
    expect(navigation.navigate).not.toHaveBeenCalled();

    // After the return, a read that gets no answer is the network's again.
    const later = expect(api.call(endpoints.nd.countByStatus, countDraft)).rejects.toMatchObject({ code: 'NETWORK' });
    await jest.advanceTimersByTimeAsync(5_000);
    await later;
    expect(store.getState().authorized).toBe(false);
  });

  it('an abort with a reason of its own (a timeout) is still the caller giving up', async () => {
    const { api, store } = setup('network');
    const controller = new AbortController();
    controller.abort(new DOMException('Время ожидания истекло', 'TimeoutError'));
    await expect(api.call(endpoints.nd.countByStatus, countDraft, { signal: controller.signal })).rejects.toMatchObject({ code: 'ABORTED' });
    expect(store.getState().authorized).toBe(true);
  });

  it('a cancelled request is neither a network error nor a lost session', async () => {
    const { api, store } = setup('cancel');
    const controller = new AbortController();
    const call = api.call(endpoints.nd.countByStatus, countDraft, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ code: 'ABORTED' });
    expect(store.getState().authorized).toBe(true);
  });

  it('sends a body as JSON text, a FormData as it is, and hands on the progress callback and the query', async () => {
    const { api, requests } = setup((request) => {
      request.onUploadProgress?.(0.25);
      return { status: 200, data: { ok: true } };
    });
    const progress = jest.fn();
    await api.call(endpoints.users.passwordNew, passwordBody, { onUploadProgress: progress });
    expect(progress).toHaveBeenCalledWith(0.25);
    expect(requests[0]?.headers['Content-Type']).toBe('application/json');
    expect(requests[0]?.body).toBe(JSON.stringify(passwordBody.body));

    const form = new FormData();
    form.append('documents', 'https://example.ru/схема');
    await api.call(endpoints.nd.uploadAddFiles, { query: { NdID: 5 }, body: form }).catch(() => undefined);
    expect(requests[1]?.body).toBe(form);
    // The browser writes a FormData's own type, with its boundary.
    expect(requests[1]?.headers['Content-Type']).toBeUndefined();

    await api.call(endpoints.nd.search, { params: { page: 0, size: 20 }, query: { numberPaperNd: '!', status: '' } }).catch(() => undefined);
    expect(requests[2]?.query).toMatchObject({ numberPaperNd: '!', status: '' });
  });
});
