import { MemoryStorage } from '../test-utils/memory-storage';
import { TAB_KEY, tabIdentity, type TabLocks } from './tab-identity';

/** The browser's Web Locks of one profile: a lock is held until its page goes (`leave`). */
function browserLocks() {
  const held = new Map<string, string>();
  const waiting: Array<{ name: string; page: string; grant: () => void }> = [];
  const forPage = (page: string): TabLocks => ({
    request(name, { signal }, callback) {
      return new Promise((resolve, reject) => {
        const grant = () => {
          held.set(name, page);
          resolve(callback());
        };
        if (!held.has(name)) return grant();
        const entry = { name, page, grant };
        waiting.push(entry);
        signal?.addEventListener('abort', () => {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(Object.assign(new Error('aborted'), { name: 'AbortError' }));
        });
      });
    },
  });
  const leave = (page: string) => {
    for (const [name, holder] of [...held]) {
      if (holder !== page) continue;
      held.delete(name);
      const next = waiting.find((w) => w.name === name);
      if (next) {
        waiting.splice(waiting.indexOf(next), 1);
        next.grant();
      }
    }
  };
  return { forPage, leave };
}

/** The copy of a tab's sessionStorage the browser gives its duplicate. */
function duplicate(storage: MemoryStorage): MemoryStorage {
  const copy = new MemoryStorage();
  for (const [key, value] of storage.data) copy.setItem(key, value);
  return copy;
}

const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));
let ids = 0;
const options = { makeId: () => `tab-${++ids}`, waitMs: 30 };

describe('tab identity', () => {
  it('a reload keeps the tab its identity: the page it replaced lets go of the lock', async () => {
    const locks = browserLocks();
    const storage = new MemoryStorage();
    const first = tabIdentity(storage, locks.forPage('first'), options);
    await settle();
    const reloaded = tabIdentity(storage, locks.forPage('reloaded'), options);
    locks.leave('first');
    await settle(60);
    expect(reloaded()).toBe(first());
  });

  it('a tab duplicated while its page is open takes an identity of its own; the first keeps its own', async () => {
    const locks = browserLocks();
    const storage = new MemoryStorage();
    const first = tabIdentity(storage, locks.forPage('first'), options);
    await settle();
    const copyStorage = duplicate(storage);
    const copy = tabIdentity(copyStorage, locks.forPage('copy'), options);
    // Until the wait is over the copy counts as the tab it came from, as before duplicates were told apart.
    expect(copy()).toBe(first());
    await settle(60);
    expect(copy()).not.toBe(first());
    expect(copyStorage.getItem(TAB_KEY)).toBe(copy());
    expect(storage.getItem(TAB_KEY)).toBe(first());
    // The copy's own reload keeps its new identity.
    locks.leave('copy');
    const copyReloaded = tabIdentity(copyStorage, locks.forPage('copy-reloaded'), options);
    await settle(60);
    expect(copyReloaded()).toBe(copy());
  });

  it('a tab the browser killed and restored (no page left to let go) keeps its identity', async () => {
    const locks = browserLocks();
    const storage = new MemoryStorage();
    const first = tabIdentity(storage, locks.forPage('first'), options)();
    locks.leave('first');
    const restored = tabIdentity(storage, locks.forPage('restored'), options);
    await settle(60);
    expect(restored()).toBe(first);
  });

  it('without Web Locks the stored identity is kept; without a storage every page load is a tab of its own', () => {
    const storage = new MemoryStorage();
    const first = tabIdentity(storage, null, options)();
    expect(tabIdentity(duplicate(storage), null, options)()).toBe(first);
    const a = tabIdentity(null, null)();
    expect(a).toMatch(/^[0-9a-f]+$/);
    expect(tabIdentity(null, null)()).not.toBe(a);
  });
});
