/**
 * The one door for stock: every bottle leaves the shelf and comes back through here, inside the
 * transaction of the move that causes it. Reserved when an order is placed; released when an
 * unpaid order ends, a refund before shipping settles, or a returned parcel arrives; received when
 * the operator puts new bottles on the shelf; corrected when staff record breakage, a stock-take or
 * a correction (restock/adjustments.ts). Each writes
 * the products lowest id first, so two transactions over the same wines never wait on each other
 * in a cycle, and `stock >= 0` (a check of the products table) makes an oversold shelf impossible.
 */
import { and, eq, gte, isNull, sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { orderLines, products } from "../db/schema";
import type { OrderMoveListener } from "./move-listeners";

export interface StockLine {
  productId: number;
  quantity: number;
}

/** A line's bottles as an after-sale request names them: a resale line's are not the shop's stock. */
export interface ReturnedLine extends StockLine {
  orderLineId: number;
  resaleItemId: number | null;
}

/** The shop's own bottles among them (a resale item's go back to the item, resale/). */
export const shopBottles = (lines: ReturnedLine[]): StockLine[] =>
  lines
    .filter((l) => l.resaleItemId === null)
    .map(({ productId, quantity }) => ({ productId, quantity }));

const lowestIdFirst = (lines: StockLine[]) => [...lines].sort((a, b) => a.productId - b.productId);

/**
 * Takes the bottles off the shelf (and onto the sales count) if every wine is on sale and has
 * them; answers the first line that could not be reserved (nothing of the caller's transaction may
 * then be kept), or null.
 */
export async function reserveStock(tx: Tx, lines: StockLine[]): Promise<StockLine | null> {
  for (const line of lowestIdFirst(lines)) {
    const reserved = await tx
      .update(products)
      .set({
        stock: sql`${products.stock} - ${line.quantity}`,
        sales: sql`${products.sales} + ${line.quantity}`,
      })
      .where(
        and(
          eq(products.id, line.productId),
          eq(products.onShelf, true),
          gte(products.stock, line.quantity),
        ),
      )
      .returning({ id: products.id });
    if (reserved.length === 0) return line;
  }
  return null;
}

/** Puts bottles back on the shelf (and off the sales count). */
export async function releaseStock(tx: Tx, lines: StockLine[]): Promise<void> {
  for (const line of lowestIdFirst(lines)) {
    await tx
      .update(products)
      .set({
        stock: sql`${products.stock} + ${line.quantity}`,
        sales: sql`greatest(${products.sales} - ${line.quantity}, 0)`,
      })
      .where(eq(products.id, line.productId));
  }
}

/**
 * New bottles on the shelf (the operator's receipt, not a sale given back): the wine's row locked
 * first, so the stock before is the one the receipt raised. Answers both, or null for no such wine.
 */
export async function receiveStock(
  tx: Tx,
  line: StockLine,
): Promise<{ before: number; after: number } | null> {
  const [wine] = await tx
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, line.productId))
    .for("update");
  if (!wine) return null;
  const [received] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${line.quantity}` })
    .where(eq(products.id, line.productId))
    .returning({ stock: products.stock });
  return { before: wine.stock, after: received.stock };
}

/** Puts all of an order's bottles back on the shelf (its resale lines never took the shop's). */
export async function releaseOrderStock(tx: Tx, orderId: number): Promise<void> {
  const lines = await tx
    .select({ productId: orderLines.productId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNull(orderLines.resaleItemId)));
  await releaseStock(tx, lines);
}

/**
 * The bottles of an unpaid order that ends, or those of a refund before shipping once it settles
 * (only the bottles it named), come back to the shelf with the move. A return's come back when the
 * parcel arrives (an after-sale step, confirmGoodsReturned), not when its money is settled.
 */
export const stockOnOrderMoves: OrderMoveListener = {
  actions: ["cancel", "close", "cancelPointsOrder", "refundDone", "refundPartDone"],
  run: ({ tx, orderId, afterSale }) =>
    afterSale ? releaseStock(tx, shopBottles(afterSale.bottles)) : releaseOrderStock(tx, orderId),
};

/**
 * Bottles that left or joined the shelf other than by a sale, a return or a receipt (breakage, a
 * stock-take, a correction), on a row the caller locked and checked: the table's check refuses a
 * shelf below zero whatever the caller thought.
 */
export async function correctStock(tx: Tx, productId: number, delta: number): Promise<void> {
  await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${delta}` })
    .where(eq(products.id, productId));
}
