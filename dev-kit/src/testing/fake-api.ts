import { ApiError, createApiClient, type ApiClient, type EndpointConfig, type ErrorCode } from '@permit/shared-contracts';

/** Answers one endpoint in a test: return the response body, or throw an ApiError. */
export type FakeHandler = (input: unknown) => unknown;

export interface FakeApi {
  /** `api.call` is a jest spy, so tests assert on `(endpoint, input)` directly. */
  api: ApiClient;
  reply(endpoint: EndpointConfig, handler: FakeHandler | unknown): void;
  fail(endpoint: EndpointConfig, status: number, message?: string): void;
}

/** The code the API answers a status with (api/src/http), for a failure a test names by its status only. */
const CODE_OF_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/** A handler's thrown ApiError as the server's answer: its status and `{ code, message }` body, plus any details the test gave. */
function answerOf(error: ApiError): { status: number; data: unknown } {
  const extra = typeof error.details === 'object' && error.details !== null ? error.details : {};
  return { status: error.status, data: { ...extra, code: error.code, message: error.message } };
}

/**
 * A fake ApiClient whose answers still go through the contract's client, so fixtures that do not
 * match the schemas fail the test the way a bad server response would fail in the portal. A failure
 * is answered the way the API answers it, a status with an error body, so the page sees the error the
 * client builds from a real answer (the server's message kept, its body as the details).
 */
export function createFakeApi(): FakeApi {
  const handlers = new Map<EndpointConfig, FakeHandler>();
  const api: ApiClient = {
    call(endpoint, input, options) {
      const handler = handlers.get(endpoint);
      const client = createApiClient(async () => {
        if (!handler) return { status: 404, data: { code: 'NOT_FOUND', message: 'Метод API не найден' } };
        try {
          return { status: 200, data: await handler(input) };
        } catch (error) {
          // Status 0 is a call that got no answer: it stays the transport's error.
          if (error instanceof ApiError && error.status > 0) return answerOf(error);
          throw error;
        }
      });
      return client.call(endpoint, input, options);
    },
  };
  jest.spyOn(api, 'call');
  return {
    api,
    reply(endpoint, handler) {
      handlers.set(endpoint, typeof handler === 'function' ? (handler as FakeHandler) : () => handler);
    },
    fail(endpoint, status, message = 'Ошибка') {
      handlers.set(endpoint, () => {
        throw new ApiError(status, CODE_OF_STATUS[status] ?? 'INTERNAL', message);
      });
    },
  };
}
