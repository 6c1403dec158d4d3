/** Field errors of points gifts. */
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
} as const;
