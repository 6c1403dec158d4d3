/**
 * The service's periodic sweeps (unpaid orders past their deadline, orders
 * shipped long ago, pending refunds): each runs every few seconds, one sweep
 * at a time per process (a sweep still running skips the tick), and logs what
 * it did. Several processes may sweep at once: each sweep claims its rows
 * itself (FOR UPDATE SKIP LOCKED, conditional moves).
 */

export interface SweepJob {
  /** how often, in seconds */
  everySeconds: number;
  /** one sweep; answers how many rows it handled */
  sweep: () => Promise<number>;
  /** the log line after a sweep that handled `n` > 0 rows */
  done: (n: number) => string;
  /** the log line's start when a sweep fails (the error follows) */
  failed: string;
}

/** Starts the job; answers a stop function. The timer does not keep the process alive. */
export function startSweepJob({ everySeconds, sweep, done, failed }: SweepJob): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweep()
      .then((n) => {
        if (n > 0) console.log(done(n));
      })
      .catch((error) => console.error(failed, error))
      .finally(() => (running = false));
  }, everySeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
