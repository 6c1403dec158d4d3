/**
 * Payments of orders: start (or reuse, or renew) a payment at a gateway,
 * apply what the gateway says (a notification or an active query) exactly
 * once, and answer the order's payment state, waiting for a change if asked.
 * Gateways are never called inside a database transaction: a slow gateway
 * must not hold row locks (and PGlite has only one connection).
 */
import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { PaymentStatus, PaymentView, PayMethod, PayPath } from "../../contract/buying";
import { isUniqueViolation } from "../db/errors";
import { paymentNotifications, payments } from "../db/schema";
import { BusinessError } from "../http/envelope";
import { lockOrder, moveOrder } from "../orders/lifecycle";
import { latestPayment, ownOrder, presentPayment } from "../orders/view";
import type { Tx } from "../db/client";
import type { Buying } from "./context";
import { createAtGateway, freshLaunch, launchColumns, ownReturnUrl } from "./launches";
import { recordPaidAfterClose, refundPaidAfterClose } from "./refunds";
import {
  GatewayError,
  NotificationRejected,
  type CreatePaymentInput,
  type NotificationAnswer,
  type VerifiedNotification,
} from "./gateways/types";

const WAIT_MS = 8_000;

export interface PayRequest {
  /** the shop's public origin as the visitor sees it */
  origin: string;
  clientIp: string | null;
  /** where the buyer pays (decision 039) */
  path: PayPath;
  /** the phone paths: the payment page the wallet returns to, on the shop's own origin */
  returnUrl?: string;
  /** the bridge paths: the buyer's openid under the app that pays (official account, mini-program) */
  openid?: string;
}

export async function startPayment(
  buying: Buying,
  userId: number,
  orderId: number,
  method: PayMethod,
  request: PayRequest,
): Promise<PaymentView> {
  const { db, settings, gateways } = buying;
  const order = await ownOrder(db, userId, orderId);
  const now = Date.now();
  if (order.status !== "pending_payment") throw new BusinessError(409, "order_state");
  if (order.payBefore.getTime() <= now) throw new BusinessError(409, "order_expired");
  // Inside WeChat an Alipay payment can be neither opened nor scanned.
  if (method === "alipay" && (request.path === "wechat-browser" || request.path === "mini-program"))
    throw new BusinessError(400, "payment_wechat_only_here");
  const origin = settings.publicUrl ?? request.origin;
  const returnUrl = request.path === "phone" ? ownReturnUrl(request.returnUrl, origin) : undefined;
  if ((request.path === "wechat-browser" || request.path === "mini-program") && !request.openid)
    throw new BusinessError(400, "payment_openid_missing");

  let latest = await latestPayment(db, orderId);
  if (
    latest?.status === "pending" &&
    latest.method === method &&
    latest.path === request.path &&
    latest.expiresAt.getTime() > now + 5_000
  ) {
    // The buyer may have declined this code in the wallet: only a code the gateway still takes is
    // reused.
    await askGateway(buying, latest);
    latest = await latestPayment(db, orderId);
    if (latest?.status === "pending") return presentPayment(await freshLaunch(buying, latest));
  }
  // One payable trade an order: the one of another method or path is closed first.
  if (latest?.status === "pending") await closeAtGateway(buying, latest.gateway, latest.outTradeNo);

  const gateway = gateways.forMethod(method);
  if (!gateway) throw new BusinessError(503, "payment_unavailable");
  const outTradeNo = order.orderNo + String(randomInt(0, 10_000)).padStart(4, "0");
  const expiresAt = new Date(
    Math.min(order.payBefore.getTime(), now + settings.qrValiditySeconds * 1000),
  );
  const input: CreatePaymentInput = {
    outTradeNo,
    amountCents: order.totalCents,
    description: `Vintry ${order.orderNo}`,
    expiresAt,
    notifyUrl: `${settings.notifyBaseUrl ?? `${origin}/shopping`}/payment/notify/${gateway.name}`,
    publicBaseUrl: origin,
    clientIp: request.clientIp,
    path: request.path,
    method,
    returnUrl,
    openid: request.openid,
    minAge: settings.payerMinAge,
  };
  const created = await createAtGateway(gateway, input);
  const [row] = await db
    .insert(payments)
    .values({
      orderId,
      outTradeNo,
      method,
      gateway: gateway.name,
      amountCents: order.totalCents,
      path: request.path,
      ...launchColumns(created, now),
      gatewayTradeNo: created.gatewayTradeNo ?? null,
      expiresAt,
      request: input,
    })
    .returning();
  return presentPayment(row);
}

/**
 * Marks our payment closed and asks its gateway to close the trade (best effort: the trade expires
 * there anyway).
 */
export async function closeAtGateway(
  buying: Buying,
  gatewayName: string,
  outTradeNo: string,
): Promise<void> {
  await buying.db
    .update(payments)
    .set({ status: "closed" })
    .where(and(eq(payments.outTradeNo, outTradeNo), eq(payments.status, "pending")));
  try {
    await buying.gateways.byName(gatewayName)?.close(outTradeNo);
  } catch (error) {
    console.error(
      `[payments] closing ${outTradeNo} at ${gatewayName}: ${(error as Error).message}`,
    );
  }
}

type Applied =
  "applied" | "replay" | "closed" | "paid_after_close" | "unknown_trade" | "amount_mismatch";

/**
 * Applies a gateway's word on a trade. The payment moves pending -> paid and
 * the order pending_payment -> pending_delivery at most once; a paid trade
 * of an order that was meanwhile cancelled or closed (or paid by another
 * trade) is recorded (paid_after_close) with its full refund (refunds.ts),
 * the order stays as it is. A trade we closed may still be paid (Alipay
 * answers a close of a trade never scanned with ACQ.TRADE_NOT_EXIST, and the
 * code can be paid later): it takes this same way.
 */
async function applyTradeState(
  tx: Tx,
  gatewayName: string,
  news: VerifiedNotification,
): Promise<{ result: Applied; orderId: number | null }> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.outTradeNo, news.outTradeNo))
    .for("update");
  if (!payment || payment.gateway !== gatewayName)
    return { result: "unknown_trade", orderId: null };
  if (news.amountCents !== payment.amountCents)
    return { result: "amount_mismatch", orderId: payment.orderId };
  if (news.state === "pending") return { result: "replay", orderId: payment.orderId };
  if (news.state === "closed") {
    if (payment.status === "pending")
      await tx.update(payments).set({ status: "closed" }).where(eq(payments.id, payment.id));
    return { result: "closed", orderId: payment.orderId };
  }
  if (payment.status === "paid") return { result: "replay", orderId: payment.orderId };
  const paidAt = news.paidAt ?? new Date();
  await tx
    .update(payments)
    .set({ status: "paid", paidAt, gatewayTradeNo: news.gatewayTradeNo })
    .where(eq(payments.id, payment.id));
  const order = await lockOrder(tx, payment.orderId);
  if (order?.status !== "pending_payment") {
    await recordPaidAfterClose(tx, { ...payment, status: "paid", paidAt });
    return { result: "paid_after_close", orderId: payment.orderId };
  }
  await moveOrder(tx, order.id, order.status, "pay", "gateway", `gateway:${gatewayName}`, null, {
    set: { paidAt, payMethod: payment.method },
  });
  return { result: "applied", orderId: order.id };
}

/** How the sandbox hands its payment notifications to this service's own receiver. */
export const sandboxNoticeTo =
  (buying: () => Buying) =>
  async (headers: Record<string, string>, body: string): Promise<boolean> =>
    (await receiveNotification(buying(), "sandbox", headers, body))?.status === 200;

/** The notify endpoint's work: verify, record, apply once, answer as the gateway expects. */
export async function receiveNotification(
  buying: Buying,
  gatewayName: string,
  headers: Record<string, string | undefined>,
  rawBody: string,
): Promise<NotificationAnswer | null> {
  const gateway = buying.gateways.byName(gatewayName);
  if (!gateway) return null;
  const record = (eventKey: string, outTradeNo: string | null, result: string) =>
    buying.db.insert(paymentNotifications).values({
      gateway: gatewayName,
      eventKey,
      outTradeNo,
      result,
      body: rawBody.slice(0, 8_000),
    });

  let news: VerifiedNotification;
  try {
    news = await gateway.verifyNotification({ headers, rawBody });
  } catch (error) {
    if (!(error instanceof NotificationRejected)) throw error;
    await record(
      `rejected:${Date.now()}:${randomInt(0, 1e9)}`,
      null,
      `rejected: ${error.message}`.slice(0, 200),
    );
    return gateway.refused("signature");
  }

  try {
    const outcome = await buying.db.transaction(async (tx) => {
      // The notification's own row first: a replay hits the unique key and changes nothing.
      await tx.insert(paymentNotifications).values({
        gateway: gatewayName,
        eventKey: news.eventKey,
        outTradeNo: news.outTradeNo,
        result: "applied",
        body: rawBody.slice(0, 8_000),
      });
      const applied = await applyTradeState(tx, gatewayName, news);
      if (applied.result === "unknown_trade" || applied.result === "amount_mismatch")
        throw new Refused(applied.result);
      await tx
        .update(paymentNotifications)
        .set({ result: applied.result })
        .where(
          and(
            eq(paymentNotifications.gateway, gatewayName),
            eq(paymentNotifications.eventKey, news.eventKey),
          ),
        );
      return applied;
    });
    if (outcome.orderId !== null) buying.changes.changed(outcome.orderId);
    if (outcome.result === "paid_after_close") {
      console.warn(`[payments] ${news.outTradeNo} was paid after its order ended: refunding it`);
      // The refund row is written already: should sending it fail here, the sweep sends it.
      await refundPaidAfterClose(buying, news.outTradeNo).catch((error) =>
        console.error(`[payments] refunding ${news.outTradeNo}:`, error),
      );
    }
    return gateway.accepted();
  } catch (error) {
    if (error instanceof Refused) {
      await record(
        `rejected:${news.eventKey}:${Date.now()}`,
        news.outTradeNo,
        `rejected: ${error.message}`,
      );
      return gateway.refused(error.message);
    }
    if (isUniqueViolation(error, "payment_notifications_event_uq")) return gateway.accepted();
    throw error;
  }
}

class Refused extends Error {}

export async function paymentStatus(
  buying: Buying,
  userId: number,
  orderId: number,
  active: boolean,
): Promise<PaymentStatus> {
  const { db } = buying;
  // Ownership first: another user's order is unknown, whatever its payment says.
  let order = await ownOrder(db, userId, orderId);
  let payment = await latestPayment(db, orderId);
  if (active && payment?.status === "pending") {
    await askGateway(buying, payment);
    [order, payment] = await Promise.all([
      ownOrder(db, userId, orderId),
      latestPayment(db, orderId),
    ]);
  }
  return {
    orderId,
    orderStatus: order.status as PaymentStatus["orderStatus"],
    payment: payment ? presentPayment(payment) : null,
  };
}

/** "I have paid": the gateway's own word on a pending trade, applied as a notification would be. */
async function askGateway(
  buying: Buying,
  payment: { gateway: string; outTradeNo: string; amountCents: number },
): Promise<void> {
  const gateway = buying.gateways.byName(payment.gateway);
  if (!gateway) return;
  try {
    const state = await gateway.query(payment.outTradeNo);
    if (state.state === "pending") return;
    const news: VerifiedNotification = {
      eventKey: `query:${payment.outTradeNo}`,
      outTradeNo: payment.outTradeNo,
      state: state.state,
      amountCents: state.amountCents ?? payment.amountCents,
      gatewayTradeNo: state.gatewayTradeNo,
      paidAt: state.paidAt,
    };
    const applied = await buying.db.transaction((tx) => applyTradeState(tx, payment.gateway, news));
    if (applied.orderId !== null) buying.changes.changed(applied.orderId);
    if (applied.result === "paid_after_close")
      await refundPaidAfterClose(buying, payment.outTradeNo).catch((error) =>
        console.error(`[payments] refunding ${payment.outTradeNo}:`, error),
      );
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    console.error(`[payments] query ${payment.outTradeNo}: ${error.message}`);
  }
}

/**
 * Answers when the order's status is no longer `known`, or after about 8 s with
 * the same state. A move wakes it (orders/changes.ts); between wake-ups it looks
 * at the database every second, or only at the end while NOTIFY is heard.
 */
export async function waitPayment(
  buying: Buying,
  userId: number,
  orderId: number,
  known: string,
  signal?: AbortSignal,
): Promise<PaymentStatus> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const status = await paymentStatus(buying, userId, orderId, false);
    if (status.orderStatus !== known || Date.now() >= deadline || signal?.aborted) return status;
    await buying.changes.next(
      orderId,
      Math.min(buying.changes.recheckMs, deadline - Date.now()),
      signal,
    );
  }
}
