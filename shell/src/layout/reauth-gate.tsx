import { Component, useEffect, useState, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import { EVENTS, TOKEN_ROTTEN_AFTER_MS } from '@permit/shared-contracts';
import { loadable } from '@permit/dev-kit/loadable';
import { useShell } from '../app/shell-context';

// Chakra's dialog machinery (focus trap, dismissal, the zag machine) is needed about 50 minutes after a sign-in,
// if ever: it is not part of the page's first code, and is fetched once the page has had time to settle.
const ReauthDialog = loadable(() => import('./reauth-dialog').then((m) => m.ReauthDialog), null);
/** How long after a signed-in page mounts the dialog's code is fetched: after the page's own requests. */
const PRELOAD_AFTER_MS = 5_000;
/**
 * token.roten when the dialog's code cannot be loaded. Only the signed-in frame shows it, so it is the shell's own
 * text, not the contract's: the contract is part of the sign-in page's code (docs/performance.md, its JS budget).
 */
export const REAUTH_UNAVAILABLE = 'Срок входа истекает, а окно подтверждения пароля не загрузилось. Сохраните введённое и войдите снова.';

/**
 * Should the dialog's code still be missing when it is needed (a release replaced the files and the network is
 * gone), the page must not give way to an error screen and lose what the user typed: a short alert says what to do.
 */
class DialogBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box role="alert" mb="3" p="3" borderWidth="1px" borderColor="border.warning" bg="bg.warning" rounded="md">
        {REAUTH_UNAVAILABLE}
      </Box>
    );
  }
}

/**
 * Mounts the re-authentication dialog at the first token.roten, open; from then on the dialog answers the events itself.
 * A page loaded after that moment mounts it open at once: the watch (session/token-rotten-watch.ts) raised the event
 * while the shell was still starting, before this frame was there to hear it.
 */
export function ReauthGate() {
  const { services, sessionStore } = useShell();
  const [state, setState] = useState<'idle' | 'open' | 'closed'>(() => {
    const loginTime = sessionStore.getState().user?.loginTime;
    return loginTime !== undefined && loginTime + TOKEN_ROTTEN_AFTER_MS <= Date.now() ? 'open' : 'idle';
  });
  useEffect(() => {
    const offRotten = services.events.on(EVENTS.tokenRotten, () => setState((s) => (s === 'closed' || s === 'idle' ? 'open' : s)));
    // A roten.hide while the dialog's code is still on its way: it mounts closed.
    const offHide = services.events.on(EVENTS.rottenHide, () => setState((s) => (s === 'open' ? 'closed' : s)));
    // A failed fetch is tried again when the dialog is needed.
    const preload = setTimeout(() => void ReauthDialog.preload().catch(() => undefined), PRELOAD_AFTER_MS);
    return () => {
      clearTimeout(preload);
      offRotten();
      offHide();
    };
  }, [services.events]);
  if (state === 'idle') return null;
  return (
    <DialogBoundary>
      <ReauthDialog initiallyOpen={state === 'open'} />
    </DialogBoundary>
  );
}
