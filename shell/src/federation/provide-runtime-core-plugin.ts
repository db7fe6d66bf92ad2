import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';

/** The global under which production remotes (tooling/webpack.js, `externalRuntime`) expect the runtime core. */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/**
 * Gives the remotes the shell's federation runtime core, so the page runs one copy instead of one per app.
 * The package's own plugin for this (experiments.provideExternalRuntime) is loaded through its CommonJS build
 * and bundles the core a second time; this one reuses the module the shell's runtime already has.
 */
export default function provideRuntimeCorePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'permit-provide-runtime-core',
    beforeInit(args) {
      Object.assign(runtimeCore.Global, { [RUNTIME_CORE_GLOBAL]: runtimeCore });
      return args;
    },
  };
}
