import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Box, Flex } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClientFor } from '../app/query-client';
import { useShell } from '../app/shell-context';
import { useSessionSnapshot } from '../session/use-session';
import { AppHeader } from './app-header';
import { LoadingIndicator } from './loading-indicator';
import { ReauthDialog } from './reauth-dialog';
import { SideNav } from './side-nav';

const MENU_ID = 'portal-menu';

/** Header, side menu and the current screen, with the react-query cache remotes share; the menu folds away on narrow screens. */
export function AppLayout() {
  const { sessionStore } = useShell();
  const { authorized } = useSessionSnapshot();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <QueryClientProvider client={queryClientFor(sessionStore)}>
      <Flex direction="column" minH="100vh" bg="bg.subtle">
        <AppHeader menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((v) => !v)} menuId={MENU_ID} />
        <Flex flex="1" direction={{ base: 'column', md: 'row' }}>
          {authorized && (
            <Box
              w={{ base: 'full', md: '64' }}
              flexShrink={0}
              bg="bg"
              borderRightWidth={{ base: '0', md: '1px' }}
              borderBottomWidth={{ base: '1px', md: '0' }}
              hideBelow={menuOpen ? undefined : 'md'}
            >
              <SideNav id={MENU_ID} onNavigate={() => setMenuOpen(false)} />
            </Box>
          )}
          <Box as="main" flex="1" minW="0" p={{ base: '3', md: '6' }}>
            {authorized && <ReauthDialog />}
            <Suspense fallback={<LoadingIndicator />}>
              <Outlet />
            </Suspense>
          </Box>
        </Flex>
      </Flex>
    </QueryClientProvider>
  );
}
