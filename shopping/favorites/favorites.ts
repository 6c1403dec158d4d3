/**
 * A buyer's favorites (spec §2's collect, /user/myCollect): collect and un-collect a wine (at most
 * once, favorites_user_product_uq), the list newest first (keyset on the row's id), batch delete
 * and clear.
 */
import { and, desc, eq, inArray, lt } from "drizzle-orm";
import type { AuthUser } from "../http/auth";
import type { FavoriteList } from "../../contract/favorites";
import type { Db } from "../db/client";
import { favorites, products } from "../db/schema";
import { BusinessError } from "../http/envelope";
import type { ServiceLang } from "../http/messages";
import {
  clearOwnRows,
  countOwnRows,
  deleteOwnRows,
  keysetPage,
  presentSavedGoods,
  selectSavedGoods,
} from "./saved-goods";
import { plannedRead } from "../db/prepared";

/** Collects a wine on the shelf; collecting it again changes nothing. */
export async function collect(db: Db, userId: number, goodsId: number) {
  const [wine] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, goodsId), eq(products.onShelf, true)));
  if (!wine) throw new BusinessError(404, "goods_not_found");
  await db.insert(favorites).values({ userId, productId: goodsId }).onConflictDoNothing();
  return { goodsId, collected: true };
}

/** Un-collects a wine, whether or not it is still sold; un-collecting it again changes nothing. */
export async function uncollect(db: Db, userId: number, goodsId: number) {
  await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.productId, goodsId)));
  return { goodsId, collected: false };
}

// A buyer's first and later pages.
const pageRead = plannedRead();

export async function favoriteList(
  db: Db,
  userId: number,
  lang: ServiceLang,
  afterId: number | null,
  limit: number,
): Promise<FavoriteList> {
  const [rows, total] = await Promise.all([
    pageRead(
      selectSavedGoods(db, favorites, { rowId: favorites.id, createdAt: favorites.createdAt })
        .where(
          and(
            eq(favorites.userId, userId),
            afterId === null ? undefined : lt(favorites.id, afterId),
          ),
        )
        .orderBy(desc(favorites.id))
        .limit(limit + 1),
      afterId === null ? "first" : "later",
    ),
    countOwnRows(db, favorites, userId),
  ]);
  const page = keysetPage(
    rows,
    limit,
    (row) => ({
      id: row.rowId,
      createdAt: row.createdAt.toISOString(),
      ...presentSavedGoods(row, lang),
    }),
    (row) => row.rowId,
  );
  return { ...page, total };
}

export const deleteFavorites = (db: Db, userId: number, ids: number[]) =>
  deleteOwnRows(db, favorites, userId, ids, "favorites_not_found");

export const clearFavorites = (db: Db, userId: number) => clearOwnRows(db, favorites, userId);

/** Which of these wines the caller collected (the cards' hearts); none for a visitor. */
export async function collectedAmong(
  db: Db,
  user: AuthUser | null,
  wines: { id: number }[],
): Promise<number[]> {
  if (!user || wines.length === 0) return [];
  const rows = await db
    .select({ id: favorites.productId })
    .from(favorites)
    .where(
      and(
        eq(favorites.userId, user.id),
        inArray(
          favorites.productId,
          wines.map((w) => w.id),
        ),
      ),
    );
  return rows.map((r) => r.id);
}
