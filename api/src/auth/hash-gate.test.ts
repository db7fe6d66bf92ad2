import { createHashGate, HashGateBusyError } from './hash-gate';

/** A task that finishes when the test says so. */
function pending() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: () => done, finish };
}

describe('hash gate', () => {
  it('runs at most `concurrency` tasks at once and the rest in arrival order', async () => {
    const gate = createHashGate({ concurrency: 2, maxWaiting: 10 });
    const tasks = Array.from({ length: 5 }, () => pending());
    const started: number[] = [];
    const runs = tasks.map((t, i) =>
      gate.run(async () => {
        started.push(i);
        await t.task();
      }),
    );
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1]);
    expect(gate.state()).toEqual({ running: 2, waiting: 3 });
    tasks[1]?.finish();
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1, 2]);
    for (const t of tasks) t.finish();
    await Promise.all(runs);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(gate.state()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a refusable call at once when the queue is full, and frees the slot of a task that failed', async () => {
    const gate = createHashGate({ concurrency: 1, maxWaiting: 2 });
    const blocker = pending();
    const runs = [gate.run(blocker.task), gate.run(async () => 'a'), gate.run(async () => 'b')];
    expect(gate.busy()).toBe(true);
    await expect(gate.run(async () => 'refused', { refuseWhenBusy: true })).rejects.toBeInstanceOf(HashGateBusyError);
    // Setting a password is never refused: it waits its turn.
    const patient = gate.run(async () => 'waited');
    blocker.finish();
    expect(await Promise.all([...runs, patient])).toEqual([undefined, 'a', 'b', 'waited']);
    await expect(gate.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(gate.state()).toEqual({ running: 0, waiting: 0 });
    expect(await gate.run(async () => 'free again', { refuseWhenBusy: true })).toBe('free again');
  });
});
