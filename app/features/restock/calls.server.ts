/** 到货通知's calls to /shopping. */
import type { ShoppingApi } from "~/service/client.server";

export const restockCalls = {
  /** asking twice is asking once (the service's unique index), so a wish needs no id */
  subscribe: (api: ShoppingApi, goodsId: number) =>
    api.post("/goods/restock/subscribe", { goodsId }),
  unsubscribe: (api: ShoppingApi, goodsId: number) =>
    api.post("/goods/restock/unsubscribe", { goodsId }),
};
