import type { Cart, CartLine } from "#contract/buying";

export const CART_PATH = "/user/myCart";
/** The cart page's loader and the root loader read the cart once per request under this key. */
export const CART_OF_REQUEST = "cart";

/** A line that can go to checkout, and so can be selected. */
export const canBuy = (line: CartLine) => line.availability === "ok";

/** The lines shown as selected: an unavailable line never is. */
export const selectedLines = (cart: Cart) =>
  cart.lines.filter((line) => line.selected && canBuy(line));
