/**
 * A wine's uploaded pictures (decision 045): added, removed and made the cover inside transactions
 * that lock the wine's row, so two uploads at once take two places and never a ninth. The files are
 * written before their row exists and removed after their row is gone, so a row never names a
 * missing file; a file whose row never committed is removed at once.
 */
import { randomBytes } from "node:crypto";
import { unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, asc, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { Request } from "express";
import {
  WINE_PICTURES_MAX,
  winePictureFormSchema,
  type OpsWinePictures,
  type WinePictureSize,
} from "../../../contract/wine-pictures";
import { readShoppingConfig } from "../../config";
import type { Db, Tx } from "../../db/client";
import { productPictures, products } from "../../db/schema";
import { InvalidParams } from "../../http/endpoint";
import { BusinessError } from "../../http/envelope";
import { receiveUpload } from "../../files/receive";
import { auditTarget } from "../../staff/audit";
import { resizeWinePicture } from "./resize";

/** Where the kept pictures live: a folder of their own beside the buyers' uploads. */
export const winePictureDir = () => path.join(readShoppingConfig().uploadDir, "wines");

/** The file of one size of a kept picture: the large one is the row's name. */
export const winePictureFile = (fileName: string, size: WinePictureSize) =>
  path.join(winePictureDir(), size === "large" ? fileName : fileName.replace(/\.jpg$/, "-s.jpg"));

const pictureColumns = {
  id: productPictures.id,
  fileName: productPictures.fileName,
  position: productPictures.position,
  width: productPictures.width,
  height: productPictures.height,
  size: productPictures.size,
};

export async function winePictures(db: Db | Tx, productId: number): Promise<OpsWinePictures> {
  const pictures = await db
    .select(pictureColumns)
    .from(productPictures)
    .where(eq(productPictures.productId, productId))
    .orderBy(asc(productPictures.position));
  return { pictures, max: WINE_PICTURES_MAX };
}

/** Locks the wine's row for the change; refused when there is no such wine. */
async function lockWine(tx: Tx, productId: number): Promise<void> {
  const [wine] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .for("update");
  if (!wine) throw new BusinessError(404, "ops_wine_not_found", { id: productId });
}

/** A multipart upload ("id", then "file"): the picture is checked, resized and kept last. */
export async function addWinePicture(db: Db, req: Request): Promise<OpsWinePictures> {
  const { file, fields } = await receiveUpload(req, winePictureDir());
  if (!file) throw new BusinessError(400, "file_missing");
  try {
    const parsed = winePictureFormSchema.safeParse(fields);
    if (!parsed.success)
      throw new InvalidParams("id", { id: parsed.error.issues.map((i) => i.message) });
    const productId = parsed.data.id;
    auditTarget(`wine:${productId}`, { id: productId });
    if (file.type.ext === "pdf") throw new BusinessError(415, "file_type");
    const resized = await resizeWinePicture(file.tempPath);
    const fileName = `${randomBytes(16).toString("hex")}.jpg`;
    const written = (["large", "small"] as const).map((size) => winePictureFile(fileName, size));
    await Promise.all(
      (["large", "small"] as const).map((size, i) =>
        writeFile(written[i]!, resized.files[size], { flag: "wx", mode: 0o644 }),
      ),
    );
    try {
      return await db.transaction(async (tx) => {
        await lockWine(tx, productId);
        const [{ count }] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(productPictures)
          .where(eq(productPictures.productId, productId));
        if (count >= WINE_PICTURES_MAX)
          throw new BusinessError(409, "ops_wine_pictures_full", { max: WINE_PICTURES_MAX });
        await tx.insert(productPictures).values({
          productId,
          position: count,
          fileName,
          mime: "image/jpeg",
          size: resized.files.large.byteLength,
          width: resized.width,
          height: resized.height,
        });
        return winePictures(tx, productId);
      });
    } catch (error) {
      await Promise.all(written.map((name) => unlink(name).catch(() => undefined)));
      throw error;
    }
  } finally {
    await unlink(file.tempPath).catch(() => undefined);
  }
}

async function pictureOf(tx: Tx, productId: number, pictureId: number) {
  const [picture] = await tx
    .select(pictureColumns)
    .from(productPictures)
    .where(and(eq(productPictures.id, pictureId), eq(productPictures.productId, productId)));
  if (!picture) throw new BusinessError(404, "ops_wine_picture_not_found");
  return picture;
}

export async function removeWinePicture(
  db: Db,
  productId: number,
  pictureId: number,
): Promise<OpsWinePictures> {
  const { removed, pictures } = await db.transaction(async (tx) => {
    await lockWine(tx, productId);
    const picture = await pictureOf(tx, productId, pictureId);
    await tx.delete(productPictures).where(eq(productPictures.id, picture.id));
    await tx
      .update(productPictures)
      .set({ position: sql`${productPictures.position} - 1` })
      .where(
        and(
          eq(productPictures.productId, productId),
          gt(productPictures.position, picture.position),
        ),
      );
    return { removed: picture.fileName, pictures: await winePictures(tx, productId) };
  });
  await Promise.all(
    (["large", "small"] as const).map((size) =>
      unlink(winePictureFile(removed, size)).catch(() => undefined),
    ),
  );
  return pictures;
}

/** The picture becomes the first (the cover lists show); those before it move one place on. */
export function makeCoverPicture(
  db: Db,
  productId: number,
  pictureId: number,
): Promise<OpsWinePictures> {
  return db.transaction(async (tx) => {
    await lockWine(tx, productId);
    const picture = await pictureOf(tx, productId, pictureId);
    await tx
      .update(productPictures)
      .set({ position: sql`${productPictures.position} + 1` })
      .where(
        and(
          eq(productPictures.productId, productId),
          lt(productPictures.position, picture.position),
        ),
      );
    await tx.update(productPictures).set({ position: 0 }).where(eq(productPictures.id, picture.id));
    return winePictures(tx, productId);
  });
}

/** A kept picture anyone may see: one of a wine that buyers have been shown (not a draft's). */
export async function publicWinePicture(db: Db, fileName: string): Promise<boolean> {
  const [row] = await db
    .select({ id: productPictures.id })
    .from(productPictures)
    .innerJoin(products, eq(products.id, productPictures.productId))
    .where(and(eq(productPictures.fileName, fileName), ne(products.shelfStatus, "initial")))
    .limit(1);
  return row !== undefined;
}

/** The wine's cover picture's name, or null: its drawn bottle stands in. */
export async function coverPictureOf(db: Db, productId: number): Promise<string | null> {
  const [row] = await db
    .select({ fileName: productPictures.fileName })
    .from(productPictures)
    .where(and(eq(productPictures.productId, productId), eq(productPictures.position, 0)))
    .limit(1);
  return row?.fileName ?? null;
}
