/**
 * Mobile website pay (alipay.trade.wap.pay, product QUICK_WAP_WAY): a form signed here, which the
 * buyer's phone posts to the gateway, which opens the Alipay app. Nothing is sent from the shop: the
 * trade exists at Alipay once the buyer opens it, and is then queried, closed and notified as a
 * precreated one is.
 */
import { beijingDateTime } from "../china-time";
import { centsToYuan } from "../money";
import { GatewayError, type CreatePaymentInput, type FormLaunch } from "../types";
import { alipayGatewayUrl, type AlipaySignedParams } from "./client";
import type { AlipayConfig } from "./config";

export const WAP_PAY_METHOD = "alipay.trade.wap.pay";

export function alipayWapForm(
  config: AlipayConfig,
  signedParams: AlipaySignedParams,
): (input: CreatePaymentInput) => FormLaunch {
  // The gateway reads the charset from the query string to decode the posted form.
  const action = `${alipayGatewayUrl(config)}?charset=utf-8`;
  return (input) => {
    if (!input.returnUrl)
      throw new GatewayError("alipay", `${WAP_PAY_METHOD}: no return_url for the phone`);
    const minAge = input.minAge ?? 0;
    if (!Number.isInteger(minAge) || minAge < 0)
      throw new GatewayError("alipay", `${WAP_PAY_METHOD}: min_age must be a whole number`);
    const biz = {
      out_trade_no: input.outTradeNo,
      total_amount: centsToYuan(input.amountCents),
      subject: input.description,
      product_code: "QUICK_WAP_WAY",
      time_expire: beijingDateTime(input.expiresAt),
      quit_url: input.returnUrl,
      seller_id: config.sellerId,
      // Alipay checks the payer's real-name age only when need_check_info is T.
      ...(minAge > 0 ? { ext_user_info: { need_check_info: "T", min_age: String(minAge) } } : {}),
    };
    const fields = signedParams(WAP_PAY_METHOD, biz, {
      notify_url: input.notifyUrl,
      return_url: input.returnUrl,
    });
    return { kind: "form", action, fields, gatewayTradeNo: null };
  };
}
