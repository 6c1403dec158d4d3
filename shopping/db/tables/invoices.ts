/** Invoice titles and the invoices asked for on orders. */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { orders } from "./orders";

/**
 * A buyer's invoice titles (spec §3; /user/myInvoiceHeader). Status moves follow
 * contract/invoices.ts's table. A buyer has at most one special title (a partial unique index,
 * whatever its status) and at most one default; a title under review or approved has what its type
 * needs (checks).
 */
export const invoiceTitles = pgTable(
  "invoice_titles",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** general | special */
    kind: text("kind").notNull(),
    /** personal | company: to whom a general invoice is made out (special: company) */
    holder: text("holder").notNull(),
    name: text("name").notNull(),
    taxNo: text("tax_no"),
    address: text("address"),
    phone: text("phone"),
    bank: text("bank"),
    bankAccount: text("bank_account"),
    /** the business licence, an upload of the buyer's (uploads.file_name, purpose license) */
    licenceFile: text("licence_file"),
    status: text("status").notNull(),
    rejectReason: text("reject_reason"),
    isDefault: boolean("is_default").notNull().default(false),
    reviewedBy: text("reviewed_by"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("invoice_titles_user_idx").on(t.userId, t.id),
    uniqueIndex("invoice_titles_one_special_uq")
      .on(t.userId)
      .where(sql`${t.kind} = 'special'`),
    uniqueIndex("invoice_titles_one_default_uq")
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    index("invoice_titles_pending_idx")
      .on(t.submittedAt)
      .where(sql`${t.status} = 'pending'`),
    check("invoice_titles_kind", sql`${t.kind} in ('general', 'special')`),
    check(
      "invoice_titles_holder",
      sql`${t.holder} in ('personal', 'company') and (${t.kind} = 'general' or ${t.holder} = 'company')`,
    ),
    check(
      "invoice_titles_status",
      sql`${t.status} in ('draft', 'pending', 'approved', 'rejected')`,
    ),
    check("invoice_titles_personal_no_tax_no", sql`${t.holder} = 'company' or ${t.taxNo} is null`),
    check(
      "invoice_titles_complete_when_submitted",
      sql`${t.status} in ('draft', 'rejected') or ((${t.holder} = 'personal' or ${t.taxNo} is not null) and (${t.kind} = 'general' or (${t.address} is not null and ${t.phone} is not null and ${t.bank} is not null and ${t.bankAccount} is not null and ${t.licenceFile} is not null)))`,
    ),
    check(
      "invoice_titles_rejected_has_reason",
      sql`(${t.status} = 'rejected') = (${t.rejectReason} is not null)`,
    ),
    check("invoice_titles_default_usable", sql`not ${t.isDefault} or ${t.status} = 'approved'`),
  ],
);

/**
 * A buyer's request for an order's invoice (spec §4's "apply for an invoice"): one per order, the
 * title copied as it was, the money the order paid (points are not invoiced). Issued by the
 * operator through the invoice provider (shopping/invoices/providers), with the number and the
 * document from the tax platform. A refund after the request reduces or cancels it; after the
 * invoice was issued it is marked for the operator to correct.
 */
export const invoiceRequests = pgTable(
  "invoice_requests",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    holder: text("holder").notNull(),
    name: text("name").notNull(),
    taxNo: text("tax_no"),
    address: text("address"),
    phone: text("phone"),
    bank: text("bank"),
    bankAccount: text("bank_account"),
    amountCents: integer("amount_cents").notNull(),
    /** money refunded after the request was made */
    refundedCents: integer("refunded_cents").notNull().default(0),
    /** refunded after the invoice was issued, not yet corrected by a red-letter invoice */
    uncorrectedCents: integer("uncorrected_cents").notNull().default(0),
    /** contract/invoices.ts INVOICE_REQUEST_STATUSES, moved by shopping/invoices/request-status.ts */
    status: text("status").notNull(),
    invoiceNo: text("invoice_no"),
    provider: text("provider"),
    /** the provider's reference of the issued document */
    documentRef: text("document_ref"),
    documentMime: text("document_mime"),
    /** what the operator must know: cancelled or reduced by a refund, or to correct after one */
    notice: text("notice"),
    issuedBy: text("issued_by"),
    issuedAt: timestamp("issued_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("invoice_requests_order_uq").on(t.orderId),
    index("invoice_requests_user_idx").on(t.userId),
    index("invoice_requests_open_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'requested'`),
    check(
      "invoice_requests_status",
      sql`${t.status} in ('requested', 'issued', 'cancelled', 'to_correct', 'reversed')`,
    ),
    check(
      "invoice_requests_amounts",
      sql`${t.amountCents} >= 0 and ${t.refundedCents} >= 0 and ${t.uncorrectedCents} >= 0 and ${t.uncorrectedCents} <= ${t.amountCents}`,
    ),
    check(
      "invoice_requests_issued_has_document",
      sql`(${t.status} in ('issued', 'to_correct', 'reversed')) = (${t.invoiceNo} is not null and ${t.documentRef} is not null)`,
    ),
    // Only an invoice left to correct owes a correction, and it owes one.
    check(
      "invoice_requests_to_correct",
      sql`(${t.status} = 'to_correct') = (${t.uncorrectedCents} > 0)`,
    ),
  ],
);

/**
 * The red-letter invoices (红字发票) the operator recorded against issued ones, each for the money
 * refunded since the last: its number and document from the tax platform. Never changed.
 */
export const invoiceCorrections = pgTable(
  "invoice_corrections",
  {
    id: serial("id").primaryKey(),
    requestId: integer("request_id")
      .notNull()
      .references(() => invoiceRequests.id, { onDelete: "cascade" }),
    invoiceNo: text("invoice_no").notNull(),
    amountCents: integer("amount_cents").notNull(),
    provider: text("provider").notNull(),
    documentRef: text("document_ref").notNull(),
    documentMime: text("document_mime").notNull(),
    issuedBy: text("issued_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("invoice_corrections_request_idx").on(t.requestId),
    // A red-letter number recorded twice (a replayed form) is one invoice.
    uniqueIndex("invoice_corrections_number_uq").on(t.invoiceNo),
    check("invoice_corrections_amount", sql`${t.amountCents} > 0`),
  ],
);
