/** The cart area's messages (shopping/http/messages.ts finds them through the areas). */
import type { Messages } from "../http/messages";

export const cartMessages: Messages = {
  added_to_cart: { ch: "已加入购物车", en: "added to cart" },
  understock: { ch: "库存不足", en: "understock" },
  sold_out: {
    ch: "该酒已售罄，暂时不能加入购物车",
    en: "this wine is sold out and cannot go in the cart",
  },
  line_limit: { ch: "单个商品最多购买{n}件", en: "at most {n} bottles of one wine" },
  cart_line_not_found: { ch: "购物车中没有该商品", en: "this item is not in your cart" },
  cart_empty: { ch: "请先选择商品", en: "please choose a product first" },
  resale_offer_unavailable: {
    ch: "该转售商品已下架，暂时不能购买",
    en: "this resale offer is off the shelf and cannot be bought now",
  },
  resale_own_item: {
    ch: "这是您自己转售的酒，不能购买",
    en: "this is your own resale offer: you cannot buy it",
  },
  buy_again_none: {
    ch: "这些酒已售罄或下架，未能加入购物车",
    en: "these wines are sold out or no longer sold; nothing was added to your cart",
  },
};
