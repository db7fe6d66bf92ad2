import type { ModuleRegistry } from './module-registry';
import type { RemoteLoader } from './remote-loader';

/** A remote loader index.ts started before the shell was wired, for createShell to adopt. */
export interface EarlyRemoteStart {
  registry: ModuleRegistry;
  loader: Promise<RemoteLoader>;
}

// Apart from the start itself (early-remote-start.ts), which only a signed-in load fetches: createShell, which every
// page runs, /auth included, needs no more than this.
let started: EarlyRemoteStart | null = null;
let adopted = false;

/** Whether an early start may still begin: none has, and createShell has not taken over. */
export function earlyStartOpen(): boolean {
  return !adopted && !started;
}

/** The early start, kept for createShell. */
export function recordEarlyStart(start: EarlyRemoteStart): void {
  started = start;
}

/** For createShell, once: the loader started early, if any; later early starts are refused. */
export function adoptEarlyRemoteStart(): EarlyRemoteStart | null {
  adopted = true;
  const taken = started;
  started = null;
  return taken;
}
