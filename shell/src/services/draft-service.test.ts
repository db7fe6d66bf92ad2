import { STORAGE_KEYS } from '@permit/shared-contracts';
import { createSessionStore } from '../session/session-store';
import { LOGIN_RESPONSE, MemoryStorage, signedInStorage } from '../test-utils/memory-storage';
import { createDraftService, DRAFT_MAX_AGE_MS } from './draft-service';

function setup(now = () => 1_000_000) {
  const store = createSessionStore(signedInStorage());
  const tab = new MemoryStorage();
  const drafts = createDraftService(store, tab, now);
  /** A 401: the session is cleared under the form, which then keeps its input. */
  const sessionEnds = () => store.getState().clear({ redirectPending: true });
  const signIn = (userId = LOGIN_RESPONSE.user_id) => store.getState().signIn({ ...LOGIN_RESPONSE, user_id: userId });
  return { store, tab, drafts, sessionEnds, signIn };
}

describe('draft service', () => {
  it("tells whether a draft was kept in this tab: a reload's page is the same tab, a duplicate's is another", async () => {
    const store = createSessionStore(signedInStorage());
    const tab = new MemoryStorage();
    const identify = jest.fn(async () => () => 'tab-a');
    const here = createDraftService(store, tab, () => 1_000_000, identify);
    // A signed-in tab knows itself before a session can end under a form.
    await new Promise((resolve) => setTimeout(resolve, 0));
    store.getState().clear({ redirectPending: true });
    here.keep('add', { text: 'введено' });
    expect(identify).toHaveBeenCalledTimes(1);

    // A page of this tab again, signed out with the draft: it asks who it is at once, not at the sign-in.
    const signedOut = createSessionStore(new MemoryStorage());
    const reloaded = createDraftService(
      signedOut,
      tab,
      () => 1_000_000,
      async () => () => 'tab-a',
    );
    const duplicate = createDraftService(
      signedOut,
      tab,
      () => 1_000_000,
      async () => () => 'tab-b',
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    signedOut.getState().signIn(LOGIN_RESPONSE);
    expect(reloaded.keptHere('add')).toBe(true);
    expect(duplicate.read('add')).toEqual({ text: 'введено' });
    expect(duplicate.keptHere('add')).toBe(false);
    expect(duplicate.keptHere('edit:5')).toBe(false);
  });

  it('while the identity is not known a draft is not taken for this tab own; without any identity it is, as before', async () => {
    const store = createSessionStore(signedInStorage());
    const tab = new MemoryStorage();
    const here = createDraftService(
      store,
      tab,
      () => 1_000_000,
      async () => () => 'tab-a',
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    store.getState().clear({ redirectPending: true });
    here.keep('add', { text: 'введено' });
    store.getState().signIn(LOGIN_RESPONSE);
    const pending = createDraftService(
      store,
      tab,
      () => 1_000_000,
      async () => () => undefined,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pending.keptHere('add')).toBe(false);
    let attempts = 0;
    const failing = createDraftService(
      store,
      tab,
      () => 1_000_000,
      async () => {
        attempts += 1;
        throw new Error('нет связи');
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failing.keptHere('add')).toBe(true);
    // Asked again at the next sign-in.
    store.getState().clear({ redirectPending: true });
    store.getState().signIn({ ...LOGIN_RESPONSE, token: 'другой' });
    expect(attempts).toBe(2);
  });

  it('loads no tab identity on a signed-out page without drafts, and counts a draft kept without one as kept here', async () => {
    const identify = jest.fn(async () => () => 'tab-a');
    const tab = new MemoryStorage();
    createDraftService(createSessionStore(new MemoryStorage()), tab, () => 1_000_000, identify);
    expect(identify).not.toHaveBeenCalled();
    tab.setItem(STORAGE_KEYS.drafts, JSON.stringify({ owner: LOGIN_RESPONSE.user_id, entries: { add: { at: 1_000_000, value: 1 } } }));
    const drafts = createDraftService(createSessionStore(signedInStorage()), tab, () => 1_000_000, identify);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(drafts.keptHere('add')).toBe(true);
    expect(drafts.read('add')).toBe(1);
  });

  it('gives a form kept as the session ended back to the same user after signing in again', () => {
    const { drafts, sessionEnds, signIn } = setup();
    sessionEnds();
    drafts.keep('edit:5', { text: 'введено' });
    expect(drafts.read('edit:5')).toBeUndefined();

    signIn();
    expect(drafts.read('edit:5')).toEqual({ text: 'введено' });
    expect(drafts.read('edit:6')).toBeUndefined();
    drafts.drop('edit:5');
    expect(drafts.read('edit:5')).toBeUndefined();
  });

  it('discards them when someone else signs in, and never shows them to that user', () => {
    const { drafts, tab, sessionEnds, signIn } = setup();
    sessionEnds();
    drafts.keep('add', { text: 'чужое' });
    signIn(99);
    expect(drafts.read('add')).toBeUndefined();
    expect(tab.getItem(STORAGE_KEYS.drafts)).toBeNull();
  });

  it('keeps nothing after «Выйти» until the next sign-in', () => {
    const { drafts, tab, sessionEnds, signIn } = setup();
    drafts.keep('a', 1);
    drafts.discardAll();
    expect(tab.getItem(STORAGE_KEYS.drafts)).toBeNull();
    sessionEnds();
    drafts.keep('b', 2);
    expect(tab.getItem(STORAGE_KEYS.drafts)).toBeNull();

    signIn();
    drafts.keep('c', 3);
    expect(drafts.read('c')).toBe(3);
  });

  it('offers no draft older than a working day', () => {
    let now = 1_000_000;
    const { drafts, sessionEnds, signIn } = setup(() => now);
    sessionEnds();
    drafts.keep('add', 'старое');
    signIn();
    now += DRAFT_MAX_AGE_MS + 1;
    expect(drafts.read('add')).toBeUndefined();
  });

  it('a tab that opens signed in as someone else drops the drafts it finds; one that opens signed out keeps them', () => {
    const tab = new MemoryStorage();
    tab.setItem(STORAGE_KEYS.drafts, JSON.stringify({ owner: 99, entries: { add: { at: 1_000_000, value: 'чужое' } } }));
    createDraftService(createSessionStore(new MemoryStorage()), tab, () => 1_000_000);
    expect(tab.getItem(STORAGE_KEYS.drafts)).not.toBeNull();
    createDraftService(createSessionStore(signedInStorage()), tab, () => 1_000_000);
    expect(tab.getItem(STORAGE_KEYS.drafts)).toBeNull();
  });

  it('drops drafts past their age from storage, not only from what it offers', () => {
    let now = 1_000_000;
    const { drafts, tab, sessionEnds } = setup(() => now);
    sessionEnds();
    drafts.keep('old', 1);
    now += DRAFT_MAX_AGE_MS + 1;
    drafts.keep('new', 2);
    expect(JSON.parse(tab.getItem(STORAGE_KEYS.drafts) ?? 'null')).toEqual({
      owner: LOGIN_RESPONSE.user_id,
      entries: { new: { at: now, value: 2 } },
    });
  });

  it('keeps nothing for nobody, and ignores storage that is not its own shape', () => {
    const store = createSessionStore(new MemoryStorage());
    const tab = new MemoryStorage();
    const drafts = createDraftService(store, tab);
    drafts.keep('add', 'без пользователя');
    expect(tab.getItem(STORAGE_KEYS.drafts)).toBeNull();

    const signed = setup();
    signed.tab.setItem(STORAGE_KEYS.drafts, JSON.stringify({ owner: 'seven', entries: [] }));
    expect(signed.drafts.read('add')).toBeUndefined();
    signed.tab.setItem(STORAGE_KEYS.drafts, '{broken');
    expect(signed.drafts.read('add')).toBeUndefined();
    signed.drafts.keep('add', 'новое');
    expect(signed.drafts.read('add')).toBe('новое');
  });
});
