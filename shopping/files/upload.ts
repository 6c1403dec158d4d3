/**
 * Storing an upload: a random name plus the sniffed extension in the upload
 * folder, a row in uploads, and for an avatar the user's avatar. The file is
 * renamed into place before its row exists, so the echo path never finds a
 * row without its file.
 */
import { randomBytes } from "node:crypto";
import { rename, unlink } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Request } from "express";
import { uploadFieldsSchema, type UploadResult } from "../../contract/accounts";
import { readShoppingConfig } from "../config";
import type { Db } from "../db/client";
import { uploads, users } from "../db/schema";
import type { AuthUser } from "../http/auth";
import { InvalidParams } from "../http/endpoint";
import { BusinessError } from "../http/envelope";
import { receiveUpload, type ReceivedFile } from "./receive";

export async function storeUpload(db: Db, user: AuthUser, req: Request): Promise<UploadResult> {
  return storeReceived(db, req, async (fields, file) => {
    const parsed = uploadFieldsSchema.safeParse(fields);
    if (!parsed.success)
      throw new InvalidParams("purpose", { purpose: parsed.error.issues.map((i) => i.message) });
    // A business licence is a JPEG, PNG or PDF; everything else is a picture (JPEG, PNG, WebP).
    const licence = parsed.data.purpose === "license";
    if (licence ? file.type.ext === "webp" : file.type.ext === "pdf")
      throw new BusinessError(415, licence ? "licence_type" : "file_type");
    return { ownerId: user.id, purpose: parsed.data.purpose };
  });
}

/**
 * A picture the operator takes for a buyer's account (the inspection of a seller's resale
 * bottles): kept as that buyer's upload, so it is shown and removed with their account.
 * `ownerOf` reads the form's other fields and names the buyer, or throws to refuse.
 */
export function storeOperatorPicture(
  db: Db,
  req: Request,
  purpose: string,
  ownerOf: (fields: Record<string, string>) => Promise<number>,
): Promise<UploadResult> {
  return storeReceived(db, req, async (fields, file) => {
    if (file.type.ext === "pdf") throw new BusinessError(415, "file_type");
    return { ownerId: await ownerOf(fields), purpose };
  });
}

/**
 * The received file is checked by `accept` (which throws to refuse it), renamed into the upload
 * folder and recorded as its owner's; the temporary file never outlives the request.
 */
async function storeReceived(
  db: Db,
  req: Request,
  accept: (
    fields: Record<string, string>,
    file: ReceivedFile,
  ) => Promise<{ ownerId: number; purpose: string }>,
): Promise<UploadResult> {
  const dir = readShoppingConfig().uploadDir;
  const { file, fields } = await receiveUpload(req, dir);
  if (!file) throw new BusinessError(400, "file_missing");
  try {
    const { ownerId, purpose } = await accept(fields, file);
    const fileName = `${randomBytes(16).toString("hex")}.${file.type.ext}`;
    await rename(file.tempPath, path.join(dir, fileName));
    try {
      await db.transaction(async (tx) => {
        await tx
          .insert(uploads)
          .values({ fileName, userId: ownerId, mime: file.type.mime, size: file.size, purpose });
        if (purpose === "avatar")
          await tx.update(users).set({ avatar: fileName }).where(eq(users.id, ownerId));
      });
    } catch (error) {
      await unlink(path.join(dir, fileName)).catch(() => undefined);
      throw error;
    }
    return { fileName };
  } finally {
    await unlink(file.tempPath).catch(() => undefined);
  }
}
