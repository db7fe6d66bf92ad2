import { AUTH_SCHEME_PREFIX, type HttpRequest, type HttpTransport } from '@permit/shared-contracts';

/** Only what the transport reads from a response, so tests need no real `Response`. */
export interface FetchLikeResponse {
  status: number;
  text(): Promise<string>;
  blob(): Promise<Blob>;
}
export type FetchLike = (url: string, init: RequestInit) => Promise<FetchLikeResponse>;

export interface FetchTransportOptions {
  /** Origin of the API; the dev server proxies /api, so the page's own origin is the default. */
  baseUrl?: string;
  getToken: () => string | null;
  onUnauthorized?: (request: HttpRequest) => void;
  fetchImpl?: FetchLike;
}

async function readBody(response: FetchLikeResponse): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    return data;
  } catch {
    return text;
  }
}

/**
 * A stand-in for the shell's transport (shell/src/http/): the dev page must not depend on the shell,
 * and the contract's api client validates whatever this returns.
 */
export function createFetchTransport(options: FetchTransportOptions): HttpTransport {
  return async (request) => {
    const url = new URL(request.url, options.baseUrl ?? window.location.origin);
    for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = options.getToken();
    if (token) headers.Authorization = AUTH_SCHEME_PREFIX + token;
    let body: BodyInit | undefined;
    if (request.body instanceof FormData) {
      body = request.body;
    } else if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    const doFetch: FetchLike = options.fetchImpl ?? ((input, init) => fetch(input, init));
    const response = await doFetch(url.toString(), { method: request.method, headers, body, signal: request.signal });
    if (response.status === 401) options.onUnauthorized?.(request);
    const data = request.responseType === 'blob' ? await response.blob() : await readBody(response);
    return { status: response.status, data };
  };
}
