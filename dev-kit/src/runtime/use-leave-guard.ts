import { useCallback, useEffect, useRef } from 'react';
import { useServices } from './remote-context';

/**
 * A remote's form: while `unsaved` holds, leaving asks first (docs/architecture.md «Поведение клиента»): through the shell's
 * guard a move inside the portal, «Выйти», a reload and a closed tab; a shell without it (contract before 1.2)
 * leaves only the browser's own question before a reload or a closed tab. `release` lets a finished save leave
 * without asking, before the form has re-rendered with what the server now has.
 */
export function useLeaveGuard(unsaved: boolean): { release(): void; released(): boolean } {
  const { navigation } = useServices();
  const state = useRef({ unsaved, released: false });
  useEffect(() => {
    state.current.unsaved = unsaved;
    if (unsaved) state.current.released = false;
  }, [unsaved]);

  const hold = navigation.holdLeave;
  useEffect(() => {
    if (hold) return hold(() => state.current.unsaved && !state.current.released);
    return undefined;
  }, [hold]);
  // The old shell's way: a beforeunload listener only while unsaved (a page with one loses the back-forward cache).
  useEffect(() => {
    if (hold || !unsaved) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      if (state.current.released) return;
      event.preventDefault();
      // Browsers before the standard preventDefault() (Chromium before 119) ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [hold, unsaved]);

  const release = useCallback(() => {
    state.current.released = true;
  }, []);
  const released = useCallback(() => state.current.released, []);
  return { release, released };
}
