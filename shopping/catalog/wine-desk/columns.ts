/** A wine as staff write it (contract/wine-desk-answers.ts) and as the products table keeps it. */
import type { WineBody } from "../../../contract/wine-desk-answers";
import type { products } from "../../db/schema";

type ProductRow = typeof products.$inferSelect;
type ProductColumns = Omit<
  typeof products.$inferInsert,
  "id" | "key" | "stock" | "shelfTime" | "countryCode"
>;

const blank = { ch: "", tc: "", en: "" };

/** The row's columns a wine's form writes (its country is its region's, read by the caller). */
export function columnsOf(wine: WineBody): ProductColumns {
  return {
    wineryId: wine.wineryId,
    areaId: wine.areaId,
    spuName: wine.name.ch,
    spuNameTc: wine.name.tc,
    spuNameEn: wine.name.en,
    style: wine.style,
    vintage: wine.vintage,
    sweetness: wine.sweetness,
    corkType: wine.corkType,
    alcoholTenths: wine.alcoholTenths,
    annualProduction: wine.annualProduction,
    capacityMl: wine.capacityMl,
    weightG: wine.weightG,
    harvestDate: wine.harvestDate,
    agingStart: wine.agingStart,
    agingMonths: wine.agingMonths,
    bottlingDate: wine.bottlingDate,
    attributes: wine.attributes,
    description: wine.description,
    priceCents: wine.priceCents,
    marketPriceCents: wine.marketPriceCents,
    discount: wine.discount,
    promotion: wine.promotion,
    promotionPriceCents: wine.promotionPriceCents,
    promotionStartsAt: wine.promotionStartsAt ? new Date(wine.promotionStartsAt) : null,
    promotionEndsAt: wine.promotionEndsAt ? new Date(wine.promotionEndsAt) : null,
    pointsPrice: wine.pointsPrice,
    pointsByRate: wine.pointsByRate,
    score: wine.score,
    featured: wine.featured,
  };
}

/** The form's values of a wine as it is. */
export function bodyOf(row: ProductRow, grapeIds: number[]): WineBody {
  return {
    wineryId: row.wineryId,
    areaId: row.areaId,
    grapeIds,
    name: { ch: row.spuName, tc: row.spuNameTc, en: row.spuNameEn },
    style: row.style as WineBody["style"],
    sweetness: row.sweetness as WineBody["sweetness"],
    corkType: row.corkType as WineBody["corkType"],
    vintage: row.vintage,
    alcoholTenths: row.alcoholTenths,
    capacityMl: row.capacityMl,
    weightG: row.weightG,
    annualProduction: row.annualProduction,
    harvestDate: row.harvestDate,
    agingStart: row.agingStart,
    agingMonths: row.agingMonths,
    bottlingDate: row.bottlingDate,
    attributes: { ...emptyAttributes(), ...row.attributes },
    description: row.description ?? blank,
    priceCents: row.priceCents,
    marketPriceCents: row.marketPriceCents,
    discount: row.discount,
    promotion: row.promotion ?? null,
    promotionPriceCents: row.promotionPriceCents,
    promotionStartsAt: row.promotionStartsAt?.toISOString() ?? null,
    promotionEndsAt: row.promotionEndsAt?.toISOString() ?? null,
    pointsPrice: row.pointsPrice,
    pointsByRate: row.pointsByRate,
    score: row.score,
    featured: row.featured,
  };
}

function emptyAttributes(): WineBody["attributes"] {
  return {
    appellation: blank,
    brand: blank,
    grade: blank,
    awards: blank,
    winemaker: blank,
    fermentation: blank,
    barrel: blank,
    harvestMethod: blank,
    storage: blank,
    decanting: blank,
    foodPairing: blank,
  };
}
