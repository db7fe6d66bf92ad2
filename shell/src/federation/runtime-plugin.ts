import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { configureFederation, type FederationSettings } from './federation-settings';
import { fetchWithTimeout } from './fetch-with-timeout';

/**
 * A remote's entry is loaded with CORS, as webpack loads its chunks (tooling/webpack.js
 * `crossOriginLoading`): the service worker then sees its status instead of an opaque answer, and an error in it
 * reaches the page with its file and line (docs/operations.md).
 */
function corsScript(): HTMLScriptElement {
  const script = document.createElement('script');
  // A same-origin entry is fetched as before: CORS asks nothing of its own origin.
  script.crossOrigin = 'anonymous';
  return script;
}

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
      return { script: corsScript(), timeout: settings.chunkTimeoutMs };
    },
    errorLoadRemote({ id, error, lifecycle }) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`[shell] Модуль ${id} не загружен (${lifecycle}): ${reason}`);
      // Returning nothing makes loadRemote reject; the loader records the failure for the settings screen.
      return undefined;
    },
  };
}
