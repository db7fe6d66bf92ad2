import type { ModuleRegistry } from './module-registry';
import { RemoteLoadError } from './remote-load-error';
import type { RemoteLoader } from './remote-loader';

/**
 * The shell's remote loader whose code (the loader, the remote list, the module checks) arrives on first use:
 * the signed-out /auth page uses none of it. The registry exists from the start, so screens read the modules'
 * state as before; calls made before the code is in run in their order once it is. A failed chunk load fails
 * that call as a failed remote would, and the next call tries again.
 */
export function deferRemoteLoader(registry: ModuleRegistry, create: (registry: ModuleRegistry) => Promise<RemoteLoader>): RemoteLoader {
  let real: Promise<RemoteLoader> | null = null;
  const get = () => {
    real ??= create(registry).catch((error: unknown) => {
      real = null;
      throw error;
    });
    return real;
  };
  return {
    registry,
    start: (only) =>
      get().then(
        (loader) => loader.start(only),
        () => undefined,
      ),
    load: (name) => {
      const module = get().then(
        (loader) => loader.load(name),
        (error: unknown) => {
          throw new RemoteLoadError(name, 'failed', 'не удалось загрузить код оболочки для модулей', error);
        },
      );
      // As the loader's own: failures are recorded, and callers that care attach their own handlers.
      module.catch(() => undefined);
      return module;
    },
    reset: (name) => {
      void get().then(
        (loader) => loader.reset(name),
        () => undefined,
      );
    },
    prefetch: (name, context) =>
      get().then(
        (loader) => loader.prefetch(name, context),
        () => undefined,
      ),
  };
}
