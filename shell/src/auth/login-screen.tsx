import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { loginRequestSchema } from '@permit/shared-contracts';
import { useShell } from '../app/shell-context';
import { LoginForm } from './login-form';
import { loginNoticeFrom } from './login-notices';
import { redirectFrom } from './login-redirect';
import { useLogin } from './use-login';
import { useLoginForm } from './use-login-form';

const schema = () => loginRequestSchema;

/** /auth inside the running portal: after a sign-out, an ended session, or a page RequireAuth sent here. */
export function LoginScreen() {
  const { sessionStore } = useShell();
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const form = useLoginForm(schema, async (values) => {
    setError(null);
    const result = await login(values);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    const target = sessionStore.getState().takeReturnTo() ?? redirectFrom(location.state) ?? '/';
    navigate(target, { replace: true });
  });

  return (
    <LoginForm
      form={form}
      notice={loginNoticeFrom(location.state)}
      error={error}
      forgotLink={(className) => (
        <RouterLink className={className} to="/password/forget">
          Забыли пароль?
        </RouterLink>
      )}
    />
  );
}
