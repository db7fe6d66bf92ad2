import { screen } from '@testing-library/react';
import { API_MESSAGES, ERROR_TEXTS } from '@permit/shared-contracts';
import { renderShell, type FakeReply, type FakeServer } from '../test-utils/render-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn(), registerGlobalPlugins: jest.fn() }));

const TOKEN = 'k3J9x_Qw-8ZpL2mN4vB6cX1aS5dF7gH0jK2lP4oI6uY';
const RESET_URL = '/api/users/password/reset';

function openLink(reply: FakeReply, hash = `#token=${TOKEN}`) {
  const server: FakeServer = (config) => (config.url === RESET_URL ? reply : { status: 404 });
  return renderShell({ path: `/password/reset${hash}`, server });
}

async function fill(user: ReturnType<typeof renderShell>['user'], password = 'new-password-1', confirm = password) {
  await user.type(await screen.findByLabelText(/^Новый пароль/), password);
  await user.type(screen.getByLabelText(/Повторите новый пароль/), confirm);
  await user.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
}

// Typing two passwords on a busy two-core machine takes longer than the default 5 s.
jest.setTimeout(20_000);

describe('the password reset screen (the link from the mail)', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('sends the token from the link and the new password, without a session; then sign-in says it worked', async () => {
    const { user, requests, shell } = openLink({ status: 200, data: { ok: true } });
    // The token leaves the address bar as soon as the screen has it.
    expect(await screen.findByRole('heading', { name: 'Новый пароль' })).toBeInTheDocument();
    expect(shell.router.state.location.hash).toBe('');
    await fill(user);
    expect(await screen.findByRole('heading', { name: 'Вход в систему' })).toBeInTheDocument();
    expect(shell.router.state.location.pathname).toBe('/auth');
    expect(screen.getByRole('status')).toHaveTextContent('Пароль изменён. Войдите с новым паролем.');
    const sent = requests.find((r) => r.url === RESET_URL);
    expect(JSON.parse(String(sent?.body))).toEqual({ token: TOKEN, new_password: 'new-password-1' });
    expect(sent?.headers.Authorization).toBeUndefined();
  });

  it('checks the passwords before sending: length and confirmation', async () => {
    const { user, requests } = openLink({ status: 200, data: { ok: true } });
    await fill(user, 'short');
    expect(await screen.findByText('Новый пароль: не менее 8 символов')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Новый пароль/));
    await user.clear(screen.getByLabelText(/Повторите новый пароль/));
    await fill(user, 'new-password-1', 'new-password-2');
    expect(await screen.findByText('Пароли не совпадают')).toBeInTheDocument();
    expect(requests.some((r) => r.url === RESET_URL)).toBe(false);
  });

  it('an expired or used link: says so and offers a new one', async () => {
    const { user } = openLink({ status: 400, data: { code: 'RESET_LINK_INVALID', message: API_MESSAGES.resetLinkInvalid } });
    await fill(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(API_MESSAGES.resetLinkInvalid);
    await user.click(screen.getByRole('link', { name: 'Запросить новую ссылку' }));
    expect(await screen.findByRole('heading', { name: 'Восстановление пароля' })).toBeInTheDocument();
  });

  it('another 400 (a refused password) is not taken for a dead link: the form stays', async () => {
    const { user } = openLink({ status: 400, data: { code: 'BAD_REQUEST', message: 'Поле «Новый пароль»: слишком длинный' } });
    await fill(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Поле «Новый пароль»: слишком длинный');
    expect(screen.getByLabelText(/^Новый пароль/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сохранить пароль' })).toBeInTheDocument();
  });

  it('a link without a token is refused at once, without a request', async () => {
    const { requests } = openLink({ status: 200, data: { ok: true } }, '');
    expect(await screen.findByRole('alert')).toHaveTextContent(API_MESSAGES.resetLinkInvalid);
    expect(screen.queryByLabelText(/^Новый пароль/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Запросить новую ссылку' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('too many attempts and a lost connection are told apart; the form stays for another try', async () => {
    let reply: FakeReply = { status: 429, data: { code: 'TOO_MANY_REQUESTS', message: API_MESSAGES.tooManyRequests } };
    const server: FakeServer = (config) => (config.url === RESET_URL ? reply : { status: 404 });
    const { user } = renderShell({ path: `/password/reset#token=${TOKEN}`, server });
    await fill(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(API_MESSAGES.tooManyRequests);
    reply = 'network';
    await user.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(await screen.findByText(ERROR_TEXTS.networkError)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Новый пароль/)).toHaveValue('new-password-1');
  });
});
