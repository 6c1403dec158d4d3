/**
 * Completing received orders the buyer never reviewed: `autoCompleteSeconds` after receipt the job
 * moves pending_comment -> completed, as a review does, and the order earns its points then
 * (points/earning.ts). Like the other sweeps it claims batches with FOR UPDATE SKIP LOCKED, so any
 * number of service processes may run it at once.
 */
import { and, asc, eq, lt } from "drizzle-orm";
import { orders } from "../db/schema";
import type { Buying } from "../payments/context";
import { earnForOrder } from "../points/earning";
import { startSweepJob } from "../sweep-job";
import { moveOrder } from "./lifecycle";

const BATCH = 50;

/** Completes orders received more than `autoCompleteSeconds` ago; answers how many. */
export async function sweepUnreviewedOrders(buying: Buying, now = new Date()): Promise<number> {
  const receivedBefore = new Date(now.getTime() - buying.settings.autoCompleteSeconds * 1000);
  let completed = 0;
  for (;;) {
    const batch = await buying.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.status, "pending_comment"), lt(orders.receivedAt, receivedBefore)))
        .orderBy(asc(orders.receivedAt))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      const moved: number[] = [];
      for (const order of due) {
        const done = await moveOrder(
          tx,
          order.id,
          order.status,
          "evaluate",
          "system",
          "system",
          "auto_complete",
        );
        if (!done) continue;
        await earnForOrder(tx, order);
        moved.push(order.id);
      }
      return { claimed: due.length, moved };
    });
    for (const id of batch.moved) buying.changes.changed(id);
    completed += batch.moved.length;
    if (batch.claimed < BATCH) return completed;
  }
}

export function startAutoCompleteJob(buying: Buying): () => void {
  return startSweepJob({
    everySeconds: buying.settings.sweepSeconds,
    sweep: () => sweepUnreviewedOrders(buying),
    done: (n) => `[orders] completed ${n} received order(s) the buyer did not review`,
    failed: "[orders] auto-complete sweep failed:",
  });
}
