/**
 * The words a wine buyer searches with that are not in any wine's name (issue 29, decision 031):
 * the kind of wine ("红酒", "干白", "sparkling wine"), which each wine of that style is indexed
 * under; and the drinks the shop does not sell ("白酒" is Chinese spirit, not white wine), which
 * the list answers honestly instead of offering wines that merely share a character.
 */
import type { WineStyle } from "../../contract/catalog";

/** Each style's words, Chinese and English, as buyers type them. */
export const STYLE_WORDS: Record<WineStyle, readonly string[]> = {
  red: ["红酒", "红葡萄酒", "干红", "红葡萄", "red wine"],
  white: ["白葡萄酒", "干白", "白葡萄", "white wine"],
  // Not 粉红酒: its 红酒 would find the rosés for a buyer of red wine.
  rose: ["桃红", "桃红葡萄酒", "rose wine", "rosé"],
  sparkling: ["起泡酒", "气泡酒", "起泡葡萄酒", "sparkling wine", "bubbly"],
  sweet: ["甜酒", "甜葡萄酒", "甜白", "sweet wine", "dessert wine"],
  fortified: ["加强酒", "加强型葡萄酒", "fortified wine"],
};

/** Drinks that are not wine, by the words a buyer types for them. */
export const NOT_SOLD = {
  baijiu: ["白酒", "白干", "烧酒", "baijiu"],
  beer: ["啤酒", "beer"],
  huangjiu: ["黄酒", "米酒", "huangjiu"],
  sake: ["清酒", "sake"],
  whisky: ["威士忌", "whisky", "whiskey"],
} as const;
export type NotSoldDrink = keyof typeof NOT_SOLD;
