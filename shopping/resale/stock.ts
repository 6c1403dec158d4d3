/**
 * Resale stock as a checkout moves it (decision 037). A checkout reserves an item's bottles in its
 * own transaction with one conditional UPDATE, so concurrent buyers never take more than the item
 * holds (and resale_items_quantities would refuse it anyway); a payment turns the reservation into
 * a sale, an unpaid order's end gives it back. Lock order: the caller's order and products first
 * (decision 028), then the item, then its sale rows.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { resaleItems, resaleSales } from "../db/schema";
import { BusinessError } from "../http/envelope";
import { commissionOf, readResaleRules } from "./rules";

/**
 * Takes `quantity` bottles of an item on the shelf into reservation, or refuses (409): not on the
 * shelf, not that many left, or fewer than the item's minimum while more than it are left.
 */
export async function reserveResaleStock(
  tx: Tx,
  itemId: number,
  quantity: number,
): Promise<typeof resaleItems.$inferSelect> {
  const left = sql`${resaleItems.quantity} - ${resaleItems.soldQuantity} - ${resaleItems.reservedQuantity}`;
  const [reserved] = await tx
    .update(resaleItems)
    .set({
      reservedQuantity: sql`${resaleItems.reservedQuantity} + ${quantity}`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(resaleItems.id, itemId),
        eq(resaleItems.status, "on_shelf"),
        sql`${left} >= ${quantity}`,
        sql`${quantity} >= least(${resaleItems.minQuantity}, ${left})`,
      ),
    )
    .returning();
  if (reserved) return reserved;
  const [item] = await tx
    .select({
      minQuantity: resaleItems.minQuantity,
      left: sql<number>`(${left})::int`,
      status: resaleItems.status,
    })
    .from(resaleItems)
    .where(eq(resaleItems.id, itemId));
  if (item && item.status === "on_shelf" && quantity < item.minQuantity && quantity <= item.left)
    throw new BusinessError(409, "resale_below_minimum", { min: item.minQuantity });
  throw new BusinessError(409, "resale_stock_short");
}

export interface ResalePurchase {
  itemId: number;
  buyerId: number;
  orderId: number;
  orderLineId: number;
  quantity: number;
}

/** A checkout's line bought from an item: its bottles reserved, its sale row with the payout. */
export async function openResaleSale(tx: Tx, purchase: ResalePurchase) {
  const item = await reserveResaleStock(tx, purchase.itemId, purchase.quantity);
  const { commissionPercent } = await readResaleRules(tx);
  const amountCents = item.priceCents * purchase.quantity;
  const commissionCents = commissionOf(amountCents, commissionPercent);
  const [sale] = await tx
    .insert(resaleSales)
    .values({
      itemId: item.id,
      sellerId: item.sellerId,
      buyerId: purchase.buyerId,
      orderId: purchase.orderId,
      orderLineId: purchase.orderLineId,
      quantity: purchase.quantity,
      unitPriceCents: item.priceCents,
      amountCents,
      commissionPercent,
      commissionCents,
      payoutCents: amountCents - commissionCents,
    })
    .returning();
  return sale;
}

/** The order's resale lines, locked, with a filter; sales first, then their items (by id). */
export async function lockOrderSales(tx: Tx, orderId: number, paid: boolean) {
  return tx
    .select()
    .from(resaleSales)
    .where(
      and(
        eq(resaleSales.orderId, orderId),
        eq(resaleSales.paid, paid),
        eq(resaleSales.payoutStatus, "pending"),
      ),
    )
    .orderBy(asc(resaleSales.itemId), asc(resaleSales.id))
    .for("update");
}

/** The order was paid: its reserved resale bottles are sold. */
export async function resaleOrderPaid(tx: Tx, orderId: number): Promise<void> {
  for (const sale of await lockOrderSales(tx, orderId, false)) {
    await tx
      .update(resaleItems)
      .set({
        reservedQuantity: sql`${resaleItems.reservedQuantity} - ${sale.quantity}`,
        soldQuantity: sql`${resaleItems.soldQuantity} + ${sale.quantity}`,
        updatedAt: sql`now()`,
      })
      .where(eq(resaleItems.id, sale.itemId));
    await tx.update(resaleSales).set({ paid: true }).where(eq(resaleSales.id, sale.id));
  }
}

/** The order ended unpaid (cancelled, closed): its reserved bottles are back on the items. */
export async function resaleOrderReleased(tx: Tx, orderId: number): Promise<void> {
  const sales = await lockOrderSales(tx, orderId, false);
  for (const sale of sales)
    await tx
      .update(resaleItems)
      .set({
        reservedQuantity: sql`${resaleItems.reservedQuantity} - ${sale.quantity}`,
        updatedAt: sql`now()`,
      })
      .where(eq(resaleItems.id, sale.itemId));
  if (sales.length > 0)
    await tx
      .update(resaleSales)
      .set({ payoutStatus: "cancelled", cancelledAt: sql`now()` })
      .where(
        inArray(
          resaleSales.id,
          sales.map((s) => s.id),
        ),
      );
}
