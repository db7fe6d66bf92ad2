import { screen } from '@testing-library/react';
import { API_MESSAGES, ERROR_TEXTS, EVENTS } from '@permit/shared-contracts';
import { signedInStorage } from '../test-utils/memory-storage';
import { renderShell, type FakeServer } from '../test-utils/render-shell';
import { signedInServer } from '../test-utils/signed-in-server';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn(), registerGlobalPlugins: jest.fn() }));

function changePassword(reply: { status: number; data?: unknown }) {
  const server: FakeServer = (config) => (config.url === '/api/users/password/new' ? reply : { status: 404 });
  return renderShell({ path: '/password', storage: signedInStorage(), server: signedInServer(undefined, server) });
}

async function fillChange(user: ReturnType<typeof renderShell>['user'], confirm = 'new-password-1', fresh = 'new-password-1') {
  await user.type(await screen.findByLabelText(/Текущий пароль/), 'old-password');
  await user.type(screen.getByLabelText(/^Новый пароль/), fresh);
  await user.type(screen.getByLabelText(/Повторите новый пароль/), confirm);
  await user.click(screen.getByRole('button', { name: 'Сменить пароль' }));
}

describe('password screens', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('a 400 on password change raises wrongPass and says the old password is wrong', async () => {
    const { user, shell } = changePassword({ status: 400, data: { code: 'BAD_REQUEST', message: 'x' } });
    const wrongPass = jest.fn();
    shell.services.events.on(EVENTS.wrongPass, wrongPass);
    await fillChange(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_TEXTS.passwordWrongOld);
    expect(wrongPass).toHaveBeenCalledWith({ message: ERROR_TEXTS.passwordWrongOld });
  });

  it("a 409 (the page still holds the token a renewal replaced) shows the server's words and keeps the fields", async () => {
    const { user, shell } = changePassword({ status: 409, data: { code: 'CONFLICT', message: API_MESSAGES.sessionRenewed } });
    await fillChange(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(API_MESSAGES.sessionRenewed);
    expect(screen.getByLabelText(/Текущий пароль/)).toHaveValue('old-password');
    expect(shell.router.state.location.pathname).toBe('/password');
  });

  it('a 429, even one without a body, says there were too many attempts', async () => {
    const { user } = changePassword({ status: 429 });
    await fillChange(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(API_MESSAGES.tooManyRequests);
  });

  it('a successful change goes home', async () => {
    const { user, shell, requests } = changePassword({ status: 200, data: { ok: true } });
    await fillChange(user);
    expect(await screen.findByRole('heading', { name: /Добро пожаловать/ })).toBeInTheDocument();
    expect(shell.router.state.location.pathname).toBe('/');
    const sent = requests.find((r) => r.url === '/api/users/password/new');
    expect(JSON.parse(String(sent?.body))).toEqual({ old_password: 'old-password', new_password: 'new-password-1' });
  });

  it('does not send mismatching new passwords', async () => {
    const { user, requests } = changePassword({ status: 200, data: { ok: true } });
    await fillChange(user, 'something-else');
    expect(await screen.findByText('Пароли не совпадают')).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/api/users/password/new')).toBe(false);
  });

  it('does not send a new password equal to the current one, and says so at the field', async () => {
    const { user, requests } = changePassword({ status: 200, data: { ok: true } });
    await fillChange(user, 'old-password', 'old-password');
    expect(await screen.findByText(ERROR_TEXTS.passwordSameAsOld)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Новый пароль/)).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((r) => r.url === '/api/users/password/new')).toBe(false);
  });

  it('forgotten password: reports a failure with the fixed text, then success', async () => {
    let fail = true;
    const server: FakeServer = (config) =>
      config.url === '/api/users/password/forget' ? (fail ? { status: 500 } : { status: 200, data: { ok: true } }) : { status: 404 };
    const { user, requests } = renderShell({ path: '/password/forget', server });
    await user.type(await screen.findByLabelText(/Почта/), 'ivanov@zavod.ru');
    await user.type(screen.getByLabelText(/Логин/), 'ivanov@zavod.ru');
    await user.click(screen.getByRole('button', { name: 'Восстановить пароль' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_TEXTS.passwordForgetFailed);
    expect(requests[0]?.headers.Authorization).toBeUndefined();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Восстановить пароль' }));
    expect(await screen.findByRole('status')).toHaveTextContent('на почту отправлена ссылка для смены пароля');
    expect(screen.getByText(/прежний продолжает\s+действовать/)).toBeInTheDocument();
  });
});
