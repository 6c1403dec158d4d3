/**
 * A wine's uploaded pictures (decision 045): the catalogue desk's endpoints, and the pictures
 * themselves for buyers (a draft's are not public) and for staff (any wine's). Every change tells
 * the storefront's page cache once it has committed.
 */
import type { Response, Router } from "express";
import { z } from "zod";
import {
  opsWinePicturesSchema,
  WINE_PICTURE_FILE,
  winePictureFormSchema,
  winePictureMoveSchema,
  type WinePictureSize,
} from "../../../contract/wine-pictures";
import type { Db, Tx } from "../../db/client";
import { notFound, sendFile, streamingRoute } from "../../files/routes";
import { defineEndpoint, WithMessage, type AnyEndpoint } from "../../http/endpoint";
import type { RawRoute } from "../../http/openapi";
import { catalogChanged } from "../changes";
import {
  addWinePicture,
  makeCoverPicture,
  publicWinePicture,
  removeWinePicture,
  winePictureFile,
  winePictures,
} from "./store";

const KEY = "Staff token or console session (decision 041).";
const photoQuery = z.object({
  file: z.string().regex(WINE_PICTURE_FILE),
  size: z.enum(["large", "small"]).catch("large"),
});
const picturesState = (tx: Tx | Db, body: { id: number }) => winePictures(tx, body.id);

async function changed<T>(change: Promise<T>): Promise<T> {
  const result = await change;
  catalogChanged();
  return result;
}

export const winePictureEndpoints: AnyEndpoint[] = [
  defineEndpoint({
    method: "get",
    path: "/ops/catalog/wine/pictures",
    summary: `A wine's uploaded pictures, the cover first. ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "catalog.read",
    query: z.object({ id: winePictureFormSchema.shape.id }),
    response: opsWinePicturesSchema,
    handler: ({ db, query }) => winePictures(db, query.id),
  }),
  defineEndpoint({
    method: "post",
    path: "/ops/catalog/wine/picture",
    summary: `Adds a picture to a wine (multipart: "id", then "file", a JPEG, PNG or WebP of at most 5 MB, told by its content): turned upright, its metadata dropped, kept as a large and a small JPEG, last of at most eight. ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "catalog.edit",
    form: winePictureFormSchema,
    response: opsWinePicturesSchema,
    handler: async ({ db, req }) =>
      new WithMessage("ops_wine_picture_added", await changed(addWinePicture(db, req))),
  }),
  defineEndpoint({
    method: "post",
    path: "/ops/catalog/wine/picture/remove",
    summary: `Removes one of a wine's pictures; those after it move up. ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "catalog.edit",
    body: winePictureMoveSchema,
    audit: { target: (body) => `wine:${body.id}`, state: picturesState },
    response: opsWinePicturesSchema,
    handler: async ({ db, body }) =>
      new WithMessage(
        "ops_wine_picture_removed",
        await changed(removeWinePicture(db, body.id, body.pictureId)),
      ),
  }),
  defineEndpoint({
    method: "post",
    path: "/ops/catalog/wine/picture/cover",
    summary: `Makes one of a wine's pictures its cover, the one lists show. ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "catalog.edit",
    body: winePictureMoveSchema,
    audit: { target: (body) => `wine:${body.id}`, state: picturesState },
    response: opsWinePicturesSchema,
    handler: async ({ db, body }) =>
      new WithMessage(
        "ops_wine_picture_cover",
        await changed(makeCoverPicture(db, body.id, body.pictureId)),
      ),
  }),
];

export const winePictureRawRoutes: RawRoute[] = [
  {
    method: "get",
    path: "/goods/goods/photo",
    summary: "An uploaded picture of a wine buyers have been shown, large or small",
    tag: "catalogue",
    query: photoQuery,
    produces: "image/jpeg",
    answer: "the JPEG, cached for a year: a picture's name is never reused",
  },
  {
    method: "get",
    path: "/ops/catalog/wine/photo",
    summary: `Any wine's uploaded picture (a draft's too), large or small, for staff. ${KEY}`,
    tag: "operator",
    permission: "catalog.read",
    query: photoQuery,
    produces: "image/jpeg",
    answer: "the JPEG, never kept by a shared cache",
  },
];

/** Streams one size of a kept picture; 404 when its file is gone. */
export const sendWinePicture = (
  res: Response,
  fileName: string,
  size: WinePictureSize,
  cacheControl: string,
) => sendFile(res, winePictureFile(fileName, size), "image/jpeg", cacheControl);

export function mountWinePictures(router: Router, db: Db): void {
  router.get(
    "/goods/goods/photo",
    streamingRoute(async (req, res) => {
      const query = photoQuery.safeParse(req.query);
      if (!query.success || !(await publicWinePicture(db, query.data.file))) return notFound(res);
      await sendWinePicture(
        res,
        query.data.file,
        query.data.size,
        "public, max-age=31536000, immutable",
      );
    }),
  );
  router.get(
    "/ops/catalog/wine/photo",
    streamingRoute(async (req, res) => {
      const query = photoQuery.safeParse(req.query);
      if (!query.success) return notFound(res);
      await sendWinePicture(res, query.data.file, query.data.size, "private, no-store");
    }),
  );
}
