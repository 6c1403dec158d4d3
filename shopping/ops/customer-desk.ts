/**
 * The customers desk (issue 32): buyers found by their mobile number (the whole of it, or its last
 * 4 to 11 digits), and one buyer's account, orders, addresses and points, phones masked.
 */
import { count, desc, eq, like, sql } from "drizzle-orm";
import type { OpsCustomer } from "../../contract/customer-desk";
import { maskPhone } from "../accounts/profile";
import type { Db } from "../db/client";
import { addresses, orders, users } from "../db/schema";
import { BusinessError } from "../http/envelope";
import type { ServiceLang } from "../http/messages";
import { pointsLog } from "../points/log";

const ordersOf = sql<number>`(select count(*)::int from ${orders} where ${orders.userId} = ${users.id})`;

export async function findCustomers(db: Db, digits: string) {
  const rows = await db
    .select({
      id: users.id,
      phone: users.phone,
      nickname: users.nickname,
      registeredAt: users.createdAt,
      orders: ordersOf,
    })
    .from(users)
    .where(digits.length === 11 ? eq(users.phone, digits) : like(users.phone, `%${digits}`))
    .orderBy(desc(users.id))
    .limit(20);
  return {
    customers: rows.map((r) => ({
      ...r,
      phone: maskPhone(r.phone),
      registeredAt: r.registeredAt.toISOString(),
    })),
  };
}

export async function customerOf(db: Db, id: number, lang: ServiceLang): Promise<OpsCustomer> {
  const [user] = await db
    .select({
      id: users.id,
      phone: users.phone,
      nickname: users.nickname,
      status: users.status,
      registeredAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, id));
  if (!user) throw new BusinessError(404, "ops_customer_not_found", { id });
  const [orderRows, [{ orderCount }], addressRows, points] = await Promise.all([
    db
      .select({
        orderNo: orders.orderNo,
        status: orders.status,
        totalCents: orders.totalCents,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(eq(orders.userId, id))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(20),
    db.select({ orderCount: count() }).from(orders).where(eq(orders.userId, id)),
    db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, id))
      .orderBy(desc(addresses.isDefault), desc(addresses.updatedAt)),
    pointsLog(db, id, lang, null, 20),
  ]);
  return {
    customer: {
      id: user.id,
      phone: maskPhone(user.phone),
      nickname: user.nickname,
      status: user.status,
      registeredAt: user.registeredAt.toISOString(),
      orders: orderCount,
    },
    orders: orderRows.map((o) => ({
      ...o,
      status: o.status as OpsCustomer["orders"][number]["status"],
      createdAt: o.createdAt.toISOString(),
    })),
    addresses: addressRows.map((a) => ({
      recipient: a.recipient,
      phone: maskPhone(a.phone),
      region: [a.province, a.city, a.district].filter(Boolean).join(" "),
      detail: a.detail,
      isDefault: a.isDefault,
    })),
    points,
  };
}

/** The buyer's whole number, for a role that may see it (the endpoint logs each showing). */
export async function customerPhone(db: Db, id: number): Promise<{ phone: string }> {
  const [user] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, id));
  if (!user) throw new BusinessError(404, "ops_customer_not_found", { id });
  return { phone: user.phone };
}
