/**
 * The settings desk's number fields as an owner types them: digits of any width (a Chinese
 * keyboard's ２９９ reads as 299), spaces around them ignored; a minus, Chinese numerals, an emoji or
 * 1e9 are refused with the field's sentence, and a number beyond the rule's limits with the limits'.
 */
import { centsOf } from "~/utils/typed-amount";
import { z } from "zod";

const typed = (text: string) => text.normalize("NFKC").trim();

/** A whole number from `min` to `max`; `rangeKey` is the sentence that states them. */
export const wholeNumberField = ([min, max]: readonly [number, number], rangeKey: string) =>
  z.string({ required_error: "setting.required" }).transform((text, ctx) => {
    const digits = typed(text);
    if (!/^\d{1,12}$/.test(digits)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "wholeNumber.invalid" });
      return z.NEVER;
    }
    const value = Number(digits);
    if (value < min || value > max) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: rangeKey });
      return z.NEVER;
    }
    return value;
  });

/** An amount in yuan (at most two decimals) from `min` to `max` cents, answered in cents. */
export const yuanField = ([min, max]: readonly [number, number], rangeKey: string) =>
  z.string({ required_error: "setting.required" }).transform((text, ctx) => {
    const cents = centsOf(typed(text));
    if (cents === null) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "yuanAmount.invalid" });
      return z.NEVER;
    }
    if (cents < min || cents > max) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: rangeKey });
      return z.NEVER;
    }
    return cents;
  });
