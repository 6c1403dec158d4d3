/** The catalog area's messages (shopping/http/messages.ts finds them through the areas). */
import type { Messages } from "../http/messages";

export const catalogMessages: Messages = {
  goods_not_found: {
    ch: "商品不存在或已下架",
    en: "this wine does not exist or is no longer sold",
  },
  chateau_not_found: { ch: "酒庄不存在", en: "this winery does not exist" },
};
