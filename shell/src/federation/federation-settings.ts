// Not the package's index: the runtime plugin runs in the entry chunk, before the shell's entry and before the
// shared modules exist; the index would pull every schema (and zod) into that chunk and build them there,
// probing `new Function` (a CSP violation) before the shell turns that off.
import { CHUNK_LOAD_TIMEOUT_MS } from '@permit/shared-contracts/src/constants';

export interface FederationSettings {
  /** How long a remote's mf-manifest.json (and /remotes.json) may take before the slot shows its fallback. */
  manifestTimeoutMs: number;
  /** How long a remote's entry script may take (the 120 s chunk time-out, docs/architecture.md «Сборка во время работы»). */
  chunkTimeoutMs: number;
}

export const DEFAULT_FEDERATION_SETTINGS: FederationSettings = {
  manifestTimeoutMs: 8_000,
  chunkTimeoutMs: CHUNK_LOAD_TIMEOUT_MS,
};

let current: FederationSettings = { ...DEFAULT_FEDERATION_SETTINGS };

function positive(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

/** The runtime plugin receives the build's settings (webpack.config.js) and shares them with the remote loader. */
export function configureFederation(options: Partial<FederationSettings> | undefined): FederationSettings {
  current = {
    manifestTimeoutMs: positive(options?.manifestTimeoutMs, DEFAULT_FEDERATION_SETTINGS.manifestTimeoutMs),
    chunkTimeoutMs: positive(options?.chunkTimeoutMs, DEFAULT_FEDERATION_SETTINGS.chunkTimeoutMs),
  };
  return current;
}

export function federationSettings(): FederationSettings {
  return current;
}
