import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import { ApiError, ERROR_TEXTS, endpoints, LIMITS, passwordForgetSchema } from '@permit/shared-contracts';
import { useShell } from '../app/shell-context';
import { AuthFrame } from './auth-frame';

type ForgetForm = { e_mail: string; username: string };

export function PasswordForgetScreen() {
  const { services } = useShell();
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgetForm>({ resolver: zodResolver(passwordForgetSchema), defaultValues: { e_mail: '', username: '' } });

  const onSubmit = handleSubmit(async (body) => {
    setOutcome(null);
    try {
      await services.api.call(endpoints.users.passwordForget, { body });
      setOutcome('sent');
    } catch (error) {
      // A 401 here logs the user out.
      if (error instanceof ApiError && error.status === 401) services.session.logout();
      setOutcome('failed');
    }
  });

  return (
    <AuthFrame title="Восстановление пароля">
      {outcome === 'sent' ? (
        <Stack gap="4">
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>Если почта и логин указаны верно, на почту отправлена ссылка для смены пароля.</Alert.Title>
          </Alert.Root>
          <Text fontSize="sm" color="fg.muted">
            Ссылка действует 30 минут и только один раз. Пока вы не задали новый пароль, прежний продолжает действовать. Если письма долго нет,
            проверьте папку «Спам».
          </Text>
          <Link asChild alignSelf="center" minH={{ lgDown: '11' }}>
            <RouterLink to="/auth">Вернуться ко входу</RouterLink>
          </Link>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Восстановление пароля">
          <Stack gap="4">
            <Text fontSize="sm" color="fg.muted">
              Укажите почту и логин учётной записи — на почту придёт ссылка для смены пароля.
            </Text>
            {outcome === 'failed' && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{ERROR_TEXTS.passwordForgetFailed}</Alert.Title>
              </Alert.Root>
            )}
            <Field.Root invalid={!!errors.e_mail} required>
              <Field.Label>Почта</Field.Label>
              <Input type="email" autoComplete="email" autoFocus maxLength={LIMITS.shortText} {...register('e_mail')} />
              <Field.ErrorText>{errors.e_mail?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.username} required>
              <Field.Label>Логин</Field.Label>
              <Input autoComplete="username" maxLength={LIMITS.shortText} {...register('username')} />
              <Field.ErrorText>{errors.username ? 'Укажите логин' : null}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" colorPalette="blue" loading={isSubmitting} loadingText="Отправка…">
              Восстановить пароль
            </Button>
            <Link asChild fontSize="sm" alignSelf="center" minH={{ lgDown: '11' }}>
              <RouterLink to="/auth">Вернуться ко входу</RouterLink>
            </Link>
          </Stack>
        </form>
      )}
    </AuthFrame>
  );
}
