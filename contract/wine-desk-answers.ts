/**
 * The catalogue desk's answers and the body of a wine as staff write it (decision 043): the
 * service declares them, the console and `npm run ops` read them.
 */
import { z } from "zod";
import {
  CORK_TYPES,
  SHELF_STATUSES,
  SWEETNESS_LEVELS,
  WINE_LIMITS,
  WINE_STYLES,
  WINE_TEXT_ATTRIBUTES,
  WINERY_LIMITS,
  type WineTextAttribute,
} from "./wine-desk";

const int = () => z.number().int();
const localName = z.strictObject({ ch: z.string(), tc: z.string(), en: z.string() });

/** A text in every language, each at most `max` characters; `required`: none may be empty. */
const localText = (max: number, key: string, required = false) => {
  const one = z
    .string()
    .trim()
    .max(max, `${key}.tooLong`)
    .refine((text) => !required || text.length > 0, `${key}.required`);
  return z.object({ ch: one, tc: one, en: one });
};

const between = ([min, max]: readonly [number, number], key: string) =>
  z
    .number({ invalid_type_error: `${key}.range`, required_error: `${key}.required` })
    .int(`${key}.range`)
    .min(min, `${key}.range`)
    .max(max, `${key}.range`);

/** A calendar date as the wine page shows it: YYYY-MM-DD, a real day. */
const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "wineDate.invalid")
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), "wineDate.invalid")
  .refine(
    (text) => new Date(`${text}T00:00:00Z`).toISOString().startsWith(text),
    "wineDate.invalid",
  );

const attributesSchema = z.object(
  Object.fromEntries(
    WINE_TEXT_ATTRIBUTES.map((name) => [name, localText(WINE_LIMITS.attribute, "wineAttribute")]),
  ) as Record<WineTextAttribute, ReturnType<typeof localText>>,
);

/** A wine as staff write it: every attribute of spec §3 (prices in cents, alcohol in tenths). */
export const wineBodySchema = z
  .object({
    wineryId: int().positive("wineWinery.required"),
    areaId: int().positive("wineArea.required"),
    grapeIds: z
      .array(int().positive())
      .min(1, "wineGrapes.required")
      .max(WINE_LIMITS.grapes, "wineGrapes.tooMany")
      .refine((ids) => new Set(ids).size === ids.length, "wineGrapes.twice"),
    name: localText(WINE_LIMITS.name, "wineName", true),
    style: z.enum(WINE_STYLES),
    sweetness: z.enum(SWEETNESS_LEVELS),
    corkType: z.enum(CORK_TYPES),
    vintage: between(WINE_LIMITS.vintage, "wineVintage").nullable(),
    alcoholTenths: between(
      [WINE_LIMITS.alcohol[0] * 10, WINE_LIMITS.alcohol[1] * 10],
      "wineAlcohol",
    ),
    capacityMl: between(WINE_LIMITS.capacityMl, "wineCapacity"),
    weightG: between(WINE_LIMITS.weightG, "wineWeight").nullable(),
    annualProduction: between(WINE_LIMITS.annualProduction, "wineProduction").nullable(),
    harvestDate: calendarDate.nullable(),
    agingStart: calendarDate.nullable(),
    agingMonths: between(WINE_LIMITS.agingMonths, "wineAgingMonths").nullable(),
    bottlingDate: calendarDate.nullable(),
    attributes: attributesSchema,
    description: localText(WINE_LIMITS.description, "wineDescription"),
    priceCents: between(WINE_LIMITS.priceCents, "winePrice"),
    marketPriceCents: between(WINE_LIMITS.priceCents, "wineMarketPrice"),
    discount: between(WINE_LIMITS.discount, "wineDiscount").nullable(),
    promotion: localText(WINE_LIMITS.promotion, "winePromotion").nullable(),
    promotionPriceCents: between(WINE_LIMITS.priceCents, "winePromotionPrice").nullable(),
    promotionStartsAt: z
      .string()
      .datetime({ offset: true, message: "winePromotionTime.invalid" })
      .nullable()
      .describe("when the promotion's price begins (ISO 8601)"),
    promotionEndsAt: z
      .string()
      .datetime({ offset: true, message: "winePromotionTime.invalid" })
      .nullable()
      .describe("when the promotion's price ends: the price is back from this moment"),
    pointsPrice: between(WINE_LIMITS.pointsPrice, "winePointsPrice").nullable(),
    pointsByRate: z.boolean(),
    score: between(WINE_LIMITS.score, "wineScore"),
    featured: z.boolean(),
  })
  .superRefine((wine, ctx) => {
    if (wine.marketPriceCents < wine.priceCents)
      ctx.addIssue({ code: "custom", path: ["marketPriceCents"], message: "wineMarketPrice.low" });
    if (wine.pointsByRate && wine.pointsPrice !== null)
      ctx.addIssue({ code: "custom", path: ["pointsPrice"], message: "winePointsPrice.both" });
    for (const issue of promotionIssues(wine)) ctx.addIssue({ code: "custom", ...issue });
  });
export type WineBody = z.infer<typeof wineBodySchema>;

/**
 * A promotion with a start and an end (decision 047): its price, start and end together or none,
 * the end after the start, the price below the wine's.
 */
function promotionIssues(wine: {
  priceCents: number;
  promotionPriceCents: number | null;
  promotionStartsAt: string | null;
  promotionEndsAt: string | null;
}): { path: string[]; message: string }[] {
  const { promotionPriceCents: price, promotionStartsAt: starts, promotionEndsAt: ends } = wine;
  if (price === null && starts === null && ends === null) return [];
  const missing = [
    price === null && "promotionPriceCents",
    starts === null && "promotionStartsAt",
    ends === null && "promotionEndsAt",
  ].filter((field): field is string => Boolean(field));
  if (missing.length > 0)
    return missing.map((field) => ({ path: [field], message: "winePromotion.partial" }));
  const issues = [];
  if (price! >= wine.priceCents)
    issues.push({ path: ["promotionPriceCents"], message: "winePromotionPrice.high" });
  if (Date.parse(ends!) <= Date.parse(starts!))
    issues.push({ path: ["promotionEndsAt"], message: "winePromotionTime.order" });
  return issues;
}

/** A wine in the catalogue desk's list. */
export const opsWineRowSchema = z.strictObject({
  id: int(),
  name: localName,
  winery: z.string().describe("in Chinese"),
  vintage: int().nullable(),
  priceCents: int(),
  stock: int(),
  status: z.enum(SHELF_STATUSES),
  updatedAt: z.string().datetime(),
});

export const opsWineListSchema = z.strictObject({
  wines: z.array(opsWineRowSchema).describe("the newest change first"),
  total: int(),
  page: int(),
  pageSize: int(),
});

/** One wine as the desk edits it: the body's values, and what it is now. */
export const opsWineSchema = z.strictObject({
  id: int(),
  status: z.enum(SHELF_STATUSES),
  stock: int(),
  sales: int(),
  updatedAt: z.string().datetime(),
  wine: z.object(wineBodySchema._def.schema.shape).strict(),
  shelfMoves: z.array(z.enum(SHELF_STATUSES)).describe("where the transition table lets it go now"),
});

/** What a wine's form offers: the wineries, areas (with their country) and grapes. */
export const opsWineOptionsSchema = z.strictObject({
  wineries: z.array(z.strictObject({ id: int(), name: z.string(), areaId: int() })),
  areas: z.array(z.strictObject({ id: int(), name: z.string(), country: z.string() })),
  grapes: z.array(z.strictObject({ id: int(), name: z.string() })),
});

export type OpsWineList = z.infer<typeof opsWineListSchema>;
export type OpsWine = z.infer<typeof opsWineSchema>;
export type OpsWineOptions = z.infer<typeof opsWineOptionsSchema>;

/** A winery as staff write it: its names, region (its country is the region's), facts and story. */
export const wineryBodySchema = z.object({
  name: localText(WINERY_LIMITS.name, "wineryName", true),
  areaId: int().positive("wineArea.required"),
  founded: between(WINERY_LIMITS.founded, "wineryFounded").nullable(),
  hectares: z
    .number({ invalid_type_error: "wineryHectares.range" })
    .min(WINERY_LIMITS.hectares[0], "wineryHectares.range")
    .max(WINERY_LIMITS.hectares[1], "wineryHectares.range")
    .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, "wineryHectares.range")
    .nullable(),
  description: localText(WINERY_LIMITS.description, "wineDescription"),
});
export type WineryBody = z.infer<typeof wineryBodySchema>;

export const opsWineryRowSchema = z.strictObject({
  id: int(),
  name: localName,
  area: z.string(),
  wines: int().describe("its wines, on the shelf or not"),
});
export const opsWineryListSchema = z.strictObject({
  wineries: z.array(opsWineryRowSchema).describe("by name"),
  total: int(),
  page: int(),
  pageSize: int(),
});
export const opsWinerySchema = z.strictObject({
  id: int(),
  winery: wineryBodySchema,
  wines: int(),
});
export type OpsWinery = z.infer<typeof opsWinerySchema>;
