/** Verifiable provenance's calls to /shopping, one function per endpoint. */
import type { ShoppingApi } from "~/service/client.server";

export const provenanceCalls = {
  wineLot: (api: ShoppingApi, goodsId: number) => api.get("/provenance/wineLot", { goodsId }),
  bottle: (api: ShoppingApi, serial: string) => api.get("/provenance/bottle", { serial }),
  consistency: (api: ShoppingApi, from: number, to: number) =>
    api.get("/provenance/consistency", { from, to }),
  claim: (api: ShoppingApi, serial: string, code: string) =>
    api.post("/provenance/claim", { serial, code }),
  orderBottles: (api: ShoppingApi, id: number) => api.get("/order/bottles", { id }),
  claimOrderBottles: (api: ShoppingApi, id: number, serials: string[]) =>
    api.post("/order/bottles/claim", { id, serials }),
};
