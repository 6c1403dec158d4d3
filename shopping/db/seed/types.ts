/**
 * The shape of the seed catalogue. Data files in ./data export arrays of these;
 * seed.ts turns them into rows. Keys (country, area, grape, winery) are short
 * lowercase slugs that tie the files together.
 */

/** A text in the shop's languages: simplified Chinese, traditional Chinese, English. */
export interface Text {
  ch: string;
  tc: string;
  en: string;
}

export type WineStyle = "red" | "white" | "rose" | "sparkling" | "sweet" | "fortified";
export type Sweetness = "dry" | "off_dry" | "medium_sweet" | "sweet";
export type CorkType = "natural" | "technical" | "synthetic" | "screwcap" | "glass" | "champagne";

export interface SeedCountry {
  /** ISO 3166-1 alpha-2, lower case: "fr", "it", "cn" ... */
  code: string;
  name: Text;
  sort: number;
}

export interface SeedArea {
  /** slug, unique across countries: "bordeaux", "napa-valley", "ningxia" */
  key: string;
  country: string;
  name: Text;
}

export interface SeedGrape {
  key: string; // "cabernet-sauvignon"
  name: Text;
  color: "red" | "white";
}

export interface SeedWinery {
  key: string;
  name: Text;
  country: string;
  area: string;
  /** true only for real estates; their facts must be right */
  real: boolean;
  founded: number | null;
  /** a few sentences about the estate */
  description: Text;
  /** hectares under vine, when known */
  hectares: number | null;
}

export interface SeedWine {
  /** stable slug, unique: "chateau-x-grand-vin-2018" */
  key: string;
  winery: string;
  area: string;
  name: Text;
  style: WineStyle;
  /** grape keys, main grape first */
  grapes: string[];
  /** null for non-vintage */
  vintage: number | null;
  appellation: Text;
  brand: Text;
  /** e.g. "Premier Grand Cru Classé", "DOCG", "Reserva"; empty strings when none */
  grade: Text;
  /** awards and critics' notes; empty strings when none */
  awards: Text;
  /** e.g. "18 days in stainless steel at 26-28 °C" */
  fermentation: Text;
  winemaker: Text;
  /** e.g. "French oak, 60% new"; "none (stainless steel)" */
  barrel: Text;
  cork: CorkType;
  sweetness: Sweetness;
  /** percent by volume, e.g. 13.5 */
  alcohol: number;
  /** bottles a year */
  annualProduction: number;
  capacityMl: number;
  /** gross weight of the bottle in grams */
  weightG: number;
  /** ISO date "2018-09-20", or null when unknown (then hidden) */
  harvestDate: string | null;
  harvestMethod: Text;
  agingStart: string | null;
  agingMonths: number | null;
  bottlingDate: string | null;
  storage: Text;
  decanting: Text;
  foodPairing: Text;
  /** two to four sentences: nose, palate, finish */
  description: Text;
  /** selling price in cents (CNY fen) */
  priceCents: number;
  /** list (market) price in cents, >= priceCents */
  marketPriceCents: number;
  /** percent of the list price paid during a promotion (e.g. 85 = 15% off), null when none */
  discount: number | null;
  /** promotion label, null when none */
  promotion: Text | null;
  /** critic score out of 100 (e.g. 92), 80..100 */
  score: number;
  /** customer rating 1.0..5.0 and how many ratings */
  ratingAvg: number;
  ratingCount: number;
  stock: number;
  sales: number;
  /** days before the seed date that the wine went on the shelf (0..720) */
  shelfDaysAgo: number;
  /** featured on the home page */
  featured: boolean;
}
