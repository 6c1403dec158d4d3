/** Reads an order with its lines, timeline and latest payment, as the contract's OrderView. */
import { and, asc, desc, eq } from "drizzle-orm";
import type {
  OrderStatus,
  OrderView,
  PaymentView,
  PayMethod,
  PayPath,
  WalletLaunch,
} from "../../contract/buying";
import { pictureUrl } from "../catalog/present";
import type { Db } from "../db/client";
import type { ResaleGrade } from "../../contract/resale-statuses";
import { orderEvents, orderLines, orders, payments, resaleItems } from "../db/schema";
import { BusinessError } from "../http/envelope";
import { plannedRead } from "../db/prepared";
import { afterSalesOfOrder } from "../aftersale/requests";
import { buyerActions } from "./status";

type PaymentRow = typeof payments.$inferSelect;

export function presentPayment(row: PaymentRow): PaymentView {
  return {
    outTradeNo: row.outTradeNo,
    method: row.method as PayMethod,
    gateway: row.gateway,
    amountCents: row.amountCents,
    path: row.path as PayPath,
    codeUrl: row.codeUrl,
    launch: (row.launch as WalletLaunch | null) ?? null,
    status: row.status as PaymentView["status"],
    expiresAt: row.expiresAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

// The order page's reads, by the order's id: one plan serves every order.
const paymentRead = plannedRead();
const orderRead = plannedRead();
const linesRead = plannedRead();
const eventsRead = plannedRead();

export async function latestPayment(db: Db, orderId: number): Promise<PaymentRow | null> {
  const [row] = await paymentRead(
    db
      .select()
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(desc(payments.id))
      .limit(1),
  );
  return row ?? null;
}

/** The caller's own order; another user's order is as unknown as a missing one. */
export async function ownOrder(db: Db, userId: number, orderId: number) {
  const [order] = await orderRead(
    db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId))),
  );
  if (!order) throw new BusinessError(404, "order_not_found");
  return order;
}

export async function orderView(db: Db, userId: number, orderId: number): Promise<OrderView> {
  return presentOrder(db, await ownOrder(db, userId, orderId));
}

/** An order as the contract's OrderView, whoever reads it (its buyer, or staff at the order desk). */
export async function presentOrder(db: Db, order: typeof orders.$inferSelect): Promise<OrderView> {
  const orderId = order.id;
  const [lines, events, payment, afterSales] = await Promise.all([
    linesRead(
      db
        .select({ line: orderLines, resale: { code: resaleItems.code, grade: resaleItems.grade } })
        .from(orderLines)
        .leftJoin(resaleItems, eq(resaleItems.id, orderLines.resaleItemId))
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.id)),
    ),
    eventsRead(
      db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.id)),
    ),
    latestPayment(db, orderId),
    afterSalesOfOrder(db, orderId),
  ]);
  const { recipient, phone, province, city, district, detail, postalCode } = order.address;
  return {
    id: order.id,
    orderNo: order.orderNo,
    status: order.status as OrderStatus,
    amounts: {
      quantity: order.quantity,
      originalCents: order.originalCents,
      goodsCents: order.goodsCents,
      discountCents: order.discountCents,
      freightCents: order.freightCents,
      pointsUsed: order.pointsUsed,
      pointsCents: order.pointsCents,
      totalCents: order.totalCents,
    },
    buyerMessage: order.buyerMessage,
    address: { recipient, phone, province, city, district, detail, postalCode },
    lines: lines.map(({ line: l, resale }) => ({
      id: l.id,
      goodsId: l.productId,
      spuName: l.spuName,
      spuNameTc: l.spuNameTc,
      spuNameEn: l.spuNameEn,
      vintage: l.vintage,
      capacityMl: l.capacityMl,
      picture: pictureUrl(l.productId),
      unitPriceCents: l.unitPriceCents,
      marketPriceCents: l.marketPriceCents,
      quantity: l.quantity,
      lineCents: l.lineCents,
      refundedQuantity: l.refundedQuantity,
      resale: resale ? { code: resale.code, grade: resale.grade as ResaleGrade } : null,
    })),
    refunded: { cents: order.refundedCents, points: order.refundedPoints },
    partlyRefunded: partlyRefunded(
      order.status,
      lines.map((l) => l.line),
    ),
    createdAt: order.createdAt.toISOString(),
    payBefore: order.payBefore.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    closedAt: order.closedAt?.toISOString() ?? null,
    payMethod: (order.payMethod as PayMethod | "points" | null) ?? null,
    logisticsCompany: order.logisticsCompany,
    logisticsNo: order.logisticsNo,
    shippedAt: order.shippedAt?.toISOString() ?? null,
    receivedAt: order.receivedAt?.toISOString() ?? null,
    timeline: events.map((e) => ({
      action: e.action,
      toStatus: e.toStatus as OrderStatus,
      actor: e.actor,
      reason: e.reason,
      at: e.createdAt.toISOString(),
    })),
    payment: payment ? presentPayment(payment) : null,
    actions: buyerActions(order.status, order.payMethod === "points"),
    afterSale: afterSales[0] ?? null,
    afterSales,
  };
}

/** Some bottles went back and the order goes on with the others: "部分退款". */
export function partlyRefunded(
  status: string,
  lines: { quantity: number; refundedQuantity: number }[],
): boolean {
  return (
    status !== "refunded" &&
    status !== "returned" &&
    lines.some((l) => l.refundedQuantity > 0) &&
    lines.some((l) => l.refundedQuantity < l.quantity)
  );
}
