/**
 * A wine's form as staff type it (routes/admin.wines.*): prices in yuan, alcohol with one
 * decimal, numbers of any width (a Chinese keyboard's ２０１９), an empty field for "none". It
 * becomes the service's body (contract/wine-desk-answers.ts), which checks the rest; the service's
 * refusals come back onto the form's own fields.
 */
import { centsOf } from "~/utils/typed-amount";
import type { WineFormValues } from "./wine-form-values";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import {
  CORK_TYPES,
  SWEETNESS_LEVELS,
  WINE_STYLES,
  WINE_TEXT_ATTRIBUTES,
} from "#contract/wine-desk";
import type { WineBody } from "#contract/wine-desk-answers";
import { beijingClock } from "~/utils/time";

const typed = (text: string | undefined) => (text ?? "").normalize("NFKC").trim();
const text = z
  .string()
  .optional()
  .transform((value) => (value ?? "").trim());
const localText = z.preprocess((value) => value ?? {}, z.object({ ch: text, tc: text, en: text }));

/** A whole number, or null when left empty; `key` names its sentences (.range). */
const wholeNumber = (key: string, required = false) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const digits = typed(raw);
      if (digits === "") {
        if (required) ctx.addIssue({ code: "custom", message: `${key}.required` });
        return null;
      }
      if (!/^\d{1,12}$/.test(digits)) {
        ctx.addIssue({ code: "custom", message: `${key}.range` });
        return z.NEVER;
      }
      return Number(digits);
    });

const yuan = (key: string) =>
  z.string({ required_error: `${key}.required` }).transform((raw, ctx) => {
    const cents = centsOf(typed(raw));
    if (cents === null) ctx.addIssue({ code: "custom", message: "yuanAmount.invalid" });
    return cents ?? z.NEVER;
  });

/** A price left empty for "none" (a promotion's), else in yuan as `yuan` reads it. */
const optionalYuan = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const value = typed(raw);
    if (value === "") return null;
    const cents = centsOf(value);
    if (cents === null) ctx.addIssue({ code: "custom", message: "yuanAmount.invalid" });
    return cents ?? z.NEVER;
  });

/** The shop's clock is China's (UTC+8, no summer time): a time typed there, as ISO 8601. */
const CHINA_OFFSET = "+08:00";
const chinaTime = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const value = typed(raw).replace(" ", "T");
    if (value === "") return null;
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00${CHINA_OFFSET}` : "";
    const time = Date.parse(iso);
    if (Number.isNaN(time) || chinaTimeText(new Date(time).toISOString()) !== value) {
      ctx.addIssue({ code: "custom", message: "winePromotionTime.invalid" });
      return z.NEVER;
    }
    return new Date(time).toISOString();
  });

/** An instant as a datetime-local field shows it in China's time: 2026-12-12T00:00. */
export const chinaTimeText = (iso: string) => beijingClock(iso).slice(0, 16);

const alcohol = z.string({ required_error: "wineAlcohol.required" }).transform((raw, ctx) => {
  const value = typed(raw).replace(/%$/, "").trim();
  if (!/^\d{1,2}(\.\d)?$/.test(value)) {
    ctx.addIssue({ code: "custom", message: "wineAlcohol.range" });
    return z.NEVER;
  }
  return Math.round(Number(value) * 10);
});

const choice = <T extends readonly [string, ...string[]]>(values: T, key: string) =>
  z.enum(values, { required_error: `${key}.required`, invalid_type_error: `${key}.required` });

const attributes = z.object(
  Object.fromEntries(WINE_TEXT_ATTRIBUTES.map((name) => [name, localText])) as Record<
    (typeof WINE_TEXT_ATTRIBUTES)[number],
    typeof localText
  >,
);

export const wineFormSchema = z.object({
  seenAt: z.string().optional(),
  requestKey: z.string().optional(),
  wineryId: wholeNumber("wineWinery", true),
  areaId: wholeNumber("wineArea", true),
  grapeIds: z.array(z.string().optional()).optional(),
  name: localText,
  style: choice(WINE_STYLES, "wineStyle"),
  sweetness: choice(SWEETNESS_LEVELS, "wineSweetness"),
  corkType: choice(CORK_TYPES, "wineCork"),
  vintage: wholeNumber("wineVintage"),
  alcohol,
  capacityMl: wholeNumber("wineCapacity", true),
  weightG: wholeNumber("wineWeight"),
  annualProduction: wholeNumber("wineProduction"),
  harvestDate: text,
  agingStart: text,
  agingMonths: wholeNumber("wineAgingMonths"),
  bottlingDate: text,
  attributes: z.preprocess((value) => value ?? {}, attributes),
  description: localText,
  price: yuan("winePrice"),
  marketPrice: yuan("wineMarketPrice"),
  discount: wholeNumber("wineDiscount"),
  promotion: localText,
  promotionPrice: optionalYuan,
  promotionStarts: chinaTime,
  promotionEnds: chinaTime,
  pointsPrice: wholeNumber("winePointsPrice"),
  pointsByRate: z.literal("on").optional(),
  score: wholeNumber("wineScore", true),
  featured: z.literal("on").optional(),
});

/** The form's fields in the service's body, and back (for the service's refusals). */
const RENAMED: Record<string, string> = {
  priceCents: "price",
  marketPriceCents: "marketPrice",
  alcoholTenths: "alcohol",
  promotionPriceCents: "promotionPrice",
  promotionStartsAt: "promotionStarts",
  promotionEndsAt: "promotionEnds",
};

export function parseWineForm(formData: FormData) {
  return parseWithZod(formData, { schema: wineFormSchema });
}

export function bodyOfForm(form: z.output<typeof wineFormSchema>): WineBody {
  const {
    price,
    marketPrice,
    alcohol: alcoholTenths,
    promotionPrice,
    promotionStarts,
    promotionEnds,
    seenAt: _seen,
    requestKey: _key,
    ...rest
  } = form;
  const promotion = rest.promotion;
  return {
    ...rest,
    wineryId: rest.wineryId ?? 0,
    areaId: rest.areaId ?? 0,
    capacityMl: rest.capacityMl ?? 0,
    score: rest.score ?? 0,
    grapeIds: (rest.grapeIds ?? []).map(typed).filter(Boolean).map(Number),
    harvestDate: rest.harvestDate || null,
    agingStart: rest.agingStart || null,
    bottlingDate: rest.bottlingDate || null,
    priceCents: price,
    marketPriceCents: marketPrice,
    alcoholTenths,
    promotion: promotion.ch || promotion.tc || promotion.en ? promotion : null,
    promotionPriceCents: promotionPrice,
    promotionStartsAt: promotionStarts,
    promotionEndsAt: promotionEnds,
    pointsByRate: rest.pointsByRate === "on",
    featured: rest.featured === "on",
  };
}

/** A field of the service's body ("wine.priceCents") as the form names it ("price"). */
export function formFieldOf(path: string): string {
  const [head, ...tail] = path.replace(/^wine\./, "").split(".");
  return [RENAMED[head] ?? head, ...tail].join(".");
}

/** The form's values of a wine as it is (an edit begins from them). */
export function formOfWine(wine: WineBody, seenAt: string): WineFormValues {
  const yuanText = (cents: number) => (cents / 100).toFixed(2);
  const number = (value: number | null) => (value === null ? "" : String(value));
  return {
    seenAt,
    wineryId: String(wine.wineryId),
    areaId: String(wine.areaId),
    grapeIds: wine.grapeIds.map(String),
    name: wine.name,
    style: wine.style,
    sweetness: wine.sweetness,
    corkType: wine.corkType,
    vintage: number(wine.vintage),
    alcohol: (wine.alcoholTenths / 10).toFixed(1),
    capacityMl: String(wine.capacityMl),
    weightG: number(wine.weightG),
    annualProduction: number(wine.annualProduction),
    harvestDate: wine.harvestDate ?? "",
    agingStart: wine.agingStart ?? "",
    agingMonths: number(wine.agingMonths),
    bottlingDate: wine.bottlingDate ?? "",
    attributes: wine.attributes,
    description: wine.description,
    price: yuanText(wine.priceCents),
    marketPrice: yuanText(wine.marketPriceCents),
    discount: number(wine.discount),
    promotion: wine.promotion ?? { ch: "", tc: "", en: "" },
    promotionPrice: wine.promotionPriceCents === null ? "" : yuanText(wine.promotionPriceCents),
    promotionStarts: wine.promotionStartsAt ? chinaTimeText(wine.promotionStartsAt) : "",
    promotionEnds: wine.promotionEndsAt ? chinaTimeText(wine.promotionEndsAt) : "",
    pointsPrice: number(wine.pointsPrice),
    pointsByRate: wine.pointsByRate ? "on" : undefined,
    score: String(wine.score),
    featured: wine.featured ? "on" : undefined,
  };
}
