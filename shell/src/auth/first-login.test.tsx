import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_TEXTS, STORAGE_KEYS } from '@permit/shared-contracts';
import type { Wire, WireRequest } from '../http/http-wire';
import { LOGIN_RESPONSE, MemoryStorage } from '../test-utils/memory-storage';
import { FirstLogin, NO_CODE_TEXT, arrivalOf, submitLoader } from './first-login';
import { NOT_KEPT_TEXT } from './first-login-submit';
import { LOGIN_NOTICES } from './login-notices';
import { routerStateOfPage } from './login-redirect';
import { signsInFirst } from './signed-out-paths';

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
    const refused = [
      '@chakra-ui/react',
      '@chakra-ui/react/styled-system',
      '@emotion/react',
      'react-router',
      'react-router-dom',
      '@permit/shared-contracts',
      'zod',
    ];
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

  it('checks and sends what is typed when its code has come, not what was typed at the press', async () => {
    const storage = new MemoryStorage();
    const requests: WireRequest[] = [];
    const real = realSubmit(() => ({ status: 200, data: LOGIN_RESPONSE }), storage, requests);
    let arrive!: () => void;
    const held = new Promise<void>((resolve) => (arrive = resolve));
    const { user, leave } = setUp(
      () => ({ status: 500 }),
      () => held.then(real),
    );
    await user.type(screen.getByLabelText('Почта'), 'ivanov@zavod.r');
    await user.type(screen.getByLabelText('Пароль'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(screen.getByRole('button', { name: 'Вход…' })).toBeDisabled();
    await user.type(screen.getByLabelText('Почта'), 'u');
    arrive();
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/'));
    expect(requests[0]?.body).toBe(JSON.stringify({ username: 'ivanov@zavod.ru', password: 'secret' }));
  });

  it('says so when the browser keeps no session, instead of reloading into the form again', async () => {
    const refusing = new MemoryStorage();
    refusing.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const requests: WireRequest[] = [];
    const { user, leave } = setUp(
      () => ({ status: 500 }),
      realSubmit(() => ({ status: 200, data: LOGIN_RESPONSE }), refusing, requests),
    );
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_KEPT_TEXT);
    expect(requests).toHaveLength(1);
    expect(leave).not.toHaveBeenCalled();
  });

  it('pressed again while the page after sign-in is slow to come, goes there again without signing in anew', async () => {
    jest.useFakeTimers();
    try {
      const { requests, leave } = setUp(() => ({ status: 200, data: LOGIN_RESPONSE }), undefined, { from: '/nd' });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await fill(user);
      await user.click(screen.getByRole('button', { name: 'Войти' }));
      await waitFor(() => expect(leave).toHaveBeenCalledWith('/nd'));
      expect(screen.getByRole('button', { name: 'Вход…' })).toBeDisabled();
      await act(() => jest.advanceTimersByTimeAsync(15_000));
      await user.click(screen.getByRole('button', { name: 'Войти' }));
      await waitFor(() => expect(leave).toHaveBeenCalledTimes(2));
      expect(leave).toHaveBeenLastCalledWith('/nd');
      expect(requests).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
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
    // A crafted state does not send the user off the portal, as the browser would read it, nor back to /auth.
    [{ from: '//evil.example/' }, '/'],
    [{ from: 'https://evil.example/' }, '/'],
    [{ from: '/\\evil.example/' }, '/'],
    [{ from: '/\t/evil.example/' }, '/'],
    [{ from: '/\n/evil.example' }, '/'],
    [{ from: '/..//evil.example' }, '/'],
    [{ from: '/.//evil.example' }, '/'],
    [{ from: '/%2e%2e//evil.example' }, '/'],
    [{ from: '/./\\evil.example' }, '/'],
    [{ from: '/auth' }, '/'],
    [{ from: '/auth?x=1' }, '/'],
    [{ from: '/AUTH/' }, '/'],
    // A path that only begins like /auth is the portal's own.
    [{ from: '/authors' }, '/authors'],
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

describe('showFirstLogin', () => {
  it('takes a form that fails while it renders down and starts the portal in its place', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fallback = jest.fn();
    const container = document.createElement('div');
    document.body.append(container);
    try {
      jest.isolateModules(() => {
        jest.doMock('./login-form', () => ({
          LoginForm: () => {
            throw new Error('a bug in the form');
          },
        }));
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const { showFirstLogin } = require('./first-login') as typeof import('./first-login');
        showFirstLogin(fallback, container);
      });
      await waitFor(() => expect(fallback).toHaveBeenCalledWith(expect.objectContaining({ message: 'a bug in the form' })));
      expect(container).toBeEmptyDOMElement();
    } finally {
      jest.dontMock('./login-form');
      container.remove();
      jest.restoreAllMocks();
    }
  });
});

describe('arrivalOf', () => {
  const history = (state: unknown) => ({ state, replaceState: jest.fn() });

  it("at /auth, takes the router's kept state and leaves the address alone", () => {
    const at = history({ usr: { from: '/nd' }, key: 'k', idx: 2 });
    expect(arrivalOf({ pathname: '/auth', search: '', hash: '' }, at)).toEqual({ from: '/nd' });
    expect(arrivalOf({ pathname: '/Auth/', search: '', hash: '' }, at)).toEqual({ from: '/nd' });
    expect(at.replaceState).not.toHaveBeenCalled();
  });

  it('on a portal page, returns there after sign-in and shows /auth, with the state a reload reads back', () => {
    const at = history(null);
    const arrival = arrivalOf({ pathname: '/nd/show/24', search: '?tab=files', hash: '#top' }, at);
    expect(arrival).toEqual({ from: '/nd/show/24?tab=files#top' });
    expect(at.replaceState).toHaveBeenCalledWith({ usr: arrival, key: 'default', idx: 0 }, '', '/auth');
    expect(routerStateOfPage({ state: at.replaceState.mock.calls[0]?.[0] })).toEqual(arrival);
  });
});

describe('signsInFirst', () => {
  it('leaves the password recovery screens to the portal, and asks to sign in on every other path', () => {
    // As the router matches them: in any case, with a trailing slash.
    for (const path of ['/password/forget', '/password/reset', '/password/forget/', '/Password/Reset']) expect(signsInFirst(path)).toBe(false);
    for (const path of ['/auth', '/', '/nd', '/nd/show/24', '/admin/type', '/password', '/settings', '/no/such/page'])
      expect(signsInFirst(path)).toBe(true);
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
