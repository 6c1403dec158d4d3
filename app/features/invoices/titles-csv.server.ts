/**
 * The CSV export of the buyer's invoice titles (spec §2: lists offer a CSV export), in the
 * screen's order. A taxpayer id (91350100M000100Y43), a registered phone (021-68880000) and a bank
 * account of 19 or 20 digits are identifiers: a spreadsheet would read them as numbers, a formula or
 * a date and change them, so they are kept as text (app/components/list/csv.server.ts).
 */
import type { InvoiceTitle } from "#contract/invoices";
import { toCsv, type CsvCell } from "~/components/list/csv.server";
import { tFor } from "~/i18n.server";
import type { Lang } from "~/utils/lang";
import { formatDateTime } from "~/utils/time";

const COLUMNS = [
  "kind",
  "holder",
  "name",
  "taxNo",
  "address",
  "phone",
  "bank",
  "bankAccount",
  "status",
  "rejectReason",
  "isDefault",
  "createdAt",
] as const;

const identifier = (text: string | null): CsvCell => (text ? { id: text } : "");

export function titlesCsv(titles: InvoiceTitle[], lang: Lang): string {
  const t = tFor(lang, "invoices");
  return toCsv(
    COLUMNS.map((c) => t(`titles.csv.${c}`)),
    titles.map((title) => [
      t(`titles.kind.${title.kind}`),
      t(`titles.holder.${title.holder}`),
      title.name,
      identifier(title.taxNo),
      title.address ?? "",
      identifier(title.phone),
      title.bank ?? "",
      identifier(title.bankAccount),
      // A general title is never reviewed: "approved" would claim a review that did not happen.
      title.kind === "general" && title.status === "approved"
        ? t("titles.csv.usable")
        : t(`titles.status.${title.status}`),
      title.status === "rejected" ? (title.rejectReason ?? "") : "",
      t(title.isDefault ? "titles.csv.yes" : "titles.csv.no"),
      formatDateTime(title.createdAt),
    ]),
  );
}

/** invoice-titles-20261127.csv, and 发票抬头-20261127.csv. */
export function titlesCsvNames(lang: Lang, now = new Date()) {
  const day = formatDateTime(now.toISOString()).slice(0, 10).replace(/-/g, "");
  return {
    ascii: `invoice-titles-${day}.csv`,
    local: `${tFor(lang, "invoices")("titles.csv.fileName")}-${day}.csv`,
  };
}
