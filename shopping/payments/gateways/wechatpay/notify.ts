/**
 * WeChat Pay's notifications of payments and refunds and our answers to them.
 * Each is signed by a platform key, and its resource (the trade or the
 * refund) is encrypted with the APIv3 key.
 */
import { parseRfc3339 } from "../china-time";
import { jsonAnswer, notificationJson } from "../http";
import {
  NotificationRejected,
  type NotificationRequest,
  type PaymentGateway,
  type VerifiedRefundNotification,
} from "../types";
import { shopAppIds, type WechatPayConfig } from "./config";
import { aeadDecrypt, type EncryptedResource } from "./encrypted-resource";
import type { PlatformKeys } from "./platform-keys";
import { tradeStates, type Transaction } from "./precreate";
import { refundStates, type WechatRefund } from "./refund";
import { signatureProblem } from "./sign";

/** the only event a payment notification may be */
const PAYMENT_EVENT = "TRANSACTION.SUCCESS";

/** the refund notifications' event types and the refund_status each carries */
const REFUND_EVENTS: Record<string, string> = {
  "REFUND.SUCCESS": "SUCCESS",
  "REFUND.ABNORMAL": "ABNORMAL",
  "REFUND.CLOSED": "CLOSED",
};

export function wechatPayNotifications(
  config: WechatPayConfig,
  platformKeys: PlatformKeys,
  apiV3Key: Buffer,
): Pick<
  PaymentGateway,
  "verifyNotification" | "verifyRefundNotification" | "accepted" | "refused"
> {
  /**
   * a notification's event (payment or refund): its signature checked, its body parsed, with an id
   * and an encrypted resource
   */
  async function notificationEvent({ headers, rawBody }: NotificationRequest): Promise<{
    id: string;
    event_type?: unknown;
    resource: EncryptedResource;
  }> {
    const problem = await signatureProblem(platformKeys, (name) => headers[name], rawBody);
    if (problem) throw new NotificationRejected(problem);
    const event = notificationJson<{
      id?: unknown;
      event_type?: unknown;
      resource?: EncryptedResource;
    }>(rawBody);
    if (typeof event?.id !== "string" || !event.resource)
      throw new NotificationRejected("missing id or resource");
    return { id: event.id, event_type: event.event_type, resource: event.resource };
  }

  return {
    async verifyNotification(request) {
      const event = await notificationEvent(request);
      if (event.event_type !== PAYMENT_EVENT)
        throw new NotificationRejected(`unexpected event_type ${event.event_type} for a payment`);
      const trade = decryptResource<Transaction>(event.resource, apiV3Key);
      if (trade.mchid !== undefined && trade.mchid !== config.mchid)
        throw new NotificationRejected("notification for another merchant");
      if (trade.appid !== undefined && !shopAppIds(config).includes(trade.appid))
        throw new NotificationRejected("notification for another app");
      if (trade.amount?.currency !== "CNY")
        throw new NotificationRejected(`unexpected currency ${trade.amount?.currency}`);
      const state = tradeStates[trade.trade_state ?? ""];
      const total = trade.amount?.total;
      if (state !== "paid")
        throw new NotificationRejected(
          `unexpected trade_state ${trade.trade_state} for ${PAYMENT_EVENT}`,
        );
      if (typeof trade.out_trade_no !== "string" || !Number.isSafeInteger(total))
        throw new NotificationRejected("missing out_trade_no or amount");
      return {
        eventKey: event.id,
        outTradeNo: trade.out_trade_no,
        state,
        amountCents: total as number,
        gatewayTradeNo: trade.transaction_id ?? null,
        paidAt: parseRfc3339(trade.success_time),
      };
    },

    async verifyRefundNotification(request) {
      const event = await notificationEvent(request);
      const eventStatus = REFUND_EVENTS[String(event.event_type)];
      if (!eventStatus)
        throw new NotificationRejected(`unexpected event_type ${event.event_type} for a refund`);
      const refund = decryptResource<WechatRefund>(event.resource, apiV3Key);
      if (refund.mchid !== config.mchid)
        throw new NotificationRejected("notification for another merchant");
      if (refund.refund_status !== eventStatus)
        throw new NotificationRejected(
          `refund_status ${refund.refund_status} under ${event.event_type}`,
        );
      const { refund: refundCents, total } = refund.amount ?? {};
      if (typeof refund.out_refund_no !== "string" || typeof refund.out_trade_no !== "string")
        throw new NotificationRejected("missing out_refund_no or out_trade_no");
      if (!Number.isSafeInteger(refundCents) || !Number.isSafeInteger(total))
        throw new NotificationRejected("missing amount");
      const state = refundStates[eventStatus];
      return {
        eventKey: event.id,
        outRefundNo: refund.out_refund_no,
        outTradeNo: refund.out_trade_no,
        state,
        refundCents: refundCents as number,
        totalCents: total as number,
        gatewayRefundNo: refund.refund_id ?? null,
        succeededAt: state === "succeeded" ? parseRfc3339(refund.success_time) : null,
        failure: state === "failed" ? eventStatus : null,
      } satisfies VerifiedRefundNotification;
    },

    accepted: () => jsonAnswer(200, { code: "SUCCESS", message: "成功" }),
    refused: (reason) => jsonAnswer(400, { code: "FAIL", message: reason }),
  };
}

/** a notification's resource (a transaction, a refund), decrypted and parsed */
function decryptResource<T>(resource: EncryptedResource, apiV3Key: Buffer): T {
  try {
    return JSON.parse(aeadDecrypt(resource, apiV3Key)) as T;
  } catch (error) {
    throw new NotificationRejected(`cannot decrypt the resource: ${(error as Error).message}`);
  }
}
