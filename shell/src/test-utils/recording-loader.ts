import type { RemoteModule } from '@permit/shared-contracts';
import type { ModuleRegistry } from '../federation/module-registry';
import type { EarlyCapableLoader } from '../federation/remote-loader';

/** A remote loader that only writes down the calls it gets, in order, into `calls`. */
export function recordingLoader(registry: ModuleRegistry, calls: string[]): EarlyCapableLoader {
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
    listed: async () => void calls.push('listed'),
  };
}
