/** Uploads (multipart, envelope answer) and the image echo path (the picture itself). */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { eq } from "drizzle-orm";
import type { Request, Response, Router } from "express";
import { z } from "zod";
import {
  LICENCE_FILE_NAME,
  UPLOAD_FILE_NAME,
  uploadFieldsSchema,
  type UploadResult,
} from "../../contract/accounts";
import { uploadResultSchema } from "../../contract/accounts-answers";
import { readShoppingConfig } from "../config";
import type { Db } from "../db/client";
import { uploads } from "../db/schema";
import { defineEndpoint } from "../http/endpoint";
import type { RawRoute } from "../http/openapi";
import { storeUpload } from "./upload";

const TAG = "files";

export const fileEndpoints = [
  defineEndpoint({
    method: "post",
    path: "/file/file/upload",
    summary:
      'Upload a JPEG, PNG or WebP picture (multipart field "file", at most 5 MB); purpose avatar also sets the avatar',
    tag: TAG,
    auth: "required",
    form: uploadFieldsSchema,
    response: uploadResultSchema,
    handler: ({ db, user, req }): Promise<UploadResult> => storeUpload(db, user!, req),
  }),
];

const echoQuery = z.object({
  fileName: z
    .string()
    .refine((name) => UPLOAD_FILE_NAME.test(name) || LICENCE_FILE_NAME.test(name)),
});

export const fileRawRoutes: RawRoute[] = [
  {
    method: "get",
    path: "/file/file/echo",
    summary: "An uploaded picture (or a business licence's PDF), by the name the upload answered",
    tag: TAG,
    query: echoQuery,
    produces: ["image/jpeg", "image/png", "image/webp", "application/pdf"],
    answer: "the picture's bytes, as uploaded",
  },
];

export function mountFileEcho(router: Router, db: Db): void {
  router.get("/file/file/echo", async (req: Request, res: Response, next) => {
    try {
      const parsed = echoQuery.safeParse(req.query);
      const [row] = parsed.success
        ? await db
            .select({ mime: uploads.mime })
            .from(uploads)
            .where(eq(uploads.fileName, parsed.data.fileName))
            .limit(1)
        : [];
      const file = row && path.join(readShoppingConfig().uploadDir, parsed.data!.fileName);
      const info = file ? await stat(file).catch(() => null) : null;
      if (!row || !file || !info?.isFile()) return void notFound(res);
      res.setHeader("Content-Type", row.mime);
      res.setHeader("Content-Length", info.size);
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("Content-Security-Policy", "default-src 'none'");
      // A name is never reused for other bytes.
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      await pipeline(createReadStream(file), res);
    } catch (error) {
      if (!res.headersSent) next(error);
      else res.destroy();
    }
  });
}

function notFound(res: Response): void {
  res.status(404).setHeader("X-Content-Type-Options", "nosniff");
  res.type("text/plain").send("Not Found");
}
