/**
 * The operator's view of orders: the list (newest first, filtered by status, dates, phone and
 * order number) and one order as a row of it.
 */
import { and, count, desc, eq, gte, like, lt, or, sql, type SQL } from "drizzle-orm";
import type { OpsOrder, OpsOrderList } from "../../contract/ops-answers";
import type { OrderStatus } from "../../contract/buying";
import { maskPhone } from "../accounts/profile";
import type { Db } from "../db/client";
import { orders, users } from "../db/schema";

type OrderRow = typeof orders.$inferSelect;

export const OPS_PAGE_SIZE = 50;
/** A page at most: the list family's CSV asks for one page of this many. */
export const OPS_MAX_PAGE_SIZE = 1250;

export function presentOpsOrder(order: OrderRow, buyerPhone: string): OpsOrder {
  return {
    orderNo: order.orderNo,
    status: order.status as OrderStatus,
    quantity: order.quantity,
    totalCents: order.totalCents,
    buyerPhone: maskPhone(buyerPhone),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    shippedAt: order.shippedAt?.toISOString() ?? null,
    logisticsCompany: order.logisticsCompany,
    logisticsNo: order.logisticsNo,
  };
}

/** An order as a row of the list, read again (after a move). */
export async function opsOrder(db: Db, orderId: number): Promise<OpsOrder> {
  const [row] = await db
    .select({ order: orders, phone: users.phone })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return presentOpsOrder(row.order, row.phone);
}

/** The order desk's filters; each narrows the list, all together. */
export interface OpsOrderFilters {
  status?: OrderStatus;
  /** Beijing dates, YYYY-MM-DD: placed on or after `from`, on or before `to` */
  from?: string;
  to?: string;
  /** 4 to 11 digits: the end of the buyer's or the recipient's mobile number */
  phone?: string;
  /** the beginning of the order number */
  orderNo?: string;
}

const beijingDayStart = (date: string) => new Date(`${date}T00:00:00+08:00`);

function orderConditions(filters: OpsOrderFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.from) conditions.push(gte(orders.createdAt, beijingDayStart(filters.from)));
  if (filters.to) {
    const after = beijingDayStart(filters.to);
    after.setUTCDate(after.getUTCDate() + 1);
    conditions.push(lt(orders.createdAt, after));
  }
  if (filters.orderNo) conditions.push(like(orders.orderNo, `${filters.orderNo}%`));
  if (filters.phone) {
    const ending = `%${filters.phone}`;
    conditions.push(
      or(like(users.phone, ending), like(sql`${orders.address}->>'phone'`, ending)) as SQL,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function listOpsOrders(
  db: Db,
  filters: OpsOrderFilters & { page?: number; pageSize?: number },
): Promise<OpsOrderList> {
  const { page = 1, pageSize = OPS_PAGE_SIZE } = filters;
  const where = orderConditions(filters);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ order: orders, phone: users.phone })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    // The buyers' table only when a phone is asked for: every order has its buyer.
    filters.phone
      ? db
          .select({ total: count() })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(where)
      : db.select({ total: count() }).from(orders).where(where),
  ]);
  return { orders: rows.map((r) => presentOpsOrder(r.order, r.phone)), total, page, pageSize };
}
