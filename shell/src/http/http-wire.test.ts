import { createWire, urlOf, type WirePlatform } from './http-wire';

/** A fetch answer: the parts the wire reads. */
const answer = (status: number, text: string, headers: Record<string, string> = {}) => ({
  status,
  headers: new Headers(headers),
  text: async () => text,
  blob: async () => new Blob([text]),
});

/** An XMLHttpRequest the test drives: what was sent, and its upload's and its own events. */
class FakeXhr {
  static last: FakeXhr | null = null;
  sent: { method?: string; url?: string; headers: Record<string, string>; body?: unknown } = { headers: {} };
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  responseType = '';
  status = 0;
  responseText = '';
  response: unknown = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.sent.method = method;
    this.sent.url = url;
  }
  setRequestHeader(name: string, value: string) {
    // As a real one: headers only between open() and send().
    if (!this.sent.method || this.sent.body !== undefined) throw new DOMException('The object’s state must be OPENED.', 'InvalidStateError');
    this.sent.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return name === 'X-Test' ? 'да' : null;
  }
  send(body: unknown) {
    this.sent.body = body;
    this.sentType = this.responseType;
  }
  /** The responseType when send() was called, which is when the browser reads it. */
  sentType = '';
  abort() {
    this.onabort?.();
  }
}

function platform(reply = answer(200, '{"ok":true}')) {
  const fetch = jest.fn(async () => reply);
  const wire = createWire({ fetch, createXhr: () => new FakeXhr() as unknown as XMLHttpRequest } as WirePlatform);
  return { wire, fetch };
}

const base = { method: 'GET', url: '/api/x', headers: { Accept: 'application/json' }, responseType: 'json' as const };

describe('the wire', () => {
  it('puts the query in the address and leaves an empty one out', () => {
    expect(urlOf({ url: '/api/nd', query: { numberPaperNd: '!', type: 0, status: '', draft: true } })).toBe(
      '/api/nd?numberPaperNd=%21&type=0&status=&draft=true',
    );
    expect(urlOf({ url: '/api/nd', query: {} })).toBe('/api/nd');
  });

  it('sends by fetch on the page’s origin and reads JSON, text or nothing, with the answer’s headers', async () => {
    const { wire, fetch } = platform(answer(409, '{"code":"CONFLICT","message":"Занято"}', { 'X-From-Cache': '1' }));
    const signal = new AbortController().signal;
    const response = await wire({ ...base, method: 'POST', body: '{"a":1}', query: { page: 2 }, signal });
    expect(fetch).toHaveBeenCalledWith('/api/x?page=2', { method: 'POST', headers: { Accept: 'application/json' }, body: '{"a":1}', signal });
    expect(response.status).toBe(409);
    expect(response.data).toEqual({ code: 'CONFLICT', message: 'Занято' });
    expect(response.header('x-from-cache')).toBe('1');

    expect((await platform(answer(502, 'Bad Gateway')).wire(base)).data).toBe('Bad Gateway');
    expect((await platform(answer(204, '')).wire(base)).data).toBeNull();
  });

  it('gives a download as a Blob', async () => {
    const response = await platform(answer(200, 'PDF')).wire({ ...base, responseType: 'blob' });
    expect(response.data).toBeInstanceOf(Blob);
  });

  it('sends an upload that reports progress by XMLHttpRequest, with the same headers, as fractions', async () => {
    const { wire, fetch } = platform();
    const progress: number[] = [];
    const form = new FormData();
    const sending = wire({
      ...base,
      method: 'POST',
      headers: { Authorization: 'Bearer_t' },
      body: form,
      query: { NdID: 5 },
      onUploadProgress: (f) => progress.push(f),
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const xhr = FakeXhr.last!;
    expect(xhr.sent).toEqual({ method: 'POST', url: '/api/x?NdID=5', headers: { Authorization: 'Bearer_t' }, body: form });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 70, total: 0 });
    xhr.status = 200;
    xhr.responseText = '{"addFiles":[]}';
    xhr.onload?.();
    const response = await sending;
    expect(progress).toEqual([0.25]);
    expect(response).toMatchObject({ status: 200, data: { addFiles: [] } });
    expect(response.header('X-Test')).toBe('да');
    expect(xhr.sentType).toBe('text');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('an upload asked for a Blob reads the answer as one', async () => {
    const { wire } = platform();
    const sending = wire({ ...base, method: 'POST', responseType: 'blob', onUploadProgress: () => undefined });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const xhr = FakeXhr.last!;
    expect(xhr.sentType).toBe('blob');
    const file = new Blob(['%PDF-']);
    xhr.status = 200;
    xhr.response = file;
    xhr.onload?.();
    expect((await sending).data).toBe(file);
  });

  it('a fetch the caller aborts rejects with the abort, and the answer is not read', async () => {
    const controller = new AbortController();
    const fetch = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<never>((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const wire = createWire({ fetch, createXhr: () => new FakeXhr() as unknown as XMLHttpRequest } as WirePlatform);
    const sending = wire({ ...base, signal: controller.signal });
    controller.abort();
    await expect(sending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('an upload that gets no answer is a network failure; one the caller stops is an AbortError', async () => {
    const { wire } = platform();
    const failing = wire({ ...base, method: 'POST', onUploadProgress: () => undefined });
    await new Promise((resolve) => setTimeout(resolve, 0));
    FakeXhr.last!.onerror?.();
    await expect(failing).rejects.toBeInstanceOf(TypeError);

    const controller = new AbortController();
    const stopped = wire({ ...base, method: 'POST', signal: controller.signal, onUploadProgress: () => undefined });
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    await expect(stopped).rejects.toMatchObject({ name: 'AbortError' });

    const early = new AbortController();
    early.abort();
    await expect(wire({ ...base, method: 'POST', signal: early.signal, onUploadProgress: () => undefined })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
