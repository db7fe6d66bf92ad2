import { createMemoryRouter } from 'react-router-dom';
import { adoptEarlyRemoteStart, startRemotesEarly } from '../federation/early-remote-start';
import type { ModuleRegistry } from '../federation/module-registry';
import { recordingLoader } from '../test-utils/recording-loader';
import { MemoryStorage } from '../test-utils/memory-storage';
import { createShell } from './create-shell';

describe('the shell and the remotes index.ts started early', () => {
  it('adopts the loader started before it, with its registry, so the page remotes are not loaded twice', async () => {
    const calls: string[] = [];
    const create = jest.fn(async (registry: ModuleRegistry) => recordingLoader(registry, calls));
    startRemotesEarly('/nd', { create });

    const shell = createShell({ storage: new MemoryStorage(), createRouter: (routes) => createMemoryRouter(routes) });
    try {
      await shell.loader.load('mf_permits');
      expect(create).toHaveBeenCalledTimes(1);
      expect(shell.loader.registry).toBe(create.mock.calls[0]?.[0]);
      expect(calls).toEqual(['load mf_notifications', 'load mf_permits', 'prepare mf_permits', 'listed', 'load mf_permits']);
      // Taken once: a second shell (a test, a remount) makes its own.
      expect(adoptEarlyRemoteStart()).toBeNull();
    } finally {
      shell.dispose();
    }
  });
});
