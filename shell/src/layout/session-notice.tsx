import { useEffect, useState } from 'react';
import { Alert, Button, HStack } from '@chakra-ui/react';
import { EVENTS } from '@permit/shared-contracts';
import { useShell } from '../app/shell-context';

/**
 * The simple answer to token.roten: tell the user the session may have expired and offer to sign in
 * again (the re-authentication dialog of the spec comes later). roten.hide from anyone hides it.
 */
export function SessionNotice() {
  const { services, logout } = useShell();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const offRotten = services.events.on(EVENTS.tokenRotten, () => setVisible(true));
    const offHide = services.events.on(EVENTS.rottenHide, () => setVisible(false));
    return () => {
      offRotten();
      offHide();
    };
  }, [services.events]);

  if (!visible) return null;
  return (
    <Alert.Root status="warning" role="alert" mb="4">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Сеанс мог истечь</Alert.Title>
        <Alert.Description>Чтобы продолжить работу без ошибок, войдите в систему заново.</Alert.Description>
        <HStack mt="2" gap="2">
          <Button size="sm" colorPalette="blue" onClick={() => logout({ keepReturnLink: true })}>
            Войти заново
          </Button>
          <Button size="sm" variant="outline" onClick={() => services.events.emit(EVENTS.rottenHide, undefined)}>
            Скрыть
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
