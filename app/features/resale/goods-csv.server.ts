/**
 * The CSV export of the seller's resale items (spec §2: lists offer a CSV export), in the screen's
 * order, with spec §3's fields. The code, the order number and the tracking number are identifiers
 * (app/components/list/csv.server.ts keeps them as text); the shop's reason for a rejection is the
 * operator's words, written safe against formulas like every text cell.
 */
import type { ResaleItem } from "#contract/resale-answers";
import { toCsv, type CsvCell } from "~/components/list/csv.server";
import { tFor } from "~/i18n.server";
import type { Lang } from "~/utils/lang";
import { formatDateTime } from "~/utils/time";

const yuan = (cents: number) => (cents / 100).toFixed(2);

export function resaleGoodsCsv(items: ResaleItem[], lang: Lang): string {
  const t = tFor(lang, "resale");
  const header = [
    t("resale.code"),
    t("resale.statusLabel"),
    t("resale.registrationLabel"),
    t("resaleGoods.csv.wine"),
    t("resale.marketPrice"),
    t("resale.price"),
    t("resale.quantity"),
    t("resale.minQuantity"),
    t("resale.soldQuantity"),
    t("resale.grade"),
    t("resaleGoods.csv.note"),
    t("resale.orderNo"),
    t("resaleGoods.trackingNo"),
    t("resale.listedAt"),
  ];
  return toCsv(
    header,
    items.map((item): CsvCell[] => [
      { id: item.code },
      t(`resale.status.${item.status}`),
      t(`resale.registration.${item.registration}`),
      item.vintage ? `${item.name} ${item.vintage}` : item.name,
      yuan(item.marketPriceCents),
      yuan(item.priceCents),
      item.quantity,
      item.minQuantity,
      item.soldQuantity,
      item.grade ?? "",
      item.status === "rejected" ? (item.rejectReason ?? "") : (item.auditNote ?? ""),
      { id: item.orderNo },
      item.shipTrackingNo ? { id: item.shipTrackingNo } : "",
      formatDateTime(item.listedAt),
    ]),
  );
}

/** my-resales-20261127.csv, and 我的转售-20261127.csv. */
export function resaleGoodsCsvNames(lang: Lang, now = new Date()) {
  const day = formatDateTime(now.toISOString()).slice(0, 10).replace(/-/g, "");
  return {
    ascii: `my-resales-${day}.csv`,
    local: `${tFor(lang, "resale")("resaleGoods.csv.fileName")}-${day}.csv`,
  };
}
