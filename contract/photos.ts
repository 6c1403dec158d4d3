/**
 * Pictures sent with an after-sale request or a review: names the upload endpoint answered (purpose
 * aftersale or review), at most PHOTOS_MAX, each once. Field errors are keys of VALIDATION_MESSAGES.
 */
import { z } from "zod";
import { UPLOAD_FILE_NAME } from "./accounts";
import { PHOTOS_MAX } from "./photo-limits";

export { PHOTOS_MAX };

const isPhotoName = (name: unknown): name is string =>
  typeof name === "string" && UPLOAD_FILE_NAME.test(name);

/** Every refusal is the list's own (field "photos"), never one of its items'. */
export const photoNamesSchema = z
  .array(z.unknown(), { invalid_type_error: "photos.invalid" })
  .max(PHOTOS_MAX, "photos.tooMany")
  .refine(
    (names): names is string[] => names.every(isPhotoName) && new Set(names).size === names.length,
    "photos.invalid",
  )
  .transform((names) => names as string[])
  .default([])
  .describe(`names answered by /file/file/upload, at most ${PHOTOS_MAX}, in the order to show`);
