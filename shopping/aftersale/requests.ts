/**
 * The buyer's side of after-sale: asking for a refund (before shipping) or a return (after it) of
 * bottles of an order, worth what decision 033's rule says (contract/refund-shares.ts), sending
 * them back once the shop agreed, and reading the requests. Every move locks the order first,
 * then the request, and changes both with conditional updates in one transaction, so two requests
 * at once succeed once; an order has one open request at a time (after_sales_open_uq), and its
 * lines count the bottles settled requests took back.
 */
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import {
  REASONS_OF,
  type AfterSaleReason,
  type AfterSaleSummary,
  type AfterSaleView,
  type ReturnFreightPayer,
} from "../../contract/aftersale";
import { chosenWorth, type Worth } from "../../contract/refund-shares";
import type { OrderStatus } from "../../contract/buying";
import type { Db, Tx } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { afterSaleLines, afterSales, orderEvents, orderLines, orders } from "../db/schema";
import { plannedRead } from "../db/prepared";
import { BusinessError } from "../http/envelope";
import { fieldError, InvalidParams } from "../http/endpoint";
import { lockOrder, moveOrder } from "../orders/lifecycle";
import type { Buying } from "../payments/context";
import type { AfterSaleRow } from "./settle";
import { readReturnAddress, readReturnFreightShopReasons } from "../shop/settings";
import { attachPhotos, photosOf } from "../files/photos";
import { OPEN_AFTER_SALE_STATUSES } from "./status";
import { bottlesInResale } from "../resale/held-bottles";

export interface AfterSaleForm {
  orderId: number;
  reasonCode: AfterSaleReason;
  reasonDetails: string | null;
  /** the bottles asked about; undefined: every bottle not yet taken back */
  lines?: { orderLineId: number; quantity: number }[];
  amountCents: number;
  points: number;
  /** names of the buyer's uploads (purpose aftersale), in the order to show */
  photos: string[];
  /** made when the buyer reviewed the request: the request it makes is made once */
  requestKey?: string;
}

/** Which request an order in this status may have: a refund before shipping, a return after. */
export function kindFor(
  status: string,
): { kind: "refund"; action: "refund" } | { kind: "return"; action: "returnGoods" } | null {
  if (status === "pending_delivery") return { kind: "refund", action: "refund" };
  if (status === "pending_receipt" || status === "pending_comment" || status === "completed")
    return { kind: "return", action: "returnGoods" };
  return null;
}

/** An order's lines as a request weighs them, in the order's own order. */
export async function linesForShares(tx: Tx | Db, orderId: number) {
  return tx
    .select({
      id: orderLines.id,
      productId: orderLines.productId,
      lineCents: orderLines.lineCents,
      quantity: orderLines.quantity,
      takenBack: orderLines.refundedQuantity,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
}

type ShareRow = Awaited<ReturnType<typeof linesForShares>>[number];

/**
 * The bottles a form names, counted by the order's lines: each line of the order once, never more
 * than it has left; none named means every bottle left.
 */
export function chosenBottles(lines: ShareRow[], named: AfterSaleForm["lines"]): number[] {
  if (named === undefined) return lines.map((l) => l.quantity - l.takenBack);
  const chosen = lines.map(() => 0);
  for (const { orderLineId, quantity } of named) {
    const i = lines.findIndex((l) => l.id === orderLineId);
    if (i < 0 || chosen[i] > 0) throw fieldError("lines", "afterSale.lines.invalid");
    if (quantity > lines[i].quantity - lines[i].takenBack)
      throw fieldError("lines", "afterSale.lines.tooMany");
    chosen[i] = quantity;
  }
  if (chosen.every((n) => n === 0)) throw fieldError("lines", "afterSale.lines.required");
  return chosen;
}

/** Bottles the buyer put up for resale stay out of a request until the resale ends (decision 037). */
function notInResale(lines: ShareRow[], chosen: number[], inResale: Map<number, number>): void {
  for (const [productId, listed] of inResale) {
    let left = 0;
    let asked = 0;
    lines.forEach((l, i) => {
      if (l.productId !== productId) return;
      left += l.quantity - l.takenBack;
      asked += chosen[i];
    });
    if (asked > left - listed) throw fieldError("lines", "afterSale.lines.inResale");
  }
}

/**
 * The amounts against what the bottles are worth: never more money or points, not both zero.
 */
export function checkAmounts(worth: Worth, form: { amountCents: number; points: number }): void {
  const errors: Record<string, string[]> = {};
  if (form.amountCents > worth.cents) errors.amountCents = ["afterSale.amount.tooMuch"];
  if (form.points > worth.points) errors.points = ["afterSale.points.tooMuch"];
  if (Object.keys(errors).length > 0)
    throw new InvalidParams(Object.keys(errors).join(", "), errors);
  if (form.amountCents === 0 && form.points === 0)
    throw fieldError("amountCents", "afterSale.bothZero");
}

/** Who pays a return's freight back: the shop for the reasons its rule names, else the buyer. */
async function returnFreightPayer(tx: Tx, reason: AfterSaleReason): Promise<ReturnFreightPayer> {
  return (await readReturnFreightShopReasons(tx)).includes(reason) ? "shop" : "buyer";
}

export async function applyAfterSale(
  buying: Buying,
  userId: number,
  form: AfterSaleForm,
): Promise<AfterSaleView> {
  const orderId = form.orderId;
  try {
    await buying.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId, userId);
      if (!order) throw new BusinessError(404, "order_not_found");
      // The order's lock lines up confirmations of one review: a repeat finds the request it made.
      if (form.requestKey && (await requestMadeUnder(tx, userId, orderId, form.requestKey))) return;
      const open = await openRequest(tx, orderId);
      if (open) throw new BusinessError(409, "after_sale_open");
      const kind = kindFor(order.status);
      if (!kind) throw new BusinessError(409, "order_state");
      if (!REASONS_OF[kind.kind].includes(form.reasonCode))
        throw fieldError("reasonCode", "afterSale.reason.required");
      const lines = await linesForShares(tx, orderId);
      const chosen = chosenBottles(lines, form.lines);
      notInResale(lines, chosen, await bottlesInResale(tx, orderId));
      checkAmounts(chosenWorth(lines, order, chosen), form);
      const moved = await moveOrder(
        tx,
        orderId,
        order.status,
        kind.action,
        "buyer",
        "buyer",
        // The timeline keeps the code: each reader sees it in their own language.
        form.reasonCode,
      );
      if (!moved) throw new BusinessError(409, "order_state");
      const [inserted] = await tx
        .insert(afterSales)
        .values({
          orderId,
          userId,
          kind: kind.kind,
          status: "requested",
          orderStatusBefore: order.status,
          reasonCode: form.reasonCode,
          reasonDetails: form.reasonDetails,
          amountCents: form.amountCents,
          points: form.points,
          returnFreightPayer:
            kind.kind === "return" ? await returnFreightPayer(tx, form.reasonCode) : null,
          requestKey: form.requestKey ?? null,
        })
        .returning({ id: afterSales.id });
      await tx.insert(afterSaleLines).values(
        lines
          .map((line, i) => ({
            afterSaleId: inserted.id,
            orderLineId: line.id,
            quantity: chosen[i],
          }))
          .filter((line) => line.quantity > 0),
      );
      await attachPhotos(tx, {
        userId,
        purpose: "aftersale",
        ownerId: inserted.id,
        names: form.photos,
        field: "photos",
      });
    });
  } catch (error) {
    // The open-request index: another request of this order got in first.
    if (isUniqueViolation(error, "after_sales_open_uq"))
      throw new BusinessError(409, "after_sale_open");
    throw error;
  }
  buying.changes.changed(orderId);
  const view = await findAfterSale(buying.db, userId, orderId);
  if (!view) throw new Error(`after-sale request of order ${orderId} vanished`);
  return view;
}

/** Whether this key already made a request; a key is the request of one order only. */
async function requestMadeUnder(tx: Tx, userId: number, orderId: number, key: string) {
  const [made] = await tx
    .select({ orderId: afterSales.orderId })
    .from(afterSales)
    .where(and(eq(afterSales.userId, userId), eq(afterSales.requestKey, key)));
  if (made && made.orderId !== orderId) throw fieldError("requestKey", "afterSale.key.invalid");
  return made !== undefined;
}

export interface ReturnShipment {
  orderId: number;
  company: string;
  trackingNo: string;
}

/** The buyer's return parcel, once the shop agreed to the return: request approved → goods_sent. */
export async function shipReturn(
  buying: Buying,
  userId: number,
  form: ReturnShipment,
): Promise<AfterSaleView> {
  await buying.db.transaction(async (tx) => {
    const order = await lockOrder(tx, form.orderId, userId);
    if (!order) throw new BusinessError(404, "order_not_found");
    const request = await openRequest(tx, form.orderId);
    if (!request) throw new BusinessError(404, "after_sale_not_found");
    // The same parcel entered again (a double tap, a retry): it is on its way already.
    if (
      request.status === "goods_sent" &&
      request.returnCompany === form.company &&
      request.returnTrackingNo === form.trackingNo
    )
      return;
    if (request.kind !== "return" || request.status !== "approved")
      throw new BusinessError(409, "after_sale_state");
    // Goods sent before the shop has a return address would go nowhere, or somewhere wrong.
    if (!(await readReturnAddress(tx))) throw new BusinessError(409, "return_address_unset");
    const now = new Date();
    const sent = await tx
      .update(afterSales)
      .set({
        status: "goods_sent",
        returnCompany: form.company,
        returnTrackingNo: form.trackingNo,
        updatedAt: now,
      })
      .where(and(eq(afterSales.id, request.id), eq(afterSales.status, "approved")))
      .returning({ id: afterSales.id });
    if (sent.length === 0) throw new BusinessError(409, "after_sale_state");
    await afterSaleStep(
      tx,
      order,
      "returnShipped",
      "buyer",
      `${form.company} ${form.trackingNo}`,
      now,
    );
  });
  buying.changes.changed(form.orderId);
  const view = await findAfterSale(buying.db, userId, form.orderId);
  if (!view) throw new Error(`after-sale request of order ${form.orderId} vanished`);
  return view;
}

/** The order's open request, locked (the order is locked first). */
export async function openRequest(tx: Tx, orderId: number): Promise<AfterSaleRow | null> {
  const [row] = await tx
    .select()
    .from(afterSales)
    .where(
      and(
        eq(afterSales.orderId, orderId),
        inArray(afterSales.status, [...OPEN_AFTER_SALE_STATUSES]),
      ),
    )
    .for("update");
  return row ?? null;
}

/**
 * A step of the request that does not move the order: a timeline row whose status stays as it is.
 */
export async function afterSaleStep(
  tx: Tx,
  order: { id: number; status: string },
  action:
    | "refundApproved"
    | "returnApproved"
    | "returnShipped"
    | "returnReceived"
    | "afterSaleRejected"
    | "refundResent",
  actor: string,
  reason: string | null,
  at = new Date(),
): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId: order.id,
    action,
    fromStatus: order.status,
    toStatus: order.status,
    actor,
    reason,
    createdAt: at,
  });
}

async function latestRequest(db: Db, orderId: number): Promise<AfterSaleRow | null> {
  const [row] = await db
    .select()
    .from(afterSales)
    .where(eq(afterSales.orderId, orderId))
    .orderBy(desc(afterSales.id))
    .limit(1);
  return row ?? null;
}

type AfterSaleLine = AfterSaleSummary["lines"][number];

/** The bottles of each request, with the names the order recorded. */
export async function linesOfRequests(
  db: Db,
  afterSaleIds: number[],
): Promise<Map<number, AfterSaleLine[]>> {
  const byRequest = new Map<number, AfterSaleLine[]>();
  if (afterSaleIds.length === 0) return byRequest;
  const rows = await db
    .select({
      afterSaleId: afterSaleLines.afterSaleId,
      orderLineId: afterSaleLines.orderLineId,
      goodsId: orderLines.productId,
      spuName: orderLines.spuName,
      spuNameTc: orderLines.spuNameTc,
      spuNameEn: orderLines.spuNameEn,
      vintage: orderLines.vintage,
      quantity: afterSaleLines.quantity,
    })
    .from(afterSaleLines)
    .innerJoin(orderLines, eq(orderLines.id, afterSaleLines.orderLineId))
    .where(inArray(afterSaleLines.afterSaleId, afterSaleIds))
    .orderBy(asc(afterSaleLines.orderLineId));
  for (const { afterSaleId, ...line } of rows)
    byRequest.set(afterSaleId, [...(byRequest.get(afterSaleId) ?? []), line]);
  return byRequest;
}

export function summarize(row: AfterSaleRow, lines: AfterSaleLine[]): AfterSaleSummary {
  return {
    id: row.id,
    kind: row.kind as AfterSaleSummary["kind"],
    status: row.status as AfterSaleSummary["status"],
    amountCents: row.amountCents,
    points: row.points,
    reasonCode: row.reasonCode as AfterSaleReason,
    reasonDetails: row.reasonDetails,
    lines,
    returnFreightPayer: row.returnFreightPayer as AfterSaleSummary["returnFreightPayer"],
    returnCompany: row.returnCompany,
    returnTrackingNo: row.returnTrackingNo,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

const requestsOfOrderRead = plannedRead();

/**
 * Every request of the order, the latest first, for the order view (the caller already checked
 * the order is the buyer's).
 */
export async function afterSalesOfOrder(db: Db, orderId: number): Promise<AfterSaleSummary[]> {
  const rows = await requestsOfOrderRead(
    db
      .select()
      .from(afterSales)
      .where(eq(afterSales.orderId, orderId))
      .orderBy(desc(afterSales.id)),
  );
  const lines = await linesOfRequests(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => summarize(row, lines.get(row.id) ?? []));
}

/**
 * The buyer's latest request of their order; another buyer's order is as unknown as a missing one.
 */
export async function findAfterSale(
  db: Db,
  userId: number,
  orderId: number,
): Promise<AfterSaleView | null> {
  const [order] = await db
    .select({ id: orders.id, orderNo: orders.orderNo, status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw new BusinessError(404, "order_not_found");
  const row = await latestRequest(db, orderId);
  if (!row) return null;
  const sendingBack =
    row.kind === "return" && (row.status === "approved" || row.status === "goods_sent");
  const lines = await linesOfRequests(db, [row.id]);
  return {
    ...summarize(row, lines.get(row.id) ?? []),
    returnAddress: sendingBack ? await readReturnAddress(db) : null,
    orderId: order.id,
    orderNo: order.orderNo,
    orderStatus: order.status as OrderStatus,
    updatedAt: row.updatedAt.toISOString(),
    photos: (await photosOf(db, "aftersale", [row.id])).get(row.id) ?? [],
  };
}
