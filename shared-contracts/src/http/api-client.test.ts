import { ApiError, createApiClient, type HttpRequest } from './api-client';
import { endpoints } from './endpoints';
import { buildPath } from './endpoint';

function fakeTransport(status: number, data: unknown) {
  const calls: HttpRequest[] = [];
  const transport = async (req: HttpRequest) => {
    calls.push(req);
    return { status, data };
  };
  return { calls, client: createApiClient(transport) };
}

describe('createApiClient', () => {
  it('fills path parameters, passes the query and classifies reads and writes', async () => {
    const { calls, client } = fakeTransport(200, { data: [], count: 0 });
    await client.call(endpoints.nd.search, { params: { page: 0, size: 20 }, query: { numberPaperNd: '!', type: 0, status: '' } });
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: '/api/nd_processing/ndSearch/0/20',
      query: { numberPaperNd: '!', type: 0, status: '' },
      kind: 'read',
    });
    const save = fakeTransport(200, true);
    await save.client.call(endpoints.nd.processing, { body: { ndId: 1, status: 'IN_WORK' } });
    expect(save.calls[0]?.kind).toBe('write');
  });

  it('encodes path parameters so a value cannot change the path', async () => {
    const { calls, client } = fakeTransport(200, []);
    await client.call(endpoints.users.listAllByRole, { params: { role: 'CREATOR' } });
    expect(calls[0]?.url).toBe('/api/users/listAllByRole/CREATOR');
    expect(buildPath('/x/{id}', { id: '../a' })).toBe('/x/..%2Fa');
    expect(() => buildPath('/x/{id}', {})).toThrow('missing path parameter id');
  });

  it('turns the server error shape into an ApiError with its status and message', async () => {
    const { client } = fakeTransport(403, { code: 'FORBIDDEN', message: 'Недостаточно прав' });
    await expect(client.call(endpoints.nd.countByStatus, { params: { status: 'DRAFT' } })).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: 'Недостаточно прав',
    });
  });

  it('keeps the text of an error whose code a newer server added (a page built before it reads it), but not a body of another shape', async () => {
    const newer = fakeTransport(400, { code: 'SOME_NEWER_CODE', message: 'Ссылка устарела' });
    await expect(newer.client.call(endpoints.nd.countByStatus, { params: { status: 'DRAFT' } })).rejects.toMatchObject({
      status: 400,
      code: 'SOME_NEWER_CODE',
      message: 'Ссылка устарела',
    });
    const proxy = fakeTransport(502, '<html>Bad Gateway</html>');
    await expect(proxy.client.call(endpoints.nd.countByStatus, { params: { status: 'DRAFT' } })).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: 'Не удалось загрузить данные',
    });
  });

  it('keeps the whole error body as details, so a refused save’s fields reach the form', async () => {
    const body = { code: 'BAD_REQUEST', message: 'Поле «Окончание работ»: …', fields: { datetimeEnd: 'Срок действия …' } };
    const { client } = fakeTransport(400, body);
    const error: unknown = await client.call(endpoints.nd.save, { body: { draft: true } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, code: 'BAD_REQUEST', message: 'Поле «Окончание работ»: …', details: body });
  });

  it('rejects a response that does not match the contract instead of trusting it', async () => {
    const { client } = fakeTransport(200, { data: 'nope' });
    const error = await client.call(endpoints.nd.countByStatus, { params: { status: 'DRAFT' } }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('BAD_RESPONSE');
  });

  it('reports an unreachable server as status 0', async () => {
    const client = createApiClient(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(client.call(endpoints.system.health, {})).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });
});

describe('ApiError across bundles', () => {
  it("recognises an error thrown by another copy of the contracts (the shell's) by its shape", () => {
    class OtherCopyApiError extends Error {
      constructor(
        readonly status: number,
        message: string,
      ) {
        super(message);
        this.name = 'ApiError';
      }
    }
    expect(new OtherCopyApiError(409, 'Запись используется')).toBeInstanceOf(ApiError);
    expect(new ApiError(400, 'BAD_REQUEST', 'x')).toBeInstanceOf(ApiError);
    expect(new Error('plain')).not.toBeInstanceOf(ApiError);
    expect({ name: 'ApiError', status: 1 }).not.toBeInstanceOf(ApiError);
  });
});

describe('file downloads', () => {
  it('asks the transport for a blob and returns it as it is', async () => {
    const file = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const { calls, client } = fakeTransport(200, file);
    const result = await client.call(endpoints.nd.downloadFile, { params: { fileId: 7 } });
    expect(calls[0]).toMatchObject({ url: '/api/nd_processing/files/7', responseType: 'blob', kind: 'read' });
    expect(result).toBe(file);
  });

  it('reads the error message out of a failed download', async () => {
    const body = new Blob([JSON.stringify({ code: 'NOT_FOUND', message: 'Объект не найден' })], { type: 'application/json' });
    const { client } = fakeTransport(404, body);
    await expect(client.call(endpoints.nd.downloadFile, { params: { fileId: 7 } })).rejects.toMatchObject({
      status: 404,
      message: 'Объект не найден',
    });
  });
});
