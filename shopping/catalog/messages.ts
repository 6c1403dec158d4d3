/** The catalog area's messages (shopping/http/messages.ts finds them through the areas). */
import type { Messages } from "../http/messages";

export const catalogMessages: Messages = {
  goods_not_found: {
    ch: "商品不存在或已下架",
    en: "this wine does not exist or is no longer sold",
  },
  chateau_not_found: { ch: "酒庄不存在", en: "this winery does not exist" },
  synonym_word_invalid: {
    ch: "请填写搜索词，最多 {max} 个字",
    en: "give the search word, at most {max} characters",
  },
  synonym_means_invalid: {
    ch: "请填写它指的酒，最多 {max} 个字",
    en: "give what it means, at most {max} characters",
  },
  synonym_same_word: { ch: "搜索词与它指的酒相同", en: "the word and its meaning are the same" },
  synonym_means_nothing: {
    ch: "“{means}”在店里搜不到葡萄酒，请换个说法",
    en: "“{means}” finds no wine in the shop: say it another way",
  },
  synonym_not_found: { ch: "没有这个搜索词：{word}", en: "no such search word: {word}" },
  ops_synonym_saved: { ch: "搜索词已保存", en: "search word saved" },
  ops_synonym_removed: { ch: "搜索词已删除", en: "search word removed" },
  hot_search_word_invalid: {
    ch: "请填写热门搜索词，最多 {max} 个字",
    en: "give the hot search word, at most {max} characters",
  },
  hot_search_finds_nothing: {
    ch: "“{word}”在店里搜不到葡萄酒，不能设为热门搜索",
    en: "“{word}” finds no wine in the shop, so it cannot be a hot search",
  },
  hot_search_not_found: {
    ch: "“{word}”没有置顶或隐藏",
    en: "“{word}” is neither pinned nor hidden",
  },
  ops_hot_search_saved: { ch: "热门搜索已更新", en: "hot searches updated" },
};
