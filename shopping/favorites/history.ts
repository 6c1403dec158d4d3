/**
 * A buyer's browsing history (/user/myFootprint): one row per wine, moved to the top by each visit
 * of its page; the list latest visit first (keyset on the visit number), batch delete and clear.
 */
import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { FootprintList } from "../../contract/favorites";
import type { Db } from "../db/client";
import { browseHistory } from "../db/schema";
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

/** One statement: the visit's row, or its move to the top. */
export async function recordVisit(db: Db, userId: number, goodsId: number): Promise<void> {
  await db
    .insert(browseHistory)
    .values({ userId, productId: goodsId })
    .onConflictDoUpdate({
      target: [browseHistory.userId, browseHistory.productId],
      set: { visitedAt: sql`now()`, visitSeq: sql`nextval('browse_history_visit_seq')` },
    });
}

/**
 * Records a visit after the wine's page was answered: the page never waits for it, and a failure
 * (the wine deleted meanwhile, the database going away) loses a history row, never the page.
 */
export function recordVisitLater(db: Db, userId: number, goodsId: number): void {
  setImmediate(() => {
    recordVisit(db, userId, goodsId).catch((error: unknown) => {
      console.error(`browse history: visit of wine ${goodsId} not recorded:`, error);
    });
  });
}

// A buyer's first and later pages.
const pageRead = plannedRead();

export async function footprintList(
  db: Db,
  userId: number,
  lang: ServiceLang,
  beforeSeq: number | null,
  limit: number,
): Promise<FootprintList> {
  const [rows, total] = await Promise.all([
    pageRead(
      selectSavedGoods(db, browseHistory, {
        rowId: browseHistory.id,
        visitedAt: browseHistory.visitedAt,
        visitSeq: browseHistory.visitSeq,
      })
        .where(
          and(
            eq(browseHistory.userId, userId),
            beforeSeq === null ? undefined : lt(browseHistory.visitSeq, beforeSeq),
          ),
        )
        .orderBy(desc(browseHistory.visitSeq))
        .limit(limit + 1),
      beforeSeq === null ? "first" : "later",
    ),
    countOwnRows(db, browseHistory, userId),
  ]);
  const page = keysetPage(
    rows,
    limit,
    (row) => ({
      id: row.rowId,
      visitedAt: row.visitedAt.toISOString(),
      ...presentSavedGoods(row, lang),
    }),
    (row) => row.visitSeq,
  );
  return { ...page, total };
}

export const deleteFootprints = (db: Db, userId: number, ids: number[]) =>
  deleteOwnRows(db, browseHistory, userId, ids, "footprints_not_found");

export const clearFootprints = (db: Db, userId: number) => clearOwnRows(db, browseHistory, userId);
