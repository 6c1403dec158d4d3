/**
 * The CSV exports of favorites and history (spec §2: lists offer CSV): one row per wine, in the
 * list's order, with when it was collected or last viewed (Beijing time), its number, its name in
 * the reader's language, its price today and whether it is on sale (app/components/list/csv.server.ts).
 */
import type { FavoriteRow, FootprintRow } from "#contract/favorites";
import { toCsv } from "~/components/list/csv.server";
import { goodsName } from "~/features/catalog/goods-name";
import { tFor } from "~/i18n.server";
import type { Lang } from "~/utils/lang";
import { formatDateTime } from "~/utils/time";
import type { SavedKind } from "./saved-lists.server";

const COLUMNS = ["time", "goodsId", "name", "price", "state"] as const;

export function savedCsv(rows: (FavoriteRow | FootprintRow)[], lang: Lang): string {
  const t = tFor(lang, "favorites");
  return toCsv(
    COLUMNS.map((c) => t(`saved.csv.${c}`)),
    rows.map((row) => [
      formatDateTime("createdAt" in row ? row.createdAt : row.visitedAt),
      { id: String(row.goods.id) },
      goodsName(row.goods, lang),
      (row.goods.priceCents / 100).toFixed(2),
      t(
        !row.onShelf
          ? "saved.csv.offShelf"
          : row.goods.stock === 0
            ? "saved.csv.soldOut"
            : "saved.csv.onSale",
      ),
    ]),
  );
}

/** favorites-20261126.csv, and 我的收藏-20261126.csv. */
export function savedCsvNames(kind: SavedKind, lang: Lang, now = new Date()) {
  const day = formatDateTime(now.toISOString()).slice(0, 10).replace(/-/g, "");
  const t = tFor(lang, "favorites");
  return {
    ascii: `${kind === "favorites" ? "favorites" : "history"}-${day}.csv`,
    local: `${t(`saved.csv.${kind}File`)}-${day}.csv`,
  };
}
