/**
 * Resale's inputs as zod schemas (decision 037): the seller's form, the parcel to the shop, the
 * shelf, and the operator's audit. The constants are in resale-statuses.ts, free of zod.
 */
import { z } from "zod";
import { deskPageQuery } from "./desk-page";
import { parcelFields } from "./parcel-validation";
import { photoNamesSchema } from "./photos";
import { normalizeQuantity } from "./quantity";
import {
  RESALE_CODE_PATTERN,
  RESALE_GRADES,
  RESALE_MAX_BOTTLES,
  RESALE_MAX_PRICE_CENTS,
  RESALE_NOTE_MAX_LENGTH,
  RESALE_REASON_MAX_LENGTH,
  RESALE_REFERENCE_MAX_LENGTH,
  RESALE_RULE_LIMITS,
  RESALE_STATUSES,
} from "./resale-statuses";

export * from "./resale-statuses";

const MAX_INT = 2_147_483_647;
const id = z.number().int().positive().max(MAX_INT);

/**
 * A quantity as every quantity box reads it (non-digits removed, 0 becomes 1), but not empty
 * (spec §5): nothing typed is refused with `required`.
 */
const quantityInput = (required: "resale.quantity.required" | "resale.min.required") =>
  z
    .union([z.number(), z.string()], { required_error: required, invalid_type_error: required })
    .refine((typed) => String(typed).trim() !== "", required)
    .transform((typed) => normalizeQuantity(typed, RESALE_MAX_BOTTLES * 10));

export const resaleCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(RESALE_CODE_PATTERN)
  .describe("the item's code, R and six digits");

export const resaleFormSchema = z
  .object({
    orderId: id,
    goodsId: z.number({ required_error: "resale.goods.required" }).int().positive().max(MAX_INT),
    serials: z
      .array(z.string().trim().min(1).max(40), { invalid_type_error: "resale.bottles.required" })
      .max(RESALE_MAX_BOTTLES, "resale.quantity.tooMany")
      .optional()
      .describe(
        "the bottles resold, by serial; without them, the first `quantity` of the order's bottles of the wine the seller still holds",
      ),
    quantity: quantityInput("resale.quantity.required")
      .optional()
      .describe("the bottles resold: the number of serials when they are given"),
    priceCents: z
      .number({
        required_error: "resale.price.required",
        invalid_type_error: "resale.price.invalid",
      })
      .int("resale.price.invalid")
      .min(1, "resale.price.invalid")
      .max(RESALE_MAX_PRICE_CENTS, "resale.price.invalid")
      .describe("a bottle's resale price in cents, within the rules' band around the shop's price"),
    minQuantity: quantityInput("resale.min.required").describe(
      "the fewest bottles a buyer takes at once (or all that are left)",
    ),
  })
  .superRefine((form, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    if (form.serials === undefined && form.quantity === undefined)
      return issue("quantity", "resale.quantity.required");
    if (form.serials !== undefined) {
      if (form.serials.length === 0) return issue("serials", "resale.bottles.required");
      if (new Set(form.serials).size !== form.serials.length)
        return issue("serials", "resale.bottles.invalid");
      if (form.quantity !== undefined && form.quantity !== form.serials.length)
        return issue("quantity", "resale.quantity.mismatch");
    }
    const quantity = form.serials?.length ?? form.quantity!;
    if (form.minQuantity > quantity) issue("minQuantity", "resale.min.tooMany");
  });
export type ResaleForm = z.infer<typeof resaleFormSchema>;

/** The seller's parcel to the shop, read as a return parcel is. */
export const resaleShipmentSchema = z.object({
  code: resaleCodeSchema,
  ...parcelFields,
});
export type ResaleShipment = z.infer<typeof resaleShipmentSchema>;

export const resaleShelfSchema = z.object({
  code: resaleCodeSchema,
  onShelf: z.boolean().describe("true puts the item on the shelf, false takes it off"),
});

export const resaleCodeBodySchema = z.object({ code: resaleCodeSchema });

export const resaleSaleQuerySchema = z.object({
  id: z.coerce.number().int().positive().max(MAX_INT),
});

export const resaleOrderQuerySchema = z.object({
  orderId: z.coerce.number().int().positive().max(MAX_INT),
});

/** The operator's pass after inspecting the bottles. */
export const resaleReceiveSchema = z.object({
  code: resaleCodeSchema,
  grade: z.enum(RESALE_GRADES),
  note: z.string().trim().max(RESALE_NOTE_MAX_LENGTH).default(""),
  photos: photoNamesSchema,
});

export const resaleRejectSchema = z.object({
  code: resaleCodeSchema,
  reason: z.string().trim().min(1).max(RESALE_REASON_MAX_LENGTH).describe("shown to the seller"),
});

/** A rule's whole number within its limits; `resaleRule.<field>.range` says which they are. */
const ruleNumber = (field: keyof typeof RESALE_RULE_LIMITS) => {
  const [min, max] = RESALE_RULE_LIMITS[field];
  const key = `resaleRule.${field}.range`;
  return z
    .number({ required_error: "setting.required", invalid_type_error: "wholeNumber.invalid" })
    .int(key)
    .min(min, key)
    .max(max, key);
};

/** The rules an owner sets, whole; a change names one or more of them. */
export const resaleRulesFieldsSchema = z.strictObject({
  bandPercent: ruleNumber("bandPercent"),
  commissionPercent: ruleNumber("commissionPercent"),
  payoutDays: ruleNumber("payoutDays"),
  shelfDays: ruleNumber("shelfDays"),
});

export const resaleRulesChangeSchema = resaleRulesFieldsSchema
  .partial()
  .refine((change) => Object.keys(change).length > 0, "nothing to change");
export type ResaleRulesChange = z.infer<typeof resaleRulesChangeSchema>;

export const resalePaidOutSchema = z.object({
  id,
  reference: z
    .string()
    .trim()
    .min(1)
    .max(RESALE_REFERENCE_MAX_LENGTH)
    .describe("the transfer's reference at the bank or wallet"),
});

/** GET /ops/resale/payouts: a page of the payouts of a status. */
export const resalePayoutsQuerySchema = z.object({
  status: z.enum(["due", "paid", "pending", "cancelled"]).default("due"),
  ...deskPageQuery,
});

/** GET /ops/resale/items: a page of the items of a status (or all), or the one of `code`. */
export const opsResaleItemsQuerySchema = z.object({
  status: z.enum(RESALE_STATUSES).optional(),
  code: z.string().regex(RESALE_CODE_PATTERN).optional(),
  ...deskPageQuery,
});
