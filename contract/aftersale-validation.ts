/** Field errors of after-sale requests and return shipments (spec §5). */
export const AFTER_SALE_VALIDATION = {
  "afterSale.reason.required": {
    ch: "请选择或填写退款原因",
    en: "Please choose or enter a reason",
  },
  "afterSale.reason.tooLong": {
    ch: "退款原因最多200个字",
    en: "A reason has at most 200 characters",
  },
  "afterSale.amount.required": { ch: "请输入退款金额", en: "Please enter the refund amount" },
  "afterSale.amount.invalid": {
    ch: "退款金额须为不小于0的金额，最多两位小数",
    en: "The refund amount is an amount of 0 or more, with at most two decimals",
  },
  "afterSale.amount.tooMuch": {
    ch: "退款金额不能超过所选酒款可退的金额",
    en: "The refund amount cannot be more than the chosen bottles are worth",
  },
  "afterSale.lines.required": {
    ch: "请选择要退的酒款和数量",
    en: "Please choose the wines and how many bottles",
  },
  "afterSale.lines.invalid": {
    ch: "请从订单中的酒款选择数量",
    en: "Please choose quantities of the order's wines",
  },
  "afterSale.lines.inResale": {
    ch: "部分酒瓶正在转售中，请先撤销转售或等待售出",
    en: "Some of these bottles are listed for resale: withdraw the resale first",
  },
  "afterSale.lines.tooMany": {
    ch: "数量超过了可退的瓶数",
    en: "That is more bottles than are left to send back",
  },
  "afterSale.points.required": { ch: "请输入退款积分", en: "Please enter the refund points" },
  "afterSale.points.invalid": {
    ch: "退款积分须为不小于0的整数",
    en: "Refund points are a whole number of 0 or more",
  },
  "afterSale.points.tooMuch": {
    ch: "退款积分不能超过所选酒款使用的积分",
    en: "The refund points cannot be more than the chosen bottles used",
  },
  "afterSale.key.invalid": {
    ch: "这次申请已处理，请重新填写并核对",
    en: "This request was already handled: fill in and check it again",
  },
  "afterSale.bothZero": {
    ch: "退款金额和退款积分不能同时为0",
    en: "The refund amount and the refund points cannot both be zero",
  },
  "returnShipment.company.required": {
    ch: "请选择快递公司",
    en: "Please choose a courier company",
  },
  "returnShipment.trackingNo.required": {
    ch: "请输入快递单号",
    en: "Please enter the tracking number",
  },
  "returnShipment.trackingNo.invalid": {
    ch: "快递单号为6-32位字母或数字",
    en: "A tracking number has 6 to 32 letters or digits",
  },
} as const;
