/** The catalogue's calls to /shopping, one function per endpoint. */
import type { ChateauDetail, ChateauPage, GoodsDetail, GoodsFacets, GoodsPage, HomeData } from "../../contract/catalog";
import type { ShoppingApi } from "./client.server";

export interface GoodsQuery {
  countryCode?: string;
  areaId?: number;
  grapeId?: number;
  style?: string;
  priceMin?: number;
  priceMax?: number;
  scoreMin?: number;
  onPromotion?: boolean;
  wineryId?: number;
  sort?: string;
  page?: number;
  pageSize?: number;
}

export const catalog = {
  home: (api: ShoppingApi) => api.get<HomeData>("/goods/goods/findHome"),
  list: (api: ShoppingApi, query: GoodsQuery) => api.get<GoodsPage>("/goods/goods/findGoodsList", { ...query }),
  facets: (api: ShoppingApi, query: GoodsQuery) => {
    const { sort: _sort, page: _page, pageSize: _size, ...filters } = query;
    return api.get<GoodsFacets>("/goods/goods/findGoodsFacets", { ...filters });
  },
  detail: (api: ShoppingApi, id: number) => api.get<GoodsDetail>("/goods/goods/findGoodsDetail", { id }),
  chateaux: (api: ShoppingApi, page: number, pageSize = 24) =>
    api.get<ChateauPage>("/chateau/chateau/findChateauList", { page, pageSize }),
  chateau: (api: ShoppingApi, id: number) => api.get<ChateauDetail>("/chateau/chateau/findChateauDetail", { id }),
};
