/**
 * What favorites and history share: a wine as the lists show it today (its price and stock now,
 * whether it is still sold), read with the catalogue's card columns, and the batch delete that
 * takes the caller's own rows or nothing.
 */
import { and, eq, getTableName, inArray, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { ServiceLang } from "../http/messages";
import type { Db } from "../db/client";
import {
  areas,
  type browseHistory,
  countries,
  type favorites,
  products,
  wineries,
} from "../db/schema";
import { BusinessError } from "../http/envelope";
import { productColumns, type ProductRow } from "../catalog/queries";
import { presentSummary } from "../catalog/present";
import { plannedRead } from "../db/prepared";

export const savedGoodsColumns = { ...productColumns, onShelf: products.onShelf };

export function presentSavedGoods(row: ProductRow & { onShelf: boolean }, lang: ServiceLang) {
  return { goods: presentSummary(row, lang), onShelf: row.onShelf };
}

type SavedTable = typeof favorites | typeof browseHistory;

/**
 * Deletes the caller's rows of these ids, all or none: an id that is not theirs (another buyer's,
 * or gone already) refuses the whole batch with `notFoundKey`, and nothing is deleted.
 */
export async function deleteOwnRows(
  db: Db,
  table: SavedTable,
  userId: number,
  ids: number[],
  notFoundKey: string,
): Promise<number> {
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(table)
      .where(and(eq(table.userId, userId), inArray(table.id, wanted)))
      .returning({ id: table.id });
    if (gone.length !== wanted.length) throw new BusinessError(404, notFoundKey);
    return gone.length;
  });
}

export async function clearOwnRows(db: Db, table: SavedTable, userId: number): Promise<number> {
  const gone = await db.delete(table).where(eq(table.userId, userId)).returning({ id: table.id });
  return gone.length;
}

const countRead = plannedRead();

export async function countOwnRows(db: Db, table: SavedTable, userId: number): Promise<number> {
  const [{ n }] = await countRead(
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.userId, userId)),
    getTableName(table),
  );
  return Number(n);
}

/** The select of a list's rows: the table's own columns with the wine's card columns. */
export function selectSavedGoods<C extends SelectedFields>(db: Db, table: SavedTable, own: C) {
  return db
    .select({ ...own, ...savedGoodsColumns })
    .from(table)
    .innerJoin(products, eq(products.id, table.productId))
    .innerJoin(wineries, eq(wineries.id, products.wineryId))
    .innerJoin(countries, eq(countries.code, products.countryCode))
    .innerJoin(areas, eq(areas.id, products.areaId));
}

/** A page of a keyset list read with one row more than the page: the rows, and where to go on. */
export function keysetPage<R, T>(
  rows: R[],
  limit: number,
  present: (row: R) => T,
  cursorOf: (row: R) => number,
): { list: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  return {
    list: page.map(present),
    nextCursor: rows.length > limit ? String(cursorOf(page[page.length - 1])) : null,
  };
}
