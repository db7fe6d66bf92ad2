import { act, screen, waitFor, within } from '@testing-library/react';
import { ERROR_TEXTS, ND_STATUSES, ND_STATUS_LABELS, ND_STATUS_SLUGS } from '@permit/shared-contracts';
import { ADMIN_ROLES, CREATOR_ROLES, LOGIN_RESPONSE, signedInStorage } from '../test-utils/memory-storage';
import { renderShell } from '../test-utils/render-shell';
import { signedInServer } from '../test-utils/signed-in-server';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn(), registerGlobalPlugins: jest.fn() }));

function signedIn(path: string, roles = undefined as Parameters<typeof signedInServer>[0]) {
  return renderShell({ path, storage: signedInStorage(), server: signedInServer(roles) });
}

describe('routes and navigation', () => {
  beforeEach(() => {
    // The remotes are absent in these tests; their slots log and fall back.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows a Russian not-found screen with a way home for an unknown path', async () => {
    const { user, shell } = signedIn('/no/such/page');
    expect(await screen.findByRole('heading', { name: ERROR_TEXTS.notFound })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'На главную' }));
    expect(await screen.findByRole('heading', { name: /Добро пожаловать/ })).toBeInTheDocument();
    expect(shell.router.state.location.pathname).toBe('/');
  });

  it('shows not-found to a signed-out visitor too, without the menu', async () => {
    renderShell({ path: '/unknown' });
    expect(await screen.findByRole('heading', { name: ERROR_TEXTS.notFound })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor of / to /auth', async () => {
    const { shell } = renderShell({ path: '/' });
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(shell.router.state.location.pathname).toBe('/auth');
  });

  it('lists the 12 status lists, the main sections and marks the current one', async () => {
    signedIn('/nd/draft', [...ADMIN_ROLES, ...CREATOR_ROLES]);
    const nav = await screen.findByRole('navigation', { name: 'Основное меню' });
    for (const status of ND_STATUSES) {
      expect(within(nav).getByRole('link', { name: ND_STATUS_LABELS[status] })).toHaveAttribute('href', `/nd/${ND_STATUS_SLUGS[status]}`);
    }
    const statusList = within(nav).getByRole('list', { name: 'По статусам' });
    expect(within(statusList).getAllByRole('link')).toHaveLength(12);
    expect(within(nav).getByRole('link', { name: 'Наряд-допуски' })).toHaveAttribute('href', '/nd');
    expect(await within(nav).findByRole('link', { name: 'Создать' })).toHaveAttribute('href', '/nd/add');
    expect(within(nav).getByRole('link', { name: 'Избранное' })).toHaveAttribute('href', '/nd/fav');
    expect(within(nav).getByRole('link', { name: 'Настройки' })).toHaveAttribute('href', '/settings');
    expect(within(nav).getByRole('link', { name: 'Черновик' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Наряд-допуски' })).not.toHaveAttribute('aria-current');
    expect(await within(nav).findByRole('link', { name: 'Администрирование' })).toHaveAttribute('href', '/admin');
  });

  it('offers creating a permit only to a CREATOR, in the menu and on the home page', async () => {
    const executor = signedIn('/', [{ id: 5, name: 'EXECUTOR' }]);
    expect(await screen.findByRole('heading', { name: /Добро пожаловать/ })).toBeInTheDocument();
    // Absence is judged once the profile (and with it the roles) has arrived.
    await waitFor(() => expect(executor.shell.sessionStore.getState().profileStatus).toBe('loaded'));
    expect(await screen.findByRole('link', { name: 'Все наряд-допуски' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Создать наряд-допуск' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Основное меню' })).queryByRole('link', { name: 'Создать' })).not.toBeInTheDocument();
    executor.unmount();

    signedIn('/', CREATOR_ROLES);
    expect(await screen.findByRole('link', { name: 'Создать наряд-допуск' })).toHaveAttribute('href', '/nd/add');
    expect(within(screen.getByRole('navigation', { name: 'Основное меню' })).getByRole('link', { name: 'Создать' })).toHaveAttribute(
      'href',
      '/nd/add',
    );
  });

  it('hides administration from users without ADMIN and answers /admin with «Нет доступа»', async () => {
    signedIn('/admin/type', CREATOR_ROLES);
    expect(await screen.findByRole('heading', { name: 'Нет доступа' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Основное меню' });
    expect(within(nav).queryByRole('link', { name: 'Администрирование' })).not.toBeInTheDocument();
  });

  it('lets an ADMIN into /admin, where the admin remote takes over (its fallback when absent)', async () => {
    signedIn('/admin');
    expect(await screen.findByText(ERROR_TEXTS.remoteUnavailable)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Нет доступа' })).not.toBeInTheDocument();
  });

  it('scrolls to the top on every navigation', async () => {
    const scroll = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user } = signedIn('/settings');
    await screen.findByRole('heading', { name: 'Настройки' });
    scroll.mockClear();
    await user.click(screen.getByRole('link', { name: 'В работе' }));
    await waitFor(() => expect(scroll).toHaveBeenCalledWith(0, 0));
  });

  it('«Выйти» ends the session on the server with its token, then forgets it and opens /auth', async () => {
    const { shell, storage, requests } = signedIn('/settings');
    const token = shell.sessionStore.getState().token;
    const logout = await screen.findByRole('button', { name: 'Выйти' });
    act(() => logout.click());
    await waitFor(() => expect(storage.data.size).toBe(0));
    const call = requests.find((r) => r.url === '/api/users/auth/logout');
    expect(call?.method).toBe('POST');
    expect(call?.headers.Authorization).toBe(`Bearer_${token}`);
    await waitFor(() => expect(shell.router.state.location.pathname).toBe('/auth'));
  });

  it('«Выйти» leaves even when the server cannot be reached', async () => {
    const { shell, storage } = renderShell({
      path: '/settings',
      storage: signedInStorage(),
      server: signedInServer(undefined, (config) => (config.url === '/api/users/auth/logout' ? 'network' : { status: 404 })),
    });
    act(() => screen.getByRole('button', { name: 'Выйти' }).click());
    await waitFor(() => expect(storage.data.size).toBe(0));
    expect(shell.sessionStore.getState().authorized).toBe(false);
    await waitFor(() => expect(shell.router.state.location.pathname).toBe('/auth'));
  });

  it('a 401 on a save brings the user back to the form after the next login', async () => {
    const { shell, user } = renderShell({
      path: '/password',
      storage: signedInStorage(),
      server: signedInServer(undefined, (config) => {
        if (config.url === '/api/users/password/new') return { status: 401 };
        if (config.url === '/api/users/auth/login') {
          return { status: 200, data: { ...LOGIN_RESPONSE, token: 'tok-456' } };
        }
        return { status: 404 };
      }),
    });
    await user.type(await screen.findByLabelText(/Текущий пароль/), 'old-password');
    await user.type(screen.getByLabelText(/^Новый пароль/), 'new-password-1');
    await user.type(screen.getByLabelText(/Повторите новый пароль/), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Сменить пароль' }));

    expect(await screen.findByRole('button', { name: 'Войти' }, { timeout: 3_000 })).toBeInTheDocument();
    expect(shell.sessionStore.getState().returnTo).toBe('/password');
    await user.type(screen.getByLabelText(/Почта/), 'ivanov@zavod.ru');
    await user.type(screen.getByLabelText(/Пароль/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('heading', { name: 'Смена пароля' })).toBeInTheDocument();
  });
});
