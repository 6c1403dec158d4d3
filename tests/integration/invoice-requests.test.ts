/**
 * Invoices for orders: asked for on a received order with an approved title, for the money paid;
 * one per order (two at once too); not for an order not yet received, nor with a draft or another
 * buyer's title; issued by the operator with a PDF or OFD; downloaded by the buyer only; and a
 * return after the request cancels it (or leaves an issued one to correct), with the operator told;
 * the red-letter invoice the operator then records corrects it, or reverses it whole.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  InvoiceRequest,
  InvoiceTitle,
  MyInvoices,
  OpsInvoiceRequest,
  OrderInvoice,
} from "../../contract/invoices";
import { invoiceCorrections, invoiceRequests, orders } from "../../shopping/db/schema";
import { adjustInvoiceForRefund } from "../../shopping/invoices/requests";
import { api } from "../helpers/accounts";
import { buyer, TEST_ENV } from "../helpers/buying";
import { ops, OPS_KEY, runOps } from "../helpers/ops";
import { receivedOrder, returnOrder } from "../helpers/received";
import { backends, startService, type RunningService } from "../helpers/service";
import { PDF } from "../helpers/uploads";

const I = "/invoice/invoice";
type Buyer = Awaited<ReturnType<typeof buyer>>;

/** A new buyer's received order with an invoice asked for under a general title `name`. */
async function invoiceAsked(svc: RunningService, name: string) {
  const b = await buyer(svc);
  const title = await api<InvoiceTitle>(svc, "/invoice/invoice-title/saveTitle", {
    token: b.token,
    body: { kind: "general", holder: "personal", name, submit: true },
  });
  const { order } = await receivedOrder(svc, b);
  await api(svc, `${I}/applyInvoice`, {
    token: b.token,
    body: { orderId: order.id, titleId: title.data.id },
  });
  return { b, order };
}

describe.each(backends())("invoices for orders on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;

  beforeAll(async () => {
    svc = await startService(backend, { env: { ...TEST_ENV, OPS_KEY } as NodeJS.ProcessEnv });
  });
  afterAll(async () => {
    await svc?.stop();
  });

  const generalTitle = async (b: Buyer, submit = true) =>
    (
      await api<InvoiceTitle>(svc, "/invoice/invoice-title/saveTitle", {
        token: b.token,
        body: { kind: "general", holder: "personal", name: "李白", submit },
      })
    ).data;
  const apply = (b: Buyer, orderId: number, titleId: number, lang?: string) =>
    api<InvoiceRequest>(svc, `${I}/applyInvoice`, {
      token: b.token,
      body: { orderId, titleId },
      lang,
    });
  const requestsOf = (orderId: number) =>
    db().select().from(invoiceRequests).where(eq(invoiceRequests.orderId, orderId));
  const issue = (orderNo: string, document = PDF) =>
    ops(svc.base, "/ops/invoices/issue", {
      body: { orderNo, invoiceNo: "04400123456789012345", document: document.toString("base64") },
      operator: "alice",
    });
  const download = (token: string | null, orderId: number) =>
    fetch(`${svc.base}${I}/document?orderId=${orderId}`, {
      headers: token ? { authorization: token } : {},
    });

  it("asks for an invoice on a received order, for the money paid; the operator issues it; the buyer downloads it", async () => {
    const b = await buyer(svc);
    const title = await generalTitle(b);
    const { order } = await receivedOrder(svc, b);
    const before = await api<OrderInvoice>(svc, `${I}/findOrderInvoice?orderId=${order.id}`, {
      token: b.token,
    });
    expect(before.data).toEqual({ request: null, eligible: true, amountCents: order.totalCents });

    const asked = await apply(b, order.id, title.id);
    expect(asked.code, asked.message).toBe(0);
    expect(asked.message).toBe("发票申请成功");
    expect(asked.data).toMatchObject({
      status: "requested",
      amountCents: order.totalCents,
      name: "李白",
    });
    const again = await apply(b, order.id, title.id, "en");
    expect(again.code).toBe(409);
    expect(again.message).toBe("an invoice was already asked for this order");
    expect(await requestsOf(order.id)).toHaveLength(1);

    const listed = await ops<{ list: { orderNo: string }[] }>(svc.base, "/ops/invoices/requests");
    expect(listed.data.list.map((r) => r.orderNo)).toContain(order.orderNo);
    const notADocument = await issue(order.orderNo, Buffer.from("hello"));
    expect(notADocument.code).toBe(415);
    const issued = await issue(order.orderNo);
    expect(issued.code, issued.message).toBe(0);
    expect(issued.data).toMatchObject({ status: "issued", invoiceNo: "04400123456789012345" });
    expect((await issue(order.orderNo)).code).toBe(409);

    const doc = await download(b.token, order.id);
    expect(doc.status).toBe(200);
    expect(doc.headers.get("content-type")).toBe("application/pdf");
    expect(doc.headers.get("content-disposition")).toBe(
      'attachment; filename="invoice-04400123456789012345.pdf"',
    );
    expect(Buffer.from(await doc.arrayBuffer()).equals(PDF)).toBe(true);

    // Only the buyer: another buyer and a visitor get nothing.
    const other = await buyer(svc);
    expect((await download(other.token, order.id)).status).toBe(404);
    expect((await download(null, order.id)).status).toBe(401);
    const theirs = await api(svc, `${I}/findOrderInvoice?orderId=${order.id}`, {
      token: other.token,
    });
    expect(theirs.code).toBe(404);

    // 我的发票: the buyer's list, with the order's number; another buyer's is their own.
    const mine = await api<MyInvoices>(svc, `${I}/findMyInvoices`, { token: b.token });
    expect(mine.data.list).toEqual([
      expect.objectContaining({
        orderId: order.id,
        orderNo: order.orderNo,
        kind: "general",
        status: "issued",
        invoiceNo: "04400123456789012345",
        amountCents: order.totalCents,
      }),
    ]);
    expect(
      (await api<MyInvoices>(svc, `${I}/findMyInvoices`, { token: other.token })).data,
    ).toEqual({ list: [] });
    expect((await api(svc, `${I}/findMyInvoices`, {})).code).toBe(401);
  });

  it("refuses orders not yet received, draft titles and another buyer's; nothing is written", async () => {
    const b = await buyer(svc);
    const other = await buyer(svc);
    const draft = await generalTitle(b, false);
    const usable = await generalTitle(b);
    const theirs = await generalTitle(other);
    const { order } = await receivedOrder(svc, b);

    const withDraft = await apply(b, order.id, draft.id);
    expect(withDraft.code).toBe(422);
    expect(withDraft.message).toBe("该发票抬头不可用（专用发票须审核通过）");
    expect((await apply(b, order.id, theirs.id)).code).toBe(422);
    expect((await apply(other, order.id, theirs.id)).code).toBe(404);

    await db().update(orders).set({ status: "pending_receipt" }).where(eq(orders.id, order.id));
    const early = await apply(b, order.id, usable.id);
    expect(early.code).toBe(409);
    expect(early.message).toBe("订单确认收货后才能申请发票");
    await db().update(orders).set({ status: "completed" }).where(eq(orders.id, order.id));
    expect(await requestsOf(order.id)).toHaveLength(0);
    expect((await apply(b, order.id, usable.id)).code).toBe(0);
  });

  it("makes one request when two are sent for one order at once", async () => {
    const b = await buyer(svc);
    const title = await generalTitle(b);
    const { order } = await receivedOrder(svc, b);
    const answers = await Promise.all([apply(b, order.id, title.id), apply(b, order.id, title.id)]);
    expect(answers.map((a) => a.code).sort()).toEqual([0, 409]);
    expect(await requestsOf(order.id)).toHaveLength(1);
  });

  it("a return after the request cancels it, and after the invoice marks it for the operator", async () => {
    const b = await buyer(svc);
    const title = await generalTitle(b);
    const first = await receivedOrder(svc, b);
    await apply(b, first.order.id, title.id);
    await returnOrder(svc, b, first.order);
    const [cancelled] = await requestsOf(first.order.id);
    expect(cancelled).toMatchObject({ status: "cancelled", refundedCents: first.order.totalCents });
    expect(cancelled.notice).toContain("cancelled");

    const second = await receivedOrder(svc, b);
    await apply(b, second.order.id, title.id);
    expect((await issue(second.order.orderNo)).code).toBe(0);
    await returnOrder(svc, b, second.order);
    const [marked] = await requestsOf(second.order.id);
    expect(marked).toMatchObject({ status: "to_correct", uncorrectedCents: marked.amountCents });
    expect(marked.notice).toContain("needs correcting");
    const listed = await ops<{ list: { orderNo: string; notice: string | null }[] }>(
      svc.base,
      "/ops/invoices/requests",
    );
    expect(listed.data.list.find((r) => r.orderNo === second.order.orderNo)?.notice).toContain(
      "needs correcting",
    );
  });
});

describe.each(backends())("red-letter invoices for refunds after an invoice on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;
  beforeAll(async () => {
    svc = await startService(backend, { env: { ...TEST_ENV, OPS_KEY } as NodeJS.ProcessEnv });
  });
  afterAll(async () => {
    await svc?.stop();
  });

  /** A received order of a new buyer with its invoice issued under `blue`. */
  async function issuedOrder(blue: string) {
    const { b, order } = await invoiceAsked(svc, "王维 🍷");
    const issued = await ops(svc.base, "/ops/invoices/issue", {
      body: { orderNo: order.orderNo, invoiceNo: blue, document: PDF.toString("base64") },
      operator: "alice",
    });
    expect(issued.code, issued.message).toBe(0);
    return { b, order };
  }
  const refund = (orderId: number, cents: number) =>
    db().transaction((tx) => adjustInvoiceForRefund(tx, orderId, cents));
  const correct = (orderNo: string, invoiceNo: string) =>
    ops<OpsInvoiceRequest>(svc.base, "/ops/invoices/correct", {
      body: { orderNo, invoiceNo, document: PDF.toString("base64") },
      operator: "alice",
    });
  const requestOf = async (orderId: number) =>
    (await db().select().from(invoiceRequests).where(eq(invoiceRequests.orderId, orderId)))[0];
  const correctionsOf = async (orderId: number) =>
    db()
      .select({
        invoiceNo: invoiceCorrections.invoiceNo,
        amountCents: invoiceCorrections.amountCents,
      })
      .from(invoiceCorrections)
      .innerJoin(invoiceRequests, eq(invoiceRequests.id, invoiceCorrections.requestId))
      .where(eq(invoiceRequests.orderId, orderId));

  const toCorrect = async () =>
    (await ops(svc.base, "/ops/reports/dashboard?range=today")).data.queues
      .invoicesToCorrect as number;

  it("two refunds after the invoice owe one red-letter invoice for both; it leaves the invoice standing for the rest, and the desk", async () => {
    const { b, order } = await issuedOrder("04400000000000000101");
    const waiting = await toCorrect();
    await refund(order.id, 100);
    await refund(order.id, 250);
    // The owner's dashboard counts it among the queues waiting on staff, once.
    expect(await toCorrect()).toBe(waiting + 1);
    expect(await requestOf(order.id)).toMatchObject({
      status: "to_correct",
      uncorrectedCents: 350,
      amountCents: order.totalCents,
    });

    // Nothing about it is right yet: its own number, a replay of another's, a stranger's order.
    const same = await correct(order.orderNo, "04400000000000000101");
    expect(same.code).toBe(422);
    expect(same.message).toContain("cannot be the original invoice's");
    expect((await correct("20991231235959999999", "04400000000000000102")).code).toBe(404);
    expect(await correctionsOf(order.id)).toEqual([]);

    const done = await correct(order.orderNo, "04400000000000000102");
    expect(done.code, done.message).toBe(0);
    expect(done.message).toBe("red-letter invoice recorded");
    expect(done.data).toMatchObject({
      status: "issued",
      uncorrectedCents: 0,
      notice: null,
      corrections: [
        expect.objectContaining({ invoiceNo: "04400000000000000102", amountCents: 350 }),
      ],
    });
    expect(await correctionsOf(order.id)).toEqual([
      { invoiceNo: "04400000000000000102", amountCents: 350 },
    ]);
    // Sent again (a replayed form): nothing is left to correct, and nothing is written.
    expect(await toCorrect()).toBe(waiting);
    const replayed = await correct(order.orderNo, "04400000000000000103");
    expect(replayed.code).toBe(409);
    expect(await correctionsOf(order.id)).toHaveLength(1);
    const listed = await ops<{ list: { orderNo: string }[] }>(
      svc.base,
      `/ops/invoices/requests?orderNo=${order.orderNo}`,
    );
    expect(listed.data.list).toEqual([]);

    // Another refund: a second red-letter invoice, under a number never recorded before.
    await refund(order.id, 10);
    const used = await correct(order.orderNo, "04400000000000000102");
    expect(used.code).toBe(422);
    expect(used.message).toContain("already recorded");
    const second = await correct(order.orderNo, "04400000000000000104");
    expect(second.code, second.message).toBe(0);
    expect(await correctionsOf(order.id)).toEqual([
      { invoiceNo: "04400000000000000102", amountCents: 350 },
      { invoiceNo: "04400000000000000104", amountCents: 10 },
    ]);

    // The buyer sees both invoices and downloads the red-letter one; nobody else can.
    const seen = await api<OrderInvoice>(svc, `${I}/findOrderInvoice?orderId=${order.id}`, {
      token: b.token,
    });
    expect(seen.data.request).toMatchObject({
      status: "issued",
      invoiceNo: "04400000000000000101",
      corrections: [
        { invoiceNo: "04400000000000000102", amountCents: 350 },
        { invoiceNo: "04400000000000000104", amountCents: 10 },
      ],
    });
    const id = seen.data.request!.corrections[0].id;
    const red = await fetch(`${svc.base}${I}/document?orderId=${order.id}&correction=${id}`, {
      headers: { authorization: b.token },
    });
    expect(red.status).toBe(200);
    expect(red.headers.get("content-disposition")).toBe(
      'attachment; filename="invoice-04400000000000000102.pdf"',
    );
    expect(Buffer.from(await red.arrayBuffer()).equals(PDF)).toBe(true);
    const other = await buyer(svc);
    const theirs = await fetch(`${svc.base}${I}/document?orderId=${order.id}&correction=${id}`, {
      headers: { authorization: other.token },
    });
    expect(theirs.status).toBe(404);
    // The blue invoice stays the buyer's to download.
    const blue = await fetch(`${svc.base}${I}/document?orderId=${order.id}`, {
      headers: { authorization: b.token },
    });
    expect(blue.status).toBe(200);
  });

  it("a red-letter invoice for all of it reverses the invoice", async () => {
    const { b, order } = await issuedOrder("04400000000000000201");
    await returnOrder(svc, b, order);
    expect(await requestOf(order.id)).toMatchObject({
      status: "to_correct",
      uncorrectedCents: order.totalCents,
    });
    const done = await correct(order.orderNo, "04400000000000000202");
    expect(done.code, done.message).toBe(0);
    expect(done.data).toMatchObject({ status: "reversed", uncorrectedCents: 0, notice: null });
    expect(await correctionsOf(order.id)).toEqual([
      { invoiceNo: "04400000000000000202", amountCents: order.totalCents },
    ]);
    // Reversed whole: a later refund has nothing left to take off.
    await refund(order.id, 100);
    expect(await requestOf(order.id)).toMatchObject({ status: "reversed", uncorrectedCents: 0 });
  });

  it("two corrections sent at once record one red-letter invoice", async () => {
    const { order } = await issuedOrder("04400000000000000301");
    await refund(order.id, 500);
    const answers = await Promise.all([
      correct(order.orderNo, "04400000000000000302"),
      correct(order.orderNo, "04400000000000000303"),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([0, 409]);
    expect(await correctionsOf(order.id)).toHaveLength(1);
    expect(await requestOf(order.id)).toMatchObject({ status: "issued", uncorrectedCents: 0 });
  });

  it("the database refuses a request to correct that owes nothing, and one that owes more than it stands for", async () => {
    const { order } = await issuedOrder("04400000000000000401");
    const request = await requestOf(order.id);
    await expect(
      db()
        .update(invoiceRequests)
        .set({ status: "to_correct" })
        .where(eq(invoiceRequests.id, request.id)),
    ).rejects.toThrow();
    await expect(
      db()
        .update(invoiceRequests)
        .set({ status: "to_correct", uncorrectedCents: request.amountCents + 1 })
        .where(eq(invoiceRequests.id, request.id)),
    ).rejects.toThrow();
    expect(await requestOf(order.id)).toMatchObject({ status: "issued", uncorrectedCents: 0 });
  });
});

describe("npm run ops -- invoices | issue-invoice", () => {
  let svc: RunningService;
  let env: Record<string, string>;
  beforeAll(async () => {
    svc = await startService(backends()[0], { env: { ...TEST_ENV, OPS_KEY } as NodeJS.ProcessEnv });
    env = { SHOP_URL: svc.base.replace(/\/shopping$/, ""), OPS_KEY };
  });
  afterAll(async () => {
    await svc?.stop();
  });

  it("lists the requests and issues one from a file", async () => {
    const { mkdtemp, writeFile } = await import("node:fs/promises");
    const { tmpdir } = await import("node:os");
    const path = await import("node:path");
    const { order } = await invoiceAsked(svc, "杜甫");
    const listed = await runOps(["invoices"], env);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toContain(order.orderNo);
    expect(listed.stdout).toContain("杜甫");

    const dir = await mkdtemp(path.join(tmpdir(), "invoice-"));
    const file = path.join(dir, "invoice.pdf");
    await writeFile(file, PDF);
    const issued = await runOps(
      ["issue-invoice", order.orderNo, "--number", "04400123456789012399", "--file", file],
      env,
    );
    expect(issued.code, issued.stderr).toBe(0);
    expect(issued.stdout).toContain("invoice issued");
    expect(issued.stdout).toContain("04400123456789012399");
    const missing = await runOps(
      ["issue-invoice", order.orderNo, "--number", "04400123456789012399"],
      env,
    );
    expect(missing.code).toBe(64);
    const noFile = await runOps(
      [
        "issue-invoice",
        order.orderNo,
        "--number",
        "04400123456789012399",
        "--file",
        `${file}.nope`,
      ],
      env,
    );
    expect(noFile.code).toBe(64);

    // A refund after it: the red-letter invoice recorded from a file too.
    await svc.database.db.transaction((tx) => adjustInvoiceForRefund(tx, order.id, 1_00));
    const corrected = await runOps(
      ["correct-invoice", order.orderNo, "--number", "04400123456789012400", "--file", file],
      env,
    );
    expect(corrected.code, corrected.stderr).toBe(0);
    expect(corrected.stdout).toContain(
      "red-letter invoice 04400123456789012400 (-¥1.00) against 04400123456789012399, now issued",
    );
    const again = await runOps(
      ["correct-invoice", order.orderNo, "--number", "04400123456789012401", "--file", file],
      env,
    );
    expect(again.code).toBe(1);
    expect(again.stderr + again.stdout).toContain("no refund left to correct");
  });
});
