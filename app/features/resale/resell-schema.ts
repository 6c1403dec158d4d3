/**
 * The resell form as the seller fills it in (spec §5): the bottles (serials ticked, or the first N
 * of the wine), the price in yuan, the quantity and the minimum purchase. Quantities are read as
 * every quantity box reads them (contract/quantity.ts); the keys are the service's, so its answers
 * and these land beside the same fields with the same words.
 */
import { centsOf } from "~/utils/typed-amount";
import { z } from "zod";
import { RESALE_MAX_BOTTLES, RESALE_MAX_PRICE_CENTS } from "#contract/resale-statuses";
import { normalizeQuantity } from "#contract/quantity";

const typed = z.string().optional();
const quantityOf = (text: string | undefined) => normalizeQuantity(text, RESALE_MAX_BOTTLES);

export const resellFormSchema = z
  .object({
    goodsId: z.coerce.number({ required_error: "resale.goods.required" }).int().positive(),
    serials: z
      .array(z.string().trim().min(1).max(40))
      .max(RESALE_MAX_BOTTLES, "resale.quantity.tooMany")
      .optional(),
    quantity: typed,
    price: typed,
    minQuantity: typed,
  })
  // The fields together in one pass, so that each refusal shows at once beside its own field.
  .superRefine((form, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    if (!form.price) issue("price", "resale.price.required");
    else {
      const cents = centsOf(form.price);
      if (cents === null || cents < 1 || cents > RESALE_MAX_PRICE_CENTS)
        issue("price", "resale.price.invalid");
    }
    if (!form.quantity) issue("quantity", "resale.quantity.required");
    if (!form.minQuantity) issue("minQuantity", "resale.min.required");
    if (!form.quantity || !form.minQuantity) return;
    const quantity = quantityOf(form.quantity);
    if (form.serials?.length && form.serials.length !== quantity)
      issue("quantity", "resale.quantity.mismatch");
    if (quantityOf(form.minQuantity) > quantity) issue("minQuantity", "resale.min.tooMany");
  })
  .transform(({ price, quantity, minQuantity, ...form }) => ({
    ...form,
    priceCents: centsOf(price!)!,
    quantity: quantityOf(quantity),
    minQuantity: quantityOf(minQuantity),
  }));
export type ResellFormValues = z.infer<typeof resellFormSchema>;
