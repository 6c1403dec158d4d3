/** The catalog area's messages (shopping/http/messages.ts finds them through the areas). */
import type { Messages } from "../http/messages";

export const catalogMessages: Messages = {
  goods_not_found: {
    ch: "商品不存在或已下架",
    en: "this wine does not exist or is no longer sold",
  },
  chateau_not_found: { ch: "酒庄不存在", en: "this winery does not exist" },
  ops_winery_not_found: { ch: "没有编号为 {id} 的酒庄", en: "there is no winery {id}" },
  ops_winery_created: { ch: "酒庄已添加", en: "winery added" },
  ops_winery_saved: {
    ch: "已保存，搜索立即按新名称找到它的酒",
    en: "saved; the search finds its wines by the new names at once",
  },
  ops_wine_not_found: { ch: "没有编号为 {id} 的酒", en: "there is no wine {id}" },
  ops_wine_created: {
    ch: "已添加为草稿：预览无误后上架",
    en: "added as a draft: preview it, then put it on the shelf",
  },
  ops_wine_saved: { ch: "已保存，新订单按新价格", en: "saved; new orders take the new price" },
  ops_wine_on_shelf: {
    ch: "已上架，买家现在可以搜到并购买",
    en: "on the shelf: buyers find and buy it now",
  },
  ops_wine_off_shelf: { ch: "已下架", en: "taken off the shelf" },
  ops_wine_changed_meanwhile: {
    ch: "这款酒刚被其他人修改过，请刷新后在最新内容上修改",
    en: "someone changed this wine meanwhile: reload it and make your change on the latest",
  },
  ops_wine_shelf_refused_on_shelf: {
    ch: "这款酒已在架上",
    en: "this wine is on the shelf already",
  },
  ops_wine_shelf_refused_off_shelf: {
    ch: "只有在架上的酒才能下架",
    en: "only a wine on the shelf can be taken off it",
  },
  ops_wine_picture_added: { ch: "图片已添加", en: "picture added" },
  ops_wine_picture_removed: { ch: "图片已删除", en: "picture removed" },
  ops_wine_picture_cover: {
    ch: "已设为封面，列表中显示这张图片",
    en: "now the cover: lists show this picture",
  },
  ops_wine_picture_not_found: {
    ch: "这张图片已不在这款酒上，请刷新",
    en: "this picture is no longer the wine's: reload the page",
  },
  ops_wine_pictures_full: {
    ch: "每款酒最多 {max} 张图片，请先删除一张",
    en: "a wine has at most {max} pictures: remove one first",
  },
  ops_wine_picture_unreadable: {
    ch: "无法打开这张图片，请换一张 JPEG、PNG 或 WebP 图片",
    en: "this picture cannot be opened: choose another JPEG, PNG or WebP picture",
  },
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
