/**
 * The cart's endpoints. The spec names four paths (read, delete, change the
 * quantity, count); adding and selecting follow their style.
 */
import { z } from "zod";
import { MAX_LINE_QUANTITY } from "../../contract/buying";
import { buyAgainResultSchema, cartCountSchema, cartSchema } from "../../contract/buying-answers";
import { defineEndpoint, WithMessage } from "../http/endpoint";
import type { OrderRuleDefaults } from "../shop/order-rules";
import { buyAgain } from "./again";
import { addToCart, cartCount, deleteLines, readCart, selectLines, setQuantity } from "./cart";
import { addResaleToCart } from "./resale-lines";

const CART = "/shoppingCart/shoppingCart";
const id = z.number().int().positive().max(2_147_483_647);
const quantity = z
  .number({ invalid_type_error: "quantity.invalid" })
  .int("quantity.invalid")
  .min(1, "quantity.invalid")
  .max(MAX_LINE_QUANTITY, "quantity.invalid");

export const cartEndpoints = (defaults: OrderRuleDefaults) => [
  defineEndpoint({
    method: "get",
    path: `${CART}/findShoppingCart`,
    summary: "The caller's cart: lines with prices, stock and availability, and the selected total",
    tag: "cart",
    auth: "required",
    response: cartSchema,
    handler: ({ db, user }) => readCart(db, user!.id, defaults),
  }),
  defineEndpoint({
    method: "post",
    path: `${CART}/addShoppingCartItem`,
    summary:
      "Adds bottles of a wine to the cart (a line already there grows); refuses more than the stock. With resaleItemId, bottles of that resale item of the wine, a line of their own: at least its minimum (or all left), at most what is left, never one's own item",
    tag: "cart",
    auth: "required",
    body: z.object({
      goodsId: id,
      quantity,
      resaleItemId: id.optional().describe("a resale offer of this wine (findWineResaleOffers)"),
      wishId: z
        .string()
        .uuid()
        .optional()
        .describe("a wish made before logging in: done once, whatever the number of calls"),
    }),
    response: cartCountSchema,
    handler: async ({ db, user, body }) => {
      if (body.resaleItemId === undefined)
        return new WithMessage("added_to_cart", {
          productTotalItem: await addToCart(db, user!.id, body.goodsId, body.quantity, body.wishId),
        });
      await addResaleToCart(
        db,
        user!.id,
        body.goodsId,
        body.resaleItemId,
        body.quantity,
        body.wishId,
      );
      return new WithMessage("added_to_cart", { productTotalItem: await cartCount(db, user!.id) });
    },
  }),
  defineEndpoint({
    method: "post",
    path: `${CART}/buyAgain`,
    summary:
      "Puts the wines of one of the caller's orders back in the cart (as far as stock allows); names those it could not",
    tag: "cart",
    auth: "required",
    body: z.object({ orderId: id }),
    response: buyAgainResultSchema,
    handler: async ({ db, user, body }) =>
      new WithMessage("added_to_cart", await buyAgain(db, user!.id, body.orderId)),
  }),
  defineEndpoint({
    method: "post",
    path: `${CART}/updateShoppingCartItemQuantity`,
    summary:
      "Sets a cart line's quantity (1..999, at most the stock; a resale line's at least its minimum and at most what is left); answers the cart",
    tag: "cart",
    auth: "required",
    body: z.object({ id, quantity }),
    response: cartSchema,
    handler: async ({ db, user, body }) => {
      await setQuantity(db, user!.id, body.id, body.quantity);
      return readCart(db, user!.id, defaults);
    },
  }),
  defineEndpoint({
    method: "post",
    path: `${CART}/deleteShoppingCartItem`,
    summary: "Deletes cart lines of the caller; answers the cart",
    tag: "cart",
    auth: "required",
    body: z.object({ ids: z.array(id).min(1, "cart.chooseFirst").max(200) }),
    response: cartSchema,
    handler: async ({ db, user, body }) => {
      await deleteLines(db, user!.id, body.ids);
      return readCart(db, user!.id, defaults);
    },
  }),
  defineEndpoint({
    method: "post",
    path: `${CART}/selectShoppingCartItem`,
    summary: 'Selects or clears cart lines for checkout (ids, or "all"); answers the cart',
    tag: "cart",
    auth: "required",
    body: z.object({
      ids: z.union([z.literal("all"), z.array(id).min(1).max(200)]),
      selected: z.boolean(),
    }),
    response: cartSchema,
    handler: async ({ db, user, body }) => {
      await selectLines(db, user!.id, body.ids, body.selected);
      return readCart(db, user!.id, defaults);
    },
  }),
  defineEndpoint({
    method: "get",
    path: `${CART}/findShoppingCartTotalItem`,
    summary: "How many bottles are in the caller's cart",
    tag: "cart",
    auth: "required",
    response: cartCountSchema,
    handler: async ({ db, user }) => ({ productTotalItem: await cartCount(db, user!.id) }),
  }),
];
