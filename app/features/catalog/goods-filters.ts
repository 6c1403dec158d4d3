/**
 * The wine list's filters (/goods and its CSV export) live in the URL. Parsing is forgiving:
 * nonsense values (price=abc, page=-1, score=999, huge strings, unknown sorts) are dropped or
 * clamped, never an error.
 */
import { searchWords } from "./search";

import { GOODS_SORTS as SORTS, type GoodsSort as Sort } from "#contract/catalog";

export { SORTS, type Sort };
export const PAGE_SIZE = 20;
/** Without JavaScript "load more" renders pages 1..N; N is capped to keep pages light. */
export const MAX_PAGES = 25;
const STYLES = ["red", "white", "rose", "sparkling", "sweet", "fortified"];

export interface GoodsFilters {
  /** the search words, trimmed */
  q?: string;
  country?: string;
  area?: number;
  grape?: number;
  style?: string;
  /** yuan */
  priceMin?: number;
  priceMax?: number;
  score?: number;
  promo?: boolean;
  /** only wines points can buy */
  points?: boolean;
  sort: Sort;
  page: number;
}

function int(value: string | null, min: number, max: number): number | undefined {
  if (value === null || value === "" || value.length > 12 || !/^-?\d+(\.\d+)?$/.test(value.trim()))
    return undefined;
  const n = Math.trunc(Number(value));
  if (!Number.isFinite(n)) return undefined;
  return Math.min(max, Math.max(min, n));
}

export function parseFilters(params: URLSearchParams): GoodsFilters {
  const country = params.get("country");
  const style = params.get("style");
  const sort = params.get("sort");
  // price=200-500 (yuan, max may be empty) is the list's own form; priceMin / priceMax also work.
  const range = (params.get("price") ?? "").slice(0, 30).split("-");
  let priceMin =
    int(params.get("priceMin"), 0, 1_000_000) ??
    (range.length === 2 ? int(range[0], 0, 1_000_000) : undefined);
  let priceMax =
    int(params.get("priceMax"), 0, 1_000_000) ??
    (range.length === 2 ? int(range[1], 0, 1_000_000) : undefined);
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax)
    [priceMin, priceMax] = [priceMax, priceMin];
  // A score past 100 cannot be meant: ignore it rather than show nothing.
  const rawScore = int(params.get("score"), 0, 1000);
  const score = rawScore !== undefined && rawScore <= 100 ? rawScore : undefined;
  return {
    q: searchWords(params.get("q")),
    country: country && /^[a-z]{2}$/i.test(country) ? country.toLowerCase() : undefined,
    area: int(params.get("area"), 1, 1_000_000),
    grape: int(params.get("grape"), 1, 1_000_000),
    style: style && STYLES.includes(style) ? style : undefined,
    priceMin,
    priceMax,
    score: score || undefined,
    promo: params.get("promo") === "1" || undefined,
    points: params.get("points") === "1" || undefined,
    sort: (SORTS as readonly string[]).includes(sort ?? "") ? (sort as Sort) : "default",
    page: int(params.get("page"), 1, MAX_PAGES) ?? 1,
  };
}

/** The canonical query string of a filter set; page 1 and the default sort are left out. */
export function filtersToSearch(
  f: Partial<GoodsFilters>,
  overrides: Partial<GoodsFilters> = {},
): string {
  const merged = { ...f, ...overrides };
  const params = new URLSearchParams();
  if (merged.q) params.set("q", merged.q);
  if (merged.country) params.set("country", merged.country);
  if (merged.area) params.set("area", String(merged.area));
  if (merged.grape) params.set("grape", String(merged.grape));
  if (merged.style) params.set("style", merged.style);
  if (merged.priceMin !== undefined || merged.priceMax !== undefined)
    params.set("price", priceValue(merged));
  if (merged.score) params.set("score", String(merged.score));
  if (merged.promo) params.set("promo", "1");
  if (merged.points) params.set("points", "1");
  if (merged.sort && merged.sort !== "default") params.set("sort", merged.sort);
  if (merged.page && merged.page > 1) params.set("page", String(merged.page));
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** The service's query for these filters (prices in cents). */
export function toServiceQuery(f: GoodsFilters) {
  return {
    countryCode: f.country,
    areaId: f.area,
    grapeId: f.grape,
    style: f.style,
    priceMin: f.priceMin !== undefined ? f.priceMin * 100 : undefined,
    priceMax: f.priceMax !== undefined ? f.priceMax * 100 : undefined,
    scoreMin: f.score,
    onPromotion: f.promo,
    forPoints: f.points,
    q: f.q,
    sort: f.sort,
  };
}

/** The price select's value for a filter set: "200-500", "3000-" or "". */
export function priceValue(f: Pick<GoodsFilters, "priceMin" | "priceMax">): string {
  if (f.priceMin === undefined && f.priceMax === undefined) return "";
  return `${f.priceMin ?? 0}-${f.priceMax ?? ""}`;
}

/** The list's CSV export, for the same wines in the same order (every page of them). */
export function goodsExportPath(f: GoodsFilters): string {
  return `/goods/export.csv${filtersToSearch(f, { page: 1 })}`;
}
