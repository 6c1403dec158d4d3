/**
 * Checkout's 发票 row: the invoice request is made with the order (a saved approved title, or a
 * new general title saved on the way), for the money the order costs, and issued only once the
 * order is received. A refused choice places nothing; an unpaid order cancelled or closed takes its
 * request along; a replayed or doubled submit makes one order with one request and one title.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usccCheckCharacter, type InvoiceTitle, type OrderInvoice } from "../../contract/invoices";
import type { CreatedOrder } from "../../contract/buying";
import { invoiceRequests, invoiceTitles, orders, products } from "../../shopping/db/schema";
import { sweepExpiredOrders } from "../../shopping/orders/ending";
import { api } from "../helpers/accounts";
import {
  buyer,
  grantPoints,
  idempotencyKey,
  orderRow,
  ordersOf,
  payInSandbox,
  PATHS,
  preview,
  product,
  TEST_ENV,
  wine,
} from "../helpers/buying";
import { ops, OPS_KEY } from "../helpers/ops";
import { backends, startService, type RunningService } from "../helpers/service";
import { PDF } from "../helpers/uploads";

type Buyer = Awaited<ReturnType<typeof buyer>>;
const I = "/invoice/invoice";
const TAX_NO = `91350100M000100Y4${usccCheckCharacter("91350100M000100Y4")}`;

describe.each(backends())("invoices asked for at checkout on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;

  beforeAll(async () => {
    svc = await startService(backend, { env: { ...TEST_ENV, OPS_KEY } as NodeJS.ProcessEnv });
  });
  afterAll(async () => {
    await svc?.stop();
  });

  const savedTitle = async (b: Buyer) =>
    (
      await api<InvoiceTitle>(svc, "/invoice/invoice-title/saveTitle", {
        token: b.token,
        body: { kind: "general", holder: "personal", name: "李白", submit: true },
      })
    ).data;

  /** A buy-now order of two 100-yuan bottles (no freight from 199), with the invoice asked for. */
  async function order(b: Buyer, invoice: unknown, opts: { lang?: string } = {}) {
    const goodsId = await wine(db(), { priceCents: 10_000, stock: 10 });
    const source = { source: "buyNow" as const, goodsId, quantity: 2 };
    const seen = await preview(svc, b.token, source);
    const answer = await api<CreatedOrder>(svc, PATHS.create, {
      token: b.token,
      lang: opts.lang,
      body: {
        ...source,
        addressId: b.addressId,
        idempotencyKey: idempotencyKey(),
        expectedTotalCents: seen.data.amounts.totalCents,
        invoice,
      },
    });
    return { goodsId, answer, totalCents: seen.data.amounts.totalCents };
  }
  const requestsOf = (orderId: number) =>
    db().select().from(invoiceRequests).where(eq(invoiceRequests.orderId, orderId));
  const titlesOf = (b: Buyer) =>
    db().select().from(invoiceTitles).where(eq(invoiceTitles.userId, b.user.id));
  const opsList = async () =>
    (await ops<{ list: { orderNo: string }[] }>(svc.base, "/ops/invoices/requests")).data.list.map(
      (r) => r.orderNo,
    );
  const issue = (orderNo: string) =>
    ops(svc.base, "/ops/invoices/issue", {
      body: { orderNo, invoiceNo: "04400123456789012399", document: PDF.toString("base64") },
      operator: "alice",
    });

  it("makes the request with the order and issues it only once the order is received", async () => {
    const b = await buyer(svc);
    const title = await savedTitle(b);
    const { answer, totalCents } = await order(b, { titleId: title.id });
    expect(answer.code, answer.message).toBe(200);
    const placed = await orderRow(db(), answer.data.id);
    expect(await requestsOf(placed.id)).toEqual([
      expect.objectContaining({
        status: "requested",
        kind: "general",
        name: "李白",
        amountCents: totalCents,
      }),
    ]);
    const card = await api<OrderInvoice>(svc, `${I}/findOrderInvoice?orderId=${placed.id}`, {
      token: b.token,
    });
    expect(card.data.request).toMatchObject({ status: "requested", awaitingReceipt: true });
    expect(card.data.eligible).toBe(false);

    // Not yet received: not on the operator's list, and not issued.
    expect(await opsList()).not.toContain(placed.orderNo);
    const early = await issue(placed.orderNo);
    expect(early.code).toBe(409);
    expect((await requestsOf(placed.id))[0].status).toBe("requested");

    await payInSandbox(svc, b.token, placed.id);
    await db()
      .update(orders)
      .set({ status: "pending_comment", shippedAt: new Date(), receivedAt: new Date() })
      .where(eq(orders.id, placed.id));
    expect(await opsList()).toContain(placed.orderNo);
    const after = await api<OrderInvoice>(svc, `${I}/findOrderInvoice?orderId=${placed.id}`, {
      token: b.token,
    });
    expect(after.data.request).toMatchObject({ awaitingReceipt: false });
    const issued = await issue(placed.orderNo);
    expect(issued.code, issued.message).toBe(0);
    expect((await requestsOf(placed.id))[0]).toMatchObject({
      status: "issued",
      invoiceNo: "04400123456789012399",
    });
  });

  it("saves a new general title with the order: a company with its taxpayer id, in Chinese and emoji", async () => {
    const b = await buyer(svc);
    const name = "上海醇境贸易有限公司 🍷";
    const { answer } = await order(b, {
      newTitle: { holder: "company", name, taxNo: TAX_NO.toLowerCase() },
    });
    expect(answer.code, answer.message).toBe(200);
    const titles = await titlesOf(b);
    expect(titles).toEqual([
      expect.objectContaining({
        kind: "general",
        holder: "company",
        name,
        taxNo: TAX_NO,
        status: "approved",
      }),
    ]);
    expect(await requestsOf(answer.data.id)).toEqual([
      expect.objectContaining({ name, taxNo: TAX_NO, holder: "company", status: "requested" }),
    ]);
  });

  it("refuses a wrong new title, another buyer's title and an order that costs no money; nothing is written", async () => {
    const b = await buyer(svc);
    const other = await buyer(svc);
    const theirs = await savedTitle(other);

    const badTax = await order(b, {
      newTitle: { holder: "company", name: "某公司", taxNo: `${TAX_NO.slice(0, 17)}0` },
    });
    expect(badTax.answer.code).toBe(422);
    expect(badTax.answer.message).toBe("统一社会信用代码校验位不正确，请核对");
    const noTax = await order(
      b,
      { newTitle: { holder: "company", name: "某公司", taxNo: null } },
      {
        lang: "en",
      },
    );
    expect(noTax.answer.code).toBe(422);
    expect(noTax.answer.message).toBe("Enter the taxpayer id");
    const noName = await order(b, { newTitle: { holder: "personal", name: "  ", taxNo: null } });
    expect(noName.answer.code).toBe(422);
    const another = await order(b, { titleId: theirs.id });
    expect(another.answer.code).toBe(422);
    expect(another.answer.message).toBe("该发票抬头不可用（专用发票须审核通过）");

    // A points purchase costs no money: nothing to invoice.
    await grantPoints(db(), b.user.id, 100_000);
    const goodsId = await wine(db(), { priceCents: 10_000, stock: 10 });
    await db().update(products).set({ pointsPrice: 5_000 }).where(eq(products.id, goodsId));
    const source = { source: "points" as const, goodsId, quantity: 1 };
    const seen = await preview(svc, b.token, source);
    expect(seen.data.amounts.totalCents).toBe(0);
    const byPoints = await api<CreatedOrder>(svc, PATHS.create, {
      token: b.token,
      body: {
        ...source,
        addressId: b.addressId,
        idempotencyKey: idempotencyKey(),
        expectedTotalCents: 0,
        expectedPoints: seen.data.amounts.pointsUsed,
        invoice: { titleId: (await savedTitle(b)).id },
      },
    });
    expect(byPoints.code).toBe(409);
    expect(byPoints.message).toBe("该订单未以现金支付，积分不开具发票");

    expect(await ordersOf(db(), b.user.id)).toEqual([]);
    expect((await titlesOf(b)).map((t) => t.name)).toEqual(["李白"]);
    // The stock each refused order would have taken is all there.
    for (const id of [badTax, noTax, noName, another].map((t) => t.goodsId).concat(goodsId))
      expect((await product(db(), id)).stock).toBe(10);
  });

  it("cancels the request with an unpaid order cancelled by the buyer or closed at its deadline", async () => {
    const b = await buyer(svc);
    const title = await savedTitle(b);
    const cancelled = await order(b, { titleId: title.id });
    const cancel = await api(svc, "/order/order/cancelOrder", {
      token: b.token,
      body: { id: cancelled.answer.data.id },
    });
    expect(cancel.code, cancel.message).toBe(0);
    expect(await requestsOf(cancelled.answer.data.id)).toEqual([
      expect.objectContaining({ status: "cancelled", notice: null }),
    ]);

    const closed = await order(b, { titleId: title.id });
    await sweepExpiredOrders(svc.buying, new Date(Date.now() + 24 * 3600_000));
    expect((await orderRow(db(), closed.answer.data.id)).status).toBe("closed");
    expect((await requestsOf(closed.answer.data.id))[0].status).toBe("cancelled");
    expect(await opsList()).not.toContain(closed.answer.data.orderNo);
  });

  it("a submit sent twice at once, then replayed, makes one order, one request and one new title", async () => {
    const b = await buyer(svc);
    const key = idempotencyKey();
    const goodsId = await wine(db(), { priceCents: 10_000, stock: 10 });
    const source = { source: "buyNow" as const, goodsId, quantity: 1 };
    const seen = await preview(svc, b.token, source);
    const submit = () =>
      api<CreatedOrder>(svc, PATHS.create, {
        token: b.token,
        body: {
          ...source,
          addressId: b.addressId,
          idempotencyKey: key,
          expectedTotalCents: seen.data.amounts.totalCents,
          invoice: { newTitle: { holder: "personal", name: "杜甫", taxNo: null } },
        },
      });
    const answers = await Promise.all([submit(), submit()]);
    const replay = await submit();
    for (const answer of [...answers, replay]) expect(answer.code, answer.message).toBe(200);
    const placed = await ordersOf(db(), b.user.id);
    expect(placed).toHaveLength(1);
    expect(new Set([...answers, replay].map((a) => a.data.id))).toEqual(new Set([placed[0].id]));
    expect(await requestsOf(placed[0].id)).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(invoiceTitles)
        .where(and(eq(invoiceTitles.userId, b.user.id), eq(invoiceTitles.name, "杜甫"))),
    ).toHaveLength(1);
    expect((await product(db(), goodsId)).stock).toBe(9);
  });
});
