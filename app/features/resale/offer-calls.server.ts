/** Another buyer's calls for resale offers (decision 037): a wine's offers, and adding one. */
import type { ShoppingApi } from "~/service/client.server";

export const resaleOfferCalls = {
  offers: (api: ShoppingApi, goodsId: number) =>
    api.get("/resale/resale-goods/findWineResaleOffers", { goodsId }),
  /** with a wish id (pressed before logging in), the service does it once */
  addToCart: (
    api: ShoppingApi,
    goodsId: number,
    resaleItemId: number,
    quantity: number,
    wishId?: string,
  ) =>
    api.post("/shoppingCart/shoppingCart/addShoppingCartItem", {
      goodsId,
      resaleItemId,
      quantity,
      wishId,
    }),
};
