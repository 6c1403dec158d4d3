/**
 * The catalogue desk's words and limits (the console's /admin/wines; decision 043), free of zod:
 * the console's pages read them in the browser.
 */

/**
 * A wine's merchandise status (spec §4): initial is a draft only staff see (its preview), then on
 * the shelf or off it. A move outside the table is refused.
 */
export const SHELF_STATUSES = ["initial", "on_shelf", "off_shelf"] as const;
export type ShelfStatus = (typeof SHELF_STATUSES)[number];
export const SHELF_MOVES: Record<ShelfStatus, readonly ShelfStatus[]> = {
  initial: ["on_shelf"],
  on_shelf: ["off_shelf"],
  off_shelf: ["on_shelf"],
};
export const canMoveShelf = (from: ShelfStatus, to: ShelfStatus) => SHELF_MOVES[from].includes(to);

export const WINE_STYLES = ["red", "white", "rose", "sparkling", "sweet", "fortified"] as const;
export const SWEETNESS_LEVELS = ["dry", "off_dry", "medium_sweet", "sweet"] as const;
export const CORK_TYPES = [
  "natural",
  "technical",
  "synthetic",
  "screwcap",
  "glass",
  "champagne",
] as const;

/** The attributes of spec §3 written in every language, in the wine page's order. */
export const WINE_TEXT_ATTRIBUTES = [
  "appellation",
  "brand",
  "grade",
  "awards",
  "winemaker",
  "fermentation",
  "barrel",
  "harvestMethod",
  "storage",
  "decanting",
  "foodPairing",
] as const;
export type WineTextAttribute = (typeof WINE_TEXT_ATTRIBUTES)[number];

export const WINE_LANGS = ["ch", "tc", "en"] as const;

export const WINE_LIMITS = {
  name: 80,
  attribute: 200,
  description: 2_000,
  promotion: 40,
  grapes: 4,
  vintage: [1800, 2100],
  /** percent by volume */
  alcohol: [0, 25],
  capacityMl: [50, 30_000],
  weightG: [1, 50_000],
  annualProduction: [1, 100_000_000],
  agingMonths: [0, 600],
  score: [50, 100],
  discount: [1, 99],
  pointsPrice: [1, 100_000_000],
  priceCents: [1, 100_000_000],
} as const;

/** The wine list's page: the console shows this many. */
export const WINE_LIST_PAGE = 30;

export const WINERY_LIMITS = {
  name: 80,
  description: 2_000,
  founded: [1000, 2100],
  /** tenths of a hectare, as typed with one decimal */
  hectares: [0.1, 100_000],
} as const;
export const WINERY_LIST_PAGE = 30;
