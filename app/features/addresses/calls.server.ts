/** The address book's calls to /shopping. */
import type { ShoppingApi } from "~/service/client.server";

export const addressCalls = {
  list: (api: ShoppingApi) => api.get("/user/address/findAddressList"),
  save: (api: ShoppingApi, body: Record<string, unknown>) =>
    api.post("/user/address/saveAddress", body),
  remove: (api: ShoppingApi, id: number) => api.post("/user/address/deleteAddress", { id }),
  setDefault: (api: ShoppingApi, id: number) => api.post("/user/address/setDefaultAddress", { id }),
};
