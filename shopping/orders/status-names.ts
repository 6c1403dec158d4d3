/**
 * The orders' statuses in the words the storefront shows (spec §6), for the service's refusals: a
 * member reads "待收货", not "pending_receipt".
 */
import type { OrderStatus } from "../../contract/buying";

export const ORDER_STATUS_NAMES: Record<OrderStatus, { ch: string; en: string }> = {
  pending_payment: { ch: "待付款", en: "pending payment" },
  pending_delivery: { ch: "待发货", en: "pending delivery" },
  pending_receipt: { ch: "待收货", en: "pending receipt" },
  pending_comment: { ch: "待评价", en: "pending review" },
  completed: { ch: "交易成功", en: "completed" },
  cancelled: { ch: "已取消", en: "cancelled" },
  closed: { ch: "交易关闭", en: "closed" },
  refunding: { ch: "退款中", en: "refunding" },
  refunded: { ch: "退款成功", en: "refunded" },
  returning: { ch: "退货中", en: "returning" },
  returned: { ch: "退货成功", en: "returned" },
};

export const orderStatusName = (status: string) =>
  ORDER_STATUS_NAMES[status as OrderStatus] ?? { ch: status, en: status };
