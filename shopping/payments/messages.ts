/** The payments area's messages (shopping/http/messages.ts finds them through the areas). */
import type { Messages } from "../http/messages";

export const paymentsMessages: Messages = {
  payment_unavailable: {
    ch: "支付渠道暂不可用，请稍后再试",
    en: "this payment method is not available right now, please retry later",
  },
  payment_success: { ch: "支付成功", en: "payment successful" },
  payment_wechat_only_here: {
    ch: "在微信中请使用微信支付",
    en: "inside WeChat, please pay with WeChat Pay",
  },
  payment_openid_missing: {
    ch: "请在微信中重新打开支付页面",
    en: "please open the payment page in WeChat again",
  },
  payment_oauth_code: {
    ch: "微信未能确认付款人，请重新打开支付页面",
    en: "WeChat could not confirm who is paying; please open the payment page again",
  },
  payment_return_url: {
    ch: "支付完成后的返回地址无效",
    en: "the address to come back to after paying is not valid",
  },
  refund_amount: {
    ch: "退款金额须为大于0的整数分",
    en: "the refund amount must be a positive whole number of cents",
  },
  refund_no_payment: { ch: "该订单没有可退款的支付", en: "this order has no payment to refund" },
  refund_exceeds_payment: {
    ch: "退款金额超过实付金额",
    en: "the refund is more than what was paid",
  },
};
