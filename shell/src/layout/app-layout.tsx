import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Box, Flex } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClientFor } from '../app/query-client';
import { useShell } from '../app/shell-context';
import { useSessionSnapshot } from '../session/use-session';
import { OfflineBanner } from '../offline/offline-banner';
import { AppHeader } from './app-header';
import { MenuAccount } from './menu-account';
import { LoadingIndicator } from './loading-indicator';
import { ReauthGate } from './reauth-gate';
import { SideNav } from './side-nav';

const MENU_ID = 'portal-menu';

/**
 * Header, side menu and the current screen, with the react-query cache remotes share. Below the lg breakpoint
 * (phones, tablets) the menu folds behind the header's menu button and holds the account's links too; Escape closes it.
 */
export function AppLayout() {
  const { sessionStore } = useShell();
  const { authorized } = useSessionSnapshot();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <QueryClientProvider client={queryClientFor(sessionStore)}>
      <Flex direction="column" minH="100vh" bg="bg.subtle">
        <AppHeader menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((v) => !v)} menuId={MENU_ID} />
        <Flex flex="1" direction={{ base: 'column', lg: 'row' }}>
          {authorized && (
            <Box
              w={{ base: 'full', lg: '64' }}
              flexShrink={0}
              bg="bg"
              borderRightWidth={{ base: '0', lg: '1px' }}
              borderBottomWidth={{ base: '1px', lg: '0' }}
              hideBelow={menuOpen ? undefined : 'lg'}
              onKeyDown={(event) => {
                if (event.key !== 'Escape' || !menuOpen) return;
                setMenuOpen(false);
                document.querySelector<HTMLElement>(`[aria-controls="${MENU_ID}"]`)?.focus();
              }}
            >
              <SideNav id={MENU_ID} onNavigate={() => setMenuOpen(false)} />
              {/* Only while open: on a desktop the header keeps the account's links, and one page has one «Выйти». */}
              {menuOpen && <MenuAccount onNavigate={() => setMenuOpen(false)} />}
            </Box>
          )}
          <Box as="main" flex="1" minW="0" p={{ base: '3', md: '6' }} overflowWrap="break-word">
            {authorized && <ReauthGate />}
            <OfflineBanner />
            <Suspense fallback={<LoadingIndicator />}>
              <Outlet />
            </Suspense>
          </Box>
        </Flex>
      </Flex>
    </QueryClientProvider>
  );
}
