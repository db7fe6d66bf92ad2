import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClientFor } from '../app/query-client';
import { useShell } from '../app/shell-context';
import { useSessionSnapshot } from '../session/use-session';
import { OfflineBanner } from '../offline/offline-banner';
import { AppHeader } from './app-header';
import { FRAME } from './frame-css';
import { MenuAccount } from './menu-account';
import { LeaveBlocker } from './leave-blocker';
import { LoadingIndicator } from './loading-indicator';
import { ReauthGate } from './reauth-gate';
import { SideNav } from './side-nav';

const MENU_ID = 'portal-menu';

/**
 * Header, side menu and the current screen, with the react-query cache remotes share. Below the lg breakpoint
 * (phones, tablets) the menu folds behind the header's menu button and holds the account's links too; Escape closes it.
 * Plain elements styled by the prebuilt frame rules (frame-css.ts): no style is resolved for them on a page load.
 */
export function AppLayout() {
  const { sessionStore } = useShell();
  const { authorized } = useSessionSnapshot();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <QueryClientProvider client={queryClientFor(sessionStore)}>
      {/* Escape is heard on the frame, for the menu and the header's menu button (which is outside the menu); an
          Escape meant for something else (a list, a dialog, which may reach here through a portal) is not the menu's. */}
      <div
        className={FRAME.root}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !menuOpen || event.defaultPrevented) return;
          if (!(event.target instanceof Element) || !event.target.closest(`.${FRAME.menu}, [aria-controls="${MENU_ID}"]`)) return;
          setMenuOpen(false);
          document.querySelector<HTMLElement>(`[aria-controls="${MENU_ID}"]`)?.focus();
        }}
      >
        <AppHeader menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((v) => !v)} menuId={MENU_ID} />
        <div className={FRAME.body}>
          {authorized && (
            <div className={FRAME.menu} data-open={menuOpen || undefined}>
              <SideNav id={MENU_ID} onNavigate={() => setMenuOpen(false)} />
              {/* Only while open: on a desktop the header keeps the account's links, and one page has one «Выйти». */}
              {menuOpen && <MenuAccount onNavigate={() => setMenuOpen(false)} />}
            </div>
          )}
          <main className={FRAME.main}>
            {authorized && <ReauthGate />}
            <LeaveBlocker />
            <OfflineBanner />
            <Suspense fallback={<LoadingIndicator />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      </div>
    </QueryClientProvider>
  );
}
