/**
 * The operator's stock receipt: bottles that arrived put on the shelf through the stock door, with a
 * row saying who received how many, in one transaction. The buyers waiting for the wine are told by
 * the next sweep of notices.ts.
 */
import { and, count, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { opsStockReceiptSchema } from "../../contract/ops-answers";
import type { Db } from "../db/client";
import { products, restockSubscriptions, stockReceipts } from "../db/schema";
import { BusinessError } from "../http/envelope";
import { receiveStock } from "../orders/stock";
import { serialiseInShop } from "../provenance/bottles";

/** One receipt is at most a container's worth; a typo of three more zeros is refused. */
export const STOCK_RECEIPT_MAX = 10_000;
/** The most a wine's shelf holds, so that no number of receipts reaches the column's limit. */
export const STOCK_MAX = 1_000_000;

export async function receiveAsOperator(
  db: Db,
  goodsId: number,
  quantity: number,
  operator: string,
): Promise<z.infer<typeof opsStockReceiptSchema>> {
  return db.transaction(async (tx) => {
    const stock = await receiveStock(tx, { productId: goodsId, quantity });
    if (!stock) throw new BusinessError(404, "ops_stock_no_wine", { id: goodsId });
    if (stock.after > STOCK_MAX)
      throw new BusinessError(409, "ops_stock_too_high", { max: STOCK_MAX });
    const [receipt] = await tx
      .insert(stockReceipts)
      .values({
        productId: goodsId,
        quantity,
        stockBefore: stock.before,
        stockAfter: stock.after,
        operator,
      })
      .returning({ id: stockReceipts.id });
    // The bottles get serials and a history as they reach the shelf: a lot of their own.
    const lot = await serialiseInShop(tx, goodsId, quantity, new Date(), {
      stockReceipt: receipt.id,
    });
    const [wine] = await tx
      .select({ name: products.spuName })
      .from(products)
      .where(eq(products.id, goodsId));
    const [{ waiting }] = await tx
      .select({ waiting: count() })
      .from(restockSubscriptions)
      .where(
        and(eq(restockSubscriptions.productId, goodsId), isNull(restockSubscriptions.notifiedAt)),
      );
    return {
      goodsId,
      name: wine.name,
      quantity,
      stockBefore: stock.before,
      stockAfter: stock.after,
      waiting,
      lot: lot.lot,
      serials: { first: lot.first, last: lot.last },
    };
  });
}
