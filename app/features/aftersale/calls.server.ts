/**
 * The after-sale calls to /shopping: ask for a refund or a return of bottles, send them back, read
 * the request, and the shop's rule of who pays a return's freight.
 */
import type { AfterSaleReason } from "#contract/aftersale";
import type { ShoppingApi } from "~/service/client.server";

export interface AfterSaleForm {
  orderId: number;
  reasonCode: AfterSaleReason;
  /** the buyer's own words; the service stores none for an empty text */
  reasonDetails: string;
  /** the bottles, by the order's lines */
  lines: { orderLineId: number; quantity: number }[];
  amountCents: number;
  points: number;
  /** names of the buyer's pictures (uploaded with purpose aftersale) */
  photos: string[];
  /** made by the confirmation step: the request is made once however often it is confirmed */
  requestKey?: string;
}

export const afterSaleCalls = {
  apply: (api: ShoppingApi, form: AfterSaleForm) => api.post("/order/afterSale/applyRefund", form),
  shipBack: (api: ShoppingApi, form: { orderId: number; company: string; trackingNo: string }) =>
    api.post("/order/afterSale/returnShipment", form),
  find: (api: ShoppingApi, orderId: number) =>
    api.get("/order/afterSale/findAfterSale", { orderId }),
  returnFreight: (api: ShoppingApi) => api.get("/shop/shop/findReturnFreight"),
};
