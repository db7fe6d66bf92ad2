import { ApiError } from '@permit/shared-contracts';
import { NETWORK_DEFAULTS, backoffDelay, createQueryClient } from './query-client';

function retryOf(client: ReturnType<typeof createQueryClient>) {
  const retry = client.getDefaultOptions().queries?.retry;
  if (typeof retry !== 'function') throw new Error('retry is expected to be a policy function');
  return retry;
}

describe('createQueryClient', () => {
  it('retries network and server errors at most twice, and never a 4xx', () => {
    const retry = retryOf(createQueryClient());
    expect(retry(0, new ApiError(0, 'NETWORK', 'Нет связи с сервером'))).toBe(true);
    expect(retry(1, new ApiError(503, 'HTTP_503', 'Сервис недоступен'))).toBe(true);
    expect(retry(2, new ApiError(500, 'HTTP_500', 'Ошибка'))).toBe(false);
    expect(retry(0, new ApiError(401, 'HTTP_401', 'Требуется авторизация'))).toBe(false);
    expect(retry(0, new ApiError(404, 'HTTP_404', 'Не найдено'))).toBe(false);
  });

  it('waits longer after each failed attempt, 1 s, 2 s, 4 s, at most 8 s, plus up to a quarter at random', () => {
    expect([0, 1, 2, 3, 6].map((attempt) => backoffDelay(attempt, () => 0))).toEqual([1_000, 2_000, 4_000, 8_000, 8_000]);
    expect(backoffDelay(0, () => 1)).toBe(1_250);
    const delay = createQueryClient().getDefaultOptions().queries?.retryDelay;
    expect(typeof delay).toBe('function');
  });

  it('sends reads while the browser is offline (the service worker may answer them) and never holds a change back', () => {
    // react-query's default networkMode 'online' would pause both: a cached read would never be asked for, and
    // a save would wait unseen instead of being refused with a message.
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries?.networkMode).toBe('offlineFirst');
    expect(client.getDefaultOptions().mutations?.networkMode).toBe('always');
    expect(NETWORK_DEFAULTS.queries.networkMode).toBe('offlineFirst');
  });

  it('returns a new client on every call, with the caller’s options on top of the defaults', () => {
    const first = createQueryClient();
    const forTests = createQueryClient({ retry: false });
    expect(forTests).not.toBe(first);
    expect(forTests.getDefaultOptions().queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, staleTime: 10_000 });
  });
});
