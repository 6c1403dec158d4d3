/** The favorites area's messages (shopping/http/messages.ts finds them through the areas). */
import type { Messages } from "../http/messages";

export const favoritesMessages: Messages = {
  collected: { ch: "收藏成功", en: "added to your favorites" },
  uncollected: { ch: "已取消收藏", en: "removed from your favorites" },
  favorites_not_found: {
    ch: "收藏中没有这些商品，请刷新后重试",
    en: "these wines are not in your favorites; please refresh and retry",
  },
  footprints_not_found: {
    ch: "浏览记录中没有这些商品，请刷新后重试",
    en: "these wines are not in your history; please refresh and retry",
  },
  favorites_deleted: { ch: "已删除 {n} 个收藏", en: "{n} removed from your favorites" },
  footprints_deleted: { ch: "已删除 {n} 条浏览记录", en: "{n} removed from your history" },
  favorites_cleared: { ch: "收藏已清空", en: "your favorites are cleared" },
  footprints_cleared: { ch: "浏览记录已清空", en: "your history is cleared" },
};
