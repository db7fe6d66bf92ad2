import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { LoginForm } from './login-form';
import { loginNoticeFrom } from './login-notices';
import { redirectFrom, routerStateOfPage } from './login-redirect';
import { useLoginForm } from './use-login-form';

type Submit = typeof import('./first-login-submit');

export const NO_CODE_TEXT = 'Не удалось загрузить вход. Проверьте связь и нажмите «Войти» ещё раз.';

/** Where a first visit goes once signed in: a fresh load of the portal, signed in this time. */
export type Leave = (path: string) => void;

/**
 * A first visit to /auth: the sign-in form alone, with React and the prebuilt stylesheet, no Chakra, router or
 * contracts (zod). They were most of the page's main-thread work before the form could be used on a phone
 * (docs/performance.md «Вход без Chakra»). The contracts and the HTTP client come with the user's first key or
 * tap (`loadSubmit`), or at «Войти». Signed in, the page loads the portal anew: the frame's code is in the
 * browser's cache by then, and the portal starts signed in as on any later visit. A page reloaded at /auth keeps
 * what the portal's router had put in its history entry (`arrival`): the path to return to and the notice.
 */
export function FirstLogin({ loadSubmit, leave, arrival = null }: { loadSubmit: () => Promise<Submit>; leave: Leave; arrival?: unknown }) {
  const [error, setError] = useState<string | null>(null);
  const form = useLoginForm(
    () => loadSubmit().then((m) => m.loginRequestSchema),
    async (values) => {
      setError(null);
      // Loaded already: the form's schema came with it.
      const { firstSignIn } = await loadSubmit();
      const result = await firstSignIn(values);
      if (!result.ok) {
        setError(result.message);
        return;
      }
      leave(redirectFrom(arrival) ?? '/');
      // «Вход…» stays until the page is replaced.
      await new Promise<never>(() => undefined);
    },
    () => setError(NO_CODE_TEXT),
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

/** Renders the first visit's form into the page's root (index.ts). */
export function showFirstLogin(container: HTMLElement = document.getElementById('root') ?? document.body): void {
  const loadSubmit = submitLoader(() => import(/* webpackChunkName: "first-login-submit" */ './first-login-submit'));
  // Not on focus: the e-mail field takes the focus by itself as the form appears.
  const early = () => {
    void loadSubmit().catch(() => undefined);
    for (const type of ['keydown', 'pointerdown'] as const) document.removeEventListener(type, early, true);
  };
  for (const type of ['keydown', 'pointerdown'] as const) document.addEventListener(type, early, true);
  createRoot(container).render(
    <StrictMode>
      <FirstLogin loadSubmit={loadSubmit} leave={(path) => window.location.replace(path)} arrival={routerStateOfPage()} />
    </StrictMode>,
  );
}
