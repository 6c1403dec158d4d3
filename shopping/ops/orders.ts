/**
 * The operator's view of orders: the list (newest first, by status) and one order as a row of it.
 */
import { count, desc, eq } from "drizzle-orm";
import type { OpsOrder, OpsOrderList } from "../../contract/ops-answers";
import type { OrderStatus } from "../../contract/buying";
import { maskPhone } from "../accounts/profile";
import type { Db } from "../db/client";
import { orders, users } from "../db/schema";

type OrderRow = typeof orders.$inferSelect;

export const OPS_PAGE_SIZE = 50;

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

export async function listOpsOrders(
  db: Db,
  {
    status,
    page = 1,
    pageSize = OPS_PAGE_SIZE,
  }: { status?: OrderStatus; page?: number; pageSize?: number },
): Promise<OpsOrderList> {
  const where = status ? eq(orders.status, status) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ order: orders, phone: users.phone })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { orders: rows.map((r) => presentOpsOrder(r.order, r.phone)), total, page, pageSize };
}
