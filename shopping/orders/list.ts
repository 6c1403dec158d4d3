/**
 * The buyer's order lists: one tab's orders with their lines, newest first, a page at a time
 * (keyset paging on created_at, id, with the orders_user_status_idx and
 * orders_user_idx indexes), and the count of every tab in one query.
 */
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { OrderStatus } from "../../contract/buying";
import {
  ORDER_TABS,
  isOrderCursor,
  type OrderCounts,
  type OrderList,
  type OrderListLine,
  type OrderTab,
} from "../../contract/orders-list";
import { pictureUrl } from "../catalog/present";
import type { Db } from "../db/client";
import { afterSales, orders, users } from "../db/schema";
import { partlyRefunded } from "./view";
import { buyerActions } from "./status";
import { plannedRead } from "../db/prepared";

/**
 * A page's end as the database holds it: created_at in whole microseconds since the epoch (a
 * JavaScript Date keeps only milliseconds, which would skip or repeat orders of the same
 * millisecond) and the id that breaks ties.
 */
export interface ListCursor {
  micros: bigint;
  id: number;
}

export function parseCursor(value: string): ListCursor | null {
  if (!isOrderCursor(value)) return null;
  const [micros, id] = value.split("-");
  return { micros: BigInt(micros), id: Number(id) };
}

export function formatCursor(cursor: ListCursor): string {
  return `${cursor.micros}-${cursor.id}`;
}

// Each tab's first and later pages, by the buyer's id: one plan per shape serves every buyer.
const listRead = plannedRead();

export async function listOrders(
  db: Db,
  userId: number,
  tab: OrderTab,
  cursor: ListCursor | null,
  limit: number,
  withCounts = false,
): Promise<OrderList> {
  const conditions: SQL[] = [eq(orders.userId, userId)];
  if (tab === "after_sale")
    conditions.push(sql`exists (select 1 from ${afterSales} a where a.order_id = ${orders.id})`);
  else if (tab !== "all") conditions.push(eq(orders.status, tab));
  if (cursor) {
    conditions.push(
      sql`(${orders.createdAt}, ${orders.id}) < (timestamptz 'epoch' + ${cursor.micros.toString()}::bigint * interval '1 microsecond', ${cursor.id})`,
    );
  }
  const shape = `${tab === "all" || tab === "after_sale" ? tab : "status"} ${Boolean(cursor)} ${withCounts}`;
  const rows = await listRead(
    db
      .select({
        id: orders.id,
        orderNo: orders.orderNo,
        status: orders.status,
        createdAt: orders.createdAt,
        micros: sql<string>`(extract(epoch from ${orders.createdAt}) * 1000000)::bigint::text`,
        quantity: orders.quantity,
        originalCents: orders.originalCents,
        goodsCents: orders.goodsCents,
        discountCents: orders.discountCents,
        freightCents: orders.freightCents,
        pointsUsed: orders.pointsUsed,
        pointsCents: orders.pointsCents,
        totalCents: orders.totalCents,
        payMethod: orders.payMethod,
        // In the same statement (aliased: drizzle leaves a one-table query's columns unqualified).
        lines: sql<(Omit<OrderListLine, "picture"> & { refundedQuantity: number })[]>`coalesce((
        select json_agg(json_build_object('goodsId', l.product_id, 'spuName', l.spu_name,
          'spuNameTc', l.spu_name_tc, 'spuNameEn', l.spu_name_en, 'quantity', l.quantity,
          'unitPriceCents', l.unit_price_cents, 'refundedQuantity', l.refunded_quantity)
          order by l.id)
        from order_lines l where l.order_id = orders.id), '[]'::json)`,
        // Every tab's count, computed once for the statement (an uncorrelated subquery).
        counts: withCounts ? tabCounts(userId) : sql<null>`null`,
      })
      .from(orders)
      .where(and(...conditions))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit + 1),
    shape,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last ? formatCursor({ micros: BigInt(last.micros), id: last.id }) : null;

  // An empty page has no row to carry the counts.
  const counts = withCounts ? (rows[0]?.counts ?? (await countOrders(db, userId))) : undefined;
  return {
    ...(counts ? { counts } : {}),
    list: page.map((o) => ({
      id: o.id,
      orderNo: o.orderNo,
      createdAt: o.createdAt.toISOString(),
      status: o.status as OrderStatus,
      amounts: {
        quantity: o.quantity,
        originalCents: o.originalCents,
        goodsCents: o.goodsCents,
        discountCents: o.discountCents,
        freightCents: o.freightCents,
        pointsUsed: o.pointsUsed,
        pointsCents: o.pointsCents,
        totalCents: o.totalCents,
      },
      lines: o.lines.map(({ refundedQuantity: _, ...line }) => ({
        ...line,
        picture: pictureUrl(line.goodsId),
      })),
      partlyRefunded: partlyRefunded(o.status, o.lines),
      actions: buyerActions(o.status, o.payMethod === "points"),
    })),
    nextCursor,
  };
}

/**
 * How many of the user's orders each tab holds, as one JSON value: a column of any statement,
 * computed once for it (an uncorrelated subquery on orders_user_idx).
 */
function tabCounts(userId: number) {
  const perTab = ORDER_TABS.map((tab) =>
    tab === "all"
      ? sql`'all', count(*)`
      : tab === "after_sale"
        ? sql`'after_sale', count(*) filter (where exists (select 1 from after_sales a where a.order_id = c.id))`
        : sql`${tab}::text, count(*) filter (where c.status = ${tab})`,
  );
  return sql<OrderCounts>`(select json_build_object(${sql.join(perTab, sql`, `)})
    from orders c where c.user_id = ${userId})`;
}

const countsRead = plannedRead();

/** How many orders each tab holds, in one query over the caller's orders. */
export async function countOrders(db: Db, userId: number): Promise<OrderCounts> {
  const [row] = await countsRead(
    db
      .select({ counts: tabCounts(userId) })
      .from(users)
      .where(eq(users.id, userId)),
  );
  // The caller's own account: it exists while its token does.
  return row.counts;
}
