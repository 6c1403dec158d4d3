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
import { receiveUpload } from "./receive";

export async function storeUpload(db: Db, user: AuthUser, req: Request): Promise<UploadResult> {
  const dir = readShoppingConfig().uploadDir;
  const { file, fields } = await receiveUpload(req, dir);
  if (!file) throw new BusinessError(400, "file_missing");
  try {
    const parsed = uploadFieldsSchema.safeParse(fields);
    if (!parsed.success)
      throw new InvalidParams("purpose", { purpose: parsed.error.issues.map((i) => i.message) });
    // A business licence is a JPEG, PNG or PDF; everything else is a picture (JPEG, PNG, WebP).
    const licence = parsed.data.purpose === "license";
    if (licence ? file.type.ext === "webp" : file.type.ext === "pdf")
      throw new BusinessError(415, licence ? "licence_type" : "file_type");
    const fileName = `${randomBytes(16).toString("hex")}.${file.type.ext}`;
    await rename(file.tempPath, path.join(dir, fileName));
    try {
      await db.transaction(async (tx) => {
        await tx.insert(uploads).values({
          fileName,
          userId: user.id,
          mime: file.type.mime,
          size: file.size,
          purpose: parsed.data.purpose,
        });
        if (parsed.data.purpose === "avatar")
          await tx.update(users).set({ avatar: fileName }).where(eq(users.id, user.id));
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
