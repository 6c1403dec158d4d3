/**
 * The order desk's forms (the console's /admin/orders/:orderNo): shipping, a tracking event, a
 * staff note. Their field errors are keys of contract/staff-validation.ts (a parcel's, the buyer's
 * return form's), so the console says them in the member's language.
 */
import { z } from "zod";
import { ORDER_NOTE_MAX, TRACKING_TEXT_MAX } from "./order-desk";
import { parcelFields } from "./parcel-validation";

export const shipFormSchema = z.object(parcelFields);

export const trackFormSchema = z.object({
  text: z
    .string({ required_error: "tracking.text.required" })
    .trim()
    .min(1, "tracking.text.required")
    .max(TRACKING_TEXT_MAX, "tracking.text.tooLong"),
  // A datetime-local input's value, Beijing time; empty: now.
  at: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, "tracking.at.invalid")
    .optional(),
  direction: z.enum(["outbound", "return"]).default("outbound"),
});

export const orderNoteSchema = z.object({
  text: z
    .string({ required_error: "orderNote.required" })
    .trim()
    .min(1, "orderNote.required")
    .max(ORDER_NOTE_MAX, "orderNote.tooLong"),
});
