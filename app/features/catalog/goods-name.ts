import type { GoodsSummary } from "#contract/catalog";
import type { Lang } from "~/utils/lang";

/** The wine's name in the chosen language (spuName for Chinese, spuNameEn for English). */
export function goodsName(goods: Pick<GoodsSummary, "spuName" | "spuNameEn">, lang: Lang): string {
  return lang === "en" ? goods.spuNameEn || goods.spuName : goods.spuName || goods.spuNameEn;
}
