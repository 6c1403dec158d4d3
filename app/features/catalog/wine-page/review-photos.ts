/** A review's place on the wine's page, and the page that shows its pictures one by one. */
export const reviewAnchor = (reviewId: number) => `review-${reviewId}`;
export const reviewPhotosPath = (goodsId: number, reviewId: number) =>
  `/goods/${goodsId}/reviews/${reviewId}/photos`;
