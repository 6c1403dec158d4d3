/**
 * The catalogue and customers desks' field errors (contract/wine-desk-answers.ts, the customers
 * desk's points form), in both languages.
 */
import { WINE_LIMITS, WINERY_LIMITS } from "./wine-desk";

const n = (value: number) => value.toLocaleString("en-US");
const yuan = (cents: number) => n(cents / 100);

/** A number's two sentences: it is missing, or outside its limits (a year's written plain: 1800). */
function numberField<K extends string>(
  key: K,
  ch: string,
  en: string,
  range: readonly [number, number],
  unit = ["", ""],
  format: (value: number) => string = n,
) {
  const [min, max] = range.map(format);
  return {
    [`${key}.required`]: { ch: `请填写${ch}`, en: `Please enter the ${en}` },
    [`${key}.range`]: {
      ch: `${ch}须为 ${min} 到 ${max}${unit[0] || " "}之间的整数`,
      en: `The ${en} is a whole number from ${min} to ${max}${unit[1]}`,
    },
  } as Record<`${K}.${"required" | "range"}`, { ch: string; en: string }>;
}

export const WINE_VALIDATION = {
  "wineName.required": {
    ch: "请填写酒名（简体、繁体、英文都要填）",
    en: "Please enter the name in simplified Chinese, traditional Chinese and English",
  },
  "wineName.tooLong": {
    ch: `酒名最多 ${WINE_LIMITS.name} 个字`,
    en: `A name is at most ${WINE_LIMITS.name} characters`,
  },
  "wineAttribute.tooLong": {
    ch: `每项最多 ${WINE_LIMITS.attribute} 个字`,
    en: `Each is at most ${WINE_LIMITS.attribute} characters`,
  },
  "wineDescription.tooLong": {
    ch: `介绍最多 ${n(WINE_LIMITS.description)} 个字`,
    en: `A description is at most ${n(WINE_LIMITS.description)} characters`,
  },
  "winePromotion.tooLong": {
    ch: `促销标签最多 ${WINE_LIMITS.promotion} 个字`,
    en: `A promotion's label is at most ${WINE_LIMITS.promotion} characters`,
  },
  "wineryName.required": {
    ch: "请填写酒庄名称（简体、繁体、英文都要填）",
    en: "Please enter the winery's name in simplified Chinese, traditional Chinese and English",
  },
  "wineryName.tooLong": {
    ch: `酒庄名称最多 ${WINERY_LIMITS.name} 个字`,
    en: `A winery's name is at most ${WINERY_LIMITS.name} characters`,
  },
  "wineryHectares.range": {
    ch: `葡萄园面积须在 ${WINERY_LIMITS.hectares[0]} 到 ${n(WINERY_LIMITS.hectares[1])} 公顷之间，最多一位小数`,
    en: `Vineyards are ${WINERY_LIMITS.hectares[0]} to ${n(WINERY_LIMITS.hectares[1])} hectares, with at most one decimal`,
  },
  "pointsAdjust.points": {
    ch: "请填写 1 到 10,000,000 的整数积分",
    en: "Enter whole points from 1 to 10,000,000",
  },
  "pointsAdjust.note": {
    ch: "请写明原因（最多 100 字），它会记入买家的积分明细",
    en: "Give the reason (at most 100 characters); it goes into the buyer's points log",
  },
  "customerPhone.invalid": {
    ch: "请输入完整手机号或其后 4 到 11 位数字",
    en: "Enter the whole mobile number or its last 4 to 11 digits",
  },
  "wineStyle.required": { ch: "请选择酒的类型", en: "Please choose the style" },
  "wineSweetness.required": { ch: "请选择甜度", en: "Please choose the sweetness" },
  "wineCork.required": { ch: "请选择瓶塞", en: "Please choose the closure" },
  "wineWinery.required": { ch: "请选择酒庄", en: "Please choose the winery" },
  "wineArea.required": { ch: "请选择产区", en: "Please choose the region" },
  "wineGrapes.required": { ch: "请至少选择一种葡萄", en: "Please choose at least one grape" },
  "wineGrapes.tooMany": {
    ch: `最多 ${WINE_LIMITS.grapes} 种葡萄`,
    en: `At most ${WINE_LIMITS.grapes} grapes`,
  },
  "wineGrapes.twice": { ch: "同一种葡萄选了两次", en: "A grape is chosen twice" },
  "wineDate.invalid": {
    ch: "请填写日期，如 2019-09-20",
    en: "Please give a date such as 2019-09-20",
  },
  "wineAlcohol.required": { ch: "请填写酒精度", en: "Please enter the alcohol" },
  "wineAlcohol.range": {
    ch: `酒精度须在 ${WINE_LIMITS.alcohol[0]} 到 ${WINE_LIMITS.alcohol[1]}% 之间，最多一位小数，如 13.5`,
    en: `Alcohol is ${WINE_LIMITS.alcohol[0]} to ${WINE_LIMITS.alcohol[1]}% with at most one decimal, e.g. 13.5`,
  },
  "winePrice.required": { ch: "请填写售价", en: "Please enter the price" },
  "winePrice.range": {
    ch: `售价须在 ${yuan(WINE_LIMITS.priceCents[0])} 到 ${yuan(WINE_LIMITS.priceCents[1])} 元之间`,
    en: `The price is from ¥${yuan(WINE_LIMITS.priceCents[0])} to ¥${yuan(WINE_LIMITS.priceCents[1])}`,
  },
  "wineMarketPrice.required": { ch: "请填写市场价", en: "Please enter the market price" },
  "wineMarketPrice.range": {
    ch: `市场价须在 ${yuan(WINE_LIMITS.priceCents[0])} 到 ${yuan(WINE_LIMITS.priceCents[1])} 元之间`,
    en: `The market price is from ¥${yuan(WINE_LIMITS.priceCents[0])} to ¥${yuan(WINE_LIMITS.priceCents[1])}`,
  },
  "wineMarketPrice.low": {
    ch: "市场价不能低于售价",
    en: "The market price cannot be below the price",
  },
  "winePromotionPrice.required": {
    ch: "请填写促销价",
    en: "Please enter the promotion's price",
  },
  "winePromotionPrice.range": {
    ch: `促销价须在 ${yuan(WINE_LIMITS.priceCents[0])} 到 ${yuan(WINE_LIMITS.priceCents[1])} 元之间`,
    en: `The promotion's price is from ¥${yuan(WINE_LIMITS.priceCents[0])} to ¥${yuan(WINE_LIMITS.priceCents[1])}`,
  },
  "winePromotionPrice.high": {
    ch: "促销价须低于售价",
    en: "The promotion's price must be below the price",
  },
  "winePromotion.partial": {
    ch: "限时促销需同时填写促销价、开始时间和结束时间；不促销则三项都留空",
    en: "A timed promotion needs its price, start and end; leave all three empty for none",
  },
  "winePromotionTime.invalid": {
    ch: "请填写正确的时间，如 2026-12-12 00:00",
    en: "Give a date and time, like 2026-12-12 00:00",
  },
  "winePromotionTime.order": {
    ch: "结束时间须晚于开始时间",
    en: "The end must be after the start",
  },
  "winePointsPrice.both": {
    ch: "积分价与“按比例用积分购买”只能选一个",
    en: "Give a points price or buying by the points rate, not both",
  },
  ...numberField("wineVintage", "年份", "vintage", WINE_LIMITS.vintage, ["", ""], String),
  ...numberField("wineCapacity", "容量", "capacity", WINE_LIMITS.capacityMl, [" 毫升", " ml"]),
  ...numberField("wineWeight", "重量", "weight", WINE_LIMITS.weightG, [" 克", " g"]),
  ...numberField("wineProduction", "年产量", "production", WINE_LIMITS.annualProduction, [
    " 瓶",
    " bottles",
  ]),
  ...numberField("wineAgingMonths", "陈酿时间", "ageing", WINE_LIMITS.agingMonths, [
    " 个月",
    " months",
  ]),
  ...numberField("wineDiscount", "折扣", "discount", WINE_LIMITS.discount, [
    "（百分比）",
    " percent",
  ]),
  ...numberField("winePointsPrice", "积分价", "points price", WINE_LIMITS.pointsPrice, [
    " 积分",
    " points",
  ]),
  ...numberField(
    "wineryFounded",
    "建立年份",
    "year founded",
    WINERY_LIMITS.founded,
    ["", ""],
    String,
  ),
  ...numberField("wineScore", "评分", "score", WINE_LIMITS.score, [" 分", ""]),
};
