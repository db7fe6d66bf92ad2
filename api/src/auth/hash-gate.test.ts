import { createHashGate, HashGateBusyError, HashGateLeftError } from './hash-gate';

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

  it('takes a waiting task whose caller left out of the queue, unrun, and gives its place to the next', async () => {
    const gate = createHashGate({ concurrency: 1, maxWaiting: 1 });
    const blocker = pending();
    const first = gate.run(blocker.task);
    const left = new AbortController();
    const ran: string[] = [];
    const waiting = gate.run(async () => void ran.push('left'), { refuseWhenBusy: true, signal: left.signal });
    expect(gate.busy()).toBe(true);
    left.abort();
    await expect(waiting).rejects.toBeInstanceOf(HashGateLeftError);
    expect(gate.state()).toEqual({ running: 1, waiting: 0 });
    // Its place in the queue is free again for a caller that is still there.
    const next = gate.run(async () => void ran.push('next'), { refuseWhenBusy: true });
    blocker.finish();
    await Promise.all([first, next]);
    expect(ran).toEqual(['next']);
    expect(gate.state()).toEqual({ running: 0, waiting: 0 });
  });

  it('runs nothing for a caller that left before asking, and an abort after the turn came changes nothing', async () => {
    const gate = createHashGate({ concurrency: 1, maxWaiting: 1 });
    const gone = new AbortController();
    gone.abort();
    await expect(gate.run(async () => 'never', { signal: gone.signal })).rejects.toBeInstanceOf(HashGateLeftError);
    expect(gate.state()).toEqual({ running: 0, waiting: 0 });
    const late = new AbortController();
    const blocker = pending();
    const first = gate.run(blocker.task);
    const second = gate.run(async () => 'drawn', { signal: late.signal });
    blocker.finish();
    await first;
    late.abort();
    await expect(second).resolves.toBe('drawn');
    expect(gate.state()).toEqual({ running: 0, waiting: 0 });
  });
});
