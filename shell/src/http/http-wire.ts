import { takeEarlyResponse } from '../boot/early-profile';
/**
 * One request as the shell sends it: the headers already decided (http-transport.ts), the body already JSON text
 * or a FormData. The page's own origin: the static server proxies /api.
 */
export interface WireRequest {
  method: string;
  /** The path, without the query. */
  url: string;
  query?: Record<string, string | number | boolean>;
  headers: Record<string, string>;
  body?: string | FormData;
  responseType: 'json' | 'blob';
  signal?: AbortSignal;
  /** Upload progress from 0 to 1; only an upload asks for it. */
  onUploadProgress?: (fraction: number) => void;
}

export interface WireResponse {
  status: number;
  /** JSON parsed (text when it is not JSON, null when empty), or a Blob when asked for one. */
  data: unknown;
  header(name: string): string | null;
}

/**
 * Sends a request and answers every HTTP status as a response; rejects only when no answer came (a network
 * failure) or when the caller aborted (an error named 'AbortError').
 */
export type Wire = (request: WireRequest) => Promise<WireResponse>;

/** The parts of the platform the wire uses, so tests can stand in for them. */
export interface WirePlatform {
  fetch: (url: string, init: RequestInit) => Promise<Pick<Response, 'status' | 'headers' | 'text' | 'blob'>>;
  createXhr: () => XMLHttpRequest;
}

export function urlOf(request: Pick<WireRequest, 'url' | 'query'>): string {
  // URLSearchParams writes numbers and booleans as their text.
  const search = new URLSearchParams(request.query as Record<string, string> | undefined).toString();
  return search ? `${request.url}?${search}` : request.url;
}

export function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const send = (url: string, init: RequestInit) => fetch(url, init);

const browser: WirePlatform = {
  // The profile the entry already asked for is not asked for twice (boot/early-profile.ts).
  fetch: (url, init) => takeEarlyResponse(url, init, send) ?? send(url, init),
  createXhr: () => new XMLHttpRequest(),
};

/** The browser's fetch for every request, XMLHttpRequest for an upload that reports its progress. */
export function createWire(platform: WirePlatform = browser): Wire {
  return async (request) => {
    if (request.onUploadProgress) {
      const { sendWithProgress } = await import('./http-upload');
      return sendWithProgress(platform, request, request.onUploadProgress);
    }
    const response = await platform.fetch(urlOf(request), {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: request.signal,
    });
    const data: unknown = request.responseType === 'blob' ? await response.blob() : parse(await response.text());
    return { status: response.status, data, header: (name) => response.headers.get(name) };
  };
}
