import { ApiError } from '@permit/shared-contracts';
import { createQueryClient } from './query-client';

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

  it('returns a new client on every call, with the caller’s options on top of the defaults', () => {
    const first = createQueryClient();
    const forTests = createQueryClient({ retry: false });
    expect(forTests).not.toBe(first);
    expect(forTests.getDefaultOptions().queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, staleTime: 10_000 });
  });
});
