/**
 * The reports (decision 046): sales of the orders paid in a span of China days, by wine or by day,
 * and the stock's value at the wines' prices. Pages of rows with the whole report's totals.
 */
import { and, asc, desc, eq, gt, gte, isNotNull, lt, sql } from "drizzle-orm";
import { REPORT_MAX_DAYS, type SalesReport, type StockValue } from "../../contract/reports";
import type { Db } from "../db/client";
import { orderLines, orders, products } from "../db/schema";
import { fieldError } from "../http/endpoint";
import type { ServiceLang } from "../http/messages";

const DAY = 24 * 3_600_000;
const chinaMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** The span's first moment and the moment after its last day; refused when it is not a span. */
export function spanOf(from: string, to: string): { start: Date; end: Date } {
  const start = chinaMidnight(from);
  const last = chinaMidnight(to);
  const real = (day: string, at: Date) =>
    !Number.isNaN(at.getTime()) && new Date(at.getTime() + 8 * 3_600_000).toISOString().startsWith(day);
  if (!real(from, start)) throw fieldError("from", "reportDay.invalid");
  if (!real(to, last)) throw fieldError("to", "reportDay.invalid");
  if (last < start) throw fieldError("to", "reportSpan.order");
  if ((last.getTime() - start.getTime()) / DAY + 1 > REPORT_MAX_DAYS)
    throw fieldError("to", "reportSpan.tooLong");
  return { start, end: new Date(last.getTime() + DAY) };
}

export async function salesReport(
  db: Db,
  query: { from: string; to: string; by: "wine" | "day"; page: number; pageSize: number },
  lang: ServiceLang,
): Promise<SalesReport> {
  const { start, end } = spanOf(query.from, query.to);
  const paid = and(isNotNull(orders.paidAt), gte(orders.paidAt, start), lt(orders.paidAt, end));
  const lineName = lang === "en" ? orderLines.spuNameEn : lang === "tc" ? orderLines.spuNameTc : orderLines.spuName;
  const dayOf = sql<string>`to_char((${orders.paidAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
  const key = query.by === "wine" ? orderLines.productId : dayOf;
  const measures = {
    orders: sql<number>`count(distinct ${orders.id})::int`,
    bottles: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`,
    moneyCents: sql<number>`coalesce(sum(${orderLines.lineCents}), 0)::int`,
  };
  return db.transaction(async (tx) => {
    const [totals] = await tx
      .select(measures)
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(paid);
    const [{ n }] = await tx
      .select({ n: sql<number>`count(distinct ${key})::int` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(paid);
    const rows = await tx
      .select({
        label: query.by === "wine" ? sql<string>`min(${lineName})` : dayOf,
        goodsId: query.by === "wine" ? sql<number | null>`${orderLines.productId}` : sql<null>`null::int`,
        ...measures,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(paid)
      .groupBy(key)
      .orderBy(
        ...(query.by === "wine"
          ? [desc(measures.moneyCents), asc(orderLines.productId)]
          : [asc(dayOf)]),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    return { from: query.from, to: query.to, by: query.by, total: n, totals, rows };
  });
}

export async function stockValue(
  db: Db,
  query: { page: number; pageSize: number },
  lang: ServiceLang,
): Promise<StockValue> {
  const name = lang === "en" ? products.spuNameEn : lang === "tc" ? products.spuNameTc : products.spuName;
  const value = sql<number>`(${products.stock}::bigint * ${products.priceCents})`;
  const held = gt(products.stock, 0);
  return db.transaction(async (tx) => {
    const [totals] = await tx
      .select({
        n: sql<number>`count(*)::int`,
        bottles: sql<number>`coalesce(sum(${products.stock}), 0)::int`,
        valueCents: sql<number>`coalesce(sum(${value}), 0)::bigint`,
      })
      .from(products)
      .where(held);
    const rows = await tx
      .select({
        goodsId: products.id,
        name,
        status: products.shelfStatus,
        stock: products.stock,
        priceCents: products.priceCents,
        valueCents: sql<number>`${value}::bigint`,
      })
      .from(products)
      .where(held)
      .orderBy(desc(value), asc(products.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    return {
      total: totals.n,
      totals: { bottles: totals.bottles, valueCents: Number(totals.valueCents) },
      rows: rows.map((row) => ({ ...row, valueCents: Number(row.valueCents) })),
    };
  });
}
