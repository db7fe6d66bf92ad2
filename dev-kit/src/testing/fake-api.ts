import { ApiError, createApiClient, type ApiClient, type EndpointConfig } from '@permit/shared-contracts';

/** Answers one endpoint in a test: return the response body, or throw an ApiError. */
export type FakeHandler = (input: unknown) => unknown;

export interface FakeApi {
  /** `api.call` is a jest spy, so tests assert on `(endpoint, input)` directly. */
  api: ApiClient;
  reply(endpoint: EndpointConfig, handler: FakeHandler | unknown): void;
  fail(endpoint: EndpointConfig, status: number, message?: string): void;
}

/**
 * A fake ApiClient whose answers still go through the contract's client, so fixtures that do not
 * match the schemas fail the test the way a bad server response would fail in the portal.
 */
export function createFakeApi(): FakeApi {
  const handlers = new Map<EndpointConfig, FakeHandler>();
  const api: ApiClient = {
    call(endpoint, input, options) {
      const handler = handlers.get(endpoint);
      const client = createApiClient(async () => {
        if (!handler) return { status: 404, data: { code: 'NOT_FOUND', message: 'Метод API не найден' } };
        return { status: 200, data: await handler(input) };
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
        throw new ApiError(status, 'HTTP_' + status, message);
      });
    },
  };
}
