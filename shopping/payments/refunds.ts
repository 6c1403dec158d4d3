/**
 * Money back through the gateways. A refund is first a `refunds` row
 * (pending), written in one transaction with the paid payment locked, so the
 * refunds of a payment never add up to more than it (and an after-sale
 * request has at most one refund that has not failed: a unique index). The
 * gateway is called after that transaction (never inside one), with our
 * refund number, which every gateway refunds once however often it is sent.
 *
 * The refund settles, exactly once, on whichever comes first: the gateway's
 * synchronous success, its signed refund notification, or the sweep's query.
 * Settling marks the row succeeded and, for an after-sale request, settles
 * the request (helper C's settleAfterSale: the order's refundDone or
 * returnDone, points and stock back) in the same transaction.
 *
 * A payment that arrives for an order already cancelled or closed (or paid by
 * another payment) is refunded in full on its own (reason paid_after_close):
 * its refund row is written in the transaction that records the payment, so
 * no crash can lose it; the sweep sends what was never sent.
 */
import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, inArray, lt, ne, notExists, sql } from "drizzle-orm";
import { settleAfterSale } from "../aftersale/settle";
import { isUniqueViolation } from "../db/errors";
import { afterSales, orders, paymentNotifications, payments, refunds } from "../db/schema";
import { BusinessError } from "../http/envelope";
import { lockOrder } from "../orders/lifecycle";
import type { Tx } from "../db/client";
import { startSweepJob } from "../sweep-job";
import type { Buying } from "./context";
import {
  GatewayError,
  NotificationRejected,
  type NotificationAnswer,
  type RefundOutcome,
  type VerifiedRefundNotification,
} from "./gateways/types";

export type RefundRow = typeof refunds.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

export interface RefundRequest {
  orderId: number;
  /** the after-sale request the money goes back for */
  afterSaleId: number;
  amountCents: number;
}

/**
 * our refund numbers: letters and digits, at most 64 (WeChat's out_refund_no, Alipay's
 * out_request_no)
 */
export const OUT_REFUND_NO = /^[A-Za-z0-9]{1,64}$/;
/**
 * a pending refund younger than this is left to its own answer and notification before the sweep
 * asks
 */
export const REFUND_QUERY_AFTER_MS = 60_000;
const BATCH = 50;
const REASON_TEXT: Record<string, string> = {
  after_sale: "售后退款 after-sale refund",
  paid_after_close: "订单已关闭，退回付款 order closed, payment returned",
};

/**
 * Starts the refund of an after-sale request: writes the pending refund (or
 * finds the one already there: a second call makes no second refund), sends
 * it to the gateway and applies a synchronous answer. Answers the refund row
 * as it stands then. Refuses (BusinessError) an amount that is not a positive
 * whole number of cents, an order without a paid payment, and more than
 * what is left of the payment.
 */
export async function startRefund(
  buying: Buying,
  { orderId, afterSaleId, amountCents }: RefundRequest,
): Promise<RefundRow> {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
    throw new BusinessError(400, "refund_amount");
  let refund: RefundRow;
  try {
    refund = await buying.db.transaction(async (tx) => {
      const [afterSale] = await tx
        .select({ orderId: afterSales.orderId })
        .from(afterSales)
        .where(eq(afterSales.id, afterSaleId));
      if (!afterSale || afterSale.orderId !== orderId)
        throw new BusinessError(404, "after_sale_not_found");
      const payment = await lockPayingPayment(tx, orderId);
      if (!payment) throw new BusinessError(409, "refund_no_payment");
      const kept = await refundOfAfterSale(tx, afterSaleId);
      if (kept) return kept;
      const refunded = await refundedCents(tx, payment.id);
      if (refunded + amountCents > payment.amountCents)
        throw new BusinessError(409, "refund_exceeds_payment");
      return insertRefund(tx, payment, { afterSaleId, amountCents, reason: "after_sale" });
    });
  } catch (error) {
    // Another start of the same request got there between our look and our insert.
    if (!isUniqueViolation(error, "refunds_after_sale_uq")) throw error;
    refund = (await refundOfAfterSale(buying.db, afterSaleId))!;
  }
  return sendRefund(buying, refund);
}

/**
 * In the transaction that records a payment of an order that had already
 * ended: the full refund of that payment (once: a unique index per payment).
 */
export async function recordPaidAfterClose(tx: Tx, payment: PaymentRow): Promise<void> {
  const left = payment.amountCents - (await refundedCents(tx, payment.id));
  if (left <= 0) return;
  await tx
    .insert(refunds)
    .values({
      outRefundNo: newRefundNo(payment.outTradeNo),
      paymentId: payment.id,
      orderId: payment.orderId,
      gateway: payment.gateway,
      amountCents: left,
      reason: "paid_after_close",
    })
    .onConflictDoNothing();
}

/**
 * Sends the paid_after_close refund of a trade, if one is pending (after the transaction that wrote
 * it).
 */
export async function refundPaidAfterClose(
  buying: Buying,
  outTradeNo: string,
): Promise<RefundRow | null> {
  const [row] = await buying.db
    .select({ refund: refunds })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(
        eq(payments.outTradeNo, outTradeNo),
        eq(refunds.reason, "paid_after_close"),
        eq(refunds.status, "pending"),
      ),
    );
  return row ? sendRefund(buying, row.refund) : null;
}

/** The payment that paid the order: paid, and not one refunded on its own as paid after close. */
async function lockPayingPayment(tx: Tx, orderId: number): Promise<PaymentRow | null> {
  const [order] = await tx
    .select({ paidAt: orders.paidAt })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const paid = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.status, "paid"),
        notExists(
          tx
            .select({ id: refunds.id })
            .from(refunds)
            .where(and(eq(refunds.paymentId, payments.id), eq(refunds.reason, "paid_after_close"))),
        ),
      ),
    )
    .orderBy(asc(payments.id))
    .for("update");
  // The order's paid_at is the paying payment's: prefer that one should there be two.
  return (
    paid.find((p) => order.paidAt && p.paidAt?.getTime() === order.paidAt.getTime()) ??
    paid[0] ??
    null
  );
}

async function refundOfAfterSale(
  runner: Tx | Buying["db"],
  afterSaleId: number,
): Promise<RefundRow | null> {
  const [row] = await runner
    .select()
    .from(refunds)
    .where(and(eq(refunds.afterSaleId, afterSaleId), ne(refunds.status, "failed")));
  return row ?? null;
}

async function refundedCents(tx: Tx, paymentId: number): Promise<number> {
  const [{ total }] = await tx
    .select({ total: sql<string>`coalesce(sum(${refunds.amountCents}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), ne(refunds.status, "failed")));
  return Number(total);
}

async function insertRefund(
  tx: Tx,
  payment: PaymentRow,
  values: {
    afterSaleId: number | null;
    amountCents: number;
    reason: "after_sale" | "paid_after_close";
  },
): Promise<RefundRow> {
  const [row] = await tx
    .insert(refunds)
    .values({
      outRefundNo: newRefundNo(payment.outTradeNo),
      paymentId: payment.id,
      orderId: payment.orderId,
      gateway: payment.gateway,
      ...values,
    })
    .returning();
  return row;
}

/** "R" + the trade number + 10 random hex digits: 31 letters and digits */
function newRefundNo(outTradeNo: string): string {
  const no = `R${outTradeNo}${randomBytes(5).toString("hex").toUpperCase()}`;
  if (!OUT_REFUND_NO.test(no)) throw new Error(`bad refund number ${no}`);
  return no;
}

function notifyUrl(buying: Buying, gatewayName: string): string | null {
  const { notifyBaseUrl, publicUrl } = buying.settings;
  const base = notifyBaseUrl ?? (publicUrl ? `${publicUrl}/shopping` : null);
  return base ? `${base}/payment/notify/${gatewayName}/refund` : null;
}

/**
 * Sends a pending refund to its gateway (again, if need be: the refund
 * number makes it one refund) and applies the answer. A gateway that cannot
 * be reached leaves it pending for the sweep.
 */
async function sendRefund(buying: Buying, refund: RefundRow): Promise<RefundRow> {
  if (refund.status !== "pending") return refund;
  const gateway = buying.gateways.byName(refund.gateway);
  if (!gateway) {
    console.error(
      `[refunds] ${refund.outRefundNo}: gateway ${refund.gateway} is not configured here`,
    );
    return refund;
  }
  const [payment] = await buying.db
    .select()
    .from(payments)
    .where(eq(payments.id, refund.paymentId));
  let outcome: RefundOutcome;
  try {
    outcome = await gateway.refund({
      outTradeNo: payment.outTradeNo,
      outRefundNo: refund.outRefundNo,
      refundCents: refund.amountCents,
      totalCents: payment.amountCents,
      reason: REASON_TEXT[refund.reason] ?? refund.reason,
      notifyUrl: notifyUrl(buying, gateway.name),
    });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    console.error(
      `[refunds] ${refund.outRefundNo}: ${error.message} (left pending, the sweep asks again)`,
    );
    return (await refundById(buying, refund.id)) ?? refund;
  }
  return applyOutcome(buying, refund.id, outcome, `refund answer`);
}

async function refundById(buying: Buying, id: number): Promise<RefundRow | null> {
  const [row] = await buying.db.select().from(refunds).where(eq(refunds.id, id));
  return row ?? null;
}

/** Applies a gateway's answer or query about one refund; answers the row after. */
async function applyOutcome(
  buying: Buying,
  refundId: number,
  outcome: RefundOutcome,
  source: string,
): Promise<RefundRow> {
  if (outcome.state !== "pending") {
    try {
      const orderId = await buying.db.transaction(async (tx) => {
        const refund = await lockRefund(tx, refundId);
        if (!refund || refund.status !== "pending") return null;
        if (outcome.refundCents !== null && outcome.refundCents !== refund.amountCents) {
          console.error(
            `[refunds] ${refund.outRefundNo}: the gateway's ${source} says ${outcome.refundCents} cents, we asked ${refund.amountCents}: left pending`,
          );
          return null;
        }
        return (await settle(tx, refund, outcome)) ? refund.orderId : null;
      });
      if (orderId !== null) buying.changes.changed(orderId);
    } catch (error) {
      // The money's state at the gateway stands; the sweep applies it again later.
      console.error(`[refunds] applying the ${source} of refund ${refundId} failed:`, error);
    }
  }
  return (await refundById(buying, refundId))!;
}

/**
 * The refund row, locked after its order (the order first, as settleAfterSale and every order move
 * lock).
 */
async function lockRefund(tx: Tx, refundId: number): Promise<RefundRow | null> {
  const [peek] = await tx
    .select({ orderId: refunds.orderId })
    .from(refunds)
    .where(eq(refunds.id, refundId));
  if (!peek) return null;
  await lockOrder(tx, peek.orderId);
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for("update");
  return refund ?? null;
}

/**
 * pending → succeeded (and the after-sale request settled) or failed, at most once; true when it
 * moved
 */
async function settle(
  tx: Tx,
  refund: RefundRow,
  outcome: Pick<RefundOutcome, "state" | "gatewayRefundNo" | "succeededAt" | "failure">,
): Promise<boolean> {
  if (outcome.state === "pending") return false;
  const moved = await tx
    .update(refunds)
    .set(
      outcome.state === "succeeded"
        ? {
            status: "succeeded",
            gatewayRefundNo: outcome.gatewayRefundNo ?? refund.gatewayRefundNo,
            settledAt: outcome.succeededAt ?? new Date(),
          }
        : {
            status: "failed",
            gatewayRefundNo: outcome.gatewayRefundNo ?? refund.gatewayRefundNo,
            failure: (outcome.failure ?? "failed").slice(0, 200),
            settledAt: new Date(),
          },
    )
    .where(and(eq(refunds.id, refund.id), eq(refunds.status, "pending")))
    .returning({ id: refunds.id });
  if (moved.length === 0) return false;
  if (outcome.state === "succeeded" && refund.afterSaleId !== null)
    await settleAfterSale(tx, refund.afterSaleId, "gateway", `gateway:${refund.gateway}`);
  if (outcome.state === "failed")
    console.error(
      `[refunds] ${refund.outRefundNo} (${refund.reason}, ${refund.amountCents} cents) FAILED at ${refund.gateway}: ${outcome.failure}`,
    );
  return true;
}

type RefundApplied = "applied" | "replay" | "pending";

/**
 * The refund notify endpoint's work: verify, record with the event's key,
 * apply once, answer as the gateway expects. A notification for an unknown
 * refund or with other amounts is refused and changes nothing; a replay hits
 * the recorded key and changes nothing.
 */
export async function receiveRefundNotification(
  buying: Buying,
  gatewayName: string,
  headers: Record<string, string | undefined>,
  rawBody: string,
): Promise<NotificationAnswer | null> {
  const gateway = buying.gateways.byName(gatewayName);
  if (!gateway?.verifyRefundNotification) return null;
  const body = rawBody.slice(0, 8_000);
  const rejected = (eventKey: string, outTradeNo: string | null, why: string) =>
    buying.db.insert(paymentNotifications).values({
      gateway: gatewayName,
      eventKey: `rejected:refund:${eventKey}:${Date.now()}`,
      outTradeNo,
      result: `rejected: ${why}`.slice(0, 200),
      body,
    });

  let news: VerifiedRefundNotification;
  try {
    news = await gateway.verifyRefundNotification({ headers, rawBody });
  } catch (error) {
    if (!(error instanceof NotificationRejected)) throw error;
    await rejected(String(randomBytes(6).readUIntBE(0, 6)), null, error.message);
    return gateway.refused("signature");
  }

  const eventKey = `refund:${news.eventKey}`;
  try {
    const outcome = await buying.db.transaction(async (tx) => {
      // The notification's own row first: a replay hits the unique key and changes nothing.
      await tx.insert(paymentNotifications).values({
        gateway: gatewayName,
        eventKey,
        outTradeNo: news.outTradeNo,
        result: "applied",
        body,
      });
      const applied = await applyRefundNews(tx, gatewayName, news);
      await tx
        .update(paymentNotifications)
        .set({ result: applied.result })
        .where(
          and(
            eq(paymentNotifications.gateway, gatewayName),
            eq(paymentNotifications.eventKey, eventKey),
          ),
        );
      return applied;
    });
    if (outcome.result === "applied") buying.changes.changed(outcome.orderId);
    return gateway.accepted();
  } catch (error) {
    if (error instanceof Refused) {
      await rejected(news.eventKey, news.outTradeNo, `${error.message} (${news.outRefundNo})`);
      return gateway.refused(error.message);
    }
    if (isUniqueViolation(error, "payment_notifications_event_uq")) return gateway.accepted();
    throw error;
  }
}

class Refused extends Error {}

async function applyRefundNews(
  tx: Tx,
  gatewayName: string,
  news: VerifiedRefundNotification,
): Promise<{ result: RefundApplied; orderId: number }> {
  const [found] = await tx
    .select({ refund: refunds, payment: payments })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.outRefundNo, news.outRefundNo));
  if (!found || found.refund.gateway !== gatewayName) throw new Refused("unknown_refund");
  if (news.outTradeNo !== null && news.outTradeNo !== found.payment.outTradeNo)
    throw new Refused("unknown_refund");
  if (
    news.refundCents !== found.refund.amountCents ||
    (news.totalCents !== null && news.totalCents !== found.payment.amountCents)
  )
    throw new Refused("amount_mismatch");
  const refund = await lockRefund(tx, found.refund.id);
  if (!refund) throw new Refused("unknown_refund");
  if (news.state === "pending") return { result: "pending", orderId: refund.orderId };
  if (refund.status !== "pending") {
    if ((refund.status === "succeeded") !== (news.state === "succeeded")) {
      console.error(
        `[refunds] ${refund.outRefundNo} is ${refund.status} but ${gatewayName} now says ${news.state}: look at it`,
      );
    }
    return { result: "replay", orderId: refund.orderId };
  }
  await settle(tx, refund, news);
  return { result: "applied", orderId: refund.orderId };
}

/**
 * The sweep: refunds payments recorded after their order ended that have no
 * refund yet, then asks the gateways about pending refunds older than
 * REFUND_QUERY_AFTER_MS: a refund the gateway never got is sent again (same
 * number), an outcome is applied. Several processes may sweep at once: rows
 * being settled are skipped (FOR UPDATE SKIP LOCKED), and asking twice is
 * harmless (queries read; a refund number refunds once; settling is a
 * conditional update). Answers how many refunds it settled.
 */
export async function sweepRefunds(buying: Buying, now = new Date()): Promise<number> {
  await claimPaidAfterClose(buying);
  await claimForgottenAfterSales(buying, now);
  let settled = 0;
  let after = 0;
  for (;;) {
    const due = await buying.db.transaction((tx) =>
      tx
        .select()
        .from(refunds)
        .where(
          and(
            eq(refunds.status, "pending"),
            lt(refunds.createdAt, new Date(now.getTime() - REFUND_QUERY_AFTER_MS)),
            gt(refunds.id, after),
          ),
        )
        .orderBy(asc(refunds.id))
        .limit(BATCH)
        .for("update", { skipLocked: true }),
    );
    for (const refund of due) {
      if ((await reconcile(buying, refund)).status !== "pending") settled++;
    }
    if (due.length < BATCH) return settled;
    after = due[due.length - 1].id;
  }
}

async function reconcile(buying: Buying, refund: RefundRow): Promise<RefundRow> {
  const gateway = buying.gateways.byName(refund.gateway);
  if (!gateway) return refund;
  const [payment] = await buying.db
    .select({ outTradeNo: payments.outTradeNo })
    .from(payments)
    .where(eq(payments.id, refund.paymentId));
  let outcome: RefundOutcome | null;
  try {
    outcome = await gateway.queryRefund({
      outTradeNo: payment.outTradeNo,
      outRefundNo: refund.outRefundNo,
    });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    console.error(`[refunds] query ${refund.outRefundNo}: ${error.message}`);
    return refund;
  }
  if (!outcome) return sendRefund(buying, refund);
  return applyOutcome(buying, refund.id, outcome, "query");
}

/**
 * After-sale requests left refunding without any refund row: the operator's
 * approval committed, then the process stopped (or the database failed)
 * before startRefund wrote its row. Their refund is started now; startRefund
 * is idempotent per request, so two processes sweeping at once start one.
 * A request whose refunds all failed is the operator's to resend.
 */
async function claimForgottenAfterSales(buying: Buying, now: Date): Promise<void> {
  const forgotten = await buying.db
    .select({ id: afterSales.id, orderId: afterSales.orderId, amountCents: afterSales.amountCents })
    .from(afterSales)
    .where(
      and(
        eq(afterSales.status, "refunding"),
        gt(afterSales.amountCents, 0),
        lt(afterSales.updatedAt, new Date(now.getTime() - REFUND_QUERY_AFTER_MS)),
        notExists(
          buying.db
            .select({ id: refunds.id })
            .from(refunds)
            .where(eq(refunds.afterSaleId, afterSales.id)),
        ),
      ),
    )
    .orderBy(asc(afterSales.id))
    .limit(BATCH);
  for (const request of forgotten) {
    try {
      await startRefund(buying, {
        orderId: request.orderId,
        afterSaleId: request.id,
        amountCents: request.amountCents,
      });
    } catch (error) {
      if (!(error instanceof BusinessError)) throw error;
      console.error(
        `[refunds] after-sale request ${request.id} could not be refunded: ${error.messageKey}`,
      );
    }
  }
}

/**
 * Paid payments of cancelled or closed orders without any refund (e.g. recorded before refunds
 * existed) get theirs.
 */
async function claimPaidAfterClose(buying: Buying): Promise<void> {
  const forgotten = await buying.db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.status, "paid"),
        inArray(orders.status, ["cancelled", "closed"]),
        notExists(
          buying.db
            .select({ id: refunds.id })
            .from(refunds)
            .where(eq(refunds.paymentId, payments.id)),
        ),
      ),
    )
    .limit(BATCH);
  for (const { id } of forgotten) {
    await buying.db.transaction(async (tx) => {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(eq(payments.id, id))
        .for("update", { skipLocked: true });
      if (payment) await recordPaidAfterClose(tx, payment);
    });
  }
}

/**
 * Runs the refund sweep every `sweepSeconds`; answers a stop function. One sweep at a time per
 * process.
 */
export function startRefundJob(buying: Buying): () => void {
  return startSweepJob({
    everySeconds: buying.settings.sweepSeconds,
    sweep: () => sweepRefunds(buying),
    done: (n) => `[refunds] settled ${n} pending refund(s)`,
    failed: "[refunds] sweep failed:",
  });
}
