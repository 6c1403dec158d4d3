/**
 * The service's periodic sweeps (unpaid orders past their deadline, orders
 * shipped long ago, pending refunds): each runs every few seconds, one sweep
 * at a time per process (a sweep still running skips the tick), and logs what
 * it did. Several processes may sweep at once: each sweep claims its rows
 * itself (FOR UPDATE SKIP LOCKED, conditional moves).
 */
import type { Db, Tx } from "./db/client";

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

/**
 * One sweep's work: claims due rows a batch at a time (`claim` selects at most `batchSize` with
 * FOR UPDATE SKIP LOCKED, so no two sweeps take the same row and none waits for another), handles
 * each in the batch's transaction (`handle` answers null when the row had already moved), then
 * hands what the batch did to `committed` once it is committed (signals, calls to gateways).
 * Answers how many rows were handled.
 */
export async function sweepInBatches<Row, Done>(
  db: Db,
  batchSize: number,
  claim: (tx: Tx) => Promise<Row[]>,
  handle: (tx: Tx, row: Row) => Promise<Done | null>,
  committed: (done: Done[]) => Promise<void> | void,
): Promise<number> {
  let handled = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await claim(tx);
      const done: Done[] = [];
      for (const row of due) {
        const result = await handle(tx, row);
        if (result !== null) done.push(result);
      }
      return { claimed: due.length, done };
    });
    await committed(batch.done);
    handled += batch.done.length;
    if (batch.claimed < batchSize) return handled;
  }
}
