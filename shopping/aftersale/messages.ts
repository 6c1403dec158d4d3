/** The aftersale area's messages (shopping/http/messages.ts finds them through the areas). */
import type { Messages } from "../http/messages";

export const afterSaleMessages: Messages = {
  after_sale_not_found: { ch: "售后申请不存在", en: "no such after-sale request" },
  refund_in_progress: {
    ch: "该售后的退款正在处理或已成功，无需重新发起",
    en: "this request's refund is under way or done; there is nothing to send again",
  },
  after_sale_state: {
    ch: "售后申请当前状态不能进行该操作",
    en: "this after-sale request cannot do that in its current state",
  },
  after_sale_open: {
    ch: "该订单已有处理中的售后申请",
    en: "this order already has an after-sale request in progress",
  },
  after_sale_applied: { ch: "售后申请已提交", en: "after-sale request submitted" },
  return_shipped: { ch: "退货物流已提交", en: "return shipment submitted" },
  return_address_unset: {
    ch: "商家正在安排退货地址，请在本页显示退货地址后再寄回商品并填写物流",
    en: "the shop is still arranging the return address: send the goods back and enter the parcel once the address shows on this page",
  },
  reject_reason_required: {
    ch: "请填写拒绝原因（最多200个字）",
    en: "please give the reason for the refusal (at most 200 characters)",
  },
  // The after-sale reasons (contract AFTER_SALE_REASONS) as the operator reads them; the buyer
  // reads the same words from the storefront's locale files.
  after_sale_reason_changedMind: { ch: "不想要了", en: "Changed my mind" },
  after_sale_reason_wrongItem: { ch: "商品与订单不符", en: "Not what I ordered" },
  after_sale_reason_orderedByMistake: { ch: "拍错或多拍", en: "Ordered by mistake" },
  after_sale_reason_damaged: { ch: "酒瓶破损", en: "Bottle broken" },
  after_sale_reason_leaking: { ch: "漏液或酒塞渗漏", en: "Leaking or seeping cork" },
  after_sale_reason_quality: { ch: "质量问题", en: "Quality problem" },
  after_sale_reason_notAsDescribed: { ch: "与描述不符", en: "Not as described" },
  after_sale_reason_lateDelivery: { ch: "未按约定时间发货", en: "Not shipped in time" },
  after_sale_reason_other: { ch: "其他原因", en: "Other" },
};
