/**
 * Uploads (multipart, envelope answer), the image echo path (the picture itself) and a business
 * licence for its owner.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { and, eq, ne } from "drizzle-orm";
import type { NextFunction, Request, Response, Router } from "express";
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
import { userOrNull } from "../http/auth";
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

const echoQuery = z.object({ fileName: z.string().regex(UPLOAD_FILE_NAME) });
const licenceQuery = z.object({ fileName: z.string().regex(LICENCE_FILE_NAME) });

export const fileRawRoutes: RawRoute[] = [
  {
    method: "get",
    path: "/file/file/echo",
    summary: "An uploaded picture (an avatar, a buyer's photo), by the name the upload answered",
    tag: TAG,
    query: echoQuery,
    produces: ["image/jpeg", "image/png", "image/webp"],
    answer: "the picture's bytes, as uploaded",
  },
  {
    method: "get",
    path: "/file/file/licence",
    summary: "A business licence the caller uploaded (the buyer's token): only its owner reads it",
    tag: TAG,
    query: licenceQuery,
    produces: ["image/jpeg", "image/png", "application/pdf"],
    answer: "the licence's bytes, as uploaded, never cached by a shared cache",
  },
];

/** The echo path serves pictures to anyone who knows the name; never a business licence. */
export function mountFileEcho(router: Router, db: Db): void {
  router.get(
    "/file/file/echo",
    streamingRoute(async (req, res) => {
      const parsed = echoQuery.safeParse(req.query);
      const [row] = parsed.success
        ? await db
            .select({ fileName: uploads.fileName, mime: uploads.mime })
            .from(uploads)
            .where(and(eq(uploads.fileName, parsed.data.fileName), ne(uploads.purpose, "license")))
            .limit(1)
        : [];
      // A name is never reused for other bytes.
      await sendUpload(res, row, "public, max-age=31536000, immutable");
    }),
  );
  router.get(
    "/file/file/licence",
    streamingRoute(async (req, res) => {
      const user = await userOrNull(db, req.header("authorization"));
      if (!user) return void notFound(res, 401);
      const parsed = licenceQuery.safeParse(req.query);
      const [row] = parsed.success
        ? await db
            .select({ fileName: uploads.fileName, mime: uploads.mime })
            .from(uploads)
            .where(
              and(
                eq(uploads.fileName, parsed.data.fileName),
                eq(uploads.userId, user.id),
                eq(uploads.purpose, "license"),
              ),
            )
            .limit(1)
        : [];
      await sendUpload(res, row, "private, no-store");
    }),
  );
}

/**
 * A route that streams a file: an error before the headers is the error handler's, after them it
 * ends the connection.
 */
export function streamingRoute(handler: (req: Request, res: Response) => Promise<void>) {
  return (req: Request, res: Response, next: NextFunction) => {
    handler(req, res).catch((error: unknown) => {
      if (!res.headersSent) next(error);
      else res.destroy();
    });
  };
}

/** Streams a stored upload with the type sniffed when it came; 404 when the row or file is gone. */
export async function sendUpload(
  res: Response,
  row: { fileName: string; mime: string } | undefined,
  cacheControl: string,
): Promise<void> {
  if (!row) return notFound(res);
  await sendFile(
    res,
    path.join(readShoppingConfig().uploadDir, row.fileName),
    row.mime,
    cacheControl,
  );
}

/** Streams a file the service made or kept, as the type it is; 404 when it is gone. */
export async function sendFile(
  res: Response,
  file: string,
  mime: string,
  cacheControl: string,
): Promise<void> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return notFound(res);
  res.setHeader("Content-Type", mime);
  res.setHeader("Content-Length", info.size);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Content-Security-Policy", "default-src 'none'");
  res.setHeader("Cache-Control", cacheControl);
  await pipeline(createReadStream(file), res);
}

export function notFound(res: Response, status = 404): void {
  res.status(status).setHeader("X-Content-Type-Options", "nosniff");
  res.type("text/plain").send("Not Found");
}
