import type { GoodsSummary } from "#contract/catalog";

/**
 * What a product card shows. Loaders send only these fields: the page's data
 * travels twice (HTML and hydration data), so every field costs on weak phones.
 */
export type GoodsCardData = Pick<
  GoodsSummary,
  | "id"
  | "spuName"
  | "spuNameEn"
  | "picture"
  | "promotion"
  | "stock"
  | "vintage"
  | "countryName"
  | "areaName"
  | "priceCents"
  | "marketPriceCents"
  | "discount"
  | "score"
> & {
  /** the shopper collected it (absent otherwise, and for a visitor) */
  collected?: true;
};

/** The cards of an answer's wines; `collectedIds` (the answer's) lights their hearts. */
export function toCards(wines: GoodsSummary[], collectedIds: readonly number[]): GoodsCardData[] {
  const collected = new Set(collectedIds);
  return wines.map((g) => (collected.has(g.id) ? { ...toCard(g), collected: true } : toCard(g)));
}

export function toCard(g: GoodsSummary): GoodsCardData {
  return {
    id: g.id,
    spuName: g.spuName,
    spuNameEn: g.spuNameEn,
    picture: g.picture,
    promotion: g.promotion,
    stock: g.stock,
    vintage: g.vintage,
    countryName: g.countryName,
    areaName: g.areaName,
    priceCents: g.priceCents,
    marketPriceCents: g.marketPriceCents,
    discount: g.discount,
    score: g.score,
  };
}
