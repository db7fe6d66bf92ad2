import { screen } from '@testing-library/react';
import { ERROR_TEXTS } from '@permit/shared-contracts';
import { signedInStorage } from '../test-utils/memory-storage';
import { renderShell } from '../test-utils/render-shell';
import { signedInServer } from '../test-utils/signed-in-server';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn(), registerGlobalPlugins: jest.fn() }));
// The whole shell renders in jsdom: slower than the default 5 s on a busy 2-core machine.
jest.setTimeout(30_000);

describe('a change while the browser is offline', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('is refused with the offline message before anything is sent; the session and the typed values stay', async () => {
    const { user, shell, requests } = renderShell({ path: '/password', storage: signedInStorage(), server: signedInServer() });
    const current = await screen.findByLabelText(/Текущий пароль/, undefined, { timeout: 20_000 });
    await user.type(current, 'old-password');
    await user.type(screen.getByLabelText(/^Новый пароль/), 'new-password-1');
    await user.type(screen.getByLabelText(/Повторите новый пароль/), 'new-password-1');

    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Сменить пароль' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_TEXTS.offlineWrite);
    expect(requests.some((r) => r.url === '/api/users/password/new')).toBe(false);
    expect(shell.sessionStore.getState().authorized).toBe(true);
    expect(screen.getByLabelText(/Текущий пароль/)).toHaveValue('old-password');
  });
});
