/**
 * Favorites and browsing history as the buyer sees them (/user/myCollect, /user/myFootprint): the
 * paging of both lists, and the types of their answers (the zod schemas are in
 * favorites-answers.ts).
 */
import type { z } from "zod";
import type {
  favoriteListSchema,
  favoriteRowSchema,
  footprintListSchema,
  footprintRowSchema,
} from "./favorites-answers";

export const SAVED_LIST_DEFAULT_LIMIT = 20;
export const SAVED_LIST_MAX_LIMIT = 100;
/** The most rows one batch delete names: a page of a list, and then some. */
export const SAVED_BATCH_MAX = 200;

/** A list's cursor: the favorite's id, or the history row's visit number, of the last row shown. */
export function isSavedCursor(value: unknown): value is string {
  return typeof value === "string" && /^\d{1,15}$/.test(value);
}

export type FavoriteRow = z.infer<typeof favoriteRowSchema>;
export type FavoriteList = z.infer<typeof favoriteListSchema>;
export type FootprintRow = z.infer<typeof footprintRowSchema>;
export type FootprintList = z.infer<typeof footprintListSchema>;
