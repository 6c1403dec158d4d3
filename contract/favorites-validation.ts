/** Field errors of favorites and the browsing history. */
export const SAVED_VALIDATION = {
  "saved.nothingSelected": {
    ch: "请先选择要删除的商品",
    en: "Select the wines to delete first",
  },
} as const;
