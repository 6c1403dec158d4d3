/**
 * After shipping, the buyer's calls to /shopping: confirm receipt, reviews, logistics; and a wine's
 * reviews.
 */
import type { ShoppingApi } from "./client.server";

export interface ReviewInput {
  goodsId: number;
  rating: number;
  content: string;
}

export const afterShipping = {
  confirmReceipt: (api: ShoppingApi, id: number) => api.post("/order/order/confirmReceipt", { id }),
  saveComments: (api: ShoppingApi, orderId: number, comments: ReviewInput[]) =>
    api.post("/order/comment/saveComments", { orderId, comments }),
  logistics: (api: ShoppingApi, id: number) => api.get("/order/order/findLogistics", { id }),
  reviews: (api: ShoppingApi, goodsId: number, cursor?: string | null, limit?: number) =>
    api.get("/goods/comment/findComments", { goodsId, cursor, limit }),
};
