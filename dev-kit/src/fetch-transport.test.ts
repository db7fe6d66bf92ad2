import { createApiClient, endpoints } from '@permit/shared-contracts';
import { createFetchTransport, type FetchLike } from './fetch-transport';

function fakeFetch(status: number, body: unknown) {
  const fetchImpl = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(async () => ({
    status,
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
    blob: async () => new Blob([body === undefined ? '' : JSON.stringify(body)]),
  }));
  return fetchImpl;
}

describe('createFetchTransport', () => {
  it('sends the Bearer_ header, the query and JSON, and returns the parsed body', async () => {
    const fetchImpl = fakeFetch(200, { ok: true });
    const client = createApiClient(createFetchTransport({ baseUrl: 'http://portal.test', getToken: () => 'abc', fetchImpl }));

    await client.call(endpoints.notifications.readed, { query: { id: 5 } });

    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('http://portal.test/api/notifications/readed?id=5');
    expect(init).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer_abc' } });
  });

  it('sends no Authorization header without a token and reports 401 to the caller', async () => {
    const fetchImpl = fakeFetch(401, { code: 'UNAUTHORIZED', message: 'Требуется авторизация' });
    const onUnauthorized = jest.fn();
    const client = createApiClient(createFetchTransport({ baseUrl: 'http://portal.test', getToken: () => null, fetchImpl, onUnauthorized }));

    await expect(client.call(endpoints.nd.countByStatus, { params: { status: 'DRAFT' } })).rejects.toMatchObject({ status: 401 });
    expect(fetchImpl.mock.calls[0]?.[1].headers).not.toHaveProperty('Authorization');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
