import type { PhotoState } from "~/features/photos/fields";

/** The review form's field names, per wine, and what its action answers on a refusal. */
export const ratingField = (goodsId: number) => `rating-${goodsId}`;
export const contentField = (goodsId: number) => `content-${goodsId}`;
/** the prefix of the wine's picture fields (app/features/photos/fields.ts) */
export const photosPrefix = (goodsId: number) => `w${goodsId}-`;

export interface ReviewReply {
  /** field name -> message key (VALIDATION_MESSAGES) or the service's sentence */
  errors: Record<string, string>;
  values: Record<string, string>;
  formError: string | null;
  /** each wine's pictures, by goodsId */
  photos: Record<string, PhotoState>;
}
