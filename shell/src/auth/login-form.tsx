import { useId, type ReactNode } from 'react';
import { LIMITS } from '@permit/shared-contracts/src/constants';
import { AuthFrame } from './auth-frame';
import { AUTH } from './login-css';
import type { useLoginForm } from './use-login-form';

type Form = ReturnType<typeof useLoginForm>;

interface Props {
  form: Form;
  /** What the screen says on arrival (login-notices.ts), shown unless there is an error. */
  notice?: string | null;
  error: string | null;
  /** «Забыли пароль?»: the router's link in the portal, a plain one on a first visit. */
  forgotLink: (className: string) => ReactNode;
}

/**
 * The sign-in form: plain elements styled by the prebuilt rules of login-css.ts, so a first visit shows it with
 * no Chakra on the page (first-login.tsx). The portal's /auth route renders the same form (login-screen.tsx).
 */
export function LoginForm({ form, notice, error, forgotLink }: Props) {
  const { field, errors, isSubmitting, onSubmit } = form;
  const id = useId();
  const input = (name: 'username' | 'password', label: string, type: string, autoComplete: string, autoFocus = false) => {
    const message = errors[name];
    const errorId = `${id}-${name}-error`;
    return (
      <div data-field="">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          type={type}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          required
          maxLength={LIMITS.shortText}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          {...field(name)}
        />
        {message && (
          // A live region as Chakra's Field.ErrorText: a change while the user types is announced (the first wrong
          // field also takes the focus, with the error as its description).
          <span data-error="" id={errorId} aria-live="polite">
            {message}
          </span>
        )}
      </div>
    );
  };
  return (
    <AuthFrame title="Вход в систему">
      <form className={AUTH.form} onSubmit={onSubmit} noValidate aria-label="Вход в систему">
        {notice && !error && (
          <div className={AUTH.alert} data-status="success" role="status">
            <p>{notice}</p>
          </div>
        )}
        {error && (
          <div className={AUTH.alert} data-status="error" role="alert">
            <p>{error}</p>
          </div>
        )}
        {input('username', 'Почта', 'email', 'username', true)}
        {input('password', 'Пароль', 'password', 'current-password')}
        <button type="submit" className={AUTH.submit} disabled={isSubmitting} data-loading={isSubmitting ? '' : undefined}>
          {isSubmitting ? 'Вход…' : 'Войти'}
        </button>
        {forgotLink(AUTH.forgot)}
      </form>
    </AuthFrame>
  );
}
