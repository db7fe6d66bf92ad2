import { createMemoryRouter } from 'react-router-dom';
import type { RemoteModule } from '@permit/shared-contracts';
import { adoptEarlyRemoteStart, startRemotesEarly } from '../federation/early-remote-start';
import type { ModuleRegistry } from '../federation/module-registry';
import type { EarlyCapableLoader } from '../federation/remote-loader';
import { MemoryStorage } from '../test-utils/memory-storage';
import { createShell } from './create-shell';

function recordingLoader(registry: ModuleRegistry, calls: string[]): EarlyCapableLoader {
  return {
    registry,
    start: async () => void calls.push('start'),
    load: async (name) => {
      calls.push(`load ${name}`);
      return { name } as RemoteModule;
    },
    reset: (name) => void calls.push(`reset ${name}`),
    prefetch: async (name) => void calls.push(`prefetch ${name}`),
    preparePrefetch: (name) => void calls.push(`prepare ${name}`),
  };
}

describe('the shell and the remotes index.ts started early', () => {
  it('adopts the loader started before it, with its registry, so the page remotes are not loaded twice', async () => {
    const calls: string[] = [];
    const create = jest.fn(async (registry: ModuleRegistry) => recordingLoader(registry, calls));
    startRemotesEarly('/nd', create);

    const shell = createShell({ storage: new MemoryStorage(), createRouter: (routes) => createMemoryRouter(routes) });
    try {
      await shell.loader.load('mf_permits');
      expect(create).toHaveBeenCalledTimes(1);
      expect(shell.loader.registry).toBe(create.mock.calls[0]?.[0]);
      expect(calls).toEqual(['load mf_notifications', 'load mf_permits', 'prepare mf_permits', 'load mf_permits']);
      // Taken once: a second shell (a test, a remount) makes its own.
      expect(adoptEarlyRemoteStart()).toBeNull();
    } finally {
      shell.dispose();
    }
  });
});
