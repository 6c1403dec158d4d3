/**
 * Refunds and returns by the bottle (issue 29, decision 033): a request names lines and
 * quantities, the service says what they are worth, the buyer may ask less and never more, only
 * the bottles named come back to stock, several requests follow one another until every bottle is
 * back, and the money and points given back always add up to what the order cost. On PGlite and
 * PostgreSQL, through the buyer's endpoints and the operator's moves.
 */
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AfterSaleView } from "../../contract/aftersale";
import type { OrderView } from "../../contract/buying";
import type { OrderList } from "../../contract/orders-list";
import { chosenWorth } from "../../contract/refund-shares";
import { approveAfterSale, confirmGoodsReturned } from "../../shopping/aftersale/operator";
import { afterSaleLines, afterSales, orderLines, orders } from "../../shopping/db/schema";
import { moveOrder } from "../../shopping/orders/lifecycle";
import { api } from "../helpers/accounts";
import {
  addToCart,
  buyer,
  grantPoints,
  payInSandbox,
  ledgerOf,
  orderRow,
  PATHS,
  placeOrder,
  stockAndSales,
  TEST_ENV,
  wine,
} from "../helpers/buying";
import { backends, startService, type Answer, type RunningService } from "../helpers/service";
import { setShopContacts } from "../helpers/shop";

const APPLY = "/order/afterSale/applyRefund";
const SHIP_BACK = "/order/afterSale/returnShipment";
const OPS = "tester";
const fieldErrorsOf = (a: Answer) =>
  (a.data as { fieldErrors: Record<string, string[]> }).fieldErrors;

describe.each(backends())("after-sale by the bottle on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;

  beforeAll(async () => {
    svc = await startService(backend, { env: TEST_ENV });
    // Returns are sent back to the shop's return address (a new shop has none).
    await setShopContacts(svc);
  });
  afterAll(async () => {
    await svc?.stop();
  });

  /**
   * A paid order of `lines` (wines made for it: price and bottles), points used when `points`,
   * then put in `status`.
   */
  async function paidOrder(
    lines: { priceCents: number; quantity: number }[],
    { points = 0, status = "pending_receipt" as string } = {},
  ) {
    const b = await buyer(svc);
    if (points) await grantPoints(db(), b.user.id, points);
    const goodsIds: number[] = [];
    for (const line of lines) {
      const goodsId = await wine(db(), { priceCents: line.priceCents, stock: 20 });
      goodsIds.push(goodsId);
      expect((await addToCart(svc, b.token, goodsId, line.quantity)).code).toBe(0);
    }
    const placed = await placeOrder(svc, b.token, { source: "cart" }, b.addressId, points > 0);
    await payInSandbox(svc, b.token, placed.id);
    expect((await orderRow(db(), placed.id)).status).toBe("pending_delivery");
    if (status !== "pending_delivery") {
      const now = new Date();
      await db()
        .update(orders)
        .set({ status, shippedAt: now, logisticsCompany: "SF", logisticsNo: "SF1234567890" })
        .where(eq(orders.id, placed.id));
    }
    const order = await orderRow(db(), placed.id);
    const rows = await db()
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.id));
    return { ...b, goodsIds, order, lines: rows };
  }
  type Paid = Awaited<ReturnType<typeof paidOrder>>;

  const apply = (p: Paid, body: Record<string, unknown>, lang?: string) =>
    api<AfterSaleView>(svc, APPLY, {
      token: p.token,
      lang,
      body: { orderId: p.order.id, ...body },
    });
  const view = async (p: Paid) =>
    (await api<OrderView>(svc, `${PATHS.find}?id=${p.order.id}`, { token: p.token })).data;
  /** What the chosen bottles are worth now, by the rule (the order's lines as they stand). */
  const worthOf = async (p: Paid, chosen: number[]) => {
    const lines = await db()
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, p.order.id))
      .orderBy(asc(orderLines.id));
    return chosenWorth(
      lines.map((l) => ({ ...l, takenBack: l.refundedQuantity })),
      p.order,
      chosen,
    );
  };
  const stocks = async (p: Paid) => {
    const all = await stockAndSales(db(), p.goodsIds);
    return p.goodsIds.map((id) => all[id].stock);
  };
  /** The operator agrees, the parcel goes back, the shop receives it; the sandbox refunds. */
  async function returnThrough(p: Paid, trackingNo = "SF 1234-5678 90") {
    await approveAfterSale(svc.buying, p.order.orderNo, OPS);
    const sent = await api<AfterSaleView>(svc, SHIP_BACK, {
      token: p.token,
      body: { orderId: p.order.id, company: "SF", trackingNo },
    });
    expect(sent.code, sent.message).toBe(0);
    await confirmGoodsReturned(svc.buying, p.order.orderNo, OPS);
    await expect
      .poll(async () => (await view(p)).afterSale?.status, { timeout: 5_000 })
      .toBe("succeeded");
  }

  it("two bottles for ¥1,736, one broken: ¥868 back for that bottle, and the order goes on", async () => {
    const p = await paidOrder([{ priceCents: 86_800, quantity: 2 }]);
    const before = await stocks(p);
    const [line] = p.lines;
    // More than the bottle is worth is refused, and nothing is made.
    const greedy = await apply(p, {
      reasonCode: "damaged",
      lines: [{ orderLineId: line.id, quantity: 1 }],
      amountCents: 86_801,
      points: 0,
    });
    expect(greedy.code).toBe(422);
    expect(fieldErrorsOf(greedy).amountCents).toEqual(["afterSale.amount.tooMuch"]);
    expect(await db().select().from(afterSales).where(eq(afterSales.orderId, p.order.id))).toEqual(
      [],
    );

    const made = await apply(p, {
      reasonCode: "damaged",
      lines: [{ orderLineId: line.id, quantity: 1 }],
      amountCents: 86_800,
      points: 0,
    });
    expect(made.code, made.message).toBe(0);
    expect(made.data).toMatchObject({
      kind: "return",
      amountCents: 86_800,
      returnFreightPayer: "shop",
      lines: [{ orderLineId: line.id, quantity: 1 }],
    });
    await returnThrough(p);
    // The tracking number as couriers print it.
    const [request] = await db()
      .select()
      .from(afterSales)
      .where(eq(afterSales.orderId, p.order.id));
    expect(request.returnTrackingNo).toBe("SF1234567890");

    const order = await view(p);
    expect(order.status).toBe("pending_receipt");
    expect(order.partlyRefunded).toBe(true);
    expect(order.refunded).toEqual({ cents: 86_800, points: 0 });
    expect(order.lines[0]).toMatchObject({ quantity: 2, refundedQuantity: 1 });
    expect(order.afterSales).toHaveLength(1);
    expect(order.afterSales[0]).toMatchObject({
      status: "succeeded",
      amountCents: 86_800,
      finishedAt: expect.any(String),
    });
    // Only the broken bottle came back to the shelf.
    expect(await stocks(p)).toEqual([before[0] + 1]);
    // The buyer finds it under 退换/售后, counted there.
    const tab = await api<OrderList>(svc, "/order/order/findOrders?tab=after_sale&counts=true", {
      token: p.token,
    });
    expect(tab.data.list.map((o) => o.id)).toEqual([p.order.id]);
    expect(tab.data.list[0].partlyRefunded).toBe(true);
    expect(tab.data.counts).toMatchObject({ all: 1, after_sale: 1 });
  });

  it("a part return, then a second: only the bottles named come back, and the sums match the order", async () => {
    const p = await paidOrder(
      [
        { priceCents: 33_300, quantity: 3 },
        { priceCents: 12_345, quantity: 1 },
      ],
      { points: 4_321 },
    );
    expect(p.order.pointsUsed).toBeGreaterThan(0);
    const before = await stocks(p);
    const [a, b] = p.lines;

    const first = await worthOf(p, [2, 0]);
    const made = await apply(p, {
      reasonCode: "changedMind",
      lines: [{ orderLineId: a.id, quantity: 2 }],
      amountCents: first.cents,
      points: first.points,
    });
    expect(made.code, made.message).toBe(0);
    expect(made.data.returnFreightPayer).toBe("buyer");
    // One open request at a time: another is refused while this one runs.
    const meanwhile = await apply(p, {
      reasonCode: "changedMind",
      lines: [{ orderLineId: b.id, quantity: 1 }],
      amountCents: 1,
      points: 0,
    });
    expect(meanwhile.code).toBe(409);
    await returnThrough(p);
    expect(await stocks(p)).toEqual([before[0] + 2, before[1]]);
    expect(await orderRow(db(), p.order.id)).toMatchObject({
      status: "pending_receipt",
      refundedCents: first.cents,
      refundedPoints: first.points,
    });

    // Asking for more bottles than are left, or a line of another order: refused, nothing made.
    const other = await paidOrder([{ priceCents: 5_000, quantity: 1 }]);
    for (const lines of [
      [{ orderLineId: a.id, quantity: 2 }],
      [{ orderLineId: other.lines[0].id, quantity: 1 }],
      [
        { orderLineId: b.id, quantity: 1 },
        { orderLineId: b.id, quantity: 1 },
      ],
      [{ orderLineId: a.id, quantity: 0 }],
    ]) {
      const refused = await apply(p, {
        reasonCode: "changedMind",
        lines,
        amountCents: 0,
        points: 1,
      });
      expect(refused.code, JSON.stringify(lines)).toBe(422);
      expect(fieldErrorsOf(refused).lines, JSON.stringify(lines)).toHaveLength(1);
    }

    // The rest, without naming it: every bottle left, worth what is left.
    const rest = await worthOf(p, [1, 1]);
    expect(first.cents + rest.cents).toBe(p.order.totalCents);
    expect(first.points + rest.points).toBe(p.order.pointsUsed);
    const second = await apply(p, {
      reasonCode: "wrongItem",
      amountCents: rest.cents,
      points: rest.points,
    });
    expect(second.code, second.message).toBe(0);
    expect(second.data.lines.map((l) => [l.orderLineId, l.quantity])).toEqual([
      [a.id, 1],
      [b.id, 1],
    ]);
    await returnThrough(p, "SF0000000002");
    expect(await stocks(p)).toEqual([before[0] + 3, before[1] + 1]);
    const done = await orderRow(db(), p.order.id);
    expect(done).toMatchObject({
      status: "returned",
      refundedCents: p.order.totalCents,
      refundedPoints: p.order.pointsUsed,
    });
    // Every point used came back, through the ledger.
    const back = (await ledgerOf(db(), p.user.id))
      .filter((r) => r.reason === "order_refund" && r.orderId === p.order.id)
      .reduce((sum, r) => sum + r.change, 0);
    expect(back).toBe(p.order.pointsUsed);
    expect((await view(p)).partlyRefunded).toBe(false);
    // Nothing is left to ask for.
    expect((await apply(p, { reasonCode: "changedMind", amountCents: 1, points: 0 })).code).toBe(
      409,
    );
  });

  it("a part refund before shipping: the bottles named go back on the shelf, the rest still ships", async () => {
    const p = await paidOrder(
      [
        { priceCents: 20_000, quantity: 2 },
        { priceCents: 9_900, quantity: 1 },
      ],
      { status: "pending_delivery" },
    );
    const before = await stocks(p);
    const [, b] = p.lines;
    const worth = await worthOf(p, [0, 1]);
    // A return's reason is not a refund's.
    const wrongReason = await apply(p, {
      reasonCode: "damaged",
      lines: [{ orderLineId: b.id, quantity: 1 }],
      amountCents: worth.cents,
      points: 0,
    });
    expect(fieldErrorsOf(wrongReason).reasonCode).toEqual(["afterSale.reason.required"]);
    const made = await apply(p, {
      reasonCode: "orderedByMistake",
      lines: [{ orderLineId: b.id, quantity: 1 }],
      amountCents: worth.cents - 100,
      points: 0,
    });
    expect(made.code, made.message).toBe(0);
    expect(made.data).toMatchObject({ kind: "refund", returnFreightPayer: null });
    await approveAfterSale(svc.buying, p.order.orderNo, OPS);
    await expect
      .poll(async () => (await view(p)).afterSale?.status, { timeout: 5_000 })
      .toBe("succeeded");
    expect(await stocks(p)).toEqual([before[0], before[1] + 1]);
    const order = await view(p);
    expect(order).toMatchObject({
      status: "pending_delivery",
      partlyRefunded: true,
      refunded: { cents: worth.cents - 100, points: 0 },
    });
    expect(order.actions).toEqual(["refund"]);
  });

  it("the points earned follow the money kept: earned on what a part refund left, taken back by part returns to the last point", async () => {
    const p = await paidOrder([{ priceCents: 25_050, quantity: 3 }], {
      status: "pending_delivery",
    });
    const [line] = p.lines;
    const first = await worthOf(p, [1]);
    expect(
      (
        await apply(p, {
          reasonCode: "changedMind",
          lines: [{ orderLineId: line.id, quantity: 1 }],
          amountCents: first.cents,
          points: 0,
        })
      ).code,
    ).toBe(0);
    await approveAfterSale(svc.buying, p.order.orderNo, OPS);
    await expect
      .poll(async () => (await orderRow(db(), p.order.id)).status, { timeout: 5_000 })
      .toBe("pending_delivery");
    // Shipped, received and completed as the jobs move it: it earns on the money it kept.
    await db()
      .update(orders)
      .set({ status: "pending_comment", shippedAt: new Date(), receivedAt: new Date() })
      .where(eq(orders.id, p.order.id));
    await db().transaction((tx) =>
      moveOrder(tx, p.order.id, "pending_comment", "evaluate", "system", "system"),
    );
    const earnings = async () =>
      (await ledgerOf(db(), p.user.id)).filter(
        (r) => r.orderId === p.order.id && ["order_earn", "earn_reversal"].includes(r.reason),
      );
    const kept = p.order.totalCents - first.cents;
    const earned = Math.floor(kept / 100);
    expect((await earnings()).map((r) => r.change)).toEqual([earned]);

    // A return of one of the two left takes back half the earning; the last, the rest.
    for (const [i, status] of [
      [0, "completed"],
      [1, "returned"],
    ] as const) {
      const worth = await worthOf(p, [1]);
      const made = await apply(p, {
        reasonCode: "changedMind",
        lines: [{ orderLineId: line.id, quantity: 1 }],
        amountCents: worth.cents,
        points: 0,
      });
      expect(made.code, made.message).toBe(0);
      await returnThrough(p, `SF00000000${i}`);
      expect((await orderRow(db(), p.order.id)).status).toBe(status);
    }
    const changes = (await earnings()).map((r) => r.change);
    expect(changes).toHaveLength(3);
    expect(changes[1]).toBe(-Math.round(earned / 2));
    expect(changes.reduce((a, b) => a + b, 0)).toBe(0);
  });

  it("requests on the same bottles at once: one is made, the others refused", async () => {
    const p = await paidOrder([{ priceCents: 15_000, quantity: 2 }]);
    const [line] = p.lines;
    const worth = await worthOf(p, [1]);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        apply(p, {
          reasonCode: "quality",
          lines: [{ orderLineId: line.id, quantity: 1 }],
          amountCents: worth.cents,
          points: 0,
        }),
      ),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 409)).toHaveLength(5);
    const made = await db()
      .select()
      .from(afterSaleLines)
      .innerJoin(afterSales, eq(afterSales.id, afterSaleLines.afterSaleId))
      .where(and(eq(afterSales.orderId, p.order.id)));
    expect(made).toHaveLength(1);
  });

  it("the database refuses more bottles or money back than the order had", async () => {
    const p = await paidOrder([{ priceCents: 10_000, quantity: 1 }]);
    await expect(
      db().update(orderLines).set({ refundedQuantity: 2 }).where(eq(orderLines.id, p.lines[0].id)),
    ).rejects.toThrow();
    await expect(
      db()
        .update(orders)
        .set({ refundedCents: p.order.totalCents + 1 })
        .where(eq(orders.id, p.order.id)),
    ).rejects.toThrow();
    await expect(
      db()
        .update(orders)
        .set({ refundedPoints: p.order.pointsUsed + 1 })
        .where(eq(orders.id, p.order.id)),
    ).rejects.toThrow();
  });
});
