import { NavLink } from 'react-router-dom';
import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { fullName } from '@permit/shared-contracts';
import { useShell } from '../app/shell-context';
import { useSessionSnapshot } from '../session/use-session';

/** The account's part of the menu on a phone or a tablet, where the header has no room for it (app-header.tsx). */
export function MenuAccount({ onNavigate }: { onNavigate: () => void }) {
  const { services } = useShell();
  const { user } = useSessionSnapshot();
  return (
    // A named region: everything on the page is inside a landmark, the menu's account part too.
    <Stack as="section" aria-label="Учётная запись" hideFrom="lg" gap="2" px="6" pb="4" pt="3" borderTopWidth="1px" align="start">
      {user && (
        <Text fontSize="sm" fontWeight="semibold">
          {fullName(user)}
        </Text>
      )}
      <Link asChild fontSize="sm" color="blue.700" minH="11" display="inline-flex" alignItems="center">
        <NavLink to="/password" onClick={onNavigate}>
          Сменить пароль
        </NavLink>
      </Link>
      <Button size="sm" variant="outline" onClick={() => services.session.logout()}>
        Выйти
      </Button>
    </Stack>
  );
}
