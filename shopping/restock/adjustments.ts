/**
 * Stock that changes other than by a sale, a return or a receipt: bottles broken, a stock-take, a
 * correction. In one transaction: the wine's row locked (the stock door's order, one wine), the
 * change checked against the locked stock, its row written with the reason and who made it, the
 * stock moved. A wine's low-stock threshold is set here too.
 */
import { eq } from "drizzle-orm";
import type { StockAdjustReason } from "../../contract/stock-desk";
import type { StockAdjustment } from "../../contract/stock-desk-answers";
import type { Db, Tx } from "../db/client";
import { products, stockAdjustments } from "../db/schema";
import { BusinessError } from "../http/envelope";
import { correctStock } from "../orders/stock";
import { STOCK_MAX } from "./receipts";
import { reservedOnShelf } from "./stock-list";

export interface AdjustmentAsked {
  goodsId: number;
  reason: StockAdjustReason;
  delta?: number;
  counted?: number;
  note: string;
}

async function lockedWine(tx: Tx | Db, goodsId: number) {
  const [wine] = await tx
    .select({ stock: products.stock, threshold: products.lowStockThreshold })
    .from(products)
    .where(eq(products.id, goodsId))
    .for("update");
  return wine ?? null;
}

/**
 * The audit row's before and after of a stock change: the wine's stock and threshold. It locks the
 * wine's row first, so that two changes at once are logged one after the other.
 */
export const wineStockState = (tx: Tx | Db, goodsId: number) => lockedWine(tx, goodsId);

export async function adjustStock(
  db: Db,
  asked: AdjustmentAsked,
  operator: string,
): Promise<StockAdjustment> {
  return db.transaction(async (tx) => {
    const wine = await lockedWine(tx, asked.goodsId);
    if (!wine) throw new BusinessError(404, "ops_stock_no_wine", { id: asked.goodsId });
    let delta = asked.delta ?? 0;
    if (asked.counted !== undefined) {
      // What the shelf should hold: what is free, and what open orders hold until they ship.
      const reserved = await reservedOnShelf(tx, asked.goodsId);
      if (asked.counted < reserved)
        throw new BusinessError(409, "ops_stock_count_below_reserved", {
          counted: asked.counted,
          reserved,
        });
      delta = asked.counted - reserved - wine.stock;
      if (delta === 0)
        throw new BusinessError(409, "ops_stock_count_agrees", { counted: asked.counted });
    }
    const after = wine.stock + delta;
    if (after < 0)
      throw new BusinessError(409, "ops_stock_below_zero", {
        stock: wine.stock,
        fewer: -delta,
        reserved: await reservedOnShelf(tx, asked.goodsId),
      });
    if (after > STOCK_MAX) throw new BusinessError(409, "ops_stock_too_high", { max: STOCK_MAX });
    const [row] = await tx
      .insert(stockAdjustments)
      .values({
        productId: asked.goodsId,
        reason: asked.reason,
        note: asked.note,
        delta,
        stockBefore: wine.stock,
        stockAfter: after,
        counted: asked.counted ?? null,
        operator,
      })
      .returning();
    await correctStock(tx, asked.goodsId, delta);
    return {
      id: row.id,
      goodsId: asked.goodsId,
      reason: asked.reason,
      delta,
      counted: row.counted,
      note: row.note,
      stockBefore: row.stockBefore,
      stockAfter: row.stockAfter,
      operator: row.operator,
      at: row.createdAt.toISOString(),
    };
  });
}

export async function setLowStockThreshold(
  db: Db,
  goodsId: number,
  threshold: number,
): Promise<{ goodsId: number; threshold: number; stock: number; low: boolean }> {
  return db.transaction(async (tx) => {
    const [wine] = await tx
      .update(products)
      .set({ lowStockThreshold: threshold })
      .where(eq(products.id, goodsId))
      .returning({ stock: products.stock });
    if (!wine) throw new BusinessError(404, "ops_stock_no_wine", { id: goodsId });
    return { goodsId, threshold, stock: wine.stock, low: wine.stock <= threshold };
  });
}
