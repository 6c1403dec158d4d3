/**
 * Invoices for orders: the buyer asks for one on a received or completed order (one per order,
 * invoice_requests_order_uq), with an approved title, for the money the order paid; the operator
 * issues it through the provider with the number and document from the tax platform; a refund
 * after the request reduces or cancels it, or marks an issued one for the operator to correct.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import {
  checkNewCheckoutTitle,
  INVOICEABLE_ORDER_STATUSES,
  type CheckoutInvoice,
  type InvoiceCorrection,
  type InvoiceRequest,
  type MyInvoices,
  type OpsInvoiceRequest,
  type OpsInvoiceRequestList,
  type OrderInvoice,
} from "../../contract/invoices";
import type { ValidationKey } from "../../contract/validation";
import { maskPhone } from "../accounts/profile";
import type { Db, Tx } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { invoiceCorrections, invoiceRequests, invoiceTitles, orders, users } from "../db/schema";
import type { AuthUser } from "../http/auth";
import { fieldError } from "../http/endpoint";
import { BusinessError } from "../http/envelope";
import { lockOrder } from "../orders/lifecycle";
import { sniffInvoiceDocument, type InvoiceProvider } from "./providers";
import { assertInvoiceMove } from "./request-status";
import { writeTitle } from "./titles";
import { plannedRead } from "../db/prepared";

type RequestRow = typeof invoiceRequests.$inferSelect;

/** The red-letter invoices of these requests, oldest first, by request. */
async function correctionsOf(db: Db | Tx, requestIds: number[]) {
  const byRequest = new Map<number, InvoiceCorrection[]>();
  if (requestIds.length === 0) return byRequest;
  const rows = await db
    .select()
    .from(invoiceCorrections)
    .where(inArray(invoiceCorrections.requestId, requestIds))
    .orderBy(asc(invoiceCorrections.id));
  for (const row of rows) {
    const list = byRequest.get(row.requestId) ?? [];
    list.push({
      id: row.id,
      invoiceNo: row.invoiceNo,
      amountCents: row.amountCents,
      documentMime: row.documentMime,
      createdAt: row.createdAt.toISOString(),
    });
    byRequest.set(row.requestId, list);
  }
  return byRequest;
}

/**
 * orderStatus: the order's status now, which says whether a request may be issued yet;
 * corrections: its red-letter invoices.
 */
function presentRequest(
  row: RequestRow,
  orderStatus: string,
  corrections: Map<number, InvoiceCorrection[]>,
): InvoiceRequest {
  return {
    id: row.id,
    orderId: row.orderId,
    kind: row.kind as InvoiceRequest["kind"],
    name: row.name,
    taxNo: row.taxNo,
    amountCents: row.amountCents,
    status: row.status as InvoiceRequest["status"],
    awaitingReceipt: row.status === "requested" && !invoiceable(orderStatus),
    invoiceNo: row.invoiceNo,
    documentMime: row.documentMime,
    createdAt: row.createdAt.toISOString(),
    issuedAt: row.issuedAt?.toISOString() ?? null,
    corrections: corrections.get(row.id) ?? [],
  };
}

const invoiceable = (status: string) =>
  (INVOICEABLE_ORDER_STATUSES as readonly string[]).includes(status);

/** The buyer's invoice requests, newest first, with their orders' numbers (at most 200). */
export async function myInvoices(db: Db, userId: number): Promise<MyInvoices> {
  const rows = await db
    .select({ request: invoiceRequests, orderNo: orders.orderNo, orderStatus: orders.status })
    .from(invoiceRequests)
    .innerJoin(orders, eq(orders.id, invoiceRequests.orderId))
    .where(eq(invoiceRequests.userId, userId))
    .orderBy(desc(invoiceRequests.id))
    .limit(200);
  const corrections = await correctionsOf(
    db,
    rows.map(({ request }) => request.id),
  );
  return {
    list: rows.map(({ request, orderNo, orderStatus }) => ({
      ...presentRequest(request, orderStatus, corrections),
      orderNo,
    })),
  };
}

/** The money the buyer paid and kept: what an invoice is for (refunds went back before it). */
const kept = (order: { totalCents: number; refundedCents: number }) =>
  order.totalCents - order.refundedCents;

// The order page's read, by the order's id.
const orderInvoiceRead = plannedRead();

/** The order's request, or whether it may make one; another buyer's order is not found. */
export async function orderInvoice(db: Db, userId: number, orderId: number): Promise<OrderInvoice> {
  const [row] = await orderInvoiceRead(
    db
      .select({ order: orders, request: invoiceRequests })
      .from(orders)
      .leftJoin(invoiceRequests, eq(invoiceRequests.orderId, orders.id))
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId))),
  );
  if (!row) throw new BusinessError(404, "order_not_found");
  const corrections = await correctionsOf(db, row.request ? [row.request.id] : []);
  return {
    request: row.request ? presentRequest(row.request, row.order.status, corrections) : null,
    eligible: !row.request && invoiceable(row.order.status) && kept(row.order) > 0,
    amountCents: row.request?.amountCents ?? kept(row.order),
  };
}

type TitleRow = typeof invoiceTitles.$inferSelect;

/** One of the buyer's approved titles, or the field's refusal. */
async function usableTitle(tx: Tx, userId: number, titleId: number, field: string) {
  const [title] = await tx
    .select()
    .from(invoiceTitles)
    .where(
      and(
        eq(invoiceTitles.id, titleId),
        eq(invoiceTitles.userId, userId),
        eq(invoiceTitles.status, "approved"),
      ),
    );
  if (!title) throw fieldError(field, "invoice.title.unusable");
  return title;
}

/** The request, the title copied as it is now. */
async function insertRequest(
  tx: Tx,
  order: { id: number; userId: number },
  title: TitleRow,
  amountCents: number,
): Promise<RequestRow> {
  const [row] = await tx
    .insert(invoiceRequests)
    .values({
      orderId: order.id,
      userId: order.userId,
      kind: title.kind,
      holder: title.holder,
      name: title.name,
      taxNo: title.taxNo,
      address: title.address,
      phone: title.phone,
      bank: title.bank,
      bankAccount: title.bankAccount,
      amountCents,
      status: "requested",
    })
    .returning();
  return row;
}

export async function applyInvoice(
  db: Db,
  user: AuthUser,
  body: { orderId: number; titleId: number },
): Promise<InvoiceRequest> {
  try {
    return await db.transaction(async (tx) => {
      const order = await lockOrder(tx, body.orderId, user.id);
      if (!order) throw new BusinessError(404, "order_not_found");
      if (!invoiceable(order.status)) throw new BusinessError(409, "invoice_order_not_ready");
      // Points are not invoiced: an order paid with points alone has nothing to invoice, nor one
      // whose money all went back.
      if (kept(order) <= 0) throw new BusinessError(409, "invoice_nothing_paid");
      const title = await usableTitle(tx, user.id, body.titleId, "titleId");
      const row = await insertRequest(tx, order, title, kept(order));
      return presentRequest(row, order.status, new Map());
    });
  } catch (error) {
    if (isUniqueViolation(error, "invoice_requests_order_uq"))
      throw new BusinessError(409, "invoice_already_requested");
    throw error;
  }
}

/**
 * Checkout's 发票 row, in the order's own transaction: the request is made with the order, for the
 * money it will cost, and waits for the order's receipt to be issued (as one asked for then would).
 * A new general title is saved to the buyer's titles on the way.
 */
export async function requestInvoiceWithOrder(
  tx: Tx,
  order: { id: number; userId: number; totalCents: number },
  choice: CheckoutInvoice,
): Promise<void> {
  if (order.totalCents <= 0) throw new BusinessError(409, "invoice_nothing_paid");
  let title: TitleRow;
  if ("titleId" in choice) {
    title = await usableTitle(tx, order.userId, choice.titleId, "invoice");
  } else {
    const checked = checkNewCheckoutTitle(choice.newTitle);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      throw fieldError(`invoice.${issue.path.join(".")}`, issue.message as ValidationKey);
    }
    title = await writeTitle(tx, order.userId, checked.data);
  }
  await insertRequest(tx, order, title, order.totalCents);
}

/**
 * An unpaid order cancelled or closed: its checkout request goes with it. Nothing was paid, so the
 * operator has nothing to know.
 */
export async function cancelInvoiceOfUnpaidOrder(tx: Tx, orderId: number): Promise<void> {
  await tx
    .update(invoiceRequests)
    .set({ status: "cancelled", updatedAt: new Date() })
    .where(and(eq(invoiceRequests.orderId, orderId), eq(invoiceRequests.status, "requested")));
}

/**
 * In the refund's own transaction: a request still waiting is reduced by the money refunded, or
 * cancelled when nothing is left; an issued invoice is left to correct by a red-letter invoice for
 * the money refunded (what it still stands for at most).
 */
export async function adjustInvoiceForRefund(
  tx: Tx,
  orderId: number,
  refundedCents: number,
): Promise<void> {
  if (refundedCents <= 0) return;
  const [row] = await tx
    .select()
    .from(invoiceRequests)
    .where(eq(invoiceRequests.orderId, orderId))
    .for("update");
  if (!row || row.status === "cancelled" || row.status === "reversed") return;
  const yuan = (cents: number) => (cents / 100).toFixed(2);
  let change: Partial<RequestRow>;
  if (row.status === "requested") {
    const left = row.amountCents - refundedCents;
    change =
      left > 0
        ? {
            status: assertInvoiceMove(row.status, "reduce", "system"),
            amountCents: left,
            notice: `reduced by the refund of ¥${yuan(refundedCents)} to ¥${yuan(left)}`,
          }
        : {
            status: assertInvoiceMove(row.status, "cancel", "system"),
            notice: `cancelled: the order was refunded (¥${yuan(refundedCents)})`,
          };
  } else {
    const standing = row.amountCents - (await correctedCents(tx, row.id)) - row.uncorrectedCents;
    const owed = row.uncorrectedCents + Math.min(refundedCents, standing);
    if (owed <= 0) return;
    change = {
      status: assertInvoiceMove(row.status, "refund", "system"),
      uncorrectedCents: owed,
      notice: `issued invoice ${row.invoiceNo} needs correcting: ¥${yuan(owed)} refunded after it was issued`,
    };
  }
  await tx
    .update(invoiceRequests)
    .set({ ...change, refundedCents: row.refundedCents + refundedCents, updatedAt: new Date() })
    .where(eq(invoiceRequests.id, row.id));
}

/** What the request's red-letter invoices took off it. */
async function correctedCents(tx: Tx, requestId: number): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${invoiceCorrections.amountCents}), 0)::int` })
    .from(invoiceCorrections)
    .where(eq(invoiceCorrections.requestId, requestId));
  return Number(row.cents);
}

async function opsRequests(
  db: Db,
  where: SQL,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<OpsInvoiceRequest[]> {
  const rows = await db
    .select({
      request: invoiceRequests,
      orderNo: orders.orderNo,
      orderStatus: orders.status,
      userPhone: users.phone,
    })
    .from(invoiceRequests)
    .innerJoin(orders, eq(orders.id, invoiceRequests.orderId))
    .innerJoin(users, eq(users.id, invoiceRequests.userId))
    .where(where)
    .orderBy(desc(invoiceRequests.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const corrections = await correctionsOf(
    db,
    rows.map(({ request }) => request.id),
  );
  return rows.map(({ request, orderNo, orderStatus, userPhone }) => ({
    ...presentRequest(request, orderStatus, corrections),
    orderNo,
    userPhone: maskPhone(userPhone),
    holder: request.holder,
    address: request.address,
    phone: request.phone,
    bank: request.bank,
    bankAccount: request.bankAccount,
    refundedCents: request.refundedCents,
    uncorrectedCents: request.uncorrectedCents,
    notice: request.notice,
  }));
}

/**
 * Requests the desk may issue now: those made at checkout wait for their order's receipt. Read
 * with invoice_requests joined to orders.
 */
export const TO_ISSUE = and(
  eq(invoiceRequests.status, "requested"),
  inArray(orders.status, [...INVOICEABLE_ORDER_STATUSES]),
)!;

/**
 * The operator's list, newest first, a page at a time: requests to issue, and those a refund
 * changed; with `orderNo`, that order's request while the desk lists it.
 */
export async function operatorInvoices(
  db: Db,
  query: { page: number; pageSize: number; orderNo?: string },
): Promise<OpsInvoiceRequestList> {
  const listed = or(TO_ISSUE, isNotNull(invoiceRequests.notice))!;
  const where =
    query.orderNo === undefined ? listed : and(listed, eq(orders.orderNo, query.orderNo))!;
  const counted = (condition: SQL) =>
    db
      .select({ n: count() })
      .from(invoiceRequests)
      .innerJoin(orders, eq(orders.id, invoiceRequests.orderId))
      .where(condition)
      .then(([row]) => row.n);
  const [list, total, toIssue] = await Promise.all([
    opsRequests(db, where, query),
    counted(where),
    counted(
      query.orderNo === undefined ? TO_ISSUE : and(TO_ISSUE, eq(orders.orderNo, query.orderNo))!,
    ),
  ]);
  return { list, total, toIssue, page: query.page, pageSize: query.pageSize };
}

/** The order's request with the order's status, locked for the change; unknown: 404. */
async function lockedRequest(tx: Tx, orderNo: string) {
  const [found] = await tx
    .select({ request: invoiceRequests, orderStatus: orders.status })
    .from(invoiceRequests)
    .innerJoin(orders, eq(orders.id, invoiceRequests.orderId))
    .where(eq(orders.orderNo, orderNo))
    .for("update");
  if (!found) throw new BusinessError(404, "invoice_request_not_found");
  return found;
}

/** One request as the desk presents it, after a change. */
async function deskRequest(db: Db, requestId: number): Promise<OpsInvoiceRequest> {
  const [request] = await opsRequests(db, eq(invoiceRequests.id, requestId), {
    page: 1,
    pageSize: 1,
  });
  return request;
}

/** Issues the order's requested invoice with its number and the document from the tax platform. */
export async function issueInvoice(
  db: Db,
  provider: InvoiceProvider,
  input: { orderNo: string; invoiceNo: string; document: Buffer },
  operator: string,
): Promise<OpsInvoiceRequest> {
  const mime = sniffInvoiceDocument(input.document);
  if (!mime) throw new BusinessError(415, "invoice_document_type");
  const requestId = await db.transaction(async (tx) => {
    const found = await lockedRequest(tx, input.orderNo);
    // Asked for at checkout: the order must be received first, as when asked for after.
    if (!invoiceable(found.orderStatus)) throw new BusinessError(409, "invoice_order_not_ready");
    if (found.request.status !== "requested") throw new BusinessError(409, "invoice_not_requested");
    const status = assertInvoiceMove(found.request.status, "issue", "operator");
    const stored = await provider.store(input.document, mime);
    await tx
      .update(invoiceRequests)
      .set({
        status,
        invoiceNo: input.invoiceNo,
        provider: provider.name,
        documentRef: stored.ref,
        documentMime: stored.mime,
        issuedBy: `operator:${operator}`,
        issuedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(invoiceRequests.id, found.request.id));
    return found.request.id;
  });
  return deskRequest(db, requestId);
}

/**
 * Records the red-letter invoice the tax platform issued for what was refunded after the order's
 * invoice: its number and document, for the money the invoice owes. The invoice then stands for
 * what is left, or is reversed whole when nothing is; its notice clears.
 */
export async function correctInvoice(
  db: Db,
  provider: InvoiceProvider,
  input: { orderNo: string; invoiceNo: string; document: Buffer },
  operator: string,
): Promise<OpsInvoiceRequest> {
  const mime = sniffInvoiceDocument(input.document);
  if (!mime) throw new BusinessError(415, "invoice_document_type");
  let requestId: number;
  try {
    requestId = await db.transaction(async (tx) => {
      const { request } = await lockedRequest(tx, input.orderNo);
      if (request.status !== "to_correct")
        throw new BusinessError(409, "invoice_nothing_to_correct");
      if (input.invoiceNo === request.invoiceNo)
        throw fieldError("invoiceNo", "invoice.number.sameAsBlue");
      const left =
        request.amountCents - (await correctedCents(tx, request.id)) - request.uncorrectedCents;
      const status = assertInvoiceMove(
        request.status,
        left > 0 ? "correct" : "reverse",
        "operator",
      );
      const stored = await provider.store(input.document, mime);
      await tx.insert(invoiceCorrections).values({
        requestId: request.id,
        invoiceNo: input.invoiceNo,
        amountCents: request.uncorrectedCents,
        provider: provider.name,
        documentRef: stored.ref,
        documentMime: stored.mime,
        issuedBy: `operator:${operator}`,
      });
      await tx
        .update(invoiceRequests)
        .set({ status, uncorrectedCents: 0, notice: null, updatedAt: new Date() })
        .where(eq(invoiceRequests.id, request.id));
      return request.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, "invoice_corrections_number_uq"))
      throw fieldError("invoiceNo", "invoice.number.used");
    throw error;
  }
  return deskRequest(db, requestId);
}

/** The statuses of a request whose invoice was issued: its document stays the buyer's. */
const ISSUED = ["issued", "to_correct", "reversed"];

/** The issued document of the buyer's own order, or null (not theirs, not issued, gone). */
export async function invoiceDocument(
  db: Db,
  provider: InvoiceProvider,
  userId: number,
  orderId: number,
) {
  const [row] = await db
    .select()
    .from(invoiceRequests)
    .where(
      and(
        eq(invoiceRequests.orderId, orderId),
        eq(invoiceRequests.userId, userId),
        inArray(invoiceRequests.status, ISSUED),
      ),
    );
  if (!row?.documentRef || !row.documentMime || !row.invoiceNo) return null;
  const stream = provider.open(row.documentRef);
  return stream ? { stream, mime: row.documentMime, invoiceNo: row.invoiceNo } : null;
}

/** A red-letter invoice of the buyer's own order, or null (not theirs, not one, gone). */
export async function correctionDocument(
  db: Db,
  provider: InvoiceProvider,
  userId: number,
  orderId: number,
  correctionId: number,
) {
  const [row] = await db
    .select({ correction: invoiceCorrections })
    .from(invoiceCorrections)
    .innerJoin(invoiceRequests, eq(invoiceRequests.id, invoiceCorrections.requestId))
    .where(
      and(
        eq(invoiceCorrections.id, correctionId),
        eq(invoiceRequests.orderId, orderId),
        eq(invoiceRequests.userId, userId),
      ),
    );
  if (!row) return null;
  const { documentRef, documentMime, invoiceNo } = row.correction;
  const stream = provider.open(documentRef);
  return stream ? { stream, mime: documentMime, invoiceNo } : null;
}
