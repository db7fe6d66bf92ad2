import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { Alert, Button, Field, Input, Link, Stack } from '@chakra-ui/react';
import { LIMITS } from '@permit/shared-contracts';
import { useShell } from '../app/shell-context';
import { AuthFrame } from './auth-frame';
import { loginNoticeFrom } from './login-notices';
import { useLogin } from './use-login';
import { useLoginForm } from './use-login-form';

/** The path RequireAuth kept in the router state (AuthRedirectState). */
function redirectFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const { from } = state;
  // Only an in-portal path: a crafted state must not send the user to another site.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/auth') ? from : null;
}

export function LoginScreen() {
  const { sessionStore } = useShell();
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const notice = loginNoticeFrom(location.state);
  const { field, errors, isSubmitting, onSubmit } = useLoginForm(async (values) => {
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
    <AuthFrame title="Вход в систему">
      <form onSubmit={onSubmit} noValidate aria-label="Вход в систему">
        <Stack gap="4">
          {notice && !error && (
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Title>{notice}</Alert.Title>
            </Alert.Root>
          )}
          {error && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          )}
          <Field.Root invalid={!!errors.username} required>
            <Field.Label>Почта</Field.Label>
            <Input type="email" autoComplete="username" autoFocus maxLength={LIMITS.shortText} {...field('username')} />
            <Field.ErrorText>{errors.username}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.password} required>
            <Field.Label>Пароль</Field.Label>
            <Input type="password" autoComplete="current-password" maxLength={LIMITS.shortText} {...field('password')} />
            <Field.ErrorText>{errors.password}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="blue" loading={isSubmitting} loadingText="Вход…">
            Войти
          </Button>
          <Link asChild fontSize="sm" alignSelf="center" minH={{ base: '11', lg: 'auto' }}>
            <RouterLink to="/password/forget">Забыли пароль?</RouterLink>
          </Link>
        </Stack>
      </form>
    </AuthFrame>
  );
}
