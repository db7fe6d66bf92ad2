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

/** The caller's signal aborted (its client went away) before its task got a slot: the task never ran. */
export class HashGateLeftError extends Error {
  constructor() {
    super('the caller left before its turn');
    this.name = 'HashGateLeftError';
  }
}

export interface HashGate {
  /**
   * Runs `task` when a slot is free; with `refuseWhenBusy`, throws HashGateBusyError if the queue is full. A
   * `signal` that aborts while the task waits takes it out of the queue (HashGateLeftError): work for a client
   * that is gone does not take a slot from one that waits.
   */
  run<T>(task: () => Promise<T>, options?: { refuseWhenBusy?: boolean; signal?: AbortSignal }): Promise<T>;
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
    async run(task, { refuseWhenBusy = false, signal } = {}) {
      if (signal?.aborted) throw new HashGateLeftError();
      if (refuseWhenBusy && busy()) throw new HashGateBusyError();
      if (running < concurrency) running += 1;
      else
        await new Promise<void>((resolve, reject) => {
          const leave = () => {
            const at = waiting.indexOf(turn);
            if (at >= 0) waiting.splice(at, 1);
            reject(new HashGateLeftError());
          };
          const turn = () => {
            signal?.removeEventListener('abort', leave);
            resolve();
          };
          waiting.push(turn);
          signal?.addEventListener('abort', leave, { once: true });
        });
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
