import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { configureFederation, type FederationSettings } from './federation-settings';
import { fetchWithTimeout } from './fetch-with-timeout';

/**
 * Keeps a remote that is down, missing or slow from breaking the host: the manifest fetch and the entry
 * script get time-outs, and a failed load is logged with its reason and then rejected, so the slot's
 * error boundary shows the Russian fallback while the rest of the portal keeps working.
 * webpack.config.js passes the settings as this factory's argument.
 */
export default function permitRuntimePlugin(options?: Partial<FederationSettings>): ModuleFederationRuntimePlugin {
  const settings = configureFederation(options);
  return {
    name: 'permit-shell-runtime-plugin',
    fetch(url, init) {
      return fetchWithTimeout(url, init, settings.manifestTimeoutMs);
    },
    createScript() {
      return { timeout: settings.chunkTimeoutMs };
    },
    errorLoadRemote({ id, error, lifecycle }) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`[shell] Модуль ${id} не загружен (${lifecycle}): ${reason}`);
      // Returning nothing makes loadRemote reject; the loader records the failure for the settings screen.
      return undefined;
    },
  };
}
