import type { ModuleRegistry } from './module-registry';
import { recordingLoader } from '../test-utils/recording-loader';

// Each case gets the module afresh: it keeps one start per page load in module state.
async function freshModule() {
  let module: typeof import('./early-remote-start') | undefined;
  await jest.isolateModulesAsync(async () => {
    module = await import('./early-remote-start');
  });
  if (!module) throw new Error('early-remote-start did not load');
  return module;
}

describe('remotes started before the shell is wired', () => {
  it('loads the page remotes and readies the section prefetch, and hands the same loader and registry over once', async () => {
    const { startRemotesEarly, adoptEarlyRemoteStart } = await freshModule();
    const calls: string[] = [];
    const create = jest.fn(async (registry: ModuleRegistry) => recordingLoader(registry, calls));

    startRemotesEarly('/nd/show/7', { create });
    startRemotesEarly('/nd/show/7', { create });
    const early = adoptEarlyRemoteStart();

    expect(create).toHaveBeenCalledTimes(1);
    expect(early).not.toBeNull();
    const loader = await early?.loader;
    expect(loader?.registry).toBe(early?.registry);
    expect(calls).toEqual(['load mf_notifications', 'load mf_permits', 'prepare mf_permits', 'listed']);
    expect(adoptEarlyRemoteStart()).toBeNull();
  });

  it('starts only the header remote outside a section and nothing to prefetch in a section without one', async () => {
    const { startRemotesEarly, adoptEarlyRemoteStart } = await freshModule();
    const calls: string[] = [];
    startRemotesEarly('/admin/type', { create: async (registry) => recordingLoader(registry, calls) });
    await adoptEarlyRemoteStart()?.loader;
    expect(calls).toEqual(['load mf_notifications', 'load mf_admin', 'listed']);
  });

  it('settles once the remote list is read, so the start-up evaluates Chakra only after the manifests were asked for', async () => {
    const { startRemotesEarly } = await freshModule();
    let readList: () => void = () => undefined;
    const listRead = new Promise<void>((resolve) => {
      readList = resolve;
    });
    const steps: string[] = [];
    const asked = startRemotesEarly('/nd', {
      create: async (registry) => ({ ...recordingLoader(registry, steps), listed: () => listRead }),
    }).then(() => steps.push('settled'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(steps).toEqual(['load mf_notifications', 'load mf_permits', 'prepare mf_permits']);
    readList();
    await asked;
    expect(steps.at(-1)).toBe('settled');
  });

  it('settles, without failing, when the start failed or the shell had taken over', async () => {
    const failing = await freshModule();
    await expect(
      failing.startRemotesEarly('/nd', {
        create: async () => {
          throw new Error('chunk failed');
        },
      }),
    ).resolves.toBeUndefined();
    failing.adoptEarlyRemoteStart()?.loader.catch(() => undefined);
    const late = await freshModule();
    late.adoptEarlyRemoteStart();
    await expect(late.startRemotesEarly('/nd')).resolves.toBeUndefined();
  });

  it('gives the loader the list the page asked for as it started, read once', async () => {
    const { startRemotesEarly, adoptEarlyRemoteStart } = await freshModule();
    const lists: Array<(() => Promise<unknown>) | undefined> = [];
    const listRequest = Promise.resolve(new Response(JSON.stringify([{ name: 'mf_permits', entry: 'http://localhost:8081/mf-manifest.json' }])));
    startRemotesEarly('/nd', {
      listRequest,
      create: async (registry, fetchList) => {
        lists.push(fetchList);
        return recordingLoader(registry, []);
      },
    });
    await adoptEarlyRemoteStart()?.loader;
    expect(lists).toHaveLength(1);
    await expect(lists[0]?.()).resolves.toEqual([{ name: 'mf_permits', entry: 'http://localhost:8081/mf-manifest.json' }]);
  });

  it('leaves the list to the loader when the page did not ask for it', async () => {
    const { startRemotesEarly, adoptEarlyRemoteStart } = await freshModule();
    const create = jest.fn(async (registry: ModuleRegistry) => recordingLoader(registry, []));
    startRemotesEarly('/nd', { create });
    await adoptEarlyRemoteStart()?.loader;
    expect(create).toHaveBeenCalledWith(expect.anything(), undefined);
  });

  it('starts nothing once the shell has taken over, so a late start cannot make a second loader', async () => {
    const { startRemotesEarly, adoptEarlyRemoteStart } = await freshModule();
    expect(adoptEarlyRemoteStart()).toBeNull();
    const create = jest.fn(async (registry: ModuleRegistry) => recordingLoader(registry, []));
    startRemotesEarly('/nd', { create });
    expect(create).not.toHaveBeenCalled();
    expect(adoptEarlyRemoteStart()).toBeNull();
  });

  it('hands over a failed start as a rejected loader, without an unhandled rejection', async () => {
    const { startRemotesEarly, adoptEarlyRemoteStart } = await freshModule();
    startRemotesEarly('/nd', {
      create: async () => {
        throw new Error('chunk failed');
      },
    });
    await expect(adoptEarlyRemoteStart()?.loader).rejects.toThrow('chunk failed');
  });
});
