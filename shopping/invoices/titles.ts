/**
 * A buyer's invoice titles (/user/myInvoiceHeader): save as a draft or submit (a special title for
 * the operator's review, a general one usable at once), delete, set the default. Every move is
 * checked against the transition table (contract/invoices.ts) on the row locked in its
 * transaction; the database holds one special title per buyer and one default
 * (invoice_titles_one_special_uq, invoice_titles_one_default_uq).
 */
import { and, asc, desc, eq, ne, type SQL } from "drizzle-orm";
import {
  titleTransition,
  type InvoiceTitle,
  type InvoiceTitleEvent,
  type InvoiceTitleForm,
  type InvoiceTitleKind,
  type InvoiceTitleStatus,
} from "../../contract/invoices";
import type { Db, Tx } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { invoiceTitles, uploads } from "../db/schema";
import type { AuthUser } from "../http/auth";
import { fieldError } from "../http/endpoint";
import { BusinessError } from "../http/envelope";
import { plannedRead } from "../db/prepared";

type TitleRow = typeof invoiceTitles.$inferSelect;

export const titleColumns = {
  row: invoiceTitles,
  licenceMime: uploads.mime,
};

export function presentTitle(row: TitleRow, licenceMime: string | null): InvoiceTitle {
  return {
    id: row.id,
    kind: row.kind as InvoiceTitleKind,
    holder: row.holder as InvoiceTitle["holder"],
    name: row.name,
    taxNo: row.taxNo,
    address: row.address,
    phone: row.phone,
    bank: row.bank,
    bankAccount: row.bankAccount,
    licenceFile: row.licenceFile,
    licenceMime: row.licenceFile ? licenceMime : null,
    status: row.status as InvoiceTitleStatus,
    rejectReason: row.rejectReason,
    isDefault: row.isDefault,
    editable: (["saveDraft", "submit"] as const).some(
      (event) =>
        titleTransition(row.kind as InvoiceTitleKind, row.status as InvoiceTitleStatus, event) !==
        null,
    ),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// A buyer's titles (checkout, the titles page) or one just saved, each by its id.
const titlesRead = plannedRead();

async function titlesWhere(db: Db, where: SQL, shape: "buyer's" | "one"): Promise<InvoiceTitle[]> {
  const rows = await titlesRead(
    db
      .select(titleColumns)
      .from(invoiceTitles)
      .leftJoin(uploads, eq(uploads.fileName, invoiceTitles.licenceFile))
      .where(where)
      .orderBy(desc(invoiceTitles.isDefault), asc(invoiceTitles.id)),
    shape,
  );
  return rows.map((r) => presentTitle(r.row, r.licenceMime));
}

export const listTitles = (db: Db, userId: number) =>
  titlesWhere(db, eq(invoiceTitles.userId, userId), "buyer's");

/** The caller's title, locked for its move; another buyer's is not found. */
async function lockOwnTitle(tx: Tx, userId: number, id: number): Promise<TitleRow> {
  const [row] = await tx
    .select()
    .from(invoiceTitles)
    .where(and(eq(invoiceTitles.id, id), eq(invoiceTitles.userId, userId)))
    .for("update");
  if (!row) throw new BusinessError(404, "invoice_title_not_found");
  return row;
}

/** The move's target status, or a refusal that says why the title cannot make it. */
export function nextStatus(
  kind: InvoiceTitleKind,
  from: InvoiceTitleStatus,
  event: InvoiceTitleEvent,
): InvoiceTitleStatus | "deleted" {
  const to = titleTransition(kind, from, event);
  if (to === null) throw new BusinessError(409, `invoice_title_cannot_${event}`, { status: from });
  return to;
}

/** The licence must be the caller's own upload of a business licence. */
async function checkLicence(tx: Tx, userId: number, fileName: string | null): Promise<void> {
  if (!fileName) return;
  const [upload] = await tx
    .select({ id: uploads.id })
    .from(uploads)
    .where(
      and(
        eq(uploads.fileName, fileName),
        eq(uploads.userId, userId),
        eq(uploads.purpose, "license"),
      ),
    );
  if (!upload) throw fieldError("licenceFile", "invoice.licence.invalid");
}

/** What a title keeps of the form: a person's title has no tax number nor company details. */
function titleFields(form: InvoiceTitleForm) {
  const holder = form.kind === "special" ? "company" : (form.holder ?? "personal");
  const company = holder === "company";
  return {
    kind: form.kind,
    holder,
    name: form.name,
    taxNo: company ? form.taxNo : null,
    address: company ? form.address : null,
    phone: company ? form.phone : null,
    bank: company ? form.bank : null,
    bankAccount: company ? form.bankAccount : null,
    licenceFile: form.kind === "special" ? form.licenceFile : null,
  };
}

export interface SavedTitle {
  title: InvoiceTitle;
  /** the message key of the answer: a draft kept, a title submitted for review, or saved */
  messageKey: "invoice_title_draft_saved" | "submitted_for_approval" | "invoice_title_saved";
}

/**
 * Adds the title or changes the caller's own, in the caller's transaction: only a title whose table
 * lets this event change it does (a draft, a rejected title, an approved general one submitted
 * again), under its type, then the new one's table; a new title is a draft making its first move.
 */
export async function writeTitle(
  tx: Tx,
  userId: number,
  form: InvoiceTitleForm,
): Promise<TitleRow> {
  const fields = titleFields(form);
  const event: InvoiceTitleEvent = form.submit ? "submit" : "saveDraft";
  await checkLicence(tx, userId, fields.licenceFile);
  const from = form.id ? await lockOwnTitle(tx, userId, form.id) : null;
  const fromKind = from?.kind as InvoiceTitleKind;
  const fromStatus = from?.status as InvoiceTitleStatus;
  // A title this event may not change is refused as one that cannot be changed at all.
  if (from && titleTransition(fromKind, fromStatus, event) === null)
    nextStatus(fromKind, fromStatus, "saveDraft");
  const status = nextStatus(
    fields.kind,
    (from?.status ?? "draft") as InvoiceTitleStatus,
    event,
  ) as InvoiceTitleStatus;
  const values = {
    ...fields,
    status,
    rejectReason: null,
    submittedAt: status === "pending" ? new Date() : null,
    reviewedAt: status === "approved" ? new Date() : null,
    reviewedBy: status === "approved" ? "automatic" : null,
    updatedAt: new Date(),
  };
  const [row] = from
    ? await tx.update(invoiceTitles).set(values).where(eq(invoiceTitles.id, from.id)).returning()
    : await tx
        .insert(invoiceTitles)
        .values({ ...values, userId })
        .returning();
  return row;
}

/** Adds a title, or changes a draft or a rejected one; `form.submit` submits it. */
export async function saveTitle(
  db: Db,
  user: AuthUser,
  form: InvoiceTitleForm,
): Promise<SavedTitle> {
  try {
    const saved = await db.transaction((tx) => writeTitle(tx, user.id, form));
    const [title] = await titlesWhere(db, eq(invoiceTitles.id, saved.id), "one");
    return {
      title,
      messageKey:
        saved.status === "draft"
          ? "invoice_title_draft_saved"
          : saved.status === "pending"
            ? "submitted_for_approval"
            : "invoice_title_saved",
    };
  } catch (error) {
    // Spec §5: a buyer with a special title cannot add another (the index decides, races too).
    if (isUniqueViolation(error, "invoice_titles_one_special_uq"))
      throw fieldError("kind", "invoice.special.exists");
    throw error;
  }
}

export async function deleteTitle(db: Db, user: AuthUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockOwnTitle(tx, user.id, id);
    nextStatus(row.kind as InvoiceTitleKind, row.status as InvoiceTitleStatus, "delete");
    await tx.delete(invoiceTitles).where(eq(invoiceTitles.id, row.id));
  });
}

export async function setDefaultTitle(db: Db, user: AuthUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockOwnTitle(tx, user.id, id);
    nextStatus(row.kind as InvoiceTitleKind, row.status as InvoiceTitleStatus, "setDefault");
    await tx
      .update(invoiceTitles)
      .set({ isDefault: false })
      .where(and(eq(invoiceTitles.userId, user.id), ne(invoiceTitles.id, row.id)));
    await tx
      .update(invoiceTitles)
      .set({ isDefault: true, updatedAt: new Date() })
      .where(eq(invoiceTitles.id, row.id));
  });
}
