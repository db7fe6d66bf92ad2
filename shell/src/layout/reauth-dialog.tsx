import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '@chakra-ui/react/dialog';
import { EVENTS } from '@permit/shared-contracts';
import { useShell } from '../app/shell-context';
import { useConfirmPassword } from '../auth/use-confirm-password';

/**
 * The answer to token.roten (docs/architecture.md «Поведение клиента»): 50 minutes after login the token may be about to
 * expire, so the user confirms the password and keeps working without losing what is on screen.
 * roten.hide, from here or anyone else, closes the dialog.
 */
export function ReauthDialog({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const { services, logout } = useShell();
  const confirm = useConfirmPassword();
  // Mounted by ReauthGate at the first token.roten, which this component's own listener did not hear.
  const [open, setOpen] = useState(initiallyOpen);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const offRotten = services.events.on(EVENTS.tokenRotten, () => {
      setPassword('');
      setError(null);
      setOpen(true);
    });
    const offHide = services.events.on(EVENTS.rottenHide, () => setOpen(false));
    return () => {
      offRotten();
      offHide();
    };
  }, [services.events]);

  const hide = () => services.events.emit(EVENTS.rottenHide, undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError('Введите пароль');
      return;
    }
    setBusy(true);
    const result = await confirm(password);
    setBusy(false);
    setPassword('');
    if (result.ok) hide();
    else setError(result.message);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => (d.open ? setOpen(true) : hide())}
      role="alertdialog"
      closeOnInteractOutside={false}
      size={{ base: 'full', md: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>Подтвердите пароль</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text>Сеанс скоро истечёт. Введите пароль, чтобы продолжить работу без потери данных на экране.</Text>
                  {error && (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Title>{error}</Alert.Title>
                    </Alert.Root>
                  )}
                  <Field.Root invalid={!!error} required>
                    <Field.Label>Пароль</Field.Label>
                    <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} autoFocus />
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="ghost" onClick={() => logout({ keepReturnLink: true })}>
                  Выйти
                </Button>
                <Button variant="outline" onClick={hide}>
                  Позже
                </Button>
                <Button type="submit" colorPalette="blue" loading={busy} loadingText="Проверка…">
                  Подтвердить
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
