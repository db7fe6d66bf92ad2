import { createQueryClient } from '@permit/dev-kit/runtime';
import { invalidatePermitQueries } from './permit-changed';

describe('invalidatePermitQueries', () => {
  it('makes every permit view stale (list pages, the permit, its history, favourites, «Мои задачи») and no lookup', async () => {
    const client = createQueryClient();
    const permitKeys = [
      ['nd', 'search', 0, 10, ''],
      ['nd', 'detail', 42],
      ['nd', 'routes', 42],
      ['nd', 'favourites'],
      ['nd', 'worklist'],
    ];
    for (const key of [...permitKeys, ['lookups', 'typeNd']]) client.setQueryData(key, { cached: true });
    // Fresh for 10 s by default: without the invalidation a remounted view would show these for that long.
    expect(client.getQueryState(['nd', 'detail', 42])?.isInvalidated).toBe(false);

    await invalidatePermitQueries(client);

    for (const key of permitKeys) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    expect(client.getQueryState(['lookups', 'typeNd'])?.isInvalidated).toBe(false);
  });
});
