/**
 * One order at the order desk (the console's /admin/orders/:orderNo, `npm run ops`): the buyer's
 * view of it with phones masked, the parcels, the bottles' serials, and the staff's notes, which
 * staff add and the buyer never sees. A phone in full is a move of its own, so that the audit log
 * records who saw it.
 */
import { asc, eq } from "drizzle-orm";
import type { OpsOrderDetail, OpsOrderNote } from "../../contract/ops-answers";
import { ORDER_NOTE_MAX } from "../../contract/order-desk";
import { maskPhone } from "../accounts/profile";
import type { Db } from "../db/client";
import { bottles, orderStaffNotes, orders, products, users } from "../db/schema";
import { BusinessError } from "../http/envelope";
import type { ServiceLang } from "../http/messages";
import { parcelViews } from "../orders/logistics";
import type { OrderRow } from "../orders/shipping";
import { findTransition, type OrderStatus } from "../orders/status";
import { presentOrder } from "../orders/view";

async function orderNamed(db: Db, orderNo: string): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo.trim())).limit(1);
  if (!order) throw new BusinessError(404, "order_not_found");
  return order;
}

async function notesOf(db: Db, orderId: number): Promise<OpsOrderNote[]> {
  const rows = await db
    .select()
    .from(orderStaffNotes)
    .where(eq(orderStaffNotes.orderId, orderId))
    .orderBy(asc(orderStaffNotes.id));
  return rows.map((row) => ({
    author: row.author,
    text: row.text,
    at: row.createdAt.toISOString(),
  }));
}

export async function opsOrderDetail(
  db: Db,
  orderNo: string,
  lang: ServiceLang,
): Promise<OpsOrderDetail> {
  const order = await orderNamed(db, orderNo);
  const [view, [buyer], parcels, sold, notes] = await Promise.all([
    presentOrder(db, order),
    db.select({ phone: users.phone }).from(users).where(eq(users.id, order.userId)),
    parcelViews(db, order, lang),
    db
      .select({
        serial: bottles.serial,
        goodsId: bottles.productId,
        ch: products.spuName,
        en: products.spuNameEn,
      })
      .from(bottles)
      .innerJoin(products, eq(products.id, bottles.productId))
      .where(eq(bottles.orderId, order.id))
      .orderBy(asc(bottles.serial)),
    notesOf(db, order.id),
  ]);
  const { actions: _buyerActions, payment, ...rest } = view;
  const status = order.status as OrderStatus;
  const staffActions: OpsOrderDetail["staffActions"] = [];
  if (findTransition(status, "ship")) staffActions.push("ship");
  if (parcels.some((p) => p.direction === "outbound")) staffActions.push("track");
  if (parcels.some((p) => p.direction === "return")) staffActions.push("trackReturn");
  return {
    ...rest,
    address: { ...rest.address, phone: maskPhone(rest.address.phone) },
    buyer: { id: order.userId, phone: maskPhone(buyer.phone) },
    payment: payment
      ? {
          outTradeNo: payment.outTradeNo,
          method: payment.method,
          gateway: payment.gateway,
          amountCents: payment.amountCents,
          status: payment.status,
          paidAt: payment.paidAt,
        }
      : null,
    parcels,
    bottles: sold.map((b) => ({
      serial: b.serial,
      goodsId: b.goodsId,
      name: lang === "en" ? b.en : b.ch,
    })),
    notes,
    staffActions,
  };
}

/**
 * The audit row's before and after of a note: the order's notes. It locks the order's row first,
 * so that two notes written at once are logged one after the other: the second's before holds the
 * first (on PostgreSQL each would otherwise read the notes before either).
 */
export async function orderNotesState(db: Db, orderNo: string) {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.orderNo, orderNo.trim()))
    .for("update");
  return order ? notesOf(db, order.id) : null;
}

/** Adds a staff note to an order, once per `requestKey`; answers the order's notes. */
export async function addOrderNote(
  db: Db,
  orderNo: string,
  text: string,
  author: { staffId: number | null; name: string },
  requestKey?: string,
): Promise<{ orderNo: string; notes: OpsOrderNote[] }> {
  const note = text.trim();
  if (note.length === 0 || note.length > ORDER_NOTE_MAX)
    throw new BusinessError(422, "order_note_length", { n: ORDER_NOTE_MAX });
  const order = await orderNamed(db, orderNo);
  // In a transaction: the audit row rides on it (shopping/staff/audit.ts).
  // The same form sent again, or twice at once, adds its note once (the key's unique index).
  await db.transaction((tx) =>
    tx
      .insert(orderStaffNotes)
      .values({
        orderId: order.id,
        staffId: author.staffId,
        author: author.name,
        text: note,
        requestKey: requestKey ?? null,
      })
      .onConflictDoNothing(),
  );
  return { orderNo: order.orderNo, notes: await notesOf(db, order.id) };
}

/** The buyer's or the recipient's phone in full; the endpoint's audit row is the record of it. */
export async function orderPhone(
  db: Db,
  orderNo: string,
  whose: "buyer" | "recipient",
): Promise<{ orderNo: string; whose: "buyer" | "recipient"; phone: string }> {
  const order = await orderNamed(db, orderNo);
  if (whose === "recipient") return { orderNo: order.orderNo, whose, phone: order.address.phone };
  const [buyer] = await db
    .select({ phone: users.phone })
    .from(users)
    .where(eq(users.id, order.userId));
  return { orderNo: order.orderNo, whose, phone: buyer.phone };
}
