import { createLeaveGuard, type UnloadTarget } from './leave-guard';

function unloadTarget() {
  const listeners = new Set<(event: BeforeUnloadEvent) => void>();
  const target: UnloadTarget = {
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
  };
  /** What the browser would do: true when a listener asked to stay. */
  const unload = () => {
    const event = { preventDefault: jest.fn(), returnValue: undefined as unknown } as unknown as BeforeUnloadEvent;
    listeners.forEach((listener) => listener(event));
    return (event.preventDefault as jest.Mock).mock.calls.length > 0 && event.returnValue === '';
  };
  return { target, listeners, unload };
}

describe('leave guard', () => {
  it('is held while any form says it has unsaved input, and not once released', () => {
    const guard = createLeaveGuard(null);
    let unsaved = false;
    const release = guard.hold(() => unsaved);
    expect(guard.held()).toBe(false);
    unsaved = true;
    expect(guard.held()).toBe(true);
    release();
    expect(guard.held()).toBe(false);
  });

  it('lets go at once when nothing is held, and asks once, whoever asks, when something is', async () => {
    const guard = createLeaveGuard(null);
    await expect(guard.confirm()).resolves.toBe(true);
    expect(guard.asking()).toBe(false);

    guard.hold(() => true);
    const seen = jest.fn();
    guard.subscribe(seen);
    const first = guard.confirm();
    const second = guard.confirm();
    expect(guard.asking()).toBe(true);
    expect(seen).toHaveBeenCalledTimes(1);
    guard.answer(false);
    await expect(first).resolves.toBe(false);
    await expect(second).resolves.toBe(false);
    expect(guard.asking()).toBe(false);

    const third = guard.confirm();
    guard.answer(true);
    await expect(third).resolves.toBe(true);
  });

  it('closes an open question as «Остаться» when it is cancelled', async () => {
    const guard = createLeaveGuard(null);
    guard.hold(() => true);
    const asked = guard.confirm();
    guard.cancel();
    await expect(asked).resolves.toBe(false);
    expect(guard.asking()).toBe(false);
    guard.cancel();
  });

  it('has the browser ask before a reload only while a held form is unsaved, and listens only while a form holds it', () => {
    const { target, listeners, unload } = unloadTarget();
    const guard = createLeaveGuard(target);
    expect(listeners.size).toBe(0);
    let unsaved = false;
    const release = guard.hold(() => unsaved);
    expect(listeners.size).toBe(1);
    expect(unload()).toBe(false);
    unsaved = true;
    expect(unload()).toBe(true);
    release();
    release();
    expect(listeners.size).toBe(0);
  });
});
