import { parse, urlOf, type WirePlatform, type WireRequest, type WireResponse } from './http-wire';

const aborted = () => new DOMException('Запрос отменён', 'AbortError');

/**
 * An upload with progress: fetch cannot report how much of a body has been sent, XMLHttpRequest can (a large
 * scan on a weak signal must show it is moving). A chunk of its own, loaded by the first upload.
 */
export function sendWithProgress(platform: WirePlatform, request: WireRequest, onProgress: (fraction: number) => void): Promise<WireResponse> {
  return new Promise((resolve, reject) => {
    if (request.signal?.aborted) {
      reject(aborted());
      return;
    }
    const xhr = platform.createXhr();
    xhr.open(request.method, urlOf(request));
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = request.responseType === 'blob' ? 'blob' : 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    const onAbort = () => xhr.abort();
    request.signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => request.signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      settle();
      const data: unknown = request.responseType === 'blob' ? xhr.response : parse(xhr.responseText);
      resolve({ status: xhr.status, data, header: (name) => xhr.getResponseHeader(name) });
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError('Сервер не ответил'));
    };
    xhr.onabort = () => {
      settle();
      reject(aborted());
    };
    xhr.send(request.body ?? null);
  });
}
