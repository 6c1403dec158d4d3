/**
 * The operator's review of special invoice titles (npm run ops -- titles, approve-title,
 * reject-title): the titles waiting, oldest first, and the two decisions, each a move of the
 * transition table on the locked row, written with the operator's name.
 */
import { and, asc, count, eq, type SQL } from "drizzle-orm";
import type {
  InvoiceTitleKind,
  OpsInvoiceTitleList,
  InvoiceTitleStatus,
  OpsInvoiceTitle,
} from "../../contract/invoices";
import { maskPhone } from "../accounts/profile";
import type { Db } from "../db/client";
import { invoiceTitles, uploads, users } from "../db/schema";
import { BusinessError } from "../http/envelope";
import { nextStatus, presentTitle, titleColumns } from "./titles";

async function opsTitles(
  db: Db,
  where: SQL,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<OpsInvoiceTitle[]> {
  const rows = await db
    .select({ ...titleColumns, userPhone: users.phone })
    .from(invoiceTitles)
    .innerJoin(users, eq(users.id, invoiceTitles.userId))
    .leftJoin(uploads, eq(uploads.fileName, invoiceTitles.licenceFile))
    .where(where)
    .orderBy(asc(invoiceTitles.submittedAt), asc(invoiceTitles.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return rows.map((r) => ({
    ...presentTitle(r.row, r.licenceMime),
    userId: r.row.userId,
    userPhone: maskPhone(r.userPhone),
    submittedAt: r.row.submittedAt?.toISOString() ?? null,
    reviewedBy: r.row.reviewedBy,
  }));
}

/** A page of the titles waiting for review, oldest first; with `id`, that title while it waits. */
export async function pendingTitles(
  db: Db,
  query: { page: number; pageSize: number; id?: number },
): Promise<OpsInvoiceTitleList> {
  const pending = eq(invoiceTitles.status, "pending");
  const where = query.id === undefined ? pending : and(pending, eq(invoiceTitles.id, query.id))!;
  const [list, [{ total }]] = await Promise.all([
    opsTitles(db, where, query),
    db.select({ total: count() }).from(invoiceTitles).where(where),
  ]);
  return { list, total, page: query.page, pageSize: query.pageSize };
}

/** The business licence a title names, for the operator to read before deciding. */
export async function titleLicence(
  db: Db,
  titleId: number,
): Promise<{ fileName: string; mime: string } | undefined> {
  const [row] = await db
    .select({ fileName: uploads.fileName, mime: uploads.mime })
    .from(invoiceTitles)
    .innerJoin(uploads, eq(uploads.fileName, invoiceTitles.licenceFile))
    .where(eq(invoiceTitles.id, titleId))
    .limit(1);
  return row;
}

/** Approves (reason null) or rejects a title under review. */
export async function reviewTitle(
  db: Db,
  id: number,
  decision: { approve: true } | { approve: false; reason: string },
  operator: string,
): Promise<OpsInvoiceTitle> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(invoiceTitles)
      .where(eq(invoiceTitles.id, id))
      .for("update");
    if (!row) throw new BusinessError(404, "invoice_title_not_found");
    const to = nextStatus(
      row.kind as InvoiceTitleKind,
      row.status as InvoiceTitleStatus,
      decision.approve ? "approve" : "reject",
    );
    await tx
      .update(invoiceTitles)
      .set({
        status: to as InvoiceTitleStatus,
        rejectReason: decision.approve ? null : decision.reason,
        reviewedBy: `operator:${operator}`,
        reviewedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(invoiceTitles.id, id));
  });
  const [title] = await opsTitles(db, eq(invoiceTitles.id, id), { page: 1, pageSize: 1 });
  return title;
}
