/**
 * The CSV export of the points log (spec §2: lists offer CSV; §3: change time, before, change,
 * after, reason): one row per change, newest first, times in Beijing time, the order number kept
 * exactly (app/components/list/csv.server.ts).
 */
import type { PointsLogRow } from "#contract/points";
import { toCsv } from "~/components/list/csv.server";
import { tFor } from "~/i18n.server";
import type { Lang } from "~/utils/lang";
import { formatDateTime } from "~/utils/time";
import { reasonText } from "./reason";

const COLUMNS = ["createdAt", "before", "change", "after", "reason", "orderNo"] as const;

export function pointsCsv(rows: PointsLogRow[], lang: Lang): string {
  const t = tFor(lang, "points");
  return toCsv(
    COLUMNS.map((c) => t(`points.csv.${c}`)),
    rows.map((row) => [
      formatDateTime(row.createdAt),
      row.before,
      row.change,
      row.after,
      reasonText(row, t),
      row.orderNo ? { id: row.orderNo } : "",
    ]),
  );
}

/** points-20261126.csv, and 积分明细-20261126.csv. */
export function pointsCsvNames(lang: Lang, now = new Date()) {
  const day = formatDateTime(now.toISOString()).slice(0, 10).replace(/-/g, "");
  return {
    ascii: `points-${day}.csv`,
    local: `${tFor(lang, "points")("points.csv.fileName")}-${day}.csv`,
  };
}
