/** Field errors of reviews of received wines (spec §5: review content must not be empty). */
export const REVIEW_VALIDATION = {
  "rating.invalid": { ch: "请选择1到5星的评分", en: "Please choose a rating of 1 to 5 stars" },
  "review.required": { ch: "评价内容不能为空", en: "Review content must not be empty" },
  "review.tooLong": { ch: "评价内容最多500个字", en: "A review has at most 500 characters" },
  "review.allWines": { ch: "请评价订单中的每一款酒", en: "Please review every wine of the order" },
} as const;
