/** The review form's field names, per wine, and what its action answers on a refusal. */
export const ratingField = (goodsId: number) => `rating-${goodsId}`;
export const contentField = (goodsId: number) => `content-${goodsId}`;

export interface ReviewReply {
  /** field name -> message key (VALIDATION_MESSAGES) or the service's sentence */
  errors: Record<string, string>;
  values: Record<string, string>;
  formError: string | null;
}
