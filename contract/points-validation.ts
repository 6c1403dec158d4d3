/** Field errors of points gifts and of the points rules' form. */
import { POINT_RULE_LIMITS, POINT_RULE_NAME_MAX } from "./point-rules";

const n = (value: number) => value.toLocaleString("en-US");
const between = (field: keyof typeof POINT_RULE_LIMITS) => POINT_RULE_LIMITS[field].map(n);
const [rateMin, rateMax] = between("pointsPerYuan");
const [offsetMin, offsetMax] = between("maxOffsetPercent");
const [earnMin, earnMax] = between("earnPerYuan");
const [welcomeMin, welcomeMax] = between("welcomeGrant");
const [smsMin, smsMax] = between("giftSmsThreshold");
const [capMin, capMax] = between("giftDailyCap");

export const POINTS_VALIDATION = {
  "gift.phone.self": {
    ch: "不能赠送给自己",
    en: "You cannot give points to yourself",
  },
  "gift.phone.unknown": {
    ch: "该手机号尚未注册",
    en: "No account has this mobile number",
  },
  "gift.points.required": { ch: "请输入赠送数量", en: "Please enter how many points to give" },
  "gift.points.invalid": {
    ch: "赠送数量须为正整数",
    en: "The points to give are a whole number of 1 or more",
  },
  "gift.points.tooMany": { ch: "积分余额不足", en: "You do not have that many points" },
  "gift.key.invalid": {
    ch: "这次赠送已处理，请重新填写并核对",
    en: "This gift was already handled: fill in and check it again",
  },
  "gift.points.dailyCap": {
    ch: "超过今日赠送上限",
    en: "This is more than you may give today",
  },
  "pointsRule.name.required": { ch: "请输入积分的名称", en: "Enter the points' name" },
  "pointsRule.name.tooLong": {
    ch: `积分名称最多 ${POINT_RULE_NAME_MAX.nameCh} 个字（英文 ${POINT_RULE_NAME_MAX.nameEn} 个字符）`,
    en: `A name is at most ${POINT_RULE_NAME_MAX.nameCh} characters (${POINT_RULE_NAME_MAX.nameEn} in English)`,
  },
  "pointsRule.pointsPerYuan.range": {
    ch: `抵扣比例须为 ${rateMin} 到 ${rateMax} 积分抵 1 元`,
    en: `${rateMin} to ${rateMax} points pay one yuan`,
  },
  "pointsRule.maxOffsetPercent.range": {
    ch: `抵扣上限须为商品金额的 ${offsetMin}% 到 ${offsetMax}%`,
    en: `Points pay ${offsetMin}% to ${offsetMax}% of the goods at most`,
  },
  "pointsRule.earnPerYuan.range": {
    ch: `每元获得的积分须为 ${earnMin} 到 ${earnMax}`,
    en: `A yuan earns ${earnMin} to ${earnMax} points`,
  },
  "pointsRule.welcomeGrant.range": {
    ch: `注册赠送须为 ${welcomeMin} 到 ${welcomeMax} 积分`,
    en: `The welcome grant is ${welcomeMin} to ${welcomeMax} points`,
  },
  "pointsRule.giftSmsThreshold.range": {
    ch: `短信验证门槛须为 ${smsMin} 到 ${smsMax} 积分`,
    en: `The SMS threshold is ${smsMin} to ${smsMax} points`,
  },
  "pointsRule.giftDailyCap.range": {
    ch: `每日赠送上限须为 ${capMin} 到 ${capMax} 积分`,
    en: `The daily gift cap is ${capMin} to ${capMax} points`,
  },
} as const;
