/**
 * Unsaved input on screen, and the one question about leaving it (docs/architecture.md «Поведение клиента»). A
 * remote's form holds the guard through `services.navigation.holdLeave` while what it shows differs from what the
 * server has; the shell asks before a move inside the portal (layout/leave-blocker.tsx), before «Выйти», and lets
 * the browser ask before a reload or a closed tab. A session that ended is not asked about: the form keeps its
 * input as a draft instead (services/draft-service.ts).
 */
export interface LeaveGuard {
  hold(unsaved: () => boolean): () => void;
  /** Whether anything on screen would be lost now. */
  held(): boolean;
  /** Asks the user when something is held; true means go on. A second call while asking gets the same answer. */
  confirm(): Promise<boolean>;
  /** The pending question, for the dialog. */
  asking(): boolean;
  answer(leave: boolean): void;
  /** The question lost its reason (the session ended, the move went another way): it closes as «Остаться». */
  cancel(): void;
  subscribe(listener: () => void): () => void;
}

/** The part of `window` the guard needs; tests pass their own, and a non-browser build none. */
export interface UnloadTarget {
  addEventListener(type: 'beforeunload', listener: (event: BeforeUnloadEvent) => void): void;
  removeEventListener(type: 'beforeunload', listener: (event: BeforeUnloadEvent) => void): void;
}

export function createLeaveGuard(target: UnloadTarget | null = typeof window === 'undefined' ? null : window): LeaveGuard {
  const holds = new Set<() => boolean>();
  const listeners = new Set<() => void>();
  let pending: { promise: Promise<boolean>; resolve: (leave: boolean) => void } | null = null;
  const notify = () => listeners.forEach((listener) => listener());
  const held = () => [...holds].some((unsaved) => unsaved());
  const answer = (leave: boolean) => {
    if (!pending) return;
    const { resolve } = pending;
    pending = null;
    resolve(leave);
    notify();
  };

  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!held()) return;
    event.preventDefault();
    // Browsers before the standard preventDefault() (Chromium before 119) ask only when returnValue is set.
    event.returnValue = '';
  };

  return {
    hold(unsaved) {
      // Listening only while a form is on screen: a page with a beforeunload listener is kept from some browsers' back-forward cache.
      if (holds.size === 0) target?.addEventListener('beforeunload', onBeforeUnload);
      holds.add(unsaved);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds.delete(unsaved);
        if (holds.size === 0) target?.removeEventListener('beforeunload', onBeforeUnload);
      };
    },
    held,
    confirm() {
      if (pending) return pending.promise;
      if (!held()) return Promise.resolve(true);
      let resolve: (leave: boolean) => void = () => undefined;
      const promise = new Promise<boolean>((r) => {
        resolve = r;
      });
      pending = { promise, resolve };
      notify();
      return promise;
    },
    asking: () => pending !== null,
    answer,
    cancel: () => answer(false),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
