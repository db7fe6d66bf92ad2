import { useEffect, useState } from 'react';
import { EVENTS } from '@permit/shared-contracts';
import { loadable } from '@permit/dev-kit/loadable';
import { useShell } from '../app/shell-context';

// Chakra's dialog machinery (focus trap, dismissal, the zag machine) is needed about 50 minutes after a sign-in,
// if ever: it loads then, not with every signed-in page.
const ReauthDialog = loadable(() => import('./reauth-dialog').then((m) => m.ReauthDialog), null);

/** Mounts the re-authentication dialog at the first token.roten, open; from then on the dialog answers the events itself. */
export function ReauthGate() {
  const { services } = useShell();
  const [state, setState] = useState<'idle' | 'open' | 'closed'>('idle');
  useEffect(() => {
    const offRotten = services.events.on(EVENTS.tokenRotten, () => setState((s) => (s === 'idle' ? 'open' : s)));
    // A roten.hide while the dialog's code is still on its way: it mounts closed.
    const offHide = services.events.on(EVENTS.rottenHide, () => setState((s) => (s === 'open' ? 'closed' : s)));
    return () => {
      offRotten();
      offHide();
    };
  }, [services.events]);
  return state === 'idle' ? null : <ReauthDialog initiallyOpen={state === 'open'} />;
}
