import type { WorkflowService } from './workflow-service';

/** Runs the expiry every `intervalMs` (unref'd: it never keeps the process alive); returns a stop function. */
export function startExpiryJob(
  workflow: WorkflowService,
  intervalMs: number,
  log: { info(msg: string): void; error(obj: unknown, msg: string): void },
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      let moved = 0;
      // In batches, so one transaction never holds thousands of rows.
      for (let batch = await workflow.expire(); batch > 0; batch = await workflow.expire()) moved += batch;
      if (moved > 0) log.info(`Истек срок наряд-допусков: ${moved}`);
    } catch (error) {
      log.error({ err: error }, 'expiry job failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
