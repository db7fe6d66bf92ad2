import { loadRemote, registerGlobalPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  CONTRACT_VERSION,
  REMOTE_NAMES,
  isContractCompatible,
  type RemoteListEntry,
  type RemoteModule,
  type RemotePrefetch,
  type RemotePrefetchContext,
} from '@permit/shared-contracts';
import { createModuleRegistry, updateModule, type ModuleRegistry } from './module-registry';
import { fetchRemoteList } from './remote-list';
import { checkRemoteModule, unwrapDefault } from './remote-module-guard';
import { RemoteLoadError } from './remote-load-error';
import shareRetryPlugin from './share-retry-plugin';

export interface RemoteLoader {
  registry: ModuleRegistry;
  /** Fetches the list, registers every remote and starts loading them all, or those `only` accepts (nav items come from them). */
  start(only?: (name: string) => boolean): Promise<void>;
  /** The remote's module, loaded once; rejects with RemoteLoadError. */
  load(name: string): Promise<RemoteModule>;
  /** Forgets a failed attempt so the next load() tries the network again. */
  reset(name: string): void;
  /**
   * Loads the remote's `./prefetch` expose beside its module and calls it (RemotePrefetch). It never fails: a
   * remote without one, or any error, only means the screen asks for its data itself once its code is in.
   */
  prefetch(name: string, context: RemotePrefetchContext): Promise<void>;
}

export interface RemoteLoaderOptions {
  /** /remotes.json by default. */
  fetchList?: () => Promise<RemoteListEntry[]>;
  hostContractVersion?: string;
  /** The registry the shell made before this code loaded (deferred-remote-loader.ts). */
  registry?: ModuleRegistry;
}

const NOT_LISTED = 'модуль не указан в /remotes.json';

// The reasons below are read on the settings screen by any user, so they are Russian only; the runtime's or the
// browser's own text (English, several lines of links) goes to the console with the error (fail()).
const LIST_UNAVAILABLE = 'список модулей недоступен';
const CODE_UNAVAILABLE = 'не удалось загрузить код модуля: нет связи с его сервером, или он отвечает с ошибкой';

/** The loader as index.ts starts it early (early-remote-start.ts): it can also fetch a prefetch expose ahead of its call. */
export interface EarlyCapableLoader extends RemoteLoader {
  /** Loads the remote's `./prefetch` expose without calling it; never fails (a failure shows again on prefetch()). */
  preparePrefetch(name: string): void;
  /** Settles once /remotes.json has been read and its remotes registered, or could not be; never fails. */
  listed(): Promise<void>;
}

export function createRemoteLoader({
  fetchList = fetchRemoteList,
  hostContractVersion = CONTRACT_VERSION,
  registry = createModuleRegistry(),
}: RemoteLoaderOptions = {}): EarlyCapableLoader {
  // Before any remote's runtime starts: each takes the global plugins when it is created (share-retry-plugin.ts).
  registerGlobalPlugins([shareRetryPlugin()]);
  const modules = new Map<string, Promise<RemoteModule>>();
  const prefetchExposes = new Map<string, Promise<unknown>>();
  let list: Promise<RemoteListEntry[]> | null = null;

  const fail = (error: RemoteLoadError, entry?: string): never => {
    updateModule(registry, error.remote, { status: error.kind, entry, reason: error.reason });
    console.error(`[shell] ${error.message}`, error.cause ?? '');
    throw error;
  };

  function remoteList(): Promise<RemoteListEntry[]> {
    list ??= fetchList().then(
      (entries) => {
        registerRemotes(entries.map(({ name, entry }) => ({ name, entry })));
        registry.setState((state) => {
          const next = { ...state.modules };
          for (const { name, entry } of entries) next[name] ??= { name, entry, status: 'pending' };
          for (const name of Object.values(REMOTE_NAMES)) next[name] ??= { name, status: 'missing', reason: NOT_LISTED };
          return { listStatus: 'ready', modules: next };
        });
        return entries;
      },
      (error: unknown) => {
        registry.setState({ listStatus: 'failed' });
        throw new RemoteLoadError('*', 'failed', LIST_UNAVAILABLE, error);
      },
    );
    return list;
  }

  async function loadOnce(name: string): Promise<RemoteModule> {
    let entries: RemoteListEntry[];
    try {
      entries = await remoteList();
    } catch (error) {
      return fail(new RemoteLoadError(name, 'failed', error instanceof RemoteLoadError ? error.reason : LIST_UNAVAILABLE, error));
    }
    const entry = entries.find((e) => e.name === name)?.entry;
    if (!entry) return fail(new RemoteLoadError(name, 'missing', NOT_LISTED));
    updateModule(registry, name, { status: 'loading', entry });

    let exported: unknown;
    try {
      exported = await loadRemote<unknown>(`${name}/module`);
    } catch (error) {
      return fail(new RemoteLoadError(name, 'failed', CODE_UNAVAILABLE, error), entry);
    }
    const checked = checkRemoteModule(unwrapDefault(exported));
    if (!checked.ok) return fail(new RemoteLoadError(name, 'failed', `неверный формат модуля: ${checked.reason}`), entry);
    const { module } = checked;
    const described = { entry, version: module.version, contractVersion: module.contractVersion };
    if (!isContractCompatible(module.contractVersion, hostContractVersion)) {
      const reason = `собран под контракт ${module.contractVersion}, оболочка поддерживает ${hostContractVersion}`;
      updateModule(registry, name, { ...described, status: 'incompatible', reason });
      console.error(`[shell] Модуль ${name} отклонён: ${reason}`);
      throw new RemoteLoadError(name, 'incompatible', reason);
    }
    if (module.name !== name) console.warn(`[shell] Модуль ${name} называет себя «${module.name}»`);
    updateModule(registry, name, { ...described, status: 'loaded', module });
    return module;
  }

  /** The `./prefetch` expose of a listed remote (undefined for one not listed), fetched once; a failure is retried. */
  function prefetchExpose(name: string): Promise<unknown> {
    let promise = prefetchExposes.get(name);
    if (!promise) {
      promise = remoteList().then((entries) =>
        entries.some((e) => e.name === name) ? loadRemote<unknown>(`${name}/prefetch`).then(unwrapDefault) : undefined,
      );
      promise.catch(() => prefetchExposes.delete(name));
      prefetchExposes.set(name, promise);
    }
    return promise;
  }

  function load(name: string): Promise<RemoteModule> {
    let promise = modules.get(name);
    if (!promise) {
      promise = loadOnce(name);
      // Failures are recorded in the registry; callers that care attach their own handlers.
      promise.catch(() => undefined);
      modules.set(name, promise);
    }
    return promise;
  }

  return {
    registry,
    load,
    async start(only) {
      const entries = await remoteList().catch(() => []);
      await Promise.allSettled(entries.filter((e) => !only || only(e.name)).map((e) => load(e.name)));
    },
    async prefetch(name, context) {
      try {
        const exported = await prefetchExpose(name);
        if (typeof exported === 'function') (exported as RemotePrefetch)(context);
      } catch (error) {
        console.warn(`[shell] Предзагрузка данных модуля ${name} не удалась: `, error);
      }
    },
    preparePrefetch(name) {
      prefetchExpose(name).catch(() => undefined);
    },
    listed: () =>
      remoteList().then(
        () => undefined,
        () => undefined,
      ),
    reset(name) {
      const record = registry.getState().modules[name];
      // A loaded or refused module has nothing to fetch again; a render error just re-renders it.
      if (record?.status === 'loaded' || record?.status === 'incompatible') return;
      modules.delete(name);
      if (registry.getState().listStatus === 'failed' || record?.status === 'missing' || !record?.entry) {
        list = null;
        registry.setState({ listStatus: 'loading' });
        return;
      }
      // force drops the runtime's cached manifest and entry so the retry reaches the server again.
      registerRemotes([{ name, entry: record.entry }], { force: true });
    },
  };
}
