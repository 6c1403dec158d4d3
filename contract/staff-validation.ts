/** The back office's field errors (contract/staff.ts, order-desk.ts, stock-desk.ts), in both languages. */
import { REJECT_REASON_MAX_LENGTH } from "./aftersale";
import { ORDER_NOTE_MAX, TRACKING_TEXT_MAX } from "./order-desk";
import { REPORT_MAX_DAYS } from "./dashboard-ranges";
import { ROLE_NAME_MAX, STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from "./staff";
import {
  LOW_STOCK_THRESHOLD_MAX,
  STOCK_ADJUST_MAX,
  STOCK_COUNT_MAX,
  STOCK_NOTE_MAX,
} from "./stock-desk";

const n = (value: number) => value.toLocaleString("en-US");

export const STAFF_VALIDATION = {
  "staffPassword.required": { ch: "请输入密码", en: "Please enter the password" },
  "staffPassword.format": {
    ch: `密码为 ${STAFF_PASSWORD_MIN} 到 ${STAFF_PASSWORD_MAX} 位，至少包含字母、数字、符号中的两种`,
    en: `A password is ${STAFF_PASSWORD_MIN} to ${STAFF_PASSWORD_MAX} characters with at least two of letters, digits and symbols`,
  },
  "reportDay.invalid": {
    ch: "请填写正确的日期，如 2026-11-28",
    en: "Give a real date, like 2026-11-28",
  },
  "reportSpan.order": { ch: "结束日期不能早于开始日期", en: "The end cannot be before the start" },
  "reportSpan.tooLong": {
    ch: `一次最多查看 ${REPORT_MAX_DAYS} 天`,
    en: `A report covers at most ${REPORT_MAX_DAYS} days`,
  },
  "staffPassword.wrong": { ch: "当前密码不正确", en: "The current password is wrong" },
  "totp.wrong": {
    ch: "验证码不正确或已使用，请输入身份验证器中新的验证码",
    en: "The code is wrong or used: enter the authenticator's new code",
  },
  "staffPassword.same": {
    ch: "新密码不能与当前密码相同",
    en: "The new password must differ from the current one",
  },
  "totp.required": {
    ch: "请输入身份验证器中的 6 位验证码",
    en: "Please enter the 6-digit code from your authenticator",
  },
  "totp.invalid": { ch: "验证码为 6 位数字", en: "The code is 6 digits" },
  "staffName.required": { ch: "请输入员工姓名", en: "Please enter the member's name" },
  "staffName.invalid": {
    ch: "姓名只能包含文字、数字、点、下划线和连字符，最多 32 个字符",
    en: "A name holds letters, digits, dots, underscores and hyphens, at most 32",
  },
  "role.required": { ch: "请选择角色", en: "Please choose a role" },
  "role.invalid": { ch: "没有这个角色", en: "There is no such role" },
  "roleKey.required": { ch: "请输入角色代码", en: "Please enter the role's key" },
  "roleKey.invalid": {
    ch: "角色代码为 2 到 32 个小写英文字母、数字、下划线或连字符，以字母开头，如 sommelier",
    en: "A key is 2 to 32 lower-case letters, digits, _ or -, starting with a letter, e.g. sommelier",
  },
  "roleName.required": { ch: "请输入角色名称", en: "Please enter the role's name" },
  "roleNameCh.tooLong": {
    ch: `中文名称最多 ${ROLE_NAME_MAX.ch} 个字`,
    en: `The Chinese name is at most ${ROLE_NAME_MAX.ch} characters`,
  },
  "roleNameEn.tooLong": {
    ch: `英文名称最多 ${ROLE_NAME_MAX.en} 个字符`,
    en: `The English name is at most ${ROLE_NAME_MAX.en} characters`,
  },
  "tokenLabel.required": {
    ch: "请为令牌起个名字，例如它用在哪台电脑上",
    en: "Please name the token, e.g. the computer it is for",
  },
  "tokenLabel.tooLong": { ch: "名字最多 40 个字符", en: "A name is at most 40 characters" },
  "tracking.text.required": { ch: "请输入物流信息", en: "Please enter the tracking event" },
  "tracking.text.tooLong": {
    ch: `物流信息最多 ${TRACKING_TEXT_MAX} 个字`,
    en: `A tracking event is at most ${TRACKING_TEXT_MAX} characters`,
  },
  "tracking.at.invalid": {
    ch: "请填写日期和时间（北京时间），或留空表示现在",
    en: "Please give a date and time (Beijing time), or leave it empty for now",
  },
  "afterSaleReject.required": {
    ch: "请写明拒绝的原因，买家会看到",
    en: "Please give the reason; the buyer reads it",
  },
  "afterSaleReject.tooLong": {
    ch: `原因最多 ${REJECT_REASON_MAX_LENGTH} 个字`,
    en: `A reason is at most ${REJECT_REASON_MAX_LENGTH} characters`,
  },
  "orderNote.required": { ch: "请输入备注", en: "Please enter the note" },
  "orderNote.tooLong": {
    ch: `备注最多 ${ORDER_NOTE_MAX} 个字`,
    en: `A note is at most ${ORDER_NOTE_MAX} characters`,
  },
  "stockReason.required": {
    ch: "请选择原因：破损、盘点或更正",
    en: "Please choose the reason: breakage, stock-take or correction",
  },
  "stockDelta.required": {
    ch: "请输入变动的瓶数，减少用负数，如 -2",
    en: "Please enter the change in bottles, negative for fewer, e.g. -2",
  },
  "stockDelta.invalid": {
    ch: "变动的瓶数须为整数，如 -2 或 3",
    en: "The change is a whole number of bottles, e.g. -2 or 3",
  },
  "stockDelta.zero": { ch: "变动不能为 0", en: "The change cannot be 0" },
  "stockDelta.range": {
    ch: `一次最多变动 ${n(STOCK_ADJUST_MAX)} 瓶`,
    en: `One adjustment moves at most ${n(STOCK_ADJUST_MAX)} bottles`,
  },
  "stockDelta.orCounted": {
    ch: "请只填写变动瓶数或盘点数量中的一项",
    en: "Give either the change or the count, not both",
  },
  "stockCounted.required": {
    ch: "请输入盘点到的瓶数（含未发货订单占用的）",
    en: "Please enter the bottles counted (those held for open orders included)",
  },
  "stockCounted.invalid": {
    ch: "盘点数量须为不小于 0 的整数",
    en: "The count is a whole number of 0 or more",
  },
  "stockCounted.range": {
    ch: `盘点数量须在 0 到 ${n(STOCK_COUNT_MAX)} 瓶之间`,
    en: `The count is between 0 and ${n(STOCK_COUNT_MAX)} bottles`,
  },
  "stockCounted.onlyStocktake": {
    ch: "只有盘点可以填写盘点数量",
    en: "Only a stock-take gives a count",
  },
  "stockNote.required": {
    ch: "更正须写明原因",
    en: "A correction needs a note saying why",
  },
  "stockNote.tooLong": {
    ch: `说明最多 ${STOCK_NOTE_MAX} 个字`,
    en: `A note is at most ${STOCK_NOTE_MAX} characters`,
  },
  "stockThreshold.required": { ch: "请输入预警数量", en: "Please enter the threshold" },
  "stockThreshold.invalid": {
    ch: "预警数量须为整数",
    en: "The threshold is a whole number",
  },
  "stockThreshold.range": {
    ch: `预警数量须在 0 到 ${n(LOW_STOCK_THRESHOLD_MAX)} 之间`,
    en: `The threshold is between 0 and ${n(LOW_STOCK_THRESHOLD_MAX)}`,
  },
  "stockQuantity.required": { ch: "请输入入库瓶数", en: "Please enter the bottles received" },
  "stockQuantity.invalid": {
    ch: "入库瓶数须为整数",
    en: "The bottles received are a whole number",
  },
  "stockQuantity.range": {
    ch: `一次入库 1 到 ${n(STOCK_ADJUST_MAX)} 瓶`,
    en: `A receipt is 1 to ${n(STOCK_ADJUST_MAX)} bottles`,
  },
} as const;
