/** Favorites' and browsing history's calls to /shopping. */
import type { ShoppingApi } from "~/service/client.server";

export const favoriteCalls = {
  /** collecting twice is collecting once (the service's unique index), so a wish needs no id */
  collect: (api: ShoppingApi, goodsId: number) =>
    api.post("/collect/collect/addCollect", { goodsId }),
  uncollect: (api: ShoppingApi, goodsId: number) =>
    api.post("/collect/collect/cancelCollect", { goodsId }),
  favorites: (api: ShoppingApi, cursor: string | null = null, limit?: number) =>
    api.get("/collect/collect/findCollectList", { cursor, limit }),
  deleteFavorites: (api: ShoppingApi, ids: number[]) =>
    api.post("/collect/collect/deleteCollect", { ids }),
  clearFavorites: (api: ShoppingApi) => api.post("/collect/collect/clearCollect", {}),
  footprints: (api: ShoppingApi, cursor: string | null = null, limit?: number) =>
    api.get("/footprint/footprint/findFootprintList", { cursor, limit }),
  deleteFootprints: (api: ShoppingApi, ids: number[]) =>
    api.post("/footprint/footprint/deleteFootprint", { ids }),
  clearFootprints: (api: ShoppingApi) => api.post("/footprint/footprint/clearFootprint", {}),
};
