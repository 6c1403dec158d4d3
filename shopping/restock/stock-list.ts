/**
 * The stock desk's list: every wine with its stock and low-stock threshold, found by id or by
 * words of its Chinese or English name, or only those at or below their threshold (lowest stock
 * first). Two thousand wines are a scan of one table joined to its wineries by key: no index needed.
 */
import { and, asc, count, eq, ilike, lte, or, sql, type SQL } from "drizzle-orm";
import type { StockList, StockWine } from "../../contract/stock-desk-answers";
import type { Db, Tx } from "../db/client";
import { orderLines, orders, products, wineries } from "../db/schema";

export interface StockListFilters {
  q?: string;
  low?: boolean;
  page: number;
  pageSize: number;
}

/** A word as ILIKE matches it literally: its own % and _ are not wildcards. */
const literally = (word: string) => `%${word.replace(/[\\%_]/g, "\\$&")}%`;

function conditions(filters: StockListFilters): SQL | undefined {
  const all: SQL[] = [];
  const words = (filters.q ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 1 && /^\d{1,9}$/.test(words[0])) {
    // A number is the wine's id, or a number in its name (a vintage).
    const pattern = literally(words[0]);
    all.push(
      or(
        eq(products.id, Number(words[0])),
        ilike(products.spuName, pattern),
        ilike(products.spuNameEn, pattern),
      ) as SQL,
    );
  } else {
    for (const word of words) {
      const pattern = literally(word);
      all.push(
        or(
          ilike(products.spuName, pattern),
          ilike(products.spuNameTc, pattern),
          ilike(products.spuNameEn, pattern),
        ) as SQL,
      );
    }
  }
  if (filters.low) all.push(lte(products.stock, products.lowStockThreshold));
  return all.length > 0 ? and(...all) : undefined;
}

const wineColumns = {
  goodsId: products.id,
  name: products.spuName,
  nameEn: products.spuNameEn,
  winery: wineries.nameCh,
  wineryEn: wineries.nameEn,
  vintage: products.vintage,
  stock: products.stock,
  threshold: products.lowStockThreshold,
  shelfStatus: products.shelfStatus,
};

type WineRow = Omit<StockWine, "low" | "shelfStatus"> & { shelfStatus: string };

const presentWine = (row: WineRow): StockWine => ({
  ...row,
  shelfStatus: row.shelfStatus as StockWine["shelfStatus"],
  low: row.stock <= row.threshold,
});

export async function listStock(db: Db, filters: StockListFilters): Promise<StockList> {
  const where = conditions(filters);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(wineColumns)
      .from(products)
      .innerJoin(wineries, eq(wineries.id, products.wineryId))
      .where(where)
      .orderBy(...(filters.low ? [asc(products.stock), asc(products.id)] : [asc(products.id)]))
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { wines: rows.map(presentWine), total, page: filters.page, pageSize: filters.pageSize };
}

/** One wine as the list shows it; null for no such wine. */
export async function stockWine(db: Db | Tx, goodsId: number): Promise<StockWine | null> {
  const [row] = await db
    .select(wineColumns)
    .from(products)
    .innerJoin(wineries, eq(wineries.id, products.wineryId))
    .where(eq(products.id, goodsId));
  return row ? presentWine(row) : null;
}

/**
 * The bottles of a wine that orders hold but have not shipped: taken off `stock` when the order
 * was placed, still on the shelf for a stock-take to count. An unpaid order, a paid one waiting,
 * and one whose refund before shipping is not settled yet (its bottles come back when it is).
 */
export async function reservedOnShelf(db: Db | Tx, goodsId: number): Promise<number> {
  const [{ reserved }] = await db
    .select({
      reserved: sql<number>`coalesce(sum(${orderLines.quantity} - ${orderLines.refundedQuantity}), 0)::int`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orderLines.productId, goodsId),
        sql`${orderLines.resaleItemId} is null`,
        sql`${orders.shippedAt} is null`,
        sql`${orders.status} in ('pending_payment', 'pending_delivery', 'refunding')`,
      ),
    );
  return reserved;
}
