/**
 * A return's bottles arriving back at the shop (decision 037): a resale line's go back on its item,
 * consigned for the seller again, while the seller's payout is not yet paid; once it is, they are
 * the shop's, as the seller has their money. The item's counts follow when the return settles
 * (resaleLineReturned, through the order's move).
 */
import { eq } from "drizzle-orm";
import type { Tx } from "../db/client";
import { resaleSales } from "../db/schema";
import type { ReturnedLine } from "../orders/stock";
import { bottlesBackToItem } from "../provenance/bottles";

/** Answers the lines whose bottles are the shop's; the others are back on their items. */
export async function resaleSplitReturn(
  tx: Tx,
  lines: ReturnedLine[],
): Promise<{ shop: ReturnedLine[]; toItems: (ReturnedLine & { sellerId: number })[] }> {
  const shop: ReturnedLine[] = [];
  const toItems: (ReturnedLine & { sellerId: number })[] = [];
  for (const line of lines) {
    if (line.resaleItemId === null) {
      shop.push(line);
      continue;
    }
    const [sale] = await tx
      .select({ sellerId: resaleSales.sellerId, payoutStatus: resaleSales.payoutStatus })
      .from(resaleSales)
      .where(eq(resaleSales.orderLineId, line.orderLineId));
    if (sale && sale.payoutStatus !== "paid") toItems.push({ ...line, sellerId: sale.sellerId });
    else shop.push(line);
  }
  return { shop, toItems };
}

export async function resaleBottlesBack(
  tx: Tx,
  orderId: number,
  toItems: (ReturnedLine & { sellerId: number })[],
  now = new Date(),
): Promise<void> {
  for (const line of [...toItems].sort((a, b) => a.resaleItemId! - b.resaleItemId!))
    await bottlesBackToItem(
      tx,
      orderId,
      { ...line, resaleItemId: line.resaleItemId! },
      line.sellerId,
      now,
    );
}
