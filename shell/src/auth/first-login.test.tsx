import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_TEXTS, STORAGE_KEYS } from '@permit/shared-contracts';
import type { Wire, WireRequest } from '../http/http-wire';
import { LOGIN_RESPONSE, MemoryStorage } from '../test-utils/memory-storage';
import { FirstLogin, NO_CODE_TEXT, submitLoader } from './first-login';
import { LOGIN_NOTICES } from './login-notices';
import { routerStateOfPage } from './login-redirect';

type Reply = { status: number; data?: unknown };

/** The real submit chunk, its HTTP answered by `reply` and its session kept in `storage`. */
function realSubmit(reply: (request: WireRequest) => Reply, storage: MemoryStorage, requests: WireRequest[]) {
  const wire: Wire = async (request) => {
    requests.push(request);
    const { status, data = null } = reply(request);
    return { status, data, header: () => null };
  };
  return () =>
    import('./first-login-submit').then((m) => ({
      ...m,
      firstSignIn: (values: Parameters<typeof m.firstSignIn>[0]) => m.firstSignIn(values, { wire, storage }),
    }));
}

function setUp(reply: (request: WireRequest) => Reply, load?: () => ReturnType<ReturnType<typeof realSubmit>>, arrival: unknown = null) {
  const storage = new MemoryStorage();
  const requests: WireRequest[] = [];
  const leave = jest.fn();
  const user = userEvent.setup();
  render(<FirstLogin loadSubmit={submitLoader(load ?? realSubmit(reply, storage, requests))} leave={leave} arrival={arrival} />);
  return { storage, requests, leave, user };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Почта'), 'ivanov@zavod.ru');
  await user.type(screen.getByLabelText('Пароль'), 'secret');
}

describe("a first visit's sign-in form", () => {
  // The submit chunk's first import compiles the contracts; not part of any one test's time.
  beforeAll(() => import('./first-login-submit'), 30_000);
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('loads neither Chakra, the router nor the contracts (zod) until the user signs in', () => {
    const refused = ['@chakra-ui/react', 'react-router-dom', '@permit/shared-contracts', 'zod'];
    try {
      jest.isolateModules(() => {
        for (const name of refused)
          jest.doMock(name, () => {
            throw new Error(`${name} on the first visit's form`);
          });
        // A fresh module registry, evaluated now: an import would be hoisted out of the isolation.
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        expect(() => require('./first-login')).not.toThrow();
      });
    } finally {
      for (const name of refused) jest.dontMock(name);
    }
  });

  it('signs in with the real client: the session is stored and the page goes home', async () => {
    const { user, storage, requests, leave } = setUp(() => ({ status: 200, data: LOGIN_RESPONSE }));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/'));
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.auth) ?? '{}')).toMatchObject({ token: LOGIN_RESPONSE.token });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toBe(JSON.stringify({ username: 'ivanov@zavod.ru', password: 'secret' }));
    // Until the page is replaced the button says so, and a second press sends nothing.
    expect(screen.getByRole('button', { name: 'Вход…' })).toBeDisabled();
  });

  it('says the e-mail or password is wrong on 403, keeps what was typed and stores nothing', async () => {
    const { user, storage, leave } = setUp(() => ({ status: 403, data: { code: 'FORBIDDEN', message: 'x' } }));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_TEXTS.loginWrongCredentials);
    expect(screen.getByLabelText('Почта')).toHaveValue('ivanov@zavod.ru');
    expect(screen.getByLabelText('Пароль')).toHaveValue('secret');
    expect(storage.getItem(STORAGE_KEYS.auth)).toBeNull();
    expect(leave).not.toHaveBeenCalled();
  });

  it("checks the fields with the contract's schema, in Russian, without calling the server", async () => {
    const { user, requests } = setUp(() => ({ status: 200, data: LOGIN_RESPONSE }));
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Укажите почту')).toBeInTheDocument();
    expect(screen.getByText('Укажите пароль')).toBeInTheDocument();
    expect(screen.getByLabelText('Почта')).toHaveFocus();
    expect(screen.getByLabelText('Почта')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
    // From then on the errors follow the typing.
    await user.type(screen.getByLabelText('Почта'), 'ivanov@zavod.ru');
    await waitFor(() => expect(screen.queryByText('Укажите почту')).not.toBeInTheDocument());
  });

  it('when its code does not come, says so, keeps the typed values, and loads it again at the next «Войти»', async () => {
    const storage = new MemoryStorage();
    const requests: WireRequest[] = [];
    const real = realSubmit(() => ({ status: 200, data: LOGIN_RESPONSE }), storage, requests);
    const load = jest.fn<ReturnType<typeof real>, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockImplementation(real);
    const { user, leave } = setUp(() => ({ status: 500 }), load);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_CODE_TEXT);
    expect(screen.getByLabelText('Почта')).toHaveValue('ivanov@zavod.ru');
    expect(requests).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it.each([
    [{ from: '/nd/show/24?tab=files' }, '/nd/show/24?tab=files'],
    // A crafted state does not send the user off the portal, nor back to /auth.
    [{ from: '//evil.example/' }, '/'],
    [{ from: 'https://evil.example/' }, '/'],
    [{ from: '/auth' }, '/'],
  ])('reloaded at /auth with the router state %j, goes to %s once signed in', async (arrival, target) => {
    const { user, leave } = setUp(() => ({ status: 200, data: LOGIN_RESPONSE }), undefined, arrival);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(target));
  });

  it('shows the notice a kept router state names, and no text a state could carry', () => {
    setUp(() => ({ status: 404 }), undefined, { notice: 'passwordReset' });
    expect(screen.getByRole('status')).toHaveTextContent(LOGIN_NOTICES.passwordReset);
  });

  it('links «Забыли пароль?» to the recovery page', () => {
    setUp(() => ({ status: 404 }));
    const link = screen.getByRole('link', { name: 'Забыли пароль?' });
    expect(link).toHaveAttribute('href', '/password/forget');
  });
});

describe('routerStateOfPage', () => {
  it("reads react-router's state of the history entry, and nothing from an entry it did not write", () => {
    expect(routerStateOfPage({ state: { usr: { from: '/nd' }, key: 'k', idx: 1 } })).toEqual({ from: '/nd' });
    expect(routerStateOfPage({ state: null })).toBeNull();
    expect(routerStateOfPage({ state: 'x' })).toBeNull();
  });
});

describe('submitLoader', () => {
  it('asks once for concurrent callers and again after a failure', async () => {
    const load = jest
      .fn<Promise<never>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('module' as never);
    const get = submitLoader(load);
    await expect(get()).rejects.toThrow('offline');
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toBe('module');
    expect(b).toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
