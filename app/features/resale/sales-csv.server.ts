/**
 * The CSV export of the seller's resale orders (spec §2: lists offer a CSV export), in the screen's
 * order: the buyer masked, the bottles, the amount, the commission, the payout and its status, the
 * dates. The item's code is an identifier; amounts stay numbers a spreadsheet can sum.
 */
import type { ResaleSale } from "#contract/resale-answers";
import { toCsv, type CsvCell } from "~/components/list/csv.server";
import { tFor } from "~/i18n.server";
import type { Lang } from "~/utils/lang";
import { formatDateTime } from "~/utils/time";

const yuan = (cents: number) => (cents / 100).toFixed(2);

export function resaleSalesCsv(sales: ResaleSale[], lang: Lang): string {
  const t = tFor(lang, "resale");
  const header = [
    t("resale.code"),
    t("resaleSales.csv.wine"),
    t("resaleSales.buyer"),
    t("resaleSales.quantity"),
    t("resaleSales.csv.returned"),
    t("resaleSales.unitPrice"),
    t("resaleSales.amount"),
    t("resaleSales.csv.commissionPercent"),
    t("resaleSales.csv.commission"),
    t("resaleSales.payout"),
    t("resaleSales.payoutStatus"),
    t("resaleSales.boughtAt"),
    t("resaleSales.dueAt"),
    t("resaleSales.paidAt"),
  ];
  return toCsv(
    header,
    sales.map((sale): CsvCell[] => [
      { id: sale.code },
      sale.name,
      sale.buyerMasked,
      sale.quantity,
      sale.returnedQuantity,
      yuan(sale.unitPriceCents),
      yuan(sale.amountCents),
      sale.commissionPercent,
      yuan(sale.commissionCents),
      yuan(sale.payoutCents),
      t(`resale.payoutStatus.${sale.payoutStatus}`),
      formatDateTime(sale.createdAt),
      formatDateTime(sale.dueAt),
      formatDateTime(sale.paidAt),
    ]),
  );
}

/** resale-orders-20261127.csv, and 转售订单-20261127.csv. */
export function resaleSalesCsvNames(lang: Lang, now = new Date()) {
  const day = formatDateTime(now.toISOString()).slice(0, 10).replace(/-/g, "");
  return {
    ascii: `resale-orders-${day}.csv`,
    local: `${tFor(lang, "resale")("resaleSales.csv.fileName")}-${day}.csv`,
  };
}
