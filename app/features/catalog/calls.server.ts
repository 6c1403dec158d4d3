/**
 * The catalogue's calls to /shopping, one function per endpoint; each answer's type comes from
 * contract/answers.ts.
 */
import type { ShoppingApi } from "~/service/client.server";

export interface GoodsQuery {
  countryCode?: string;
  areaId?: number;
  grapeId?: number;
  style?: string;
  priceMin?: number;
  priceMax?: number;
  scoreMin?: number;
  onPromotion?: boolean;
  /** only wines points can buy */
  forPoints?: boolean;
  wineryId?: number;
  q?: string;
  /** "any": the wines nearest to q, for a search that found none */
  match?: "all" | "any";
  sort?: string;
  page?: number;
  pageSize?: number;
}

export const catalogCalls = {
  home: (api: ShoppingApi) => api.get("/goods/goods/findHome"),
  list: (api: ShoppingApi, query: GoodsQuery) =>
    api.get("/goods/goods/findGoodsList", { ...query }),
  /** the list's wines for its CSV, all at once (at most GOODS_EXPORT_MAX), with their grapes */
  exportList: (api: ShoppingApi, query: GoodsQuery) => {
    const { page: _page, pageSize: _size, ...list } = query;
    return api.get("/goods/goods/findGoodsExport", { ...list });
  },
  facets: (api: ShoppingApi, query: GoodsQuery) => {
    const { sort: _sort, page: _page, pageSize: _size, ...filters } = query;
    return api.get("/goods/goods/findGoodsFacets", { ...filters });
  },
  /** what the search box suggests for the words typed so far */
  suggestions: (api: ShoppingApi, q: string) => api.get("/goods/goods/findSuggestions", { q }),
  /** what the empty search box offers: the shop's hot searches in the buyer's language */
  hotSearches: (api: ShoppingApi) => api.get("/goods/goods/findHotSearches"),
  detail: (api: ShoppingApi, id: number) => api.get("/goods/goods/findGoodsDetail", { id }),
  chateaux: (api: ShoppingApi, page: number, pageSize = 24) =>
    api.get("/chateau/chateau/findChateauList", { page, pageSize }),
  chateau: (api: ShoppingApi, id: number) => api.get("/chateau/chateau/findChateauDetail", { id }),
  /** a page of a wine's reviews, newest first */
  reviews: (api: ShoppingApi, goodsId: number, cursor?: string | null, limit?: number) =>
    api.get("/goods/comment/findComments", { goodsId, cursor, limit }),
};
