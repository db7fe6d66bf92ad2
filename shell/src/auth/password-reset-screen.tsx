import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { Alert, Button, Link, Stack, Text } from '@chakra-ui/react';
import { API_MESSAGES, ApiError, ERROR_TEXTS, endpoints, passwordResetSchema } from '@permit/shared-contracts';
import { useShell } from '../app/shell-context';
import { AuthFrame } from './auth-frame';
import { NewPasswordFields, PASSWORD_MISMATCH, confirmMatches } from './new-password-fields';
import type { LoginNotice } from './login-notices';

// The contract's rule for the new password plus a confirmation, which only the form knows about.
const formSchema = passwordResetSchema
  .pick({ new_password: true })
  .extend({ confirm: passwordResetSchema.shape.new_password })
  .refine(confirmMatches, { path: ['confirm'], message: PASSWORD_MISMATCH });
type ResetForm = { new_password: string; confirm: string };

/** The token of a mailed link: `/password/reset#token=…` (a fragment reaches no server and no Referer). */
function tokenFrom(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() ?? '';
  return passwordResetSchema.shape.token.safeParse(token).success ? token : null;
}

/** The request for a new link, where every dead end of this screen leads. */
function NewLinkLink() {
  return (
    <Link asChild alignSelf="center" minH={{ lgDown: '11' }}>
      <RouterLink to="/password/forget">Запросить новую ссылку</RouterLink>
    </Link>
  );
}

/**
 * The screen the reset mail's link opens: a new password twice. The token is read once and then taken
 * out of the address bar, so it is not left in the history; the server decides whether it still works.
 */
export function PasswordResetScreen() {
  const { services } = useShell();
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenFrom(location.hash));
  const [linkDead, setLinkDead] = useState(token === null);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetForm>({ resolver: zodResolver(formSchema), defaultValues: { new_password: '', confirm: '' } });

  useEffect(() => {
    if (location.hash) navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  const onSubmit = handleSubmit(async ({ new_password }) => {
    if (token === null) return;
    setError(null);
    try {
      await services.api.call(endpoints.users.passwordReset, { body: { token, new_password } });
      navigate('/auth', { replace: true, state: { notice: 'passwordReset' satisfies LoginNotice } });
    } catch (e) {
      if (e instanceof ApiError && e.code === 'RESET_LINK_INVALID') setLinkDead(true);
      else if (e instanceof ApiError && (e.status === 400 || e.status === 429)) setError(e.message);
      else if (e instanceof ApiError && e.status === 0 && e.code === 'NETWORK') setError(ERROR_TEXTS.networkError);
      else setError(ERROR_TEXTS.saveFailed);
    }
  });

  if (linkDead) {
    return (
      <AuthFrame title="Новый пароль">
        <Stack gap="4">
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{API_MESSAGES.resetLinkInvalid}</Alert.Title>
          </Alert.Root>
          <NewLinkLink />
        </Stack>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title="Новый пароль">
      <form onSubmit={onSubmit} noValidate aria-label="Смена пароля по ссылке">
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            Придумайте новый пароль (не менее 8 символов). Ссылка из письма действует один раз.
          </Text>
          {error && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          )}
          <NewPasswordFields newPassword={register('new_password')} confirm={register('confirm')} errors={errors} autoFocus />
          <Button type="submit" colorPalette="blue" size="lg" loading={isSubmitting} loadingText="Сохранение…">
            Сохранить пароль
          </Button>
          <NewLinkLink />
        </Stack>
      </form>
    </AuthFrame>
  );
}
