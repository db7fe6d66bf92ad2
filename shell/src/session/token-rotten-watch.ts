import { EVENTS, TOKEN_ROTTEN_AFTER_MS, type EventBus } from '@permit/shared-contracts';
import type { SessionStore } from './session-store';

/**
 * Raises token.roten once TOKEN_ROTTEN_AFTER_MS have passed since login (docs/architecture.md «Поведение клиента»), counting from the
 * stored loginTime so a page reload does not restart the clock. Returns a function that stops watching.
 */
export function watchTokenRotten(store: SessionStore, events: EventBus, now: () => number = Date.now): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let watchedLogin: number | null = null;

  const schedule = () => {
    const loginTime = store.getState().user?.loginTime ?? null;
    if (loginTime === watchedLogin) return;
    if (timer) clearTimeout(timer);
    timer = null;
    watchedLogin = loginTime;
    if (loginTime === null) return;
    const delay = Math.max(0, loginTime + TOKEN_ROTTEN_AFTER_MS - now());
    timer = setTimeout(() => {
      timer = null;
      events.emit(EVENTS.tokenRotten, { loginTime });
    }, delay);
  };

  schedule();
  const unsubscribe = store.subscribe(schedule);
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}
