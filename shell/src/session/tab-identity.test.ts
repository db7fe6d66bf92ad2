import { MemoryStorage } from '../test-utils/memory-storage';
import { TAB_KEY, tabIdentity } from './tab-identity';

/** A page of one tab: its own events, the tab's sessionStorage. */
function page() {
  const target = new EventTarget();
  return {
    target,
    go: () => target.dispatchEvent(new Event('pagehide')),
    back: () => target.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true })),
  };
}

/** The copy of a tab's sessionStorage the browser gives its duplicate. */
function duplicate(storage: MemoryStorage): MemoryStorage {
  const copy = new MemoryStorage();
  const value = storage.getItem(TAB_KEY);
  if (value !== null) copy.setItem(TAB_KEY, value);
  return copy;
}

let ids = 0;
const makeId = () => `tab-${++ids}`;

describe('tab identity', () => {
  it('a reload keeps the tab its identity', () => {
    const storage = new MemoryStorage();
    const first = page();
    const id = tabIdentity(storage, first.target, makeId);
    first.go();
    expect(tabIdentity(storage, page().target, makeId)).toBe(id);
  });

  it('a tab duplicated while its page is open gets an identity of its own, and the first keeps its own', () => {
    const storage = new MemoryStorage();
    const open = page();
    const id = tabIdentity(storage, open.target, makeId);
    const copy = tabIdentity(duplicate(storage), page().target, makeId);
    expect(copy).not.toBe(id);
    open.go();
    expect(tabIdentity(storage, page().target, makeId)).toBe(id);
  });

  it('a page back from the back-forward cache takes its identity out of the storage again', () => {
    const storage = new MemoryStorage();
    const open = page();
    const id = tabIdentity(storage, open.target, makeId);
    open.go();
    open.back();
    expect(tabIdentity(duplicate(storage), page().target, makeId)).not.toBe(id);
  });

  it('without a storage every page load is a tab of its own', () => {
    const a = tabIdentity(null, null);
    const b = tabIdentity(null, null);
    expect(a).toMatch(/^[0-9a-f]+$/);
    expect(b).not.toBe(a);
  });
});
