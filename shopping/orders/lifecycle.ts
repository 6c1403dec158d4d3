/**
 * Moves of an order after it is placed: cancel by the buyer, close by the
 * expiry job, pay by a gateway. Each move checks the transition table, changes
 * the status with a conditional update (so it happens exactly once), and
 * writes its timeline row and its NOTIFY (orders/changes.ts) in the same
 * transaction.
 */
import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { orderEvents, orders, payments } from "../db/schema";
import { lockPoints, postPoints } from "../points/ledger";
import { announceOrderChange } from "./changes";
import { assertTransition, type OrderAction, type Transition } from "./status";
import { releaseOrderStock } from "./stock";

type Actor = Transition["by"][number];

export interface Moved {
  orderId: number;
  from: string;
  to: string;
}

/** Changes the status if it is still `from`; false when another move got there first. */
export async function moveOrder(
  tx: Tx,
  orderId: number,
  from: string,
  action: OrderAction,
  actor: Actor,
  actorName: string,
  reason: string | null = null,
  extra: Partial<typeof orders.$inferInsert> = {},
): Promise<Moved | null> {
  const to = assertTransition(from, action, actor);
  const now = new Date();
  const moved = await tx
    .update(orders)
    .set({ status: to, updatedAt: now, ...extra })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning({ id: orders.id });
  if (moved.length === 0) return null;
  await tx.insert(orderEvents).values({
    orderId,
    action,
    fromStatus: from,
    toStatus: to,
    actor: actorName,
    reason,
    createdAt: now,
  });
  await announceOrderChange(tx, orderId);
  return { orderId, from, to };
}

/**
 * Ends an unpaid order (cancel or close), or one paid with points alone before it
 * ships (cancelPointsOrder): the status moves, the stock and the
 * points come back, its open payments are closed. Answers the trade numbers
 * the gateways should close too, or null when the order had already moved.
 */
export async function releaseUnpaid(
  tx: Tx,
  order: { id: number; userId: number; status: string; pointsUsed: number },
  action: "cancel" | "close" | "cancelPointsOrder",
  actor: Actor,
  reason: string,
): Promise<{ gatewayTrades: { outTradeNo: string; gateway: string }[] } | null> {
  const moved = await moveOrder(tx, order.id, order.status, action, actor, actor, reason, {
    closedAt: new Date(),
  });
  if (!moved) return null;
  // The balance before the wines, in the order checkout locks them.
  if (order.pointsUsed > 0) {
    await lockPoints(tx, order.userId);
    await postPoints(tx, order.userId, order.pointsUsed, {
      reason: "order_refund",
      orderId: order.id,
    });
  }
  await releaseOrderStock(tx, order.id);
  const closed = await tx
    .update(payments)
    .set({ status: "closed" })
    .where(and(eq(payments.orderId, order.id), eq(payments.status, "pending")))
    .returning({ outTradeNo: payments.outTradeNo, gateway: payments.gateway });
  return { gatewayTrades: closed };
}

export async function lockOrder(tx: Tx, orderId: number, userId?: number) {
  const where =
    userId === undefined
      ? eq(orders.id, orderId)
      : and(eq(orders.id, orderId), eq(orders.userId, userId));
  const [row] = await tx.select().from(orders).where(where).for("update");
  return row ?? null;
}

export type { Db };
