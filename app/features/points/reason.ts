/**
 * A points log row's reason in the reader's language (spec §3's "reason"): what the row's order,
 * gift or note was, from the texts of the `points` namespace.
 */
import type { TFunction } from "i18next";
import type { PointsLogRow } from "#contract/points";

export function reasonText(row: PointsLogRow, t: TFunction): string {
  // An operator's row says their note when there is one.
  const key = row.note ? `${row.reason}_note` : row.reason;
  return t(`points.reasons.${key}`, {
    orderNo: row.orderNo ?? "",
    phone: row.counterpartPhone ?? "",
    note: row.note ?? "",
  });
}

/** "+212" or "-200": a change always shows its sign. */
export const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
