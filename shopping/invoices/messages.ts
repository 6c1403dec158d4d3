/** The invoices area's messages (shopping/http/messages.ts finds them through the areas). */
import type { Messages } from "../http/messages";

export const invoicesMessages: Messages = {
  invoice_title_not_found: { ch: "发票抬头不存在", en: "no such invoice title" },
  invoice_title_draft_saved: { ch: "已保存草稿", en: "draft saved" },
  submitted_for_approval: { ch: "已提交审核", en: "submitted for approval" },
  invoice_title_saved: { ch: "保存成功", en: "saved" },
  invoice_title_deleted: { ch: "发票抬头已删除", en: "invoice title deleted" },
  invoice_title_defaulted: { ch: "已设为默认发票抬头", en: "set as your default invoice title" },
  invoice_title_cannot_saveDraft: {
    ch: "只有草稿或被驳回的抬头可以修改",
    en: "only a draft or a rejected title can be changed",
  },
  invoice_title_cannot_submit: {
    ch: "只有草稿或被驳回的抬头可以提交",
    en: "only a draft or a rejected title can be submitted",
  },
  invoice_title_cannot_delete: {
    ch: "审核中的抬头不能删除",
    en: "a title under review cannot be deleted",
  },
  invoice_title_cannot_setDefault: {
    ch: "只有审核通过的抬头可以设为默认",
    en: "only an approved title can be the default",
  },
  invoice_title_cannot_approve: {
    ch: "只有待审核的专用发票抬头可以通过",
    en: "only a special title under review can be approved",
  },
  invoice_title_cannot_reject: {
    ch: "只有待审核的专用发票抬头可以驳回",
    en: "only a special title under review can be rejected",
  },
  ops_title_approved: { ch: "已通过审核", en: "title approved" },
  ops_title_rejected: { ch: "已驳回", en: "title rejected" },
  invoice_applied: { ch: "发票申请成功", en: "invoice application successful" },
  invoice_order_not_ready: {
    ch: "订单确认收货后才能申请发票",
    en: "an invoice can be asked for once the order is received",
  },
  invoice_nothing_paid: {
    ch: "该订单未以现金支付，积分不开具发票",
    en: "this order was not paid in money; points are not invoiced",
  },
  invoice_already_requested: {
    ch: "该订单已申请过发票",
    en: "an invoice was already asked for this order",
  },
  invoice_request_not_found: {
    ch: "该订单没有发票申请",
    en: "this order has no invoice request",
  },
  invoice_not_requested: {
    ch: "该发票申请已开具或已取消，不能再开具",
    en: "this invoice request was already issued or cancelled; it cannot be issued again",
  },
  invoice_document_type: {
    ch: "发票文件只支持 PDF 或 OFD",
    en: "an invoice document must be a PDF or OFD file",
  },
  ops_invoice_issued: { ch: "发票已开具", en: "invoice issued" },
  invoice_nothing_to_correct: {
    ch: "该发票没有待冲红的退款，或已冲红",
    en: "this invoice has no refund left to correct, or was already corrected",
  },
  ops_invoice_corrected: { ch: "红字发票已登记", en: "red-letter invoice recorded" },
};
