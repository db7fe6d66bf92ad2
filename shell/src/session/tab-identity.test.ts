import { MemoryStorage } from '../test-utils/memory-storage';
import { TAB_KEY, tabIdentity, type TabLocks } from './tab-identity';

/**
 * The Web Locks of one browser profile, as far as tab-identity uses them: a lock is granted in a later task, held
 * until its callback's promise settles or its page goes (`close`), queued requests are granted in order, an
 * `ifAvailable` request gets null at once when the lock is held, and an aborted request rejects with AbortError.
 */
function browserLocks() {
  const held = new Map<string, string>();
  const queue: Array<{ name: string; page: string; grant: () => void }> = [];
  const free = (name: string) => {
    held.delete(name);
    const next = queue.find((entry) => entry.name === name);
    if (next) {
      queue.splice(queue.indexOf(next), 1);
      next.grant();
    }
  };
  const forPage = (page: string): TabLocks => ({
    request(name, { signal, ifAvailable }, callback) {
      return new Promise((resolve, reject) => {
        const grant = () =>
          setTimeout(() => {
            held.set(name, page);
            const done = Promise.resolve(callback({ name }));
            void done.then(() => held.get(name) === page && free(name));
            resolve(done);
          }, 0);
        if (!held.has(name) && !queue.some((entry) => entry.name === name)) return grant();
        if (ifAvailable) return setTimeout(() => resolve(callback(null)), 0);
        const entry = { name, page, grant };
        queue.push(entry);
        signal?.addEventListener('abort', () => {
          if (!queue.includes(entry)) return;
          queue.splice(queue.indexOf(entry), 1);
          reject(Object.assign(new Error('aborted'), { name: 'AbortError' }));
        });
      });
    },
  });
  const close = (page: string) => {
    for (const [name, holder] of [...held]) if (holder === page) free(name);
  };
  return { forPage, close };
}

/** A page of a tab: its events, and its part of the profile's locks. */
function openPage(locks: ReturnType<typeof browserLocks>, name: string) {
  const events = new EventTarget();
  return {
    events,
    locks: locks.forPage(name),
    hide: () => events.dispatchEvent(Object.assign(new Event('pagehide'), { persisted: true })),
    show: () => events.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true })),
    close: () => locks.close(name),
  };
}

/** The copy of a tab's sessionStorage the browser gives its duplicate. */
function duplicate(storage: MemoryStorage): MemoryStorage {
  const copy = new MemoryStorage();
  for (const [key, value] of storage.data) copy.setItem(key, value);
  return copy;
}

const settle = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));
let ids = 0;
const options = { makeId: () => `tab-${++ids}`, waitMs: 30 };

/** A profile's locks and a tab whose first page has its identity and holds its lock. */
async function openTab() {
  const locks = browserLocks();
  const storage = new MemoryStorage();
  const first = openPage(locks, 'first');
  const identity = tabIdentity(storage, first.locks, first.events, options);
  await settle();
  return { locks, storage, first, identity };
}

describe('tab identity', () => {
  it('a reload keeps the tab its identity: the page it replaced lets go of the lock', async () => {
    const { locks, storage, first, identity } = await openTab();
    const id = identity();
    expect(id).toEqual(expect.any(String));
    const next = openPage(locks, 'reloaded');
    const reloaded = tabIdentity(storage, next.locks, next.events, options);
    first.close();
    await settle();
    expect(reloaded()).toBe(id);
  });

  it('a tab duplicated while its page is open takes an identity of its own after the wait; the first keeps its own', async () => {
    const { locks, storage, identity: original } = await openTab();
    const copyStorage = duplicate(storage);
    const second = openPage(locks, 'copy');
    const copy = tabIdentity(copyStorage, second.locks, second.events, options);
    // Not known while it waits: a draft is not taken for this tab's own then.
    expect(copy()).toBeUndefined();
    await settle(60);
    expect(copy()).toEqual(expect.any(String));
    expect(copy()).not.toBe(original());
    expect(copyStorage.getItem(TAB_KEY)).toBe(copy());
    expect(storage.getItem(TAB_KEY)).toBe(original());
  });

  it('a tab the browser killed and restored (no page left to let go, no pagehide) keeps its identity', async () => {
    const { locks, storage, first, identity } = await openTab();
    const copied = duplicate(storage);
    first.close();
    const restored = openPage(locks, 'restored');
    const again = tabIdentity(copied, restored.locks, restored.events, options);
    await settle();
    expect(again()).toBe(identity());
  });

  it('lets go of the lock on pagehide (the back-forward cache keeps no page holding one) and takes it again on return', async () => {
    const { locks, storage, first, identity } = await openTab();
    const id = identity();
    first.hide();
    await settle();
    // While it is away a duplicate of the tab gets the lock, and with it the identity.
    const second = openPage(locks, 'copy');
    const copy = tabIdentity(duplicate(storage), second.locks, second.events, options);
    await settle();
    expect(copy()).toBe(id);
    first.show();
    await settle();
    expect(identity()).toEqual(expect.any(String));
    expect(identity()).not.toBe(id);
  });

  it('without Web Locks, or when they refuse, the stored identity is kept; without a storage every load is a tab of its own', async () => {
    const storage = new MemoryStorage();
    const id = tabIdentity(storage, null, null, options)();
    expect(tabIdentity(duplicate(storage), null, null, options)()).toBe(id);
    const refusing: TabLocks = { request: () => Promise.reject(Object.assign(new Error('no'), { name: 'SecurityError' })) };
    const refused = tabIdentity(duplicate(storage), refusing, null, options);
    await settle();
    expect(refused()).toBe(id);
    const a = tabIdentity(null, null, null)();
    expect(a).toMatch(/^[0-9a-f]+$/);
    expect(tabIdentity(null, null, null)()).not.toBe(a);
  });
});
