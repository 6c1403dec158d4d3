/** Field errors of photos attached to a request or a review. */
export const PHOTO_VALIDATION = {
  "photos.tooMany": { ch: "最多上传6张图片", en: "At most 6 pictures" },
  "photos.invalid": {
    ch: "图片已失效，请重新上传",
    en: "A picture is no longer available; please upload it again",
  },
} as const;
