/**
 * The after-sale desk's form that carries words (the console's /admin/afterSale): a rejection's
 * reason, which the buyer reads. Its errors are keys of contract/staff-validation.ts.
 */
import { z } from "zod";
import { REJECT_REASON_MAX_LENGTH } from "./aftersale";
import { ORDER_NO_PATTERN } from "./order-desk";

export const rejectFormSchema = z.object({
  orderNo: z.string().regex(ORDER_NO_PATTERN),
  reason: z
    .string({ required_error: "afterSaleReject.required" })
    .trim()
    .min(1, "afterSaleReject.required")
    .max(REJECT_REASON_MAX_LENGTH, "afterSaleReject.tooLong"),
});
