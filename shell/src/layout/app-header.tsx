import { NavLink } from 'react-router-dom';
import { Box, Button, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { REMOTE_NAMES, fullName } from '@permit/shared-contracts';
import { useShell } from '../app/shell-context';
import { RemotePart } from '../federation/remote-part';
import { useSessionSnapshot } from '../session/use-session';

interface Props {
  menuOpen: boolean;
  onToggleMenu: () => void;
  menuId: string;
}

export function AppHeader({ menuOpen, onToggleMenu, menuId }: Props) {
  const { services } = useShell();
  const { authorized, user } = useSessionSnapshot();

  return (
    <Flex as="header" align="center" gap="4" px={{ base: '3', md: '6' }} py="3" bg="bg" borderBottomWidth="1px" wrap="wrap">
      {authorized && (
        <Button hideFrom="md" size="sm" variant="outline" aria-expanded={menuOpen} aria-controls={menuId} onClick={onToggleMenu}>
          Меню
        </Button>
      )}
      <Link asChild color="blue.700" fontWeight="bold" fontSize="lg" textDecoration="none" _hover={{ textDecoration: 'none' }}>
        <NavLink to="/">Наряд-допуски</NavLink>
      </Link>
      {authorized && (
        <HStack gap="4" flex="1" justify="flex-end" wrap="wrap">
          <Box>
            <RemotePart remote={REMOTE_NAMES.notifications} part="header.statusCounts" basePath="/" variant="inline" label="Счётчики" />
          </Box>
          <Box>
            <RemotePart remote={REMOTE_NAMES.notifications} part="header.notifications" basePath="/" variant="inline" label="Уведомления" />
          </Box>
          {user && (
            <Text fontSize="sm" display={{ base: 'none', sm: 'block' }} aria-label="Пользователь">
              {fullName(user)}
            </Text>
          )}
          <Link asChild fontSize="sm" color="blue.700">
            <NavLink to="/password">Сменить пароль</NavLink>
          </Link>
          <Button size="sm" variant="outline" onClick={() => services.session.logout()}>
            Выйти
          </Button>
        </HStack>
      )}
      {!authorized && (
        <Box flex="1" textAlign="right">
          <Link asChild color="blue.700">
            <NavLink to="/auth">Войти</NavLink>
          </Link>
        </Box>
      )}
    </Flex>
  );
}
