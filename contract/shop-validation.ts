/**
 * The shop settings' field errors (contract/shop.ts, contract/shop-rules.ts), in both languages;
 * the settings desk's number fields share the first three.
 */
import { RETURN_ADDRESS_MAX, RETURN_RECIPIENT_MAX } from "./shop";
import { SHOP_RULE_LIMITS } from "./shop-rules";

const [freeMin, freeMax] = SHOP_RULE_LIMITS.freeFreightFromCents.map((cents) => cents / 100);
const [flatMin, flatMax] = SHOP_RULE_LIMITS.flatFreightCents.map((cents) => cents / 100);
const [payMin, payMax] = SHOP_RULE_LIMITS.paymentTimeoutMinutes;
const [confirmMin, confirmMax] = SHOP_RULE_LIMITS.autoConfirmDays;
const n = (value: number) => value.toLocaleString("en-US");

export const SHOP_VALIDATION = {
  "setting.required": { ch: "请填写此项", en: "Please fill this in" },
  "wholeNumber.invalid": {
    ch: "请输入不小于 0 的整数（阿拉伯数字）",
    en: "Enter a whole number of 0 or more, in digits",
  },
  "yuanAmount.invalid": {
    ch: "请输入金额：不小于 0 的阿拉伯数字，最多两位小数，如 299 或 12.50",
    en: "Enter an amount in digits, 0 or more, with at most two decimals, e.g. 299 or 12.50",
  },
  "freeFreight.range": {
    ch: `包邮金额须在 ${n(freeMin)} 到 ${n(freeMax)} 元之间`,
    en: `Free freight starts between ¥${n(freeMin)} and ¥${n(freeMax)}`,
  },
  "flatFreight.range": {
    ch: `运费须在 ${n(flatMin)} 到 ${n(flatMax)} 元之间`,
    en: `The freight is between ¥${n(flatMin)} and ¥${n(flatMax)}`,
  },
  "paymentTimeout.range": {
    ch: `付款时限须为 ${payMin} 到 ${n(payMax)} 分钟（整分钟）`,
    en: `The time to pay is ${payMin} to ${n(payMax)} whole minutes`,
  },
  "autoConfirm.range": {
    ch: `自动确认收货须为发货后 ${confirmMin} 到 ${confirmMax} 天（整天）`,
    en: `Receipt is confirmed automatically ${confirmMin} to ${confirmMax} whole days after shipping`,
  },
  "returnRecipient.required": { ch: "请输入收件人", en: "Enter who receives returns" },
  "returnRecipient.tooLong": {
    ch: `收件人最多 ${RETURN_RECIPIENT_MAX} 个字`,
    en: `The recipient is at most ${RETURN_RECIPIENT_MAX} characters`,
  },
  "returnAddress.required": { ch: "请输入退货地址", en: "Enter the return address" },
  "returnAddress.tooLong": {
    ch: `退货地址最多 ${RETURN_ADDRESS_MAX} 个字`,
    en: `The return address is at most ${RETURN_ADDRESS_MAX} characters`,
  },
  "shopPhone.required": { ch: "请输入电话", en: "Enter the phone number" },
  "shopPhone.invalid": {
    ch: "请输入手机号、带区号的固定电话（如 021-60881688）或 400/800 电话",
    en: "Enter a mobile, a landline with its area code (021-60881688) or a 400/800 number",
  },
  "serviceHours.required": { ch: "请输入服务时间", en: "Enter the opening hours" },
  "serviceHours.invalid": {
    ch: "服务时间格式为 09:00-21:00（北京时间），结束须晚于开始",
    en: "Opening hours look like 09:00-21:00 (Beijing time), ending after they start",
  },
  "wechatId.required": { ch: "请输入微信号", en: "Enter the WeChat ID" },
  "wechatId.invalid": {
    ch: "微信号为 6 到 20 位字母、数字、下划线或减号，以字母开头",
    en: "A WeChat ID is 6 to 20 letters, digits, _ or -, starting with a letter",
  },
  "returnFreight.invalid": {
    ch: "请从列出的退货原因中选择",
    en: "Choose among the return reasons listed",
  },
} as const;
