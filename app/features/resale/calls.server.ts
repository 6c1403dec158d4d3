/** The seller's resale calls to /shopping (decision 037). */
import type { ResaleForm } from "#contract/resale";
import type { ShoppingApi } from "~/service/client.server";

export const resaleCalls = {
  orderBottles: (api: ShoppingApi, orderId: number) =>
    api.get("/resale/resale-goods/findOrderBottles", { orderId }),
  save: (api: ShoppingApi, form: ResaleForm) => api.post("/resale/resale-goods/saveResale", form),
  returnAddress: (api: ShoppingApi) => api.get("/resale/resale-goods/findReturnAddress"),
  ship: (api: ShoppingApi, parcel: { code: string; company: string; trackingNo: string }) =>
    api.post("/resale/resale-goods/shipResale", parcel),
  withdraw: (api: ShoppingApi, code: string) =>
    api.post("/resale/resale-goods/withdrawResale", { code }),
  shelf: (api: ShoppingApi, code: string, onShelf: boolean) =>
    api.post("/resale/resale-goods/shelfResale", { code, onShelf }),
  items: (api: ShoppingApi) => api.get("/resale/resale-goods/findMyResaleGoods"),
  sales: (api: ShoppingApi) => api.get("/resale/resale-order/findMyResaleOrders"),
  sale: (api: ShoppingApi, id: number) => api.get("/resale/resale-order/findResaleOrder", { id }),
};
