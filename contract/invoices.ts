/**
 * Invoice titles (spec §3, §4, §5, §6, §8; /user/myInvoiceHeader): the two types, the statuses and
 * their transition table, the taxpayer id's rules (GB 32100-2015 for the 18-character unified social
 * credit code), and the title form's schema, the same on both sides. Field errors are
 * VALIDATION_MESSAGES keys (invoices-validation.ts).
 */
import { z } from "zod";
import { LICENCE_FILE_NAME } from "./accounts";
import { deskPageQuery } from "./desk-page";
import { ORDER_NO_PATTERN } from "./order-desk";
import type {
  invoiceCorrectionSchema,
  invoiceRequestSchema,
  opsInvoiceRequestSchema,
  orderInvoiceSchema,
  myInvoicesSchema,
  invoiceTitleListSchema,
  invoiceTitleSchema as invoiceTitleAnswerSchema,
  opsInvoiceTitleSchema,
  opsInvoiceTitleListSchema,
  opsInvoiceRequestListSchema,
} from "./invoices-answers";

export type InvoiceTitle = z.infer<typeof invoiceTitleAnswerSchema>;
export type InvoiceTitleList = z.infer<typeof invoiceTitleListSchema>;
export type OpsInvoiceTitle = z.infer<typeof opsInvoiceTitleSchema>;
export type InvoiceRequest = z.infer<typeof invoiceRequestSchema>;
export type InvoiceCorrection = z.infer<typeof invoiceCorrectionSchema>;
export type OrderInvoice = z.infer<typeof orderInvoiceSchema>;
export type MyInvoices = z.infer<typeof myInvoicesSchema>;
export type OpsInvoiceRequest = z.infer<typeof opsInvoiceRequestSchema>;
export type OpsInvoiceTitleList = z.infer<typeof opsInvoiceTitleListSchema>;
export type OpsInvoiceRequestList = z.infer<typeof opsInvoiceRequestListSchema>;

/**
 * An invoice request's statuses (shopping/invoices/request-status.ts moves them): waiting, issued,
 * cancelled with its order's money, issued but to correct after a refund, or reversed whole by a
 * red-letter invoice.
 */
export const INVOICE_REQUEST_STATUSES = [
  "requested",
  "issued",
  "cancelled",
  "to_correct",
  "reversed",
] as const;
export type InvoiceRequestStatus = (typeof INVOICE_REQUEST_STATUSES)[number];

/** The order statuses an invoice may be asked for in: received, or completed. */
export const INVOICEABLE_ORDER_STATUSES = ["pending_comment", "completed"] as const;

export const applyInvoiceSchema = z.object({
  orderId: z.coerce.number().int().positive().max(2_147_483_647),
  titleId: z.coerce
    .number({
      invalid_type_error: "invoice.title.required",
      required_error: "invoice.title.required",
    })
    .int()
    .positive("invoice.title.required")
    .max(2_147_483_647),
});

/** Spec §6: invoice types are special and general. */
export const INVOICE_TITLE_KINDS = ["general", "special"] as const;
export type InvoiceTitleKind = (typeof INVOICE_TITLE_KINDS)[number];
/** A general invoice is made out to a person (a name, no tax number) or to a company. */
export const INVOICE_HOLDERS = ["personal", "company"] as const;
export type InvoiceHolder = (typeof INVOICE_HOLDERS)[number];

export const INVOICE_TITLE_STATUSES = ["draft", "pending", "approved", "rejected"] as const;
export type InvoiceTitleStatus = (typeof INVOICE_TITLE_STATUSES)[number];

export const INVOICE_TITLE_EVENTS = [
  "saveDraft",
  "submit",
  "approve",
  "reject",
  "delete",
  "setDefault",
] as const;
export type InvoiceTitleEvent = (typeof INVOICE_TITLE_EVENTS)[number];

type Table = Record<
  InvoiceTitleStatus,
  Partial<Record<InvoiceTitleEvent, InvoiceTitleStatus | "deleted">>
>;

/**
 * Every move a title may make, by its type. Only drafts and rejected titles are edited (saveDraft,
 * submit); a special title is reviewed by the operator, a general one (nothing to check but its
 * words) is usable once submitted. Anything not listed is refused.
 */
export const INVOICE_TITLE_TRANSITIONS: Record<InvoiceTitleKind, Table> = {
  general: {
    draft: { saveDraft: "draft", submit: "approved", delete: "deleted" },
    pending: {},
    // A general title needs no review: changed, it is saved as it stands (never back to a draft).
    approved: { submit: "approved", delete: "deleted", setDefault: "approved" },
    rejected: {},
  },
  special: {
    draft: { saveDraft: "draft", submit: "pending", delete: "deleted" },
    pending: { approve: "approved", reject: "rejected" },
    approved: { delete: "deleted", setDefault: "approved" },
    rejected: { saveDraft: "draft", submit: "pending", delete: "deleted" },
  },
};

export function titleTransition(
  kind: InvoiceTitleKind,
  from: InvoiceTitleStatus,
  event: InvoiceTitleEvent,
): InvoiceTitleStatus | "deleted" | null {
  return INVOICE_TITLE_TRANSITIONS[kind][from][event] ?? null;
}

/** GB 32100-2015: the 31 characters of a unified social credit code (no I, O, S, V, Z). */
const USCC_CHARS = "0123456789ABCDEFGHJKLMNPQRTUWXY";
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character of the first 17 characters of a unified social credit code. */
export function usccCheckCharacter(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = USCC_CHARS.indexOf(first17[i]);
    if (value < 0) return null;
    sum += value * USCC_WEIGHTS[i];
  }
  return USCC_CHARS[(31 - (sum % 31)) % 31];
}

/**
 * A taxpayer id: the 18-character unified social credit code with its check character, or the
 * older 15- and 20-character numbers (digits and capital letters).
 */
export function taxNoIssue(
  value: string,
): "invoice.taxNo.invalid" | "invoice.taxNo.checkDigit" | null {
  if (value.length === 18) {
    if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(value)) return "invoice.taxNo.invalid";
    return usccCheckCharacter(value.slice(0, 17)) === value[17] ? null : "invoice.taxNo.checkDigit";
  }
  return /^[0-9A-Z]{15}$|^[0-9A-Z]{20}$/.test(value) ? null : "invoice.taxNo.invalid";
}

/** A registered telephone (spec §5): a landline with its area code, or a mobile number. */
export const REGISTERED_PHONE = /^(0\d{2,3}-?\d{7,8}(-\d{1,6})?|1[3-9]\d{9})$/;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "invoice.tooLong")
    // null: what a form's empty field becomes after this schema, when the storefront sends it on
    .nullish()
    .transform((v) => v || null);

/**
 * The title form. A draft needs its type and name; submitting needs what its type asks for: a
 * company's taxpayer id, and for a special title the registered address and phone, the bank and
 * account, and the business licence (an upload of the caller's, purpose "license").
 */
export const invoiceTitleSchema = z
  .object({
    id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    kind: z.enum(INVOICE_TITLE_KINDS, { errorMap: () => ({ message: "invoice.kind.invalid" }) }),
    holder: z
      .enum(INVOICE_HOLDERS, { errorMap: () => ({ message: "invoice.holder.invalid" }) })
      .nullish(),
    name: z
      .string({ required_error: "invoice.name.required" })
      .trim()
      .min(1, "invoice.name.required")
      .max(100, "invoice.tooLong"),
    taxNo: text(40).transform((v) => (v ? v.toUpperCase() : null)),
    address: text(100),
    phone: text(20),
    bank: text(50),
    bankAccount: text(30).transform((v) => (v ? v.replace(/\s+/g, "") : null)),
    licenceFile: text(80).refine((v) => v === null || LICENCE_FILE_NAME.test(v), {
      message: "invoice.licence.invalid",
    }),
    /** true: submit (for review, for a special title); otherwise kept as a draft */
    submit: z.preprocess((v) => v === true || v === "true" || v === "on" || v === "1", z.boolean()),
  })
  .superRefine((title, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    const company = title.kind === "special" || title.holder === "company";
    if (title.kind === "general" && !title.holder) issue("holder", "invoice.holder.invalid");
    // What is typed is checked at once; what is missing only when submitted.
    if (title.taxNo) {
      const bad = taxNoIssue(title.taxNo);
      if (bad) issue("taxNo", bad);
    } else if (company && title.submit) issue("taxNo", "invoice.taxNo.required");
    if (title.phone && !REGISTERED_PHONE.test(title.phone)) issue("phone", "invoice.phone.invalid");
    if (title.bankAccount && !/^\d{8,30}$/.test(title.bankAccount))
      issue("bankAccount", "invoice.bankAccount.invalid");
    if (title.kind !== "special" || !title.submit) return;
    if (!title.address) issue("address", "invoice.address.required");
    if (!title.phone) issue("phone", "invoice.phone.required");
    if (!title.bank) issue("bank", "invoice.bank.required");
    if (!title.bankAccount) issue("bankAccount", "invoice.bankAccount.required");
    if (!title.licenceFile) issue("licenceFile", "invoice.licence.required");
  });
export type InvoiceTitleForm = z.infer<typeof invoiceTitleSchema>;

/**
 * Checkout's 发票 row: one of the buyer's approved titles, or a new general title that is saved to
 * the buyer's titles with the order. No invoice: no field.
 */
export const checkoutInvoiceSchema = z.union([
  z.strictObject({ titleId: z.number().int().positive().max(2_147_483_647) }),
  z.strictObject({
    newTitle: z.strictObject({
      holder: z.enum(INVOICE_HOLDERS),
      name: z.string().max(100),
      taxNo: z.string().max(40).nullable(),
    }),
  }),
]);
export type CheckoutInvoice = z.infer<typeof checkoutInvoiceSchema>;
type NewCheckoutTitle = Extract<CheckoutInvoice, { newTitle: unknown }>["newTitle"];

/** A new title at checkout is a general title submitted: the title form's own rules. */
export const checkNewCheckoutTitle = (title: NewCheckoutTitle) =>
  invoiceTitleSchema.safeParse({ ...title, kind: "general", submit: true });

/** An issued invoice's number, as the tax platform gives it. */
export const invoiceNumberSchema = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z-]{8,40}$/, "invoice.number.invalid");

/** GET /ops/invoices/titles: a page of the titles waiting, or the one with `id` while it waits. */
export const opsInvoiceTitlesQuery = z.object({
  ...deskPageQuery,
  id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
/** GET /ops/invoices/requests: a page of the desk's requests, or the one of `orderNo` if listed. */
export const opsInvoiceRequestsQuery = z.object({
  ...deskPageQuery,
  orderNo: z.string().regex(ORDER_NO_PATTERN).optional(),
});

/** The operator's refusal of a special title: the reason the buyer reads. */
export const rejectReasonSchema = z
  .string()
  .trim()
  .min(1, "invoice.rejectReason.required")
  .max(200, "invoice.tooLong");
