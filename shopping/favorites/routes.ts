/** Favorites' and browsing history's endpoints (/user/myCollect, /user/myFootprint). */
import { z } from "zod";
import {
  collectStateSchema,
  favoriteListSchema,
  footprintListSchema,
  savedDeletedSchema,
} from "../../contract/favorites-answers";
import {
  isSavedCursor,
  SAVED_BATCH_MAX,
  SAVED_LIST_DEFAULT_LIMIT,
  SAVED_LIST_MAX_LIMIT,
} from "../../contract/favorites";
import { defineEndpoint, WithMessage, type AnyEndpoint } from "../http/endpoint";
import { clearFavorites, collect, deleteFavorites, favoriteList, uncollect } from "./favorites";
import { clearFootprints, deleteFootprints, footprintList } from "./history";

const COLLECT = "/collect/collect";
const FOOTPRINT = "/footprint/footprint";
const TAG = "favorites";

const id = z.number().int().positive().max(2_147_483_647);

const listQuery = z.object({
  cursor: z
    .string()
    .refine(isSavedCursor, "cursor.invalid")
    .optional()
    .describe("nextCursor of the page before"),
  limit: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(SAVED_LIST_MAX_LIMIT))
    .default(String(SAVED_LIST_DEFAULT_LIMIT)),
});

const goodsBody = z.object({ goodsId: id });
const idsBody = z.object({
  ids: z.array(id).min(1, "saved.nothingSelected").max(SAVED_BATCH_MAX),
});

export const favoriteEndpoints: AnyEndpoint[] = [
  defineEndpoint({
    method: "post",
    path: `${COLLECT}/addCollect`,
    summary: "Collects a wine on the shelf (at most once per buyer; again changes nothing)",
    tag: TAG,
    auth: "required",
    body: goodsBody,
    response: collectStateSchema,
    handler: async ({ db, user, body }) =>
      new WithMessage("collected", await collect(db, user!.id, body.goodsId)),
  }),
  defineEndpoint({
    method: "post",
    path: `${COLLECT}/cancelCollect`,
    summary: "Un-collects a wine (again changes nothing)",
    tag: TAG,
    auth: "required",
    body: goodsBody,
    response: collectStateSchema,
    handler: async ({ db, user, body }) =>
      new WithMessage("uncollected", await uncollect(db, user!.id, body.goodsId)),
  }),
  defineEndpoint({
    method: "get",
    path: `${COLLECT}/findCollectList`,
    summary: "The caller's favorites, newest first, with each wine's price and stock today",
    tag: TAG,
    auth: "required",
    query: listQuery,
    response: favoriteListSchema,
    handler: ({ db, user, lang, query }) =>
      favoriteList(db, user!.id, lang, query.cursor ? Number(query.cursor) : null, query.limit),
  }),
  defineEndpoint({
    method: "post",
    path: `${COLLECT}/deleteCollect`,
    summary:
      "Deletes favorites by their ids: all or none (an id that is not the caller's refuses the batch)",
    tag: TAG,
    auth: "required",
    body: idsBody,
    response: savedDeletedSchema,
    handler: async ({ db, user, body }) => {
      const deleted = await deleteFavorites(db, user!.id, body.ids);
      return new WithMessage("favorites_deleted", { deleted }, { n: deleted });
    },
  }),
  defineEndpoint({
    method: "post",
    path: `${COLLECT}/clearCollect`,
    summary: "Deletes all the caller's favorites",
    tag: TAG,
    auth: "required",
    response: savedDeletedSchema,
    handler: async ({ db, user }) =>
      new WithMessage("favorites_cleared", { deleted: await clearFavorites(db, user!.id) }),
  }),
  defineEndpoint({
    method: "get",
    path: `${FOOTPRINT}/findFootprintList`,
    summary:
      "The wines the caller opened, one row per wine, latest visit first, with each wine's price and stock today",
    tag: TAG,
    auth: "required",
    query: listQuery,
    response: footprintListSchema,
    handler: ({ db, user, lang, query }) =>
      footprintList(db, user!.id, lang, query.cursor ? Number(query.cursor) : null, query.limit),
  }),
  defineEndpoint({
    method: "post",
    path: `${FOOTPRINT}/deleteFootprint`,
    summary:
      "Deletes history rows by their ids: all or none (an id that is not the caller's refuses the batch)",
    tag: TAG,
    auth: "required",
    body: idsBody,
    response: savedDeletedSchema,
    handler: async ({ db, user, body }) => {
      const deleted = await deleteFootprints(db, user!.id, body.ids);
      return new WithMessage("footprints_deleted", { deleted }, { n: deleted });
    },
  }),
  defineEndpoint({
    method: "post",
    path: `${FOOTPRINT}/clearFootprint`,
    summary: "Deletes the caller's whole browsing history",
    tag: TAG,
    auth: "required",
    response: savedDeletedSchema,
    handler: async ({ db, user }) =>
      new WithMessage("footprints_cleared", { deleted: await clearFootprints(db, user!.id) }),
  }),
];
