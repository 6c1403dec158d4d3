/** The cart's calls to /shopping (spec §7's cart paths). */
import type { ShoppingApi } from "~/service/client.server";

const CART = "/shoppingCart/shoppingCart";

export const cartCalls = {
  read: (api: ShoppingApi) => api.get(`${CART}/findShoppingCart`),
  /** with a wish id (a wish made before logging in), the service does it once */
  add: (api: ShoppingApi, goodsId: number, quantity: number, wishId?: string) =>
    api.post(`${CART}/addShoppingCartItem`, { goodsId, quantity, wishId }),
  setQuantity: (api: ShoppingApi, id: number, quantity: number) =>
    api.post(`${CART}/updateShoppingCartItemQuantity`, { id, quantity }),
  deleteLines: (api: ShoppingApi, ids: number[]) =>
    api.post(`${CART}/deleteShoppingCartItem`, { ids }),
  /** the wines of one of the buyer's orders back in the cart */
  buyAgain: (api: ShoppingApi, orderId: number) => api.post(`${CART}/buyAgain`, { orderId }),
  /** ids "all" selects or clears every line */
  select: (api: ShoppingApi, ids: number[] | "all", selected: boolean) =>
    api.post(`${CART}/selectShoppingCartItem`, { ids, selected }),
};
