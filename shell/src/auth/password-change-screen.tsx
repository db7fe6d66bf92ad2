import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Field, Heading, Input, Stack } from '@chakra-ui/react';
import { API_MESSAGES, ApiError, ERROR_TEXTS, EVENTS, endpoints, LIMITS, passwordNewSchema } from '@permit/shared-contracts';
import { useShell } from '../app/shell-context';
import { NewPasswordFields, PASSWORD_MISMATCH, confirmMatches } from './new-password-fields';

// The contract's rules plus a confirmation, which only the form knows about. The server refuses a new password
// equal to the old one as a 400 too, which this screen would read as a wrong old password: the form says it first.
const formSchema = passwordNewSchema
  .extend({ confirm: passwordNewSchema.shape.old_password })
  .refine(confirmMatches, { path: ['confirm'], message: PASSWORD_MISMATCH })
  .refine((v) => v.new_password !== v.old_password, { path: ['new_password'], message: ERROR_TEXTS.passwordSameAsOld });
type PasswordForm = { old_password: string; new_password: string; confirm: string };

export function PasswordChangeScreen() {
  const { services } = useShell();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordForm>({ resolver: zodResolver(formSchema), defaultValues: { old_password: '', new_password: '', confirm: '' } });

  const onSubmit = handleSubmit(async ({ old_password, new_password }) => {
    setError(null);
    try {
      await services.api.call(endpoints.users.passwordNew, { body: { old_password, new_password } });
      navigate('/', { replace: true });
    } catch (e) {
      if (e instanceof ApiError && e.status === 400) {
        services.events.emit(EVENTS.wrongPass, { message: ERROR_TEXTS.passwordWrongOld });
        setError(ERROR_TEXTS.passwordWrongOld);
      } else if (e instanceof ApiError && e.status === 409) {
        // The server's own words: a renewed session's stale page, to reload and repeat.
        setError(e.message);
      } else if (e instanceof ApiError && e.status === 429) {
        setError(API_MESSAGES.tooManyRequests);
      } else if (e instanceof ApiError && e.status === 0 && e.code === 'NETWORK') {
        // A network error here ends the session like a 401 does (docs/architecture.md «Поведение клиента»).
        services.session.logout();
      } else if (e instanceof ApiError && e.code === 'OFFLINE') {
        // Refused before sending, the browser being offline: the session stays, the fields keep their values.
        setError(e.message);
      } else if (!(e instanceof ApiError && e.status === 401)) {
        setError(ERROR_TEXTS.saveFailed);
      }
    }
  });

  return (
    <Stack gap="6" maxW="md">
      <Heading as="h1" size="xl">
        Смена пароля
      </Heading>
      <form onSubmit={onSubmit} noValidate aria-label="Смена пароля">
        <Stack gap="4">
          {error && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          )}
          <Field.Root invalid={!!errors.old_password} required>
            <Field.Label>Текущий пароль</Field.Label>
            <Input type="password" autoComplete="current-password" maxLength={LIMITS.shortText} {...register('old_password')} />
            <Field.ErrorText>{errors.old_password ? 'Укажите текущий пароль' : null}</Field.ErrorText>
          </Field.Root>
          <NewPasswordFields newPassword={register('new_password')} confirm={register('confirm')} errors={errors} />
          <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={isSubmitting} loadingText="Сохранение…">
            Сменить пароль
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
