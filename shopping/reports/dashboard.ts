/**
 * The owner's dashboard's figures (decision 046), read in one snapshot: a range's money in (orders
 * by the time they were paid), refunds (by the time they succeeded), new buyers, the best sellers,
 * the wines at or under their threshold, and each desk's queue counted as the desk lists it. China
 * has one offset all year (UTC+8), so a China day is a UTC day moved by eight hours.
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, lte, sql } from "drizzle-orm";
import {
  DASHBOARD_TOP,
  type Dashboard,
  type DashboardRange,
} from "../../contract/reports";
import type { Db } from "../db/client";
import {
  afterSales,
  invoiceRequests,
  invoiceTitles,
  orderLines,
  orders,
  products,
  refunds,
  resaleItems,
  resaleSales,
  users,
} from "../db/schema";
import { OPEN_AFTER_SALE_STATUSES } from "../aftersale/status";
import { TO_ISSUE } from "../invoices/requests";
import type { ServiceLang } from "../http/messages";

const HOUR = 3_600_000;
const CHINA_OFFSET = 8 * HOUR;

/** The range's first moment and its buckets' width: China's midnight today, or days before it. */
export function rangeStart(range: DashboardRange, now = Date.now()): { from: Date; bucket: "hour" | "day" } {
  const chinaMidnight = Math.floor((now + CHINA_OFFSET) / (24 * HOUR)) * 24 * HOUR - CHINA_OFFSET;
  const days = range === "today" ? 0 : range === "7d" ? 6 : 29;
  return { from: new Date(chinaMidnight - days * 24 * HOUR), bucket: range === "today" ? "hour" : "day" };
}

const count = sql<number>`count(*)::int`;

export async function dashboard(
  db: Db,
  range: DashboardRange,
  lang: ServiceLang,
  now = Date.now(),
): Promise<Dashboard> {
  const { from, bucket } = rangeStart(range, now);
  const paidInRange = and(isNotNull(orders.paidAt), gte(orders.paidAt, from));
  const name = lang === "en" ? products.spuNameEn : lang === "tc" ? products.spuNameTc : products.spuName;
  // A China day or hour, as a UTC instant: shifted by eight hours, truncated, shifted back; in UTC
  // whatever the session's time zone. The unit is our own constant, so GROUP BY matches it.
  const bucketOf = sql<string | Date>`((date_trunc(${sql.raw(`'${bucket}'`)}, (${orders.paidAt} at time zone 'UTC') + interval '8 hours') - interval '8 hours') at time zone 'UTC')`;
  return db.transaction(async (tx) => {
    const [money] = await tx
      .select({ orders: count, cents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::int` })
      .from(orders)
      .where(paidInRange);
    const [refunded] = await tx
      .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
      .from(refunds)
      .where(and(eq(refunds.status, "succeeded"), gte(refunds.settledAt, from)));
    const [buyers] = await tx.select({ n: count }).from(users).where(gte(users.createdAt, from));
    const series = await tx
      .select({
        at: bucketOf,
        orders: count,
        moneyInCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::int`,
      })
      .from(orders)
      .where(paidInRange)
      .groupBy(bucketOf)
      .orderBy(asc(bucketOf));
    const topWines = await tx
      .select({
        goodsId: orderLines.productId,
        name: sql<string>`min(${lang === "en" ? orderLines.spuNameEn : lang === "tc" ? orderLines.spuNameTc : orderLines.spuName})`,
        bottles: sql<number>`sum(${orderLines.quantity})::int`,
        moneyCents: sql<number>`sum(${orderLines.lineCents})::int`,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(paidInRange)
      .groupBy(orderLines.productId)
      .orderBy(desc(sql`sum(${orderLines.quantity})`), asc(orderLines.productId))
      .limit(DASHBOARD_TOP);
    const low = and(eq(products.onShelf, true), lte(products.stock, products.lowStockThreshold));
    const [lowCount] = await tx.select({ n: count }).from(products).where(low);
    const lowWines = await tx
      .select({
        goodsId: products.id,
        name,
        stock: products.stock,
        threshold: products.lowStockThreshold,
      })
      .from(products)
      .where(low)
      .orderBy(asc(products.stock), asc(products.id))
      .limit(DASHBOARD_TOP);
    const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0].n;
    return {
      range,
      from: from.toISOString(),
      figures: {
        orders: money.orders,
        moneyInCents: money.cents,
        refundsCents: refunded.cents,
        averageOrderCents: money.orders ? Math.round(money.cents / money.orders) : 0,
        newBuyers: buyers.n,
      },
      series: fillBuckets(series, from, bucket, now),
      topWines,
      lowStock: { count: lowCount.n, wines: lowWines },
      queues: {
        ordersToShip: await countOf(tx.select({ n: count }).from(orders).where(eq(orders.status, "pending_delivery"))),
        afterSaleOpen: await countOf(tx.select({ n: count }).from(afterSales).where(inArray(afterSales.status, [...OPEN_AFTER_SALE_STATUSES]))),
        invoiceTitlesToReview: await countOf(tx.select({ n: count }).from(invoiceTitles).where(eq(invoiceTitles.status, "pending"))),
        // Asked for at checkout, a request waits for the order's receipt before staff may issue it.
        invoicesToIssue: await countOf(
          tx
            .select({ n: count })
            .from(invoiceRequests)
            .innerJoin(orders, eq(orders.id, invoiceRequests.orderId))
            .where(TO_ISSUE),
        ),
        invoicesToCorrect: await countOf(tx.select({ n: count }).from(invoiceRequests).where(eq(invoiceRequests.status, "to_correct"))),
        resaleToInspect: await countOf(tx.select({ n: count }).from(resaleItems).where(eq(resaleItems.status, "system_audit_passed"))),
        payoutsDue: await countOf(
          tx
            .select({ n: count })
            .from(resaleSales)
            .where(and(eq(resaleSales.payoutStatus, "due"), lte(resaleSales.dueAt, new Date(now)))),
        ),
      },
    };
  });
}

/** Every bucket of the range, those without orders at zero, so a chart's bars keep their places. */
function fillBuckets(
  rows: { at: string | Date; orders: number; moneyInCents: number }[],
  from: Date,
  bucket: "hour" | "day",
  now: number,
): Dashboard["series"] {
  const step = bucket === "hour" ? HOUR : 24 * HOUR;
  const found = new Map(rows.map((row) => [new Date(row.at).getTime(), row]));
  const series: Dashboard["series"] = [];
  for (let at = from.getTime(); at <= now; at += step) {
    const row = found.get(at);
    series.push({
      at: new Date(at).toISOString(),
      orders: row?.orders ?? 0,
      moneyInCents: row?.moneyInCents ?? 0,
    });
  }
  return series;
}
