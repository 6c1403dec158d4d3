/**
 * Alipay's payment notifications (a signed form post) and our answers to
 * them. Every notification must be for our app and our seller id.
 */
import { parseBeijingDateTime } from "../china-time";
import { yuanToCents } from "../money";
import { rsaVerify } from "../signatures";
import { NotificationRejected, type NotificationAnswer, type PaymentGateway } from "../types";
import type { AlipayConfig } from "./config";
import { tradeStates } from "./precreate";
import { alipaySignContent, type AlipayKeys } from "./sign";

export function alipayNotifications(
  config: AlipayConfig,
  { alipayKey, certificates }: AlipayKeys,
): Pick<PaymentGateway, "verifyNotification" | "accepted" | "refused"> {
  return {
    async verifyNotification({ rawBody }) {
      const params = new URLSearchParams(rawBody);
      const keys = [...params.keys()];
      if (new Set(keys).size !== keys.length) throw new NotificationRejected("repeated parameters");
      const sign = params.get("sign");
      if (!sign) throw new NotificationRejected("missing sign");
      const signed = Object.fromEntries(
        [...params].filter(([key]) => key !== "sign" && key !== "sign_type"),
      );
      if (!rsaVerify(alipaySignContent(signed, { keepEmpty: true }), sign, alipayKey))
        throw new NotificationRejected("bad signature");
      if (signed.app_id !== config.appId)
        throw new NotificationRejected("notification for another app");
      if (signed.seller_id !== config.sellerId)
        throw new NotificationRejected("notification for another seller");
      if (
        certificates &&
        signed.alipay_cert_sn !== undefined &&
        signed.alipay_cert_sn !== certificates.alipayCertSn
      )
        throw new NotificationRejected("signed under another Alipay certificate");
      const state = tradeStates[signed.trade_status ?? ""];
      if (!state) throw new NotificationRejected(`unexpected trade_status ${signed.trade_status}`);
      if (!signed.notify_id || !signed.out_trade_no)
        throw new NotificationRejected("missing notify_id or out_trade_no");
      let amountCents: number;
      try {
        amountCents = yuanToCents(signed.total_amount ?? "");
      } catch {
        throw new NotificationRejected(`invalid total_amount ${signed.total_amount}`);
      }
      return {
        eventKey: signed.notify_id,
        outTradeNo: signed.out_trade_no,
        state,
        amountCents,
        gatewayTradeNo: signed.trade_no || null,
        paidAt:
          state === "paid" && signed.gmt_payment ? parseBeijingDateTime(signed.gmt_payment) : null,
      };
    },

    accepted: () => textAnswer("success"),
    // Alipay retries on any answer but "success"; the status stays 200 as its documentation shows.
    refused: () => textAnswer("fail"),
  };
}

function textAnswer(body: string): NotificationAnswer {
  return { status: 200, contentType: "text/plain; charset=utf-8", body };
}
