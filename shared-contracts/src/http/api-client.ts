import { endpointKind, buildPath, type EndpointConfig, type EndpointInput, type EndpointKind, type EndpointOutput } from './endpoint';
import { answeredErrorSchema } from '../schemas/common';
import { ERROR_TEXTS } from '../messages';

export interface HttpRequest {
  method: EndpointConfig['method'];
  url: string;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  kind: EndpointKind;
  responseType: 'json' | 'blob';
  /** Upload progress from 0 to 1, where the transport can report it. */
  onUploadProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** A public call that still carries the held session's token: the re-authentication's login, which ends that session. */
  renewsSession?: boolean;
}
export interface HttpResponse {
  status: number;
  data: unknown;
}
/** What the shell implements with its one axios instance (or a dev stand-in implements with fetch). */
export type HttpTransport = (request: HttpRequest) => Promise<HttpResponse>;

/** status 0 means the server was not reached. */
export class ApiError extends Error {
  /**
   * The shell's client throws the ApiError of the shell's own copy of this package, while each remote
   * bundles another copy: `instanceof` therefore recognises the error by its shape, not its class.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof Error && value.name === 'ApiError' && typeof Reflect.get(value, 'status') === 'number';
  }

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface CallOptions {
  onUploadProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /**
   * Only for the login that renews the signed-in user's token: it goes with the current token, and the server
   * ends that session once the new one is made (docs/security.md «Повторный вход»).
   */
  renewsSession?: boolean;
}

export interface ApiClient {
  call<E extends EndpointConfig>(endpoint: E, input: EndpointInput<E>, options?: CallOptions): Promise<EndpointOutput<E>>;
}

function toQuery(value: unknown): Record<string, string | number | boolean> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const out: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined || v === null) continue;
    out[k] = typeof v === 'number' || typeof v === 'boolean' ? v : String(v);
  }
  return out;
}

/** A download that failed arrives as a Blob holding the API's JSON error; read it to get the message. */
async function errorBody(data: unknown): Promise<unknown> {
  if (typeof Blob === 'undefined' || !(data instanceof Blob)) return data;
  try {
    return JSON.parse(await data.text());
  } catch {
    return null;
  }
}

/**
 * A typed client over any transport: builds the URL from the endpoint table, and validates the
 * response against the contract so a remote never trusts fetched JSON blindly.
 */
export function createApiClient(transport: HttpTransport): ApiClient {
  return {
    async call(endpoint, input, options) {
      const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: unknown; body?: unknown };
      let response: HttpResponse;
      try {
        response = await transport({
          method: endpoint.method,
          url: buildPath(endpoint.path, params),
          query: toQuery(query),
          body,
          kind: endpointKind(endpoint),
          responseType: endpoint.responseType ?? 'json',
          onUploadProgress: options?.onUploadProgress,
          signal: options?.signal,
          ...(options?.renewsSession ? { renewsSession: true } : {}),
        });
      } catch (error) {
        if (error instanceof ApiError) throw error;
        throw new ApiError(0, 'NETWORK', ERROR_TEXTS.networkError, error);
      }
      if (response.status < 200 || response.status >= 300) {
        // The whole body goes along as details: a refused save's `fields` are read by the form that sent it.
        const answer = await errorBody(response.data);
        const parsed = answeredErrorSchema.safeParse(answer);
        throw parsed.success
          ? new ApiError(response.status, parsed.data.code, parsed.data.message, answer)
          : new ApiError(response.status, 'HTTP_' + response.status, ERROR_TEXTS.loadFailed);
      }
      if (endpoint.responseType === 'blob') {
        if (typeof Blob !== 'undefined' && response.data instanceof Blob) return response.data as EndpointOutput<typeof endpoint>;
        throw new ApiError(response.status, 'BAD_RESPONSE', ERROR_TEXTS.loadFailed);
      }
      const parsed = endpoint.response.safeParse(response.data);
      if (!parsed.success) {
        throw new ApiError(response.status, 'BAD_RESPONSE', ERROR_TEXTS.loadFailed, parsed.error.issues);
      }
      return parsed.data as EndpointOutput<typeof endpoint>;
    },
  };
}
