/**
 * Field errors of the resale form and the seller's parcel (spec §5), of the rules' form, and of the
 * console's resale desk (resale-desk-forms.ts).
 */
import { PHOTO_MAX_BYTES } from "./photo-limits";
import {
  RESALE_NOTE_MAX_LENGTH,
  RESALE_REASON_MAX_LENGTH,
  RESALE_REFERENCE_MAX_LENGTH,
  RESALE_RULE_LIMITS,
} from "./resale-statuses";

const megabytes = PHOTO_MAX_BYTES / (1024 * 1024);
const {
  bandPercent: band,
  commissionPercent: commission,
  payoutDays: payout,
  shelfDays: shelf,
} = RESALE_RULE_LIMITS;

export const RESALE_VALIDATION = {
  "resale.bottles.required": {
    ch: "请选择要转售的酒瓶",
    en: "Choose the bottles to resell",
  },
  "resale.bottles.invalid": {
    ch: "请从该订单中选择您的酒瓶",
    en: "Choose bottles of yours from this order",
  },
  "resale.bottles.unavailable": {
    ch: "所选酒瓶已在转售、已售出或已退货",
    en: "A chosen bottle is already listed, sold or returned",
  },
  "resale.quantity.required": { ch: "请输入转售数量", en: "Enter the resale quantity" },
  "resale.quantity.tooMany": {
    ch: "转售数量不能超过您持有的该酒瓶数",
    en: "You cannot resell more bottles than you hold of this wine",
  },
  "resale.quantity.mismatch": {
    ch: "转售数量须与所选酒瓶数一致",
    en: "The resale quantity must match the bottles chosen",
  },
  "resale.price.required": { ch: "请输入转售价格", en: "Enter the resale price" },
  "resale.price.invalid": {
    ch: "转售价格须为大于0的金额，最多两位小数",
    en: "The resale price is an amount above 0, with at most two decimals",
  },
  "resale.price.outOfBand": {
    ch: "转售价格须在本店现价的允许范围之内",
    en: "The resale price must be within the allowed range around the shop's price",
  },
  "resale.min.required": { ch: "请输入最低购买数量", en: "Enter the minimum purchase quantity" },
  "resale.min.tooMany": {
    ch: "最低购买数量不能大于转售数量",
    en: "The minimum purchase cannot exceed the resale quantity",
  },
  "resale.goods.required": { ch: "请选择要转售的酒款", en: "Choose the wine to resell" },
  "resaleRule.bandPercent.range": {
    ch: `价格浮动范围须为本店现价上下 ${band[0]}% 到 ${band[1]}%`,
    en: `The price band is ${band[0]}% to ${band[1]}% around the shop's price`,
  },
  "resaleRule.commissionPercent.range": {
    ch: `佣金须为 ${commission[0]}% 到 ${commission[1]}%`,
    en: `The commission is ${commission[0]}% to ${commission[1]}%`,
  },
  "resaleRule.payoutDays.range": {
    ch: `结算时间须为买家收货后 ${payout[0]} 到 ${payout[1]} 天`,
    en: `A payout is due ${payout[0]} to ${payout[1]} days after the buyer's receipt`,
  },
  "resaleRule.shelfDays.range": {
    ch: `上架时长须为 ${shelf[0]} 到 ${shelf[1]} 天`,
    en: `An item stays on the shelf ${shelf[0]} to ${shelf[1]} days`,
  },
  "resalePhoto.required": {
    ch: "请选择要上传的验收照片",
    en: "Choose an inspection picture to upload",
  },
  "resalePhoto.tooLarge": {
    ch: `每张照片不能超过 ${megabytes} MB`,
    en: `A picture is at most ${megabytes} MB`,
  },
  "resaleGrade.required": {
    ch: "请选择验收品相：A、B 或 C",
    en: "Choose the grade: A, B or C",
  },
  "resaleNote.tooLong": {
    ch: `验收说明最多 ${RESALE_NOTE_MAX_LENGTH} 个字`,
    en: `The inspection note is at most ${RESALE_NOTE_MAX_LENGTH} characters`,
  },
  "resaleReject.required": {
    ch: "请写明拒收的原因，卖家会看到",
    en: "Give the reason for the rejection; the seller reads it",
  },
  "resaleReject.tooLong": {
    ch: `原因最多 ${RESALE_REASON_MAX_LENGTH} 个字`,
    en: `A reason is at most ${RESALE_REASON_MAX_LENGTH} characters`,
  },
  "payoutReference.required": {
    ch: "请输入转账的流水号",
    en: "Enter the transfer's reference",
  },
  "payoutReference.tooLong": {
    ch: `流水号最多 ${RESALE_REFERENCE_MAX_LENGTH} 个字符`,
    en: `A reference is at most ${RESALE_REFERENCE_MAX_LENGTH} characters`,
  },
} as const;
