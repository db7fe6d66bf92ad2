import { NavLink } from 'react-router-dom';
import { Box, Button, Flex, HStack, Icon, IconButton, Link, Text } from '@chakra-ui/react';
import { REMOTE_NAMES, fullName } from '@permit/shared-contracts';
import { useShell } from '../app/shell-context';
import { RemotePart } from '../federation/remote-part';
import { useSessionSnapshot } from '../session/use-session';

interface Props {
  menuOpen: boolean;
  onToggleMenu: () => void;
  menuId: string;
}

/**
 * Below the lg breakpoint (phones, tablets) the header is one row: the menu button, the counts and the bell; the
 * user's name, «Сменить пароль» and «Выйти» move into the menu (app-layout.tsx), the title off a phone's row.
 */
export function AppHeader({ menuOpen, onToggleMenu, menuId }: Props) {
  const { services } = useShell();
  const { authorized, user } = useSessionSnapshot();

  return (
    <Flex
      as="header"
      align="center"
      gap={{ base: '2', lg: '4' }}
      px={{ base: '2', md: '6' }}
      py={{ base: '1', lg: '3' }}
      bg="bg"
      borderBottomWidth="1px"
      wrap={{ base: 'nowrap', lg: 'wrap' }}
    >
      {authorized && (
        <IconButton hideFrom="lg" size="sm" variant="ghost" aria-label="Меню" aria-expanded={menuOpen} aria-controls={menuId} onClick={onToggleMenu}>
          <Icon boxSize="5" aria-hidden>
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              {menuOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 6h16M4 12h16M4 18h16" />}
            </svg>
          </Icon>
        </IconButton>
      )}
      <Link
        asChild
        color="blue.700"
        fontWeight="bold"
        fontSize="lg"
        textDecoration="none"
        whiteSpace="nowrap"
        _hover={{ textDecoration: 'none' }}
        hideBelow={authorized ? 'md' : undefined}
      >
        <NavLink to="/">Наряд-допуски</NavLink>
      </Link>
      {authorized && (
        <HStack
          gap={{ base: '1', lg: '4' }}
          flex="1"
          minW="0"
          justify="flex-end"
          wrap={{ base: 'nowrap', lg: 'wrap' }}
          // The remotes' header links («Мои задачи») are a finger's 44 px high on a phone or a tablet too.
          // No `display` here: it would outrank the hidden links' hideBelow.
          css={{ '& a': { minH: { lgDown: '11' } } }}
        >
          <Box>
            <RemotePart remote={REMOTE_NAMES.notifications} part="header.statusCounts" basePath="/" variant="inline" label="Счётчики" />
          </Box>
          <Box>
            <RemotePart remote={REMOTE_NAMES.notifications} part="header.notifications" basePath="/" variant="inline" label="Уведомления" />
          </Box>
          {user && (
            <Text fontSize="sm" hideBelow="lg" aria-label="Пользователь">
              {fullName(user)}
            </Text>
          )}
          <Link asChild fontSize="sm" color="blue.700" hideBelow="lg">
            <NavLink to="/password">Сменить пароль</NavLink>
          </Link>
          <Button size="sm" variant="outline" hideBelow="lg" onClick={() => services.session.logout()}>
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
