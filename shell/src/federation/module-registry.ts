import { createStore, type StoreApi } from 'zustand';
import type { RemoteModule } from '@permit/shared-contracts';

export type ModuleStatus = 'pending' | 'loading' | 'loaded' | 'failed' | 'incompatible' | 'missing';

/** One remote as the settings screen shows it. */
export interface ModuleRecord {
  name: string;
  status: ModuleStatus;
  /** The mf-manifest.json URL from /remotes.json. */
  entry?: string;
  version?: string;
  contractVersion?: string;
  /** Why the module is not in use, in Russian. */
  reason?: string;
  module?: RemoteModule;
}

export interface RegistryState {
  listStatus: 'loading' | 'ready' | 'failed';
  modules: Record<string, ModuleRecord>;
}

export type ModuleRegistry = StoreApi<RegistryState>;

export function createModuleRegistry(): ModuleRegistry {
  return createStore<RegistryState>()(() => ({ listStatus: 'loading', modules: {} }));
}

export function updateModule(registry: ModuleRegistry, name: string, patch: Omit<ModuleRecord, 'name'>): void {
  registry.setState((state) => ({ modules: { ...state.modules, [name]: { name, ...patch } } }));
}

export const MODULE_STATUS_LABELS: Record<ModuleStatus, string> = {
  pending: 'Ожидает загрузки',
  loading: 'Загружается',
  loaded: 'Загружен',
  failed: 'Не загружен',
  incompatible: 'Несовместимая версия контракта',
  missing: 'Не подключён',
};
