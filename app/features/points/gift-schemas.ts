/**
 * The gift form's steps as the storefront reads them: the phone and the points (a quantity,
 * normalised as every quantity input: non-digits removed, 0 becomes 1), then the confirmation
 * with, above the threshold, the image code to send an SMS and the code itself.
 */
import { z } from "zod";
import { captchaSchema, phoneSchema, smsCodeSchema } from "#contract/accounts";
import { normalizeQuantity } from "~/utils/quantity";

export const giftReviewSchema = z.object({
  phone: phoneSchema,
  points: z
    .string()
    .optional()
    .transform((typed) => normalizeQuantity(typed)),
});

export const giftCodeSchema = captchaSchema;

export const giftSendSchema = z.object({ smsCode: smsCodeSchema.optional() });
