/** The ops area's messages (shopping/http/messages.ts finds them through the areas). */
import type { Messages } from "../http/messages";

export const opsMessages: Messages = {
  ops_customer_not_found: { ch: "没有编号为 {id} 的买家", en: "there is no buyer {id}" },
  ops_disabled: {
    ch: "运营接口未启用：请在商店的环境变量中设置 OPS_KEY",
    en: "the operator endpoints are disabled: set OPS_KEY in the shop's environment",
  },
  ops_key_missing: {
    ch: "需要运营密钥（Authorization: Ops <密钥>）",
    en: "the operator key is required (Authorization: Ops <key>)",
  },
  ops_key_wrong: { ch: "运营密钥不正确", en: "wrong operator key" },
  ops_too_many_wrong_keys: {
    ch: "错误的运营密钥过多，请 {n} 分钟后再试",
    en: "too many wrong operator keys, please try again in {n} minutes",
  },
  ops_operator_name: {
    ch: "操作人名称只能包含字母、数字、点、下划线和连字符，最多 32 个字符",
    en: "the operator's name may hold letters, digits, dots, underscores and hyphens, at most 32",
  },
  order_shipped: { ch: "订单已发货", en: "order shipped" },
  ship_state: {
    ch: "订单状态为{status}，只有待发货的订单可以发货",
    en: "this order is {status}: only an order pending delivery can be shipped",
  },
  courier_unknown: {
    ch: "未知的快递公司「{company}」，可选：{codes}",
    en: 'unknown courier company "{company}"; one of {codes}',
  },
  tracking_no_invalid: {
    ch: "运单号应为 6 到 32 位字母或数字",
    en: "a tracking number is 6 to 32 letters or digits",
  },
  tracking_added: { ch: "物流信息已添加", en: "tracking event added" },
  order_note_added: { ch: "备注已添加", en: "note added" },
  order_note_length: {
    ch: "备注不能为空，最多 {n} 个字",
    en: "a note cannot be empty and holds at most {n} characters",
  },
  order_phone_shown: {
    ch: "已显示完整号码，此次查看已记入操作日志",
    en: "the full number is shown; this is in the audit log",
  },
  track_not_shipped: {
    ch: "订单状态为{status}，尚未发货，不能添加物流信息",
    en: "this order is {status} and has not been shipped: no tracking event can be added",
  },
  track_no_return: {
    ch: "该订单没有退货运单，不能添加退货物流信息",
    en: "this order has no return shipment: no return tracking event can be added",
  },
  track_text: {
    ch: "物流信息不能为空，最多 {n} 个字",
    en: "a tracking event's text must not be empty, at most {n} characters",
  },
  track_time: {
    ch: "物流时间格式有误（ISO 时间，例如 2025-01-31T14:00:00+08:00）",
    en: "the event's time is not an ISO time (e.g. 2025-01-31T14:00:00+08:00)",
  },
  track_time_future: {
    ch: "物流时间不能晚于现在",
    en: "the event's time must not be in the future",
  },
  track_time_early: {
    ch: "物流时间不能早于下单（或申请退货）的时间",
    en: "the event's time must not be before the order (or the return request) was made",
  },
  track_provider: {
    ch: "物流服务商 {provider} 不接受手动添加的物流信息",
    en: "the logistics provider {provider} takes no events reported by hand",
  },
  ops_after_sale_approved: { ch: "已同意售后申请", en: "request approved" },
  ops_after_sale_rejected: { ch: "已拒绝售后申请", en: "request rejected" },
  ops_refund_resent: { ch: "已重新发起退款", en: "refund sent again" },
  ops_goods_received: { ch: "已确认收到退货", en: "returned goods received" },
};
