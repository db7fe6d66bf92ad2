import { ModuleFederation } from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import shareRetryPlugin from './share-retry-plugin';

/** A host sharing `chakra-part`, whose chunk fails `failures` times before it arrives. */
function hostWith(plugins: ModuleFederationRuntimePlugin[], failures: number) {
  let left = failures;
  const get = jest.fn(() => (left-- > 0 ? Promise.reject(new Error('чанк не загружен')) : Promise.resolve(() => ({ part: 'диалог' }))));
  const host = new ModuleFederation({
    name: `host-${Math.random()}`,
    remotes: [],
    shared: { 'chakra-part': { version: '3.0.0', get, shareConfig: { singleton: true, requiredVersion: '^3.0.0' } } },
    plugins,
  });
  return { host, get };
}

describe('share retry plugin', () => {
  it('the runtime alone keeps a failed shared chunk failed: the next load gets the same error without fetching', async () => {
    const { host, get } = hostWith([], 1);
    await expect(host.loadShare('chakra-part')).rejects.toThrow('чанк не загружен');
    await expect(host.loadShare('chakra-part')).rejects.toThrow('чанк не загружен');
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('with it, the load after a failed one fetches the chunk again and gets the module', async () => {
    const { host, get } = hostWith([shareRetryPlugin()], 1);
    await expect(host.loadShare('chakra-part')).rejects.toThrow('чанк не загружен');
    const factory = await host.loadShare<{ part: string }>('chakra-part');
    expect(factory && factory()).toEqual({ part: 'диалог' });
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('leaves a load on its way alone: two at once fetch the chunk once', async () => {
    const { host, get } = hostWith([shareRetryPlugin()], 0);
    const [a, b] = await Promise.all([host.loadShare('chakra-part'), host.loadShare('chakra-part')]);
    expect(a && a()).toEqual({ part: 'диалог' });
    expect(b && b()).toEqual({ part: 'диалог' });
    expect(get).toHaveBeenCalledTimes(1);
  });
});
