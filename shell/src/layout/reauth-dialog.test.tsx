import { act, screen, waitFor, within } from '@testing-library/react';
import { EVENTS, ERROR_TEXTS, STORAGE_KEYS, TOKEN_ROTTEN_AFTER_MS } from '@permit/shared-contracts';
import { LOGIN_RESPONSE, MemoryStorage, signedInStorage } from '../test-utils/memory-storage';
import { renderShell, type FakeServer } from '../test-utils/render-shell';
import { signedInServer } from '../test-utils/signed-in-server';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn(), registerGlobalPlugins: jest.fn() }));

function withLogin(reply: { status: number; data?: unknown }): FakeServer {
  return signedInServer(undefined, (config) => (config.url === '/api/users/auth/login' ? reply : { status: 404 }));
}

async function openDialog(server: FakeServer, storage: MemoryStorage = signedInStorage()) {
  const view = renderShell({ path: '/', storage, server });
  await screen.findByRole('button', { name: 'Выйти' });
  act(() => view.shell.services.events.emit(EVENTS.tokenRotten, { loginTime: 0 }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Подтвердите пароль' });
  return { ...view, dialog };
}

describe('re-authentication dialog (token.roten)', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('opens at once on a page loaded after the moment, whose signal went out before the frame was there', async () => {
    renderShell({ path: '/', storage: signedInStorage(Date.now() - TOKEN_ROTTEN_AFTER_MS - 60_000), server: withLogin({ status: 404 }) });
    expect(await screen.findByRole('alertdialog', { name: 'Подтвердите пароль' })).toBeInTheDocument();
  });

  it('renews the token with the confirmed password and closes on success', async () => {
    const renewed = { ...LOGIN_RESPONSE, token: 'renewed-token' };
    const { dialog, user, storage, requests } = await openDialog(withLogin({ status: 200, data: renewed }));
    await user.type(within(dialog).getByLabelText(/Пароль/), 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const login = requests.find((r) => r.url === '/api/users/auth/login');
    expect(JSON.parse(String(login?.body))).toEqual({ username: LOGIN_RESPONSE.username, password: 'secret' });
    // It names the session it renews, which the server then ends.
    expect(login?.headers.Authorization).toBe(`Bearer_${LOGIN_RESPONSE.token}`);
    expect(storage.getItem(STORAGE_KEYS.auth)).toContain('renewed-token');
  });

  it('does not sign the tab back in when its session ended while the password was being checked', async () => {
    const storage = signedInStorage();
    const ended: { now: () => void } = { now: () => undefined };
    const server = signedInServer(undefined, (config) => {
      if (config.url !== '/api/users/auth/login') return { status: 404 };
      // «Выйти» in another tab while the answer is on its way.
      ended.now();
      return { status: 200, data: { ...LOGIN_RESPONSE, token: 'late-token' } };
    });
    const { dialog, user, shell } = await openDialog(server, storage);
    ended.now = () => shell.sessionStore.getState().clear();
    await user.type(within(dialog).getByLabelText(/Пароль/), 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(shell.router.state.location.pathname).toBe('/auth'), { timeout: 2000 });
    expect(shell.sessionStore.getState()).toMatchObject({ authorized: false, token: null });
    expect(storage.getItem(STORAGE_KEYS.auth)).toBeNull();
  });

  it('shows the wrong-password message on 403 and keeps the session', async () => {
    const { dialog, user, storage } = await openDialog(withLogin({ status: 403, data: { code: 'FORBIDDEN', message: 'x' } }));
    await user.type(within(dialog).getByLabelText(/Пароль/), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ERROR_TEXTS.confirmWrongPassword);
    expect(storage.getItem(STORAGE_KEYS.auth)).not.toBeNull();
  });

  it('on 401 resets the session and goes to /auth', async () => {
    const { dialog, user, storage, shell } = await openDialog(withLogin({ status: 401, data: { code: 'UNAUTHORIZED', message: 'x' } }));
    await user.type(within(dialog).getByLabelText(/Пароль/), 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(storage.getItem(STORAGE_KEYS.auth)).toBeNull());
    await waitFor(() => expect(shell.router.state.location.pathname).toBe('/auth'), { timeout: 2000 });
  });

  it('«Позже» raises roten.hide and closes the dialog', async () => {
    const { dialog, user, shell } = await openDialog(withLogin({ status: 200, data: LOGIN_RESPONSE }));
    const hidden = jest.fn();
    shell.services.events.on(EVENTS.rottenHide, hidden);
    await user.click(within(dialog).getByRole('button', { name: 'Позже' }));
    expect(hidden).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('mounts with the first token.roten only; a roten.hide before its code is in leaves it closed until the next one', async () => {
    const view = renderShell({ path: '/', storage: signedInStorage(), server: withLogin({ status: 403 }) });
    await screen.findByRole('button', { name: 'Выйти' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => {
      view.shell.services.events.emit(EVENTS.tokenRotten, { loginTime: 0 });
      view.shell.services.events.emit(EVENTS.rottenHide, undefined);
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => view.shell.services.events.emit(EVENTS.tokenRotten, { loginTime: 0 }));
    expect(await screen.findByRole('alertdialog', { name: 'Подтвердите пароль' })).toBeInTheDocument();
  });
});
