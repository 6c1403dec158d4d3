/**
 * The review form (spec §5: review content must not be empty), one schema for
 * the service's endpoint and the storefront's action. Field errors are keys of
 * VALIDATION_MESSAGES (contract/reviews-validation.ts).
 */
import { z } from "zod";
import { REVIEW_MAX_LENGTH } from "./after-shipping";
import { photoNamesSchema } from "./photos";

const id = z.number().int().positive().max(2_147_483_647);

export const ratingSchema = z
  .number({ required_error: "rating.invalid", invalid_type_error: "rating.invalid" })
  .int("rating.invalid")
  .min(1, "rating.invalid")
  .max(5, "rating.invalid");

export const reviewContentSchema = z
  .string({ required_error: "review.required", invalid_type_error: "review.required" })
  .trim()
  .min(1, "review.required")
  .max(REVIEW_MAX_LENGTH, "review.tooLong");

export const reviewSchema = z.object({
  goodsId: id,
  rating: ratingSchema,
  content: reviewContentSchema,
  photos: photoNamesSchema,
});

export const saveCommentsSchema = z.object({
  orderId: id,
  comments: z
    .array(reviewSchema, { required_error: "review.allWines" })
    .min(1, "review.allWines")
    .max(100, "review.allWines"),
});
