/**
 * Pictures attached to an after-sale request or a review: uploads of the same buyer for that purpose,
 * each attached once (a unique index on the upload), at most PHOTOS_MAX (positions 0-5, checked by
 * the table), in the order the buyer chose them.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { PHOTOS_MAX } from "../../contract/photos";
import type { Db, Tx } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { afterSalePhotos, reviewPhotos, uploads } from "../db/schema";
import { fieldError } from "../http/endpoint";

const TABLES = {
  aftersale: { table: afterSalePhotos, owner: afterSalePhotos.afterSaleId },
  review: { table: reviewPhotos, owner: reviewPhotos.reviewId },
} as const;
export type PhotoPurpose = keyof typeof TABLES;

/**
 * Attaches `names` to the request or review `ownerId`, inside the caller's transaction; a name
 * that is not this buyer's upload for `purpose`, or is attached already, refuses the whole form.
 * `field` is where the refusal is shown (photos, comments.0.photos).
 */
export async function attachPhotos(
  tx: Tx,
  options: {
    userId: number;
    purpose: PhotoPurpose;
    ownerId: number;
    names: readonly string[];
    field: string;
  },
): Promise<void> {
  const { userId, purpose, ownerId, names, field } = options;
  if (names.length === 0) return;
  if (names.length > PHOTOS_MAX) throw fieldError(field, "photos.tooMany");
  const rows = await tx
    .select({ id: uploads.id, fileName: uploads.fileName })
    .from(uploads)
    .where(
      and(
        inArray(uploads.fileName, [...names]),
        eq(uploads.userId, userId),
        eq(uploads.purpose, purpose),
      ),
    );
  const idOf = new Map(rows.map((r) => [r.fileName, r.id]));
  if (names.some((name) => !idOf.has(name))) throw fieldError(field, "photos.invalid");
  const { table } = TABLES[purpose];
  try {
    await tx.insert(table).values(
      names.map((name, position) => ({
        ...(purpose === "aftersale" ? { afterSaleId: ownerId } : { reviewId: ownerId }),
        uploadId: idOf.get(name)!,
        position,
      })) as never,
    );
  } catch (error) {
    // Attached to another request or review already.
    if (isUniqueViolation(error)) throw fieldError(field, "photos.invalid");
    throw error;
  }
}

/** The pictures of each request or review, by its id, in the order chosen. */
export async function photosOf(
  db: Db | Tx,
  purpose: PhotoPurpose,
  ownerIds: readonly number[],
): Promise<Map<number, string[]>> {
  const found = new Map<number, string[]>();
  if (ownerIds.length === 0) return found;
  const { table, owner } = TABLES[purpose];
  const rows = await db
    .select({ ownerId: owner, fileName: uploads.fileName })
    .from(table)
    .innerJoin(uploads, eq(uploads.id, table.uploadId))
    .where(inArray(owner, [...ownerIds]))
    .orderBy(asc(owner), asc(table.position));
  for (const row of rows) {
    const list = found.get(row.ownerId) ?? [];
    list.push(row.fileName);
    found.set(row.ownerId, list);
  }
  return found;
}
