/**
 * The shop's audit of a seller's parcel, by the operator: passed (graded, noted, the bottles in the
 * shop's custody and the log) or rejected (the reason shown to the seller; the bottles go back and
 * are free to list again). Recorded with operator:NAME.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { resaleItemBottles, resaleItems, uploads } from "../db/schema";
import { BusinessError } from "../http/envelope";
import { consignBottles } from "./custody";
import { lockItem, moveItem, type ItemRow } from "./items";
import { releaseBottles } from "./seller-steps";

export interface ShopPass {
  code: string;
  grade: "A" | "B" | "C";
  note: string;
  photos: string[];
}

/** The uploads' purpose of the inspection's pictures, kept with the seller's account. */
export const RESALE_PHOTO_PURPOSE = "resale";

/** An item whose parcel the shop inspects now: 404 unknown, 409 in any other status. */
export async function itemAwaitingInspection(db: Db, code: string): Promise<ItemRow> {
  const [item] = await db.select().from(resaleItems).where(eq(resaleItems.code, code));
  if (!item) throw new BusinessError(404, "resale_item_not_found");
  if (item.status !== "system_audit_passed") throw new BusinessError(409, "resale_move_refused");
  return item;
}

export function receiveResale(db: Db, pass: ShopPass, operator: string): Promise<ItemRow> {
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, pass.code, null);
    if (pass.photos.length > 0) {
      const known = await tx
        .select({ fileName: uploads.fileName })
        .from(uploads)
        .where(
          and(
            inArray(uploads.fileName, pass.photos),
            eq(uploads.userId, item.sellerId),
            eq(uploads.purpose, RESALE_PHOTO_PURPOSE),
          ),
        );
      if (known.length !== pass.photos.length)
        throw new BusinessError(409, "resale_photos_unknown");
    }
    const moved = await moveItem(tx, item, "receive", "operator", {
      grade: pass.grade,
      auditNote: pass.note || null,
      auditPhotos: pass.photos,
      auditedBy: operator,
      auditedAt: sql`now()`,
    });
    const serials = await tx
      .select({ serial: resaleItemBottles.serial })
      .from(resaleItemBottles)
      .where(and(eq(resaleItemBottles.itemId, item.id), eq(resaleItemBottles.released, false)))
      .orderBy(asc(resaleItemBottles.serial));
    await consignBottles(
      tx,
      item.sellerId,
      serials.map((s) => s.serial),
      pass.grade,
    );
    return moved;
  });
}

export function rejectResale(
  db: Db,
  code: string,
  reason: string,
  operator: string,
): Promise<ItemRow> {
  return db.transaction(async (tx) => {
    const item = await lockItem(tx, code, null);
    const moved = await moveItem(tx, item, "reject", "operator", {
      rejectReason: reason,
      auditedBy: operator,
      auditedAt: sql`now()`,
      closedAt: sql`now()`,
    });
    await releaseBottles(tx, item.id);
    return moved;
  });
}
