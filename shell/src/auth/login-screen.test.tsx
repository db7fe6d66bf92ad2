import { screen, waitFor } from '@testing-library/react';
import { API_MESSAGES, ERROR_TEXTS, LIMITS, STORAGE_KEYS } from '@permit/shared-contracts';
import { ADMIN_ROLES, LOGIN_RESPONSE, profileOf } from '../test-utils/memory-storage';
import { renderShell, type FakeServer } from '../test-utils/render-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn(), registerGlobalPlugins: jest.fn() }));

const LOGIN_URL = '/api/users/auth/login';

function server(loginReply: { status: number; data?: unknown }): FakeServer {
  return (config) => {
    if (config.url === LOGIN_URL) return loginReply;
    if (config.url === `/api/users/getUserById/${LOGIN_RESPONSE.user_id}`) return { status: 200, data: profileOf(ADMIN_ROLES) };
    return { status: 404 };
  };
}

async function fillAndSubmit(user: ReturnType<typeof renderShell>['user']) {
  await user.type(await screen.findByLabelText(/Почта/), 'ivanov@zavod.ru');
  await user.type(screen.getByLabelText(/Пароль/), 'secret');
  await user.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('login screen', () => {
  beforeEach(() => {
    // Failed logins are logged, and the header's notification remote is absent here.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('says the e-mail or password is wrong on 403', async () => {
    const { user } = renderShell({ path: '/auth', server: server({ status: 403, data: { code: 'FORBIDDEN', message: 'x' } }) });
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_TEXTS.loginWrongCredentials);
  });

  it("shows the server's Russian text when there were too many attempts (429)", async () => {
    const { user } = renderShell({
      path: '/auth',
      server: server({ status: 429, data: { code: 'TOO_MANY_REQUESTS', message: API_MESSAGES.tooManyRequests } }),
    });
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(API_MESSAGES.tooManyRequests);
  });

  it.each([500, 502])('reports any other failure (status %s) with the general text', async (status) => {
    const { user } = renderShell({ path: '/auth', server: () => ({ status }) });
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${ERROR_TEXTS.loginFailed}$`));
  });

  it('without an answer, the general text says there is no connection (not a wrong password)', async () => {
    const failing: FakeServer = () => 'network';
    const { user } = renderShell({ path: '/auth', server: failing });
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(`${ERROR_TEXTS.loginFailed}. ${ERROR_TEXTS.networkError}`);
  });

  it('treats a login response that breaks the contract as a failure', async () => {
    const { user, storage } = renderShell({ path: '/auth', server: server({ status: 200, data: { token: 'x' } }) });
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_TEXTS.loginFailed);
    expect(storage.getItem(STORAGE_KEYS.auth)).toBeNull();
  });

  it('validates empty fields in Russian without calling the server', async () => {
    const { user, requests } = renderShell({ path: '/auth' });
    await user.click(await screen.findByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Укажите почту')).toBeInTheDocument();
    expect(screen.getByText('Укажите пароль')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('takes no more than the contract allows, so zod never words a refusal of its own (in English)', async () => {
    renderShell({ path: '/auth' });
    expect(await screen.findByLabelText('Почта')).toHaveAttribute('maxLength', String(LIMITS.shortText));
    expect(screen.getByLabelText('Пароль')).toHaveAttribute('maxLength', String(LIMITS.shortText));
  });

  it('puts the cursor in the first field that is wrong and checks again as the user types', async () => {
    const { user, requests } = renderShell({ path: '/auth' });
    await user.type(await screen.findByLabelText(/Пароль/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Укажите почту')).toBeInTheDocument();
    expect(screen.getByLabelText(/Почта/)).toHaveFocus();
    expect(screen.queryByText('Укажите пароль')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Почта/), 'ivanov@zavod.ru');
    await waitFor(() => expect(screen.queryByText('Укажите почту')).not.toBeInTheDocument());
    expect(requests).toHaveLength(0);
  });

  it('on success stores the session, loads the profile with the token and goes home', async () => {
    const { user, storage, requests, shell } = renderShell({ path: '/auth', server: server({ status: 200, data: LOGIN_RESPONSE }) });
    await fillAndSubmit(user);

    expect(await screen.findByRole('heading', { name: /Добро пожаловать, Пётр Сергеевич/ })).toBeInTheDocument();
    expect(shell.router.state.location.pathname).toBe('/');
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.auth) ?? '{}')).toMatchObject({ token: 'tok-123' });
    expect(requests[0]?.body).toBe(JSON.stringify({ username: 'ivanov@zavod.ru', password: 'secret' }));
    const profileRequest = requests.find((r) => r.url?.startsWith('/api/users/getUserById/'));
    expect(profileRequest?.headers.Authorization).toBe('Bearer_tok-123');
    expect(shell.services.session.get().roles).toEqual(['ADMIN']);
  });

  it('is reachable with the keyboard alone', async () => {
    const { user, shell } = renderShell({ path: '/auth', server: server({ status: 200, data: LOGIN_RESPONSE }) });
    const email = await screen.findByLabelText(/Почта/);
    await waitFor(() => expect(email).toHaveFocus());
    await user.keyboard('ivanov@zavod.ru');
    await user.tab();
    await user.keyboard('secret{Enter}');
    await waitFor(() => expect(shell.router.state.location.pathname).toBe('/'));
  });

  it('an unauthenticated visit keeps the intended path and returns there after login', async () => {
    const { user, shell } = renderShell({ path: '/settings', server: server({ status: 200, data: LOGIN_RESPONSE }) });
    await fillAndSubmit(user);
    expect(await screen.findByRole('heading', { name: 'Настройки' })).toBeInTheDocument();
    expect(shell.router.state.location.pathname).toBe('/settings');
  });
});
