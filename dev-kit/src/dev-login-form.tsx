import { useState, type FormEvent } from 'react';
import { Alert, Button, chakra, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { ApiError, endpoints, ERROR_TEXTS, loginRequestSchema, type ApiClient, type LoginResponse } from '@permit/shared-contracts';

interface DevLoginFormProps {
  api: ApiClient;
  onSignedIn: (login: LoginResponse) => void;
}

type FieldErrors = Partial<Record<'username' | 'password', string>>;

/** 403 means wrong credentials; anything else is a generic login failure (docs/architecture.md «Поведение клиента»). */
function loginErrorText(error: unknown): string {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return ERROR_TEXTS.loginWrongCredentials;
  return ERROR_TEXTS.loginFailed;
}

/** The dev page's own sign-in: the real login screen belongs to the shell. */
export function DevLoginForm({ api, onSignedIn }: DevLoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = loginRequestSchema.safeParse({ username, password });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'username' || key === 'password') && !errors[key]) errors[key] = issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setError(null);
    setPending(true);
    try {
      onSignedIn(await api.call(endpoints.users.login, { body: parsed.data }));
    } catch (e) {
      setError(loginErrorText(e));
    } finally {
      setPending(false);
    }
  }

  return (
    <chakra.form onSubmit={submit} noValidate maxW="sm" mx="auto" mt="12" aria-labelledby="dev-login-title">
      <Stack gap="4">
        <Heading id="dev-login-title" size="lg">
          Вход (автономный стенд)
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Вход через API портала. Оболочка портала при этом не используется.
        </Text>
        <Field.Root required invalid={Boolean(fieldErrors.username)}>
          <Field.Label>Почта</Field.Label>
          <Input type="email" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
          <Field.ErrorText>{fieldErrors.username}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(fieldErrors.password)}>
          <Field.Label>Пароль</Field.Label>
          <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          <Field.ErrorText>{fieldErrors.password}</Field.ErrorText>
        </Field.Root>
        {error && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" loading={pending} loadingText="Вход…">
          Войти
        </Button>
      </Stack>
    </chakra.form>
  );
}
