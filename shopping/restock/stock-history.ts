/**
 * A wine's stock history at the stock desk: its receipts and adjustments together, newest first,
 * paged. Sales and returns are the orders' and are not repeated here.
 */
import { sql } from "drizzle-orm";
import type { StockHistory, StockHistoryEntry } from "../../contract/stock-desk-answers";
import type { Db } from "../db/client";
import { queryRows } from "../db/rows";
import { stockAdjustments, stockReceipts } from "../db/schema";
import { BusinessError } from "../http/envelope";
import { reservedOnShelf, stockWine } from "./stock-list";

interface EntryRow {
  kind: "receipt" | "adjustment";
  id: number;
  reason: StockHistoryEntry["reason"];
  delta: number;
  counted: number | null;
  note: string;
  stock_before: number;
  stock_after: number;
  operator: string;
  at: Date | string;
}

export async function stockHistory(
  db: Db,
  goodsId: number,
  paging: { page: number; pageSize: number },
): Promise<StockHistory> {
  const wine = await stockWine(db, goodsId);
  if (!wine) throw new BusinessError(404, "ops_stock_no_wine", { id: goodsId });
  const entries = sql`
    select 'receipt' as kind, id, null as reason, quantity as delta, null::integer as counted,
      '' as note,
      stock_before, stock_after, operator, created_at as at
    from ${stockReceipts} where product_id = ${goodsId}
    union all
    select 'adjustment', id, reason, delta, counted, note, stock_before, stock_after, operator,
      created_at
    from ${stockAdjustments} where product_id = ${goodsId}`;
  const [rows, [{ total }], reserved] = await Promise.all([
    queryRows<EntryRow>(
      db,
      sql`select * from (${entries}) entries order by at desc, kind, id desc
        limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from (${entries}) entries`),
    reservedOnShelf(db, goodsId),
  ]);
  return {
    wine: { ...wine, reserved },
    entries: rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      reason: row.reason,
      delta: row.delta,
      counted: row.counted,
      note: row.note,
      stockBefore: row.stock_before,
      stockAfter: row.stock_after,
      operator: row.operator,
      at: new Date(row.at).toISOString(),
    })),
    total,
    page: paging.page,
    pageSize: paging.pageSize,
  };
}
