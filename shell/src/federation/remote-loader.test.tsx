import { screen, within } from '@testing-library/react';
import { loadRemote, registerGlobalPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { ERROR_TEXTS, type RemoteModule, type RemoteProps } from '@permit/shared-contracts';
import { signedInStorage } from '../test-utils/memory-storage';
import { createRemoteLoader } from './remote-loader';
import { renderShell } from '../test-utils/render-shell';
import { signedInServer } from '../test-utils/signed-in-server';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn(), registerGlobalPlugins: jest.fn() }));
const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegister = jest.mocked(registerRemotes);

const REMOTES = [
  { name: 'mf_permits', entry: 'http://permits.local/mf-manifest.json' },
  { name: 'mf_admin', entry: 'http://admin.local/mf-manifest.json' },
  { name: 'mf_notifications', entry: 'http://notifications.local/mf-manifest.json' },
];

function PermitRoutes({ basePath, services }: RemoteProps) {
  return <h1>{`Реестр нарядов в ${basePath}, вход: ${services.session.get().user?.family ?? 'нет'}`}</h1>;
}

const permits: RemoteModule = {
  name: 'mf_permits',
  version: '1.4.2',
  contractVersion: '1.3.0',
  basePath: '/nd',
  navItems: [{ label: 'Отчёты по нарядам', path: '/nd/reports', group: 'Отчёты' }],
  Routes: PermitRoutes,
};

const notifications: RemoteModule = {
  name: 'mf_notifications',
  version: '0.9.0',
  contractVersion: '1.0.0',
  navItems: [],
  slots: {
    'header.notifications': () => <button type="button">Уведомления (3)</button>,
    'header.statusCounts': () => <span>В работе: 5</span>,
  },
};

type Exports = Record<string, RemoteModule | Error | object>;

function remotesExport(exports: Exports) {
  mockedLoadRemote.mockImplementation(async (id: string) => {
    const value = exports[id.replace('/module', '')];
    if (!value) throw new Error(`RUNTIME-003: failed to get manifest for ${id}`);
    if (value instanceof Error) throw value;
    return { default: value };
  });
}

function renderAt(path: string, exports: Exports, remotes: typeof REMOTES | (() => Promise<typeof REMOTES>) = REMOTES) {
  remotesExport(exports);
  return renderShell({ path, storage: signedInStorage(), server: signedInServer(), remotes });
}

describe('remote loading', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    mockedLoadRemote.mockReset();
    mockedRegister.mockReset();
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('registers the listed remotes and renders the permits routes with the base path and the services', async () => {
    renderAt('/nd', { mf_permits: permits, mf_notifications: notifications });
    expect(await screen.findByRole('heading', { name: 'Реестр нарядов в /nd, вход: Иванов' })).toBeInTheDocument();
    expect(mockedRegister).toHaveBeenCalledWith(REMOTES.map(({ name, entry }) => ({ name, entry })));
    // Before the remotes' runtimes start: a shared chunk that failed once is fetched again (share-retry-plugin.ts).
    expect(jest.mocked(registerGlobalPlugins)).toHaveBeenCalledWith([expect.objectContaining({ name: 'permit-share-retry' })]);
    expect(mockedLoadRemote).toHaveBeenCalledWith('mf_permits/module');
    const nav = screen.getByRole('navigation', { name: 'Основное меню' });
    expect(await within(nav).findByRole('link', { name: 'Отчёты по нарядам' })).toHaveAttribute('href', '/nd/reports');
    expect(await screen.findByRole('button', { name: 'Уведомления (3)' })).toBeInTheDocument();
    expect(screen.getByText('В работе: 5')).toBeInTheDocument();
  });

  it('refuses a remote built against another contract major, with a logged reason and a fallback', async () => {
    const { shell } = renderAt('/nd', { mf_permits: { ...permits, contractVersion: '2.0.0' } });
    expect(await screen.findByText(ERROR_TEXTS.remoteUnavailable)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Реестр нарядов/ })).not.toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('Модуль mf_permits отклонён: собран под контракт 2.0.0'));
    expect(shell.loader.registry.getState().modules.mf_permits).toMatchObject({
      status: 'incompatible',
      version: '1.4.2',
      contractVersion: '2.0.0',
    });
    expect(screen.getByRole('link', { name: 'Настройки' })).toBeInTheDocument();
  });

  it('a remote that fails to load shows its fallback while the rest of the portal works', async () => {
    const { shell } = renderAt('/', { mf_notifications: new Error('RUNTIME-003: failed to get manifest') });
    expect(await screen.findByText('Уведомления: недоступно')).toBeInTheDocument();
    expect(await screen.findByText('Счётчики: недоступно')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Добро пожаловать/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
    // The settings screen says why in Russian; the runtime's own English stays in the console.
    const { reason } = shell.loader.registry.getState().modules.mf_notifications ?? {};
    expect(reason).toMatch(/^не удалось загрузить код модуля/);
    expect(reason).not.toMatch(/[A-Za-z]/);
  });

  it('«Повторить» loads a remote again after it comes back', async () => {
    let attempts = 0;
    mockedLoadRemote.mockImplementation(async (id: string) => {
      if (id !== 'mf_permits/module') throw new Error('RUNTIME-003');
      attempts += 1;
      if (attempts === 1) throw new Error('ChunkLoadError: timeout');
      return { default: permits };
    });
    const { user } = renderShell({ path: '/nd', storage: signedInStorage(), server: signedInServer(), remotes: REMOTES });
    await user.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { name: /Реестр нарядов в \/nd/ })).toBeInTheDocument();
    expect(mockedRegister).toHaveBeenCalledWith([REMOTES[0]], { force: true });
  });

  it('a module without the contract fields is not rendered', async () => {
    const { shell } = renderAt('/nd', { mf_permits: { name: 'mf_permits', Routes: PermitRoutes } });
    expect(await screen.findByText(ERROR_TEXTS.remoteUnavailable)).toBeInTheDocument();
    expect(shell.loader.registry.getState().modules.mf_permits?.reason).toMatch(/неверный формат модуля/);
  });

  it('a remote that throws while rendering is contained in its slot', async () => {
    const Broken = () => {
      throw new Error('сломалось');
    };
    renderAt('/nd', { mf_permits: { ...permits, Routes: Broken } });
    expect(await screen.findByText(ERROR_TEXTS.remoteUnavailable)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Основное меню' })).toBeInTheDocument();
  });

  it('without /remotes.json every remote slot falls back and the settings screen says why', async () => {
    renderAt('/settings', {}, () => Promise.reject(new Error('HTTP 502')));
    expect(await screen.findByText(/Список модулей недоступен/)).toBeInTheDocument();
    expect(await screen.findByText('Уведомления: недоступно')).toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('the settings screen lists every module with its version, contract and state', async () => {
    renderAt(
      '/settings',
      { mf_permits: permits, mf_notifications: notifications, mf_admin: { ...permits, name: 'mf_admin', contractVersion: '0.1.0' } },
      [...REMOTES],
    );
    const table = await screen.findByRole('table', { name: 'Модули портала' });
    const row = async (name: string) => (await within(table).findByRole('cell', { name: new RegExp(`${name}$`) })).closest('tr') as HTMLElement;
    // A person reads the module's title; support still finds its name beside it.
    expect(within(await row('mf_permits')).getByRole('cell', { name: 'Наряд-допуски mf_permits' })).toBeInTheDocument();
    expect(await within(await row('mf_permits')).findByText('Загружен')).toBeInTheDocument();
    expect(within(await row('mf_permits')).getByText('1.4.2')).toBeInTheDocument();
    expect(within(await row('mf_permits')).getByText('1.3.0')).toBeInTheDocument();
    expect(await within(await row('mf_admin')).findByText('Несовместимая версия контракта')).toBeInTheDocument();
    expect(within(await row('mf_notifications')).getByText('0.9.0')).toBeInTheDocument();
  });
});

describe("a remote's data prefetch", () => {
  const context = { services: {} as RemoteProps['services'], basePath: '/nd', pathname: '/nd', search: '?page=2' };
  beforeEach(() => {
    mockedLoadRemote.mockReset();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("loads the remote's `./prefetch` expose and calls it with the page's address, beside its module", async () => {
    const prefetch = jest.fn();
    mockedLoadRemote.mockImplementation(async (id: string) => (id === 'mf_permits/prefetch' ? { default: prefetch } : { default: permits }));
    const loader = createRemoteLoader({ fetchList: () => Promise.resolve(REMOTES) });
    await Promise.all([loader.prefetch('mf_permits', context), loader.load('mf_permits')]);
    expect(prefetch).toHaveBeenCalledWith(context);
    expect(mockedLoadRemote.mock.calls.map(([id]) => id).sort()).toEqual(['mf_permits/module', 'mf_permits/prefetch']);
    expect(loader.registry.getState().modules.mf_permits?.status).toBe('loaded');
  });

  it('readied early (index.ts), the expose is fetched once and called only when the shell hands it the services', async () => {
    const prefetch = jest.fn();
    mockedLoadRemote.mockImplementation(async (id: string) => (id === 'mf_permits/prefetch' ? { default: prefetch } : { default: permits }));
    const loader = createRemoteLoader({ fetchList: () => Promise.resolve(REMOTES) });
    loader.preparePrefetch('mf_permits');
    loader.preparePrefetch('mf_unknown');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockedLoadRemote.mock.calls.map(([id]) => id)).toEqual(['mf_permits/prefetch']);
    expect(prefetch).not.toHaveBeenCalled();
    await loader.prefetch('mf_permits', context);
    expect(prefetch).toHaveBeenCalledWith(context);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });

  it('listed() settles once the list is read and its remotes registered, and also when the list could not be read', async () => {
    mockedRegister.mockReset();
    let answer: (entries: typeof REMOTES) => void = () => undefined;
    const loader = createRemoteLoader({ fetchList: () => new Promise((resolve) => (answer = resolve)) });
    void loader.load('mf_permits');
    let settled = false;
    const listed = loader.listed().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    answer(REMOTES);
    await listed;
    expect(mockedRegister).toHaveBeenCalledWith(REMOTES.map(({ name, entry }) => ({ name, entry })));
    const failing = createRemoteLoader({ fetchList: () => Promise.reject(new Error('HTTP 502')) });
    await expect(failing.listed()).resolves.toBeUndefined();
    expect(failing.registry.getState().listStatus).toBe('failed');
  });

  it('a missing expose, a throwing prefetch or an unlisted remote cost nothing but a warning, and the module still loads', async () => {
    const loader = createRemoteLoader({ fetchList: () => Promise.resolve(REMOTES) });
    mockedLoadRemote.mockImplementation(async (id: string) => {
      if (id === 'mf_permits/prefetch') throw new Error('RUNTIME-008: expose not found');
      return { default: permits };
    });
    await expect(loader.prefetch('mf_permits', context)).resolves.toBeUndefined();
    mockedLoadRemote.mockImplementation(async (id: string) =>
      id === 'mf_permits/prefetch'
        ? {
            default: () => {
              throw new Error('сломалось');
            },
          }
        : { default: permits },
    );
    await expect(loader.prefetch('mf_permits', context)).resolves.toBeUndefined();
    await expect(loader.prefetch('mf_unknown', context)).resolves.toBeUndefined();
    expect(mockedLoadRemote).not.toHaveBeenCalledWith('mf_unknown/prefetch');
    await expect(loader.load('mf_permits')).resolves.toMatchObject({ name: 'mf_permits', version: '1.4.2' });
    expect(console.warn).toHaveBeenCalledTimes(2);
  });
});
