import type { RemoteLoader } from './remote-loader';
import { deferRemoteLoader } from './deferred-remote-loader';
import { createModuleRegistry, type ModuleRegistry } from './module-registry';
import { RemoteLoadError } from './remote-load-error';
import { recordingLoader } from '../test-utils/recording-loader';

describe('the remote loader whose code arrives on first use', () => {
  it('loads its code once, on the first call, and runs the calls made meanwhile in their order on the same registry', async () => {
    const registry = createModuleRegistry();
    const calls: string[] = [];
    const create = jest.fn(async (given: ModuleRegistry) => recordingLoader(given, calls));
    const loader = deferRemoteLoader(registry, create);
    expect(create).not.toHaveBeenCalled();
    expect(loader.registry).toBe(registry);

    loader.reset('mf_permits');
    const module = loader.load('mf_permits');
    const prefetch = loader.prefetch('mf_permits', {} as Parameters<RemoteLoader['prefetch']>[1]);
    await expect(module).resolves.toEqual({ name: 'mf_permits' });
    await prefetch;
    await loader.start();
    expect(calls).toEqual(['reset mf_permits', 'load mf_permits', 'prefetch mf_permits', 'start']);
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]?.[0]).toBe(registry);
  });

  it("a failed code load fails that remote's load as a failed remote, costs the others nothing, and the next call tries again", async () => {
    const calls: string[] = [];
    let attempts = 0;
    const loader = deferRemoteLoader(createModuleRegistry(), async (registry) => {
      attempts += 1;
      if (attempts === 1) throw new Error('ChunkLoadError');
      return recordingLoader(registry, calls);
    });
    const failed = loader.load('mf_admin');
    await expect(failed).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(failed).rejects.toMatchObject({ remote: 'mf_admin', kind: 'failed' });
    await expect(loader.load('mf_admin')).resolves.toEqual({ name: 'mf_admin' });
    expect(attempts).toBe(2);
  });
});
