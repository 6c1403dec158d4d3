/**
 * Completing received orders the buyer never reviewed: `autoCompleteSeconds` after receipt the job
 * moves pending_comment -> completed, as a review does, and the order earns its points then
 * (points/earning.ts). Like the other sweeps it claims batches with FOR UPDATE SKIP LOCKED, so any
 * number of service processes may run it at once.
 */
import { and, asc, eq, lt } from "drizzle-orm";
import { orders } from "../db/schema";
import type { Buying } from "../payments/context";
import { startSweepJob, sweepInBatches } from "../sweep-job";
import { moveOrder } from "./lifecycle";

const BATCH = 50;

/** Completes orders received more than `autoCompleteSeconds` ago; answers how many. */
export function sweepUnreviewedOrders(buying: Buying, now = new Date()): Promise<number> {
  const receivedBefore = new Date(now.getTime() - buying.settings.autoCompleteSeconds * 1000);
  return sweepInBatches(
    buying.db,
    BATCH,
    (tx) =>
      tx
        .select()
        .from(orders)
        .where(and(eq(orders.status, "pending_comment"), lt(orders.receivedAt, receivedBefore)))
        .orderBy(asc(orders.receivedAt))
        .limit(BATCH)
        .for("update", { skipLocked: true }),
    async (tx, order) => {
      const moved = await moveOrder(
        tx,
        order.id,
        order.status,
        "evaluate",
        "system",
        "system",
        "auto_complete",
      );
      return moved ? order.id : null;
    },
    (ids) => ids.forEach((id) => buying.changes.changed(id)),
  );
}

export function startAutoCompleteJob(buying: Buying): () => void {
  return startSweepJob({
    everySeconds: buying.settings.sweepSeconds,
    sweep: () => sweepUnreviewedOrders(buying),
    done: (n) => `[orders] completed ${n} received order(s) the buyer did not review`,
    failed: "[orders] auto-complete sweep failed:",
  });
}
