import { StrictMode, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { LoginForm } from './login-form';
import { loginNoticeFrom } from './login-notices';
import { redirectFrom, routerStateOfPage } from './login-redirect';
import { SIGNED_OUT_PATHS, isLoginPath } from './signed-out-paths';
import { useLoginForm } from './use-login-form';

type Submit = typeof import('./first-login-submit');

/** How long «Вход…» waits for the page to be replaced after sign-in before the button is usable again. */
const LEAVE_WAIT_MS = 15_000;

export const NO_CODE_TEXT = 'Не удалось загрузить вход. Проверьте связь и нажмите «Войти» ещё раз.';

/** Where the form goes once signed in: a fresh load of the portal, signed in this time. */
export type Leave = (path: string) => void;

/**
 * A page loaded without a session (signed-out-paths.ts): the sign-in form alone, with React and the prebuilt stylesheet, no Chakra, router or
 * contracts (zod). They were most of the page's main-thread work before the form could be used on a phone
 * (docs/performance.md «Вход без Chakra»). The contracts and the HTTP client come with the user's first key or
 * tap (`loadSubmit`), or at «Войти». Signed in, the page loads the portal anew and starts signed in as on any
 * later visit; the start-up steps' scripts, which the page preloads while the user types, come from the cache.
 * A page reloaded at /auth keeps what the portal's router had put in its history entry (`arrival`): the path to
 * return to and the notice.
 */
export function FirstLogin({ loadSubmit, leave, arrival = null }: { loadSubmit: () => Promise<Submit>; leave: Leave; arrival?: unknown }) {
  const [error, setError] = useState<string | null>(null);
  // Where this form sent the page once signed in: pressed again while that load is slow, it goes there again
  // instead of signing in anew.
  const left = useRef<string | null>(null);
  const goOn = async (target: string) => {
    left.current = target;
    leave(target);
    // «Вход…» stays until the page is replaced; a load the user stopped gives the button back.
    await new Promise((resolve) => setTimeout(resolve, LEAVE_WAIT_MS));
  };
  const form = useLoginForm(
    () => {
      // Each press starts afresh: a note that the code did not come is not left beside the fields' errors.
      setError(null);
      return loadSubmit().then((m) => m.loginRequestSchema);
    },
    async (values) => {
      if (left.current) return goOn(left.current);
      // Loaded already: the form's schema came with it.
      const { firstSignIn } = await loadSubmit();
      const result = await firstSignIn(values);
      if (!result.ok) {
        setError(result.message);
        return;
      }
      await goOn(redirectFrom(arrival) ?? '/');
    },
    (error) => {
      console.warn('[shell] Код входа не загрузился', error);
      setError(NO_CODE_TEXT);
    },
  );
  return (
    <LoginForm
      form={form}
      notice={loginNoticeFrom(arrival)}
      error={error}
      forgotLink={(className) => (
        <a className={className} href="/password/forget">
          Забыли пароль?
        </a>
      )}
    />
  );
}

/** The chunk with the contracts and the client, asked for once; a failed fetch is asked for again next time. */
export function submitLoader(load: () => Promise<Submit>): () => Promise<Submit> {
  let pending: Promise<Submit> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/**
 * The router state a page loaded without a session starts the form with. At /auth: what the portal's router kept in
 * the history entry (a page reloaded there). Elsewhere, as RequireAuth does: the page asked for is where sign-in
 * returns, and the address becomes /auth, with that state in the entry for a reload.
 */
export function arrivalOf(location: Pick<Location, 'pathname' | 'search' | 'hash'>, history: Pick<History, 'state' | 'replaceState'>): unknown {
  if (isLoginPath(location.pathname)) return routerStateOfPage(history);
  const arrival = { from: `${location.pathname}${location.search}${location.hash}` };
  // The shape react-router's browser history reads back (usr, key, idx).
  history.replaceState({ usr: arrival, key: 'default', idx: 0 }, '', SIGNED_OUT_PATHS.login);
  return arrival;
}

/**
 * Renders the first visit's form into the page's root (index.ts). A form that fails while it renders is taken
 * down and `fallback` (the portal's start) runs in its place, at /auth with the same state.
 */
export function showFirstLogin(fallback: (error: unknown) => void, container: HTMLElement = document.getElementById('root') ?? document.body): void {
  const loadSubmit = submitLoader(() => import(/* webpackChunkName: "first-login-submit" */ './first-login-submit'));
  // Not on focus: the e-mail field takes the focus by itself as the form appears.
  const early = () => {
    void loadSubmit().catch(() => undefined);
    for (const type of ['keydown', 'pointerdown'] as const) document.removeEventListener(type, early, true);
  };
  for (const type of ['keydown', 'pointerdown'] as const) document.addEventListener(type, early, true);
  const arrival = arrivalOf(window.location, window.history);
  const root = createRoot(container, {
    onUncaughtError(error) {
      // After React has finished with the failed render: a root is not unmounted from inside its own work.
      setTimeout(() => {
        root.unmount();
        fallback(error);
      }, 0);
    },
  });
  root.render(
    <StrictMode>
      <FirstLogin loadSubmit={loadSubmit} leave={(path) => window.location.replace(path)} arrival={arrival} />
    </StrictMode>,
  );
}
