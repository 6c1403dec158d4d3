/**
 * How many bottles of an order its buyer has put up for resale, by wine: an after-sale request
 * may not take them back as well (the money twice: a refund and a resale).
 */
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { bottles, resaleItemBottles, resaleItems } from "../db/schema";

export async function bottlesInResale(tx: Tx, orderId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ productId: bottles.productId, n: sql<number>`count(*)::int` })
    .from(resaleItemBottles)
    .innerJoin(resaleItems, eq(resaleItems.id, resaleItemBottles.itemId))
    .innerJoin(bottles, eq(bottles.serial, resaleItemBottles.serial))
    .where(and(eq(resaleItems.orderId, orderId), eq(resaleItemBottles.released, false)))
    .groupBy(bottles.productId);
  return new Map(rows.map((r) => [r.productId, r.n]));
}
