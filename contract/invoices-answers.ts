/** Invoice titles' answers as zod schemas; see invoices.ts. */
import { z } from "zod";
import {
  INVOICE_HOLDERS,
  INVOICE_REQUEST_STATUSES,
  INVOICE_TITLE_KINDS,
  INVOICE_TITLE_STATUSES,
} from "./invoices";

const int = () => z.number().int();

export const invoiceTitleSchema = z.strictObject({
  id: int(),
  kind: z.enum(INVOICE_TITLE_KINDS),
  holder: z.enum(INVOICE_HOLDERS),
  name: z.string(),
  taxNo: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  bank: z.string().nullable(),
  bankAccount: z.string().nullable(),
  licenceFile: z.string().nullable().describe("the business licence, at /file/file/echo?fileName="),
  licenceMime: z.string().nullable().describe("image/jpeg, image/png or application/pdf"),
  status: z.enum(INVOICE_TITLE_STATUSES),
  rejectReason: z.string().nullable(),
  isDefault: z.boolean(),
  editable: z.boolean().describe("a draft or a rejected title: it may be changed"),
  createdAt: z.string().datetime(),
  updatedAt: z.string().datetime(),
});

export const invoiceTitleListSchema = z.strictObject({ list: z.array(invoiceTitleSchema) });

/** The operator's view of a title: whose it is, and when it was sent for review. */
export const opsInvoiceTitleSchema = invoiceTitleSchema.extend({
  userId: int(),
  userPhone: z
    .string()
    .describe("the buyer's mobile, masked (138****5678); the customers desk shows it whole"),
  submittedAt: z.string().datetime().nullable(),
  reviewedBy: z.string().nullable(),
});
export const opsInvoiceTitleListSchema = z.strictObject({
  list: z.array(opsInvoiceTitleSchema),
  total: int().describe("all the titles waiting for review"),
  page: int(),
  pageSize: int(),
});

/** A red-letter invoice (红字发票) recorded against an issued one for money refunded after it. */
export const invoiceCorrectionSchema = z.strictObject({
  id: int(),
  invoiceNo: z.string(),
  amountCents: int().describe("the money it takes off the invoice: what was refunded"),
  documentMime: z.string(),
  createdAt: z.string().datetime(),
});

/** An order's invoice request as its buyer sees it on the order's page. */
export const invoiceRequestSchema = z.strictObject({
  id: int(),
  orderId: int(),
  kind: z.enum(INVOICE_TITLE_KINDS),
  name: z.string(),
  taxNo: z.string().nullable(),
  amountCents: int().describe("the money invoiced: what the order paid, less what was refunded"),
  status: z.enum(INVOICE_REQUEST_STATUSES),
  awaitingReceipt: z
    .boolean()
    .describe("asked for at checkout: issued once the order is received (status requested)"),
  invoiceNo: z.string().nullable(),
  /** the issued document's type: application/pdf or application/ofd */
  documentMime: z.string().nullable(),
  createdAt: z.string().datetime(),
  issuedAt: z.string().datetime().nullable(),
  corrections: z
    .array(invoiceCorrectionSchema)
    .describe("the red-letter invoices that corrected this one after refunds, oldest first"),
});

/** The buyer's invoices, newest first: each request with its order's number. */
export const myInvoicesSchema = z.strictObject({
  list: z.array(invoiceRequestSchema.extend({ orderNo: z.string() })),
});

/** Whether an order may ask for an invoice, and its request when it has one. */
export const orderInvoiceSchema = z.strictObject({
  request: invoiceRequestSchema.nullable(),
  eligible: z.boolean().describe("received or completed, paid in money, and not asked yet"),
  amountCents: int().describe("what an invoice would be made out for now"),
});

export const opsInvoiceRequestSchema = invoiceRequestSchema.extend({
  orderNo: z.string(),
  userPhone: z
    .string()
    .describe("the buyer's mobile, masked (138****5678); the customers desk shows it whole"),
  holder: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  bank: z.string().nullable(),
  bankAccount: z.string().nullable(),
  refundedCents: int(),
  uncorrectedCents: int().describe(
    "refunded after the invoice was issued and not yet corrected by a red-letter invoice (status to_correct)",
  ),
  notice: z.string().nullable(),
});
export const opsInvoiceRequestListSchema = z.strictObject({
  list: z.array(opsInvoiceRequestSchema),
  total: int().describe("all the requests the desk lists"),
  toIssue: int().describe("of them, those waiting to be issued"),
  page: int(),
  pageSize: int(),
});
