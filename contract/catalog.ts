/**
 * The shared contract of the catalogue: the shapes the /shopping service
 * answers with. Types only, so importing it costs the browser nothing.
 */

export type WineStyle = "red" | "white" | "rose" | "sparkling" | "sweet" | "fortified";

export interface GoodsSummary {
  id: number;
  spuName: string;
  spuNameTc: string;
  spuNameEn: string;
  style: WineStyle;
  vintage: number | null;
  capacityMl: number;
  priceCents: number;
  marketPriceCents: number;
  /** percent of the list price paid (85 = 15 % off); null without promotion */
  discount: number | null;
  promotion: string | null;
  score: number;
  /** 0..5, one decimal */
  ratingAvg: number;
  ratingCount: number;
  stock: number;
  sales: number;
  shelfTime: string;
  wineryId: number;
  wineryName: string;
  countryCode: string;
  countryName: string;
  areaId: number;
  areaName: string;
  /** picture path under the service, e.g. /goods/goods/picture?id=1&view=front */
  picture: string;
}

export interface GoodsPage {
  list: GoodsSummary[];
  total: number;
  page: number;
  pageSize: number;
  hasMore: boolean;
}

export interface GoodsAttribute {
  /** attribute key of spec §3, e.g. "brand", "alcohol", "capacity" */
  key: string;
  value: string;
}

export interface GoodsDetail extends GoodsSummary {
  description: string;
  grapes: { id: number; name: string }[];
  /** every attribute of spec §3 that has a value, in display order */
  attributes: GoodsAttribute[];
  pictures: string[];
  deliveryCities: DeliveryCity[];
}

export interface DeliveryCity {
  code: string;
  name: string;
  /** estimated days to deliver from the shop's cellar */
  minDays: number;
  maxDays: number;
}

export interface FacetOption {
  value: string;
  label: string;
  count: number;
}

export interface GoodsFacets {
  countries: FacetOption[];
  areas: FacetOption[];
  grapes: FacetOption[];
  /** value "min-max" in cents, max empty for "and up" */
  prices: FacetOption[];
  /** value: the minimum score */
  scores: FacetOption[];
}

export interface ChateauSummary {
  id: number;
  name: string;
  nameEn: string;
  countryCode: string;
  countryName: string;
  areaName: string;
  founded: number | null;
  description: string;
  wineCount: number;
  picture: string | null;
}

export interface ChateauPage {
  list: ChateauSummary[];
  total: number;
  page: number;
  pageSize: number;
  hasMore: boolean;
}

export interface ChateauDetail extends ChateauSummary {
  hectares: number | null;
  wines: GoodsSummary[];
}

export interface HomeData {
  featured: GoodsSummary[];
  newArrivals: GoodsSummary[];
  bestSellers: GoodsSummary[];
  promotions: GoodsSummary[];
  chateaux: ChateauSummary[];
  /** how many countries the wines on the shelf come from */
  countryCount: number;
}
