/** The buying calls to /shopping: cart, checkout, orders and payment. */
import type { CheckoutSource, PayMethod } from "../../contract/buying";
import type { ShoppingApi } from "./client.server";

const CART = "/shoppingCart/shoppingCart";

export interface OrderForm {
  addressId: number;
  buyerMessage: string;
  usePoints: boolean;
  idempotencyKey: string;
  /** the total the buyer saw; the service refuses the order when its own total differs */
  expectedTotalCents: number;
}

export const buying = {
  cart: (api: ShoppingApi) => api.get(`${CART}/findShoppingCart`),
  addToCart: (api: ShoppingApi, goodsId: number, quantity: number) =>
    api.post(`${CART}/addShoppingCartItem`, { goodsId, quantity }),
  setQuantity: (api: ShoppingApi, id: number, quantity: number) =>
    api.post(`${CART}/updateShoppingCartItemQuantity`, { id, quantity }),
  deleteLines: (api: ShoppingApi, ids: number[]) =>
    api.post(`${CART}/deleteShoppingCartItem`, { ids }),
  /** ids "all" selects or clears every line */
  select: (api: ShoppingApi, ids: number[] | "all", selected: boolean) =>
    api.post(`${CART}/selectShoppingCartItem`, { ids, selected }),

  preview: (api: ShoppingApi, source: CheckoutSource, usePoints: boolean) =>
    api.post("/order/order/previewOrder", { ...source, usePoints }),
  createOrder: (api: ShoppingApi, source: CheckoutSource, form: OrderForm) =>
    api.post("/order/order/createOrder", { ...source, ...form }),
  order: (api: ShoppingApi, id: number) => api.get("/order/order/findOrder", { id }),
  cancelOrder: (api: ShoppingApi, id: number) => api.post("/order/order/cancelOrder", { id }),

  /** starts (or renews, or reuses) the QR payment of an order with a method */
  pay: (api: ShoppingApi, orderId: number, method: PayMethod) =>
    api.post("/payment/payment/createPayment", { orderId, method }),
  /** the order's payment state; active asks the gateway too ("I have paid") */
  paymentStatus: (api: ShoppingApi, orderId: number, active = false) =>
    api.get("/payment/payment/queryPayment", { orderId, active: active ? 1 : undefined }),
  /** waits up to about 8 s for the order's status to differ from `known` (a long poll) */
  waitPayment: (api: ShoppingApi, orderId: number, known: string) =>
    api.longPoll("/payment/payment/waitPayment", { orderId, known }),
};
