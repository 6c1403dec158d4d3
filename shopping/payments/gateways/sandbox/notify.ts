/**
 * The sandbox's notifications of payments and refunds, checked with the
 * shared secret, and our answers to them.
 */
import { jsonAnswer, notificationJson } from "../http";
import {
  NotificationRejected,
  type PaymentGateway,
  type VerifiedNotification,
  type VerifiedRefundNotification,
} from "../types";
import type { SandboxDeps } from "./deps";
import { checkSignature } from "./sign";

export function sandboxNotifications({
  secret,
}: SandboxDeps): Pick<
  PaymentGateway,
  "verifyNotification" | "verifyRefundNotification" | "accepted" | "refused"
> {
  return {
    async verifyNotification(request) {
      checkSignature(secret, request);
      return parseEvent(request.rawBody);
    },

    async verifyRefundNotification(request) {
      checkSignature(secret, request);
      return parseRefundEvent(request.rawBody);
    },

    accepted: () => jsonAnswer(200, { code: "SUCCESS" }),
    refused: (reason) => jsonAnswer(400, { code: "FAIL", message: reason }),
  };
}

function parseEvent(rawBody: string): VerifiedNotification {
  const event = notificationJson<Record<string, unknown>>(rawBody);
  const { id, trade_no, out_trade_no, trade_state, amount, success_time } = event ?? {};
  if (typeof id !== "string" || typeof trade_no !== "string" || typeof out_trade_no !== "string")
    throw new NotificationRejected("missing trade fields");
  if (!Number.isSafeInteger(amount) || (amount as number) < 0)
    throw new NotificationRejected("invalid amount");
  const state = trade_state === "SUCCESS" ? "paid" : trade_state === "CLOSED" ? "closed" : null;
  if (!state) throw new NotificationRejected(`unexpected trade_state ${String(trade_state)}`);
  const paidAt = typeof success_time === "string" ? new Date(success_time) : null;
  if (state === "paid" && (!paidAt || Number.isNaN(paidAt.getTime())))
    throw new NotificationRejected("invalid success_time");
  return {
    eventKey: id,
    outTradeNo: out_trade_no,
    state,
    amountCents: amount as number,
    gatewayTradeNo: trade_no,
    paidAt: state === "paid" ? paidAt : null,
  };
}

function parseRefundEvent(rawBody: string): VerifiedRefundNotification {
  const event = notificationJson<Record<string, unknown>>(rawBody);
  const { id, refund_no, out_refund_no, out_trade_no, refund_status, amount, total, success_time } =
    event ?? {};
  if (
    typeof id !== "string" ||
    typeof refund_no !== "string" ||
    typeof out_refund_no !== "string" ||
    typeof out_trade_no !== "string"
  ) {
    throw new NotificationRejected("missing refund fields");
  }
  if (!Number.isSafeInteger(amount) || (amount as number) <= 0 || !Number.isSafeInteger(total))
    throw new NotificationRejected("invalid amount");
  const state =
    refund_status === "SUCCESS" ? "succeeded" : refund_status === "ABNORMAL" ? "failed" : null;
  if (!state) throw new NotificationRejected(`unexpected refund_status ${String(refund_status)}`);
  const succeededAt = typeof success_time === "string" ? new Date(success_time) : null;
  if (state === "succeeded" && (!succeededAt || Number.isNaN(succeededAt.getTime())))
    throw new NotificationRejected("invalid success_time");
  return {
    eventKey: id,
    outRefundNo: out_refund_no,
    outTradeNo: out_trade_no,
    state,
    refundCents: amount as number,
    totalCents: total as number,
    gatewayRefundNo: refund_no,
    succeededAt: state === "succeeded" ? succeededAt : null,
    failure: state === "failed" ? "ABNORMAL" : null,
  };
}
