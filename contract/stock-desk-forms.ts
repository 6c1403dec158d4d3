/**
 * The stock desk's forms (the console's /admin/stock/:goodsId), which the service checks again with
 * the same rules: an adjustment (a change of so many bottles, or a stock-take's count), a wine's
 * low-stock threshold, a receipt. Their field errors are keys of contract/staff-validation.ts.
 */
import { z } from "zod";
import {
  LOW_STOCK_THRESHOLD_MAX,
  STOCK_ADJUST_MAX,
  STOCK_ADJUST_REASONS,
  STOCK_COUNT_MAX,
  STOCK_NOTE_MAX,
} from "./stock-desk";

const whole = (key: string) =>
  z
    .number({ required_error: `${key}.required`, invalid_type_error: `${key}.invalid` })
    .int(`${key}.invalid`);

export const stockAdjustFields = {
  reason: z.enum(STOCK_ADJUST_REASONS, {
    required_error: "stockReason.required",
    invalid_type_error: "stockReason.required",
    message: "stockReason.required",
  }),
  /** bottles more (positive) or fewer (negative); or, for a stock-take, `counted` */
  delta: whole("stockDelta")
    .min(-STOCK_ADJUST_MAX, "stockDelta.range")
    .max(STOCK_ADJUST_MAX, "stockDelta.range")
    .refine((n) => n !== 0, "stockDelta.zero")
    .optional(),
  /** a stock-take: the bottles counted on the shelf, those open orders hold included */
  counted: whole("stockCounted")
    .min(0, "stockCounted.range")
    .max(STOCK_COUNT_MAX, "stockCounted.range")
    .optional(),
  note: z.string().trim().max(STOCK_NOTE_MAX, "stockNote.tooLong").default(""),
};

type AdjustFields = {
  reason: string;
  delta?: number;
  counted?: number;
  note: string;
};

/** The rules between the fields: a change or a count (a count only at a stock-take), a correction's note. */
export function adjustRules(value: AdjustFields, ctx: z.RefinementCtx) {
  if (value.counted !== undefined && value.reason !== "stocktake")
    ctx.addIssue({ code: "custom", path: ["counted"], message: "stockCounted.onlyStocktake" });
  else if (value.counted !== undefined && value.delta !== undefined)
    ctx.addIssue({ code: "custom", path: ["delta"], message: "stockDelta.orCounted" });
  else if (value.counted === undefined && value.delta === undefined)
    ctx.addIssue({
      code: "custom",
      path: [value.reason === "stocktake" ? "counted" : "delta"],
      message: value.reason === "stocktake" ? "stockCounted.required" : "stockDelta.required",
    });
  if (value.reason === "correction" && value.note === "")
    ctx.addIssue({ code: "custom", path: ["note"], message: "stockNote.required" });
}

export const stockAdjustFormSchema = z.object(stockAdjustFields).superRefine(adjustRules);

export const thresholdField = {
  threshold: whole("stockThreshold")
    .min(0, "stockThreshold.range")
    .max(LOW_STOCK_THRESHOLD_MAX, "stockThreshold.range"),
};
export const thresholdFormSchema = z.object(thresholdField);

/** As the service's receipt (restock/receipts.ts, STOCK_RECEIPT_MAX). */
export const receiveFormSchema = z.object({
  quantity: whole("stockQuantity")
    .min(1, "stockQuantity.range")
    .max(STOCK_ADJUST_MAX, "stockQuantity.range"),
});
