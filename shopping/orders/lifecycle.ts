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
import { announceOrderChange } from "./changes";
import { assertTransition, type OrderAction, type Transition } from "./status";
import { runOrderMoveListeners, type OrderMoved } from "./move-listeners";

type Actor = Transition["by"][number];

export interface Moved {
  orderId: number;
  from: string;
  to: string;
}

/** What a move writes besides the status, and what its listeners are told. */
export interface MoveDetails {
  /** the order's other columns the move sets (when it was paid, shipped, ...) */
  set?: Partial<typeof orders.$inferInsert>;
  /** the after-sale request whose settlement makes the move */
  afterSale?: OrderMoved["afterSale"];
}

/**
 * Changes the status if it is still `from`, writes the timeline row, and runs what moves with it
 * (move-listeners.ts), all in `tx`; null when another move got there first.
 */
export async function moveOrder(
  tx: Tx,
  orderId: number,
  from: string,
  action: OrderAction,
  actor: Actor,
  actorName: string,
  reason: string | null = null,
  details: MoveDetails = {},
): Promise<Moved | null> {
  const to = assertTransition(from, action, actor);
  const now = new Date();
  const moved = await tx
    .update(orders)
    .set({ status: to, updatedAt: now, ...details.set })
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
  await runOrderMoveListeners({ tx, orderId, from, to, action, afterSale: details.afterSale });
  return { orderId, from, to };
}

/**
 * Ends an unpaid order (cancel or close), or one paid with points alone before it
 * ships (cancelPointsOrder): the status moves, the stock and the
 * points come back with it (move-listeners.ts), its open payments are closed. Answers the trade numbers
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
    set: { closedAt: new Date() },
  });
  if (!moved) return null;
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
