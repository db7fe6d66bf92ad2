import { Component, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { loadable } from '@permit/dev-kit/loadable';
import { useShell } from '../app/shell-context';
import type { LeaveGuard } from '../services/leave-guard';

// Fetched a while after a signed-in page mounts, as the re-authentication dialog (reauth-gate.tsx): a form typed
// on a weak signal should not wait for the question's code when the user taps a menu link.
const LeaveDialog = loadable(() => import('./leave-dialog').then((m) => m.LeaveDialog), null);
const PRELOAD_AFTER_MS = 5_000;

/**
 * Should the dialog's code be missing when it is needed (offline after a release), the browser's own question
 * asks instead: the move must neither go unasked nor leave the user stuck.
 */
class AskNatively extends Component<{ guard: LeaveGuard; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    void import('./leave-dialog')
      .then((m) => `${m.LEAVE_TEXTS.title} ${m.LEAVE_TEXTS.body}`)
      .catch(() => 'Уйти без сохранения? Введённое на этой странице не сохранено и пропадёт.')
      .then((question) => {
        this.props.guard.answer(window.confirm(question));
        this.setState({ failed: false });
      });
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Asks before a move inside the portal leaves unsaved input (services/leave-guard.ts): a menu link, «Назад»,
 * a form's «Отмена». A session that ended is let through: the form keeps its input as a draft.
 */
export function LeaveBlocker() {
  const { leaveGuard, sessionStore } = useShell();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      sessionStore.getState().authorized &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search) &&
      leaveGuard.held(),
  );
  // Whether the open question is this blocker's: a move that went another way (a save's own navigation) or a
  // layout that left (the session ended) must not leave it open, to be answered later for something else.
  const askedHere = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked') {
      if (askedHere.current) leaveGuard.cancel();
      askedHere.current = false;
      return undefined;
    }
    let live = true;
    askedHere.current = true;
    void leaveGuard.confirm().then((leave) => {
      if (!live) return;
      askedHere.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      live = false;
    };
  }, [blocker, leaveGuard]);
  useEffect(() => {
    const preload = setTimeout(() => void LeaveDialog.preload().catch(() => undefined), PRELOAD_AFTER_MS);
    return () => {
      clearTimeout(preload);
      leaveGuard.cancel();
    };
  }, [leaveGuard]);
  const asking = useSyncExternalStore(leaveGuard.subscribe, leaveGuard.asking);
  // The dialog goes away unmounted rather than closed: the focus goes back to what was asked about (the link,
  // «Отмена», «Выйти»), when the user stays and it is still on the page.
  const askedFrom = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (asking) {
      askedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    const from = askedFrom.current;
    askedFrom.current = null;
    if (from?.isConnected) from.focus();
  }, [asking]);
  if (!asking) return null;
  return (
    <AskNatively guard={leaveGuard}>
      <LeaveDialog onAnswer={leaveGuard.answer} />
    </AskNatively>
  );
}
