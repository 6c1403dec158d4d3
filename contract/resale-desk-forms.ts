/**
 * The resale desk's forms (the console's /admin/resale), which the service checks again with its
 * own schemas (resale.ts): the shop's pass after inspection, a rejection's reason, a payout's
 * transfer reference. Their field errors are keys of contract/resale-validation.ts.
 */
import { z } from "zod";
import { photoNamesSchema } from "./photos";
import {
  RESALE_GRADES,
  RESALE_NOTE_MAX_LENGTH,
  RESALE_REASON_MAX_LENGTH,
  RESALE_REFERENCE_MAX_LENGTH,
} from "./resale-statuses";

const words = (key: string, max: number) =>
  z
    .string({ required_error: `${key}.required` })
    .trim()
    .min(1, `${key}.required`)
    .max(max, `${key}.tooLong`);

export const passFormSchema = z.object({
  grade: z.enum(RESALE_GRADES, { errorMap: () => ({ message: "resaleGrade.required" }) }),
  note: z.string().trim().max(RESALE_NOTE_MAX_LENGTH, "resaleNote.tooLong").default(""),
  photos: photoNamesSchema,
});

export const rejectItemFormSchema = z.object({
  reason: words("resaleReject", RESALE_REASON_MAX_LENGTH),
});

export const paidOutFormSchema = z.object({
  id: z.number().int().positive().max(2_147_483_647),
  reference: words("payoutReference", RESALE_REFERENCE_MAX_LENGTH),
});
