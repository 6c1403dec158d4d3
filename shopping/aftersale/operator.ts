/**
 * The operator's side of after-sale (helper E's /shopping/ops endpoints and
 * the `npm run ops` tool call these): list the open requests, approve, reject,
 * confirm that returned goods arrived. Each move locks the order, then the
 * request, checks the request's transition table (./status.ts), and writes the
 * order's timeline with the actor `operator:<name>`; money goes back through
 * the gateway (startRefund) after the transaction, or, with nothing to send
 * (amountCents 0), the request is settled at once in the same transaction.
 */
import { photosOf } from "../files/photos";
import { and, asc, eq, inArray } from "drizzle-orm";
import {
  REJECT_REASON_MAX_LENGTH,
  type AfterSaleReason,
  type OpenAfterSale,
} from "../../contract/aftersale";
import type { OrderStatus } from "../../contract/buying";
import type { Db, Tx } from "../db/client";
import { afterSales, orders, refunds } from "../db/schema";
import { BusinessError } from "../http/envelope";
import { message, type ServiceLang } from "../http/messages";
import { moveOrder } from "../orders/lifecycle";
import type { Buying } from "../payments/context";
import { startRefund } from "../payments/refunds";
import { lockPoints } from "../points/ledger";
import { afterSaleStep, linesOfRequests, openRequest } from "./requests";
import { releaseStock } from "../orders/stock";
import { resaleBottlesBack, resaleSplitReturn } from "../resale/returned-bottles";
import { bottlesBackInShop } from "../provenance/bottles";
import { bottlesOfRequest, settleAfterSale, type AfterSaleRow } from "./settle";
import {
  AfterSaleRefused,
  assertAfterSaleTransition,
  findAfterSaleTransition,
  OPEN_AFTER_SALE_STATUSES,
  type AfterSaleAction,
  type AfterSaleStatus,
} from "./status";

type OrderRow = typeof orders.$inferSelect;

export interface OperatorAfterSaleResult {
  orderNo: string;
  orderStatus: OrderStatus;
  kind: "refund" | "return";
  status: AfterSaleStatus;
  amountCents: number;
  points: number;
  /**
   * true when the money was handed to the gateway (the request stays refunding until it confirms)
   */
  refundStarted: boolean;
}

/** The open requests, oldest first, each reason in the operator's language. */
export async function listOpenAfterSales(
  db: Db,
  lang: ServiceLang = "ch",
): Promise<OpenAfterSale[]> {
  const rows = await db
    .select({
      request: afterSales,
      orderNo: orders.orderNo,
      orderStatus: orders.status,
      paidCents: orders.totalCents,
    })
    .from(afterSales)
    .innerJoin(orders, eq(orders.id, afterSales.orderId))
    .where(inArray(afterSales.status, [...OPEN_AFTER_SALE_STATUSES]))
    .orderBy(asc(afterSales.createdAt), asc(afterSales.id));
  const ids = rows.map((r) => r.request.id);
  const sent = ids.length
    ? await db
        .select({
          afterSaleId: refunds.afterSaleId,
          status: refunds.status,
          failure: refunds.failure,
          at: refunds.createdAt,
        })
        .from(refunds)
        .where(inArray(refunds.afterSaleId, ids))
        .orderBy(asc(refunds.id))
    : [];
  // The latest refund of each request wins (ascending ids: later rows overwrite).
  const latest = new Map(sent.map((r) => [r.afterSaleId, r]));
  const [photos, lines] = await Promise.all([
    photosOf(db, "aftersale", ids),
    linesOfRequests(db, ids),
  ]);
  return rows.map(({ request, orderNo, orderStatus, paidCents }) => ({
    orderNo,
    orderStatus: orderStatus as OrderStatus,
    kind: request.kind as OpenAfterSale["kind"],
    status: request.status as OpenAfterSale["status"],
    amountCents: request.amountCents,
    points: request.points,
    paidCents,
    reasonCode: request.reasonCode as AfterSaleReason,
    reasonLabel: message(`after_sale_reason_${request.reasonCode}`, lang),
    reasonDetails: request.reasonDetails,
    lines: lines.get(request.id) ?? [],
    returnFreightPayer: request.returnFreightPayer as OpenAfterSale["returnFreightPayer"],
    returnCompany: request.returnCompany,
    returnTrackingNo: request.returnTrackingNo,
    createdAt: request.createdAt.toISOString(),
    refund: refundOf(latest.get(request.id)),
    photos: photos.get(request.id) ?? [],
    staffActions: staffActionsOf(request, latest.get(request.id)?.status),
  }));
}

/** The desk's buttons for a request: the moves the transition table has from where it is. */
function staffActionsOf(
  request: { kind: string; status: string; amountCents: number },
  refundStatus: string | undefined,
): OpenAfterSale["staffActions"] {
  const can = (action: AfterSaleAction) =>
    findAfterSaleTransition(request.kind, request.status, action, request.amountCents) !==
    undefined;
  const actions: OpenAfterSale["staffActions"] = [];
  if (can("approve")) actions.push("approve");
  if (can("reject")) actions.push("reject");
  if (can("receive")) actions.push("received");
  if (can("resend") && refundStatus === "failed") actions.push("resend");
  return actions;
}

function refundOf(
  row: { status: string; failure: string | null; at: Date } | undefined,
): OpenAfterSale["refund"] {
  return row
    ? {
        status: row.status as "pending" | "succeeded" | "failed",
        failure: row.failure,
        at: row.at.toISOString(),
      }
    : null;
}

/**
 * The shop agrees: a refund goes to the gateway (or is settled when it has no money), a return
 * waits for the goods.
 */
export function approveAfterSale(
  buying: Buying,
  orderNo: string,
  operator: string,
): Promise<OperatorAfterSaleResult> {
  const actor = operatorName(operator);
  return operate(buying, orderNo, "approve", async (tx, order, request, to) => {
    if (request.kind === "return") {
      await setStatus(tx, request, to);
      await afterSaleStep(tx, order, "returnApproved", actor, null);
      return false;
    }
    await afterSaleStep(tx, order, "refundApproved", actor, null);
    if (to === "succeeded") {
      await settleAfterSale(tx, request.id, "seller", actor);
      return false;
    }
    await setStatus(tx, request, to);
    return true;
  });
}

/**
 * The shop refuses: the request ends rejected, the order goes back to the status it had when the
 * buyer asked.
 */
export function rejectAfterSale(
  buying: Buying,
  orderNo: string,
  reason: string,
  operator: string,
): Promise<OperatorAfterSaleResult> {
  const actor = operatorName(operator);
  const why = reason.trim();
  if (why.length === 0 || why.length > REJECT_REASON_MAX_LENGTH)
    return Promise.reject(new BusinessError(400, "reject_reason_required"));
  return operate(buying, orderNo, "reject", async (tx, order, request) => {
    const now = new Date();
    const done = await tx
      .update(afterSales)
      .set({ status: "rejected", rejectReason: why, finishedAt: now, updatedAt: now })
      .where(and(eq(afterSales.id, request.id), eq(afterSales.status, request.status)))
      .returning({ id: afterSales.id });
    if (done.length === 0) throw new BusinessError(409, "after_sale_state");
    await afterSaleStep(tx, order, "afterSaleRejected", actor, why, now);
    const back =
      request.kind === "refund"
        ? "refundRefused"
        : request.orderStatusBefore === "pending_comment"
          ? "returnRefusedAfterReceipt"
          : request.orderStatusBefore === "completed"
            ? "returnRefusedAfterCompletion"
            : "returnRefused";
    const moved = await moveOrder(tx, order.id, order.status, back, "seller", actor, null);
    if (!moved) throw new BusinessError(409, "order_state");
    return false;
  });
}

/**
 * The returned bottles arrived: they go back on the shelf, and the money to the gateway (or the
 * request is settled).
 */
export function confirmGoodsReturned(
  buying: Buying,
  orderNo: string,
  operator: string,
): Promise<OperatorAfterSaleResult> {
  const actor = operatorName(operator);
  return operate(buying, orderNo, "receive", async (tx, order, request, to) => {
    // The balance before the wines, as checkout locks them: settling below posts the points.
    await lockPoints(tx, order.userId);
    await afterSaleStep(tx, order, "returnReceived", actor, null);
    // Only the bottles the request named come back (decision 033).
    // A resale line's go back on its item while its seller is unpaid (decision 037).
    const { shop, toItems } = await resaleSplitReturn(tx, await bottlesOfRequest(tx, request.id));
    // The shop's: its own lines', and a resale line's whose seller has been paid.
    await releaseStock(
      tx,
      shop.map(({ productId, quantity }) => ({ productId, quantity })),
    );
    await bottlesBackInShop(tx, order.id, shop);
    await resaleBottlesBack(tx, order.id, toItems);
    if (to === "succeeded") {
      await settleAfterSale(tx, request.id, "seller", actor);
      return false;
    }
    await setStatus(tx, request, to);
    return true;
  });
}

/**
 * Sends the money again when every refund of the request failed for good at
 * the gateway (the request stays refunding meanwhile, nothing moved). Refused
 * while a refund is pending or done: the gateway refunds a number once, and a
 * new number must never double a refund that may still succeed.
 */
export function resendAfterSaleRefund(
  buying: Buying,
  orderNo: string,
  operator: string,
): Promise<OperatorAfterSaleResult> {
  const actor = operatorName(operator);
  return operate(buying, orderNo, "resend", async (tx, order, request) => {
    const live = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(
        and(eq(refunds.afterSaleId, request.id), inArray(refunds.status, ["pending", "succeeded"])),
      )
      .limit(1);
    if (live.length > 0) throw new BusinessError(409, "refund_in_progress");
    await afterSaleStep(tx, order, "refundResent", actor, null);
    return true;
  });
}

/**
 * Runs one operator move: lock, check the table, apply; after the commit, send the money when the
 * move asks for it.
 */
async function operate(
  buying: Buying,
  orderNo: string,
  action: AfterSaleAction,
  apply: (tx: Tx, order: OrderRow, request: AfterSaleRow, to: AfterSaleStatus) => Promise<boolean>,
): Promise<OperatorAfterSaleResult> {
  const outcome = await buying.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.orderNo, orderNo)).for("update");
    if (!order) throw new BusinessError(404, "order_not_found");
    const request = await openRequest(tx, order.id);
    if (!request) throw new BusinessError(404, "after_sale_not_found");
    let to: AfterSaleStatus;
    try {
      to = assertAfterSaleTransition(request.kind, request.status, action, request.amountCents);
    } catch (error) {
      if (error instanceof AfterSaleRefused) throw new BusinessError(409, "after_sale_state");
      throw error;
    }
    const sendMoney = await apply(tx, order, request, to);
    return { order, request, sendMoney };
  });
  const { order, request, sendMoney } = outcome;
  buying.changes.changed(order.id);
  // Outside the transaction: the gateway is called after the request is refunding for good; the
  // refund row makes it idempotent.
  if (sendMoney)
    await startRefund(buying, {
      orderId: order.id,
      afterSaleId: request.id,
      amountCents: request.amountCents,
    });
  return result(buying.db, order.id, request.id, sendMoney);
}

async function setStatus(tx: Tx, request: AfterSaleRow, to: AfterSaleStatus): Promise<void> {
  const moved = await tx
    .update(afterSales)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(afterSales.id, request.id), eq(afterSales.status, request.status)))
    .returning({ id: afterSales.id });
  if (moved.length === 0) throw new BusinessError(409, "after_sale_state");
}

async function result(
  db: Db,
  orderId: number,
  afterSaleId: number,
  refundStarted: boolean,
): Promise<OperatorAfterSaleResult> {
  const [row] = await db
    .select({ request: afterSales, orderNo: orders.orderNo, orderStatus: orders.status })
    .from(afterSales)
    .innerJoin(orders, eq(orders.id, afterSales.orderId))
    .where(and(eq(afterSales.id, afterSaleId), eq(orders.id, orderId)));
  return {
    orderNo: row.orderNo,
    orderStatus: row.orderStatus as OrderStatus,
    kind: row.request.kind as OperatorAfterSaleResult["kind"],
    status: row.request.status as AfterSaleStatus,
    amountCents: row.request.amountCents,
    points: row.request.points,
    refundStarted,
  };
}

/** `operator:<name>`, whether the caller passed the bare name or the prefixed one. */
function operatorName(operator: string): string {
  return operator.startsWith("operator:") ? operator : `operator:${operator}`;
}
