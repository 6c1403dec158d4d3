/**
 * The CSV export of the winery list (spec §2: lists offer a CSV export): every winery, in the
 * list's order, with what its tile shows: the name (and the English one beside a Chinese name),
 * country, region, the year it was founded, the wines it has on sale and its description (the
 * file's rules: app/components/list/csv.server.ts).
 */
import type { ChateauSummary } from "#contract/catalog";
import { toCsv } from "~/components/list/csv.server";
import { tFor } from "~/i18n.server";
import type { Lang } from "~/utils/lang";
import { formatDateTime } from "~/utils/time";

/** An English reader's name is the English name already: that column is left out for them. */
const columnsFor = (lang: Lang) =>
  [
    "wineryId",
    "name",
    ...(lang === "en" ? [] : ["nameEn"]),
    "country",
    "region",
    "founded",
    "winesOnSale",
    "description",
  ] as const;

export function wineriesCsv(wineries: ChateauSummary[], lang: Lang): string {
  const t = tFor(lang, "catalog");
  return toCsv(
    columnsFor(lang).map((c) => t(`chateau.csv.${c}`)),
    wineries.map((winery) => [
      { id: String(winery.id) },
      winery.name,
      ...(lang === "en" ? [] : [winery.nameEn]),
      winery.countryName,
      winery.areaName,
      winery.founded ?? "",
      winery.wineCount,
      winery.description,
    ]),
  );
}

/** wineries-20261127.csv, and 酒庄-20261127.csv. */
export function wineriesCsvNames(lang: Lang, now = new Date()) {
  const day = formatDateTime(now.toISOString()).slice(0, 10).replace(/-/g, "");
  return {
    ascii: `wineries-${day}.csv`,
    local: `${tFor(lang, "catalog")("chateau.csv.fileName")}-${day}.csv`,
  };
}
