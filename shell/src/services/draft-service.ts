import { z } from 'zod';
import { STORAGE_KEYS, type DraftService } from '@permit/shared-contracts';
import type { SessionStore } from '../session/session-store';
import type { KeyValueStorage } from '../session/session-storage';

/** A draft older than a working day is not offered: the permit and its circumstances have moved on. */
export const DRAFT_MAX_AGE_MS = 12 * 60 * 60 * 1000;

const storedDraftsSchema = z.object({
  owner: z.number().int(),
  // `tab`: the tab that kept the entry (session/tab-identity.ts); none in what an earlier shell kept.
  entries: z.record(z.string(), z.object({ at: z.number(), value: z.unknown(), tab: z.string().optional() })),
});
type StoredDrafts = z.infer<typeof storedDraftsSchema>;

export interface ShellDrafts extends DraftService {
  keptHere(key: string): boolean;
  /** «Выйти»: what is kept goes, and nothing is kept until the next sign-in. */
  discardAll(): void;
  dispose(): void;
}

/**
 * Forms' input kept across a session that ended under them (docs/architecture.md «Поведение клиента»). The
 * drafts belong to the user whose session it was: the session is already cleared when the form unmounts, so the
 * last signed-in user is remembered here. Only that user reads them back; another user's sign-in and «Выйти»
 * discard them.
 */
export function createDraftService(
  store: SessionStore,
  storage: KeyValueStorage | null,
  now: () => number = Date.now,
  /**
   * Loads this tab's identity (session/tab-identity.ts): undefined while it is not known yet. Started when the tab is
   * signed in or brings kept drafts along, so the sign-in page of a fresh visit loads none of it.
   */
  identify?: () => Promise<() => string | undefined>,
): ShellDrafts {
  // null: no identity (not loaded, or its code failed): drafts are kept and read as before tabs were told apart.
  let tab: () => string | null | undefined = () => null;
  let identifying = false;
  const identifyTab = () => {
    if (identifying || !identify) return;
    identifying = true;
    identify().then(
      (identity) => void (tab = identity),
      // Asked again on the next sign-in.
      () => void (identifying = false),
    );
  };
  let lastUser: number | null = store.getState().user?.user_id ?? null;
  let sealed = false;

  const read = (): StoredDrafts | null => {
    try {
      const raw = storage?.getItem(STORAGE_KEYS.drafts);
      if (!raw) return null;
      const parsed = storedDraftsSchema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  };
  const write = (drafts: StoredDrafts | null) => {
    try {
      if (drafts && Object.keys(drafts.entries).length > 0) storage?.setItem(STORAGE_KEYS.drafts, JSON.stringify(drafts));
      else storage?.removeItem(STORAGE_KEYS.drafts);
    } catch (error) {
      // A full storage: the draft is lost as it would have been without this service, and the console says so.
      console.warn('[shell] Не удалось сохранить черновик формы', error);
    }
  };

  const fresh = (entries: StoredDrafts['entries']) =>
    Object.fromEntries(Object.entries(entries).filter(([, entry]) => now() - entry.at <= DRAFT_MAX_AGE_MS));
  // A tab that opens signed in as someone else (a reload after another sign-in, a duplicated tab) keeps no one else's.
  const atStart = read();
  if (atStart && lastUser !== null && atStart.owner !== lastUser) write(null);
  else if (atStart) write({ owner: atStart.owner, entries: fresh(atStart.entries) });
  if (atStart || lastUser !== null) identifyTab();

  // The signed-in user as last seen, to tell a sign-in from any other change of the session.
  let current = lastUser;
  const unsubscribe = store.subscribe((state) => {
    const user = state.authorized ? (state.user?.user_id ?? null) : null;
    if (user === current) return;
    current = user;
    if (user === null) return;
    // A sign-in by someone else: the earlier user's drafts are not theirs to see.
    if (read()?.owner !== user) write(null);
    lastUser = user;
    sealed = false;
    identifyTab();
  });

  const signedInUser = () => {
    const state = store.getState();
    return state.authorized ? (state.user?.user_id ?? null) : null;
  };

  return {
    keep(key, value) {
      const owner = signedInUser() ?? lastUser;
      if (sealed || owner === null) return;
      const stored = read();
      const entries = stored?.owner === owner ? fresh(stored.entries) : {};
      const keptBy = tab();
      write({ owner, entries: { ...entries, [key]: { at: now(), value, ...(typeof keptBy === 'string' ? { tab: keptBy } : {}) } } });
    },
    read(key) {
      const user = signedInUser();
      const stored = read();
      if (user === null || stored?.owner !== user) return undefined;
      const entry = stored.entries[key];
      return entry && now() - entry.at <= DRAFT_MAX_AGE_MS ? entry.value : undefined;
    },
    keptHere(key) {
      const entry = read()?.entries[key];
      if (entry === undefined) return false;
      const own = tab();
      // Not known yet (a duplicate's first seconds): another key is the safe side; no identity at all: as before.
      return entry.tab === undefined || own === null || entry.tab === own;
    },
    drop(key) {
      const stored = read();
      if (!stored || !(key in stored.entries)) return;
      const { [key]: _dropped, ...rest } = stored.entries;
      write({ owner: stored.owner, entries: rest });
    },
    discardAll() {
      sealed = true;
      write(null);
    },
    dispose: unsubscribe,
  };
}
