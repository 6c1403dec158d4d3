/**
 * The CSV export of the wine list (spec §2: lists offer a CSV export): the wines of the list as
 * filtered, searched and sorted, one row each, in the list's order, with what the cards show and
 * the grapes beside it (the file's rules: app/components/list/csv.server.ts).
 */
import type { GoodsExport } from "#contract/catalog";
import { toCsv } from "~/components/list/csv.server";
import { tFor } from "~/i18n.server";
import type { Lang } from "~/utils/lang";
import { formatDateTime } from "~/utils/time";
import { goodsName } from "./goods-name";

const COLUMNS = [
  "goodsId",
  "name",
  "winery",
  "country",
  "region",
  "grapes",
  "vintage",
  "capacity",
  "price",
  "marketPrice",
  "score",
  "promotion",
  "state",
] as const;

const yuan = (cents: number) => (cents / 100).toFixed(2);

export function winesCsv(wines: GoodsExport["list"], lang: Lang): string {
  const t = tFor(lang, "catalog");
  const common = tFor(lang, "common");
  return toCsv(
    COLUMNS.map((c) => t(`goods.csv.${c}`)),
    wines.map((wine) => [
      { id: String(wine.id) },
      goodsName(wine, lang),
      wine.wineryName,
      wine.countryName,
      wine.areaName,
      wine.grapes.join(lang === "en" ? ", " : "、"),
      wine.vintage ?? common("common.nv"),
      wine.capacityMl,
      yuan(wine.priceCents),
      yuan(wine.marketPriceCents),
      // 0: no critic scored it; the card's badge would be empty too.
      wine.score > 0 ? wine.score : "",
      wine.promotion ?? "",
      t(wine.stock === 0 ? "goods.csv.soldOut" : "goods.csv.onSale"),
    ]),
  );
}

/** wines-20261127.csv, and 葡萄酒-20261127.csv. */
export function winesCsvNames(lang: Lang, now = new Date()) {
  const day = formatDateTime(now.toISOString()).slice(0, 10).replace(/-/g, "");
  return {
    ascii: `wines-${day}.csv`,
    local: `${tFor(lang, "catalog")("goods.csv.fileName")}-${day}.csv`,
  };
}
