import { ModuleFederation } from '@module-federation/runtime-core';
import provideRuntimeCorePlugin, { RUNTIME_CORE_GLOBAL } from './provide-runtime-core-plugin';

describe('provide runtime core plugin', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[RUNTIME_CORE_GLOBAL];
  });

  it('puts the shell’s runtime core where the remotes’ externalized import reads it, before the host initializes', () => {
    const plugin = provideRuntimeCorePlugin();
    const args = { options: { name: 'shell' } };
    const beforeInit = plugin.beforeInit as unknown as (a: typeof args) => typeof args;
    expect(beforeInit(args)).toBe(args);
    const provided = (globalThis as Record<string, unknown>)[RUNTIME_CORE_GLOBAL] as { ModuleFederation: unknown };
    expect(provided.ModuleFederation).toBe(ModuleFederation);
  });
});
