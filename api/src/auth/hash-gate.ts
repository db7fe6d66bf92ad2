/**
 * Bounds the slow password work (scrypt) running at once. Node runs scrypt on its small thread pool;
 * unbounded, a burst of hashes fills every core and queues behind itself, so one login waits for all of
 * them and the event loop (health checks, every other request) starves for CPU. With the gate at most
 * `concurrency` hashes run, later ones wait in order, and once `maxWaiting` are waiting a caller that may
 * be refused is refused at once (503) instead of joining a queue it would wait seconds in.
 */
export class HashGateBusyError extends Error {
  constructor() {
    super('password hashing is saturated');
    this.name = 'HashGateBusyError';
  }
}

export interface HashGate {
  /** Runs `task` when a slot is free; with `refuseWhenBusy`, throws HashGateBusyError if the queue is full. */
  run<T>(task: () => Promise<T>, options?: { refuseWhenBusy?: boolean }): Promise<T>;
  /** True when a refusable call would be refused now. */
  busy(): boolean;
  state(): { running: number; waiting: number };
}

export function createHashGate({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number }): HashGate {
  let running = 0;
  const waiting: (() => void)[] = [];
  const busy = () => running >= concurrency && waiting.length >= maxWaiting;

  const release = () => {
    const next = waiting.shift();
    // The slot passes straight to the next waiter, so `running` stays counted.
    if (next) next();
    else running -= 1;
  };

  return {
    busy,
    state: () => ({ running, waiting: waiting.length }),
    async run(task, { refuseWhenBusy = false } = {}) {
      if (refuseWhenBusy && busy()) throw new HashGateBusyError();
      if (running < concurrency) running += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
