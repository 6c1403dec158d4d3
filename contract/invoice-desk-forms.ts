/**
 * The invoices desk's forms (the console's /admin/invoices), which the service checks again with
 * its own schemas: a special title's rejection with the reason its buyer reads, and an invoice's
 * number beside its document (the file itself is checked by the console's action and the service).
 */
import { z } from "zod";
import { invoiceNumberSchema, rejectReasonSchema } from "./invoices";

export const rejectTitleFormSchema = z.object({
  reason: z.string({ required_error: "invoice.rejectReason.required" }).pipe(rejectReasonSchema),
});

export const issueInvoiceFormSchema = z.object({
  invoiceNo: z.string({ required_error: "invoice.number.invalid" }).pipe(invoiceNumberSchema),
});
