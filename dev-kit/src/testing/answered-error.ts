import { createApiClient, endpoints } from '@permit/shared-contracts';

/** The error the contract's client builds from one answer of the server (a status and its body), as a page receives it. */
export async function answeredError(status: number, data: unknown): Promise<unknown> {
  const client = createApiClient(async () => ({ status, data }));
  return client.call(endpoints.system.health, {}).then(
    () => {
      throw new Error('the answer was expected to fail');
    },
    (error: unknown) => error,
  );
}
