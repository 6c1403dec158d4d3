/**
 * Refunds through the gateways, on the sandbox: an after-sale refund end to
 * end (money back in the sandbox's books, the refund row succeeded, the
 * request settled once), refund notifications (replay, bad signature, wrong
 * amount, unknown refund number: refused or ignored, nothing changes), the
 * refund limits (never more than the payment, one refund per request, also
 * when started twice at once), the sweep (a refund the gateway never got is
 * sent again), and payments that arrive after their order ended (refunded
 * automatically, exactly once).
 */
import { randomBytes } from "node:crypto";
import { and, asc, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentView } from "../../contract/buying";
import {
  afterSaleLines,
  afterSales,
  orderEvents,
  orderLines,
  orders,
  paymentNotifications,
  payments,
  refunds,
  sandboxRefunds,
  sandboxTrades,
} from "../../shopping/db/schema";
import { BusinessError } from "../../shopping/http/envelope";
import { moveOrder } from "../../shopping/orders/lifecycle";
import type { Buying } from "../../shopping/payments/context";
import { readGatewayConfig } from "../../shopping/payments/gateways/index";
import { signSandboxMessage } from "../../shopping/payments/gateways/sandbox/index";
import { GatewayError, type PaymentGateway } from "../../shopping/payments/gateways/types";
import {
  OUT_REFUND_NO,
  REFUND_QUERY_AFTER_MS,
  startRefund,
  sweepRefunds,
} from "../../shopping/payments/refunds";
import { api } from "../helpers/accounts";
import {
  buyer,
  eventsOf,
  orderRow,
  PATHS,
  paymentsOf,
  placeOrder,
  stockAndSales,
  wine,
  TEST_ENV,
} from "../helpers/buying";
import { backends, startService, type RunningService } from "../helpers/service";

const SECRET = readGatewayConfig(TEST_ENV).sandbox!.secret;
const TOTAL = 11_200; // one bottle at 100.00 + 12.00 freight

describe.each(backends())("refunds on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;

  beforeAll(async () => {
    svc = await startService(backend, { env: TEST_ENV });
  });
  afterAll(async () => {
    await svc?.stop();
  });

  /** a buyer's order of one wine, paid at the sandbox wallet (the sandbox notifies the shop) */
  async function paidOrder() {
    const b = await buyer(svc);
    const goodsId = await wine(db(), { priceCents: 10_000, stock: 10 });
    const order = await placeOrder(
      svc,
      b.token,
      { source: "buyNow", goodsId, quantity: 1 },
      b.addressId,
    );
    const payment = await startPayment(b.token, order.id);
    await wallet(payment.codeUrl!, "pay");
    expect((await orderRow(db(), order.id)).status).toBe("pending_delivery");
    return { ...b, goodsId, order, payment };
  }

  async function startPayment(token: string, orderId: number): Promise<PaymentView> {
    const a = await api<PaymentView>(svc, PATHS.pay, {
      token,
      body: { orderId, method: "alipay" },
    });
    if (a.code !== 200) throw new Error(`createPayment answered ${a.code} ${a.message}`);
    return a.data;
  }

  async function wallet(codeUrl: string, action: "pay" | "decline") {
    const url = new URL(new URL(codeUrl).pathname, new URL(svc.base).origin);
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ action }).toString(),
    });
    expect(res.status).toBe(200);
  }

  /**
   * the after-sale request as helper C's approval leaves it: the order refunding, the request
   * refunding
   */
  async function refundingRequest(
    orderId: number,
    amountCents: number,
    points = 0,
  ): Promise<number> {
    return db().transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
      await moveOrder(tx, orderId, order.status, "refund", "buyer", "buyer", "不想要了");
      const [row] = await tx
        .insert(afterSales)
        .values({
          orderId,
          userId: order.userId,
          kind: "refund",
          status: "refunding",
          orderStatusBefore: order.status,
          reasonCode: "changedMind",
          amountCents,
          points,
        })
        .returning();
      // on every bottle of the order
      const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
      await tx
        .insert(afterSaleLines)
        .values(
          lines.map((l) => ({ afterSaleId: row.id, orderLineId: l.id, quantity: l.quantity })),
        );
      return row.id;
    });
  }

  const refundsOf = (orderId: number) =>
    db().select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
  const sandboxRefundsOf = (outTradeNo: string) =>
    db()
      .select({ refund: sandboxRefunds })
      .from(sandboxRefunds)
      .innerJoin(sandboxTrades, eq(sandboxTrades.tradeNo, sandboxRefunds.tradeNo))
      .where(eq(sandboxTrades.outTradeNo, outTradeNo))
      .then((rows) => rows.map((r) => r.refund));
  const afterSale = async (id: number) =>
    (await db().select().from(afterSales).where(eq(afterSales.id, id)))[0];
  const actionsOf = async (orderId: number) => (await eventsOf(db(), orderId)).map((e) => e.action);
  const refundNotifications = (outTradeNo: string) =>
    db()
      .select()
      .from(paymentNotifications)
      .where(
        and(
          eq(paymentNotifications.outTradeNo, outTradeNo),
          like(paymentNotifications.eventKey, "%refund:%"),
        ),
      )
      .orderBy(asc(paymentNotifications.id));

  function signedHeaders(body: string, secret = SECRET) {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = randomBytes(16).toString("hex");
    return {
      "content-type": "application/json",
      "x-sandbox-timestamp": timestamp,
      "x-sandbox-nonce": nonce,
      "x-sandbox-signature": signSandboxMessage(secret, timestamp, nonce, body),
    };
  }
  async function notifyRefund(body: string, headers: Record<string, string> = signedHeaders(body)) {
    const res = await fetch(`${svc.base}/payment/notify/sandbox/refund`, {
      method: "POST",
      headers,
      body,
    });
    return {
      status: res.status,
      answer: JSON.parse(await res.text()) as { code: string; message?: string },
    };
  }
  /** the refund event the sandbox sends, for a refund row of ours */
  function refundEvent(
    refund: typeof refunds.$inferSelect,
    outTradeNo: string,
    change: Record<string, unknown> = {},
  ) {
    return JSON.stringify({
      id: `EVT${refund.outRefundNo}SUCCESS`,
      refund_no: `SBR${refund.outRefundNo}`,
      out_refund_no: refund.outRefundNo,
      trade_no: "SBXTEST",
      out_trade_no: outTradeNo,
      refund_status: "SUCCESS",
      amount: refund.amountCents,
      total: TOTAL,
      success_time: new Date().toISOString(),
      ...change,
    });
  }

  /**
   * the service's Buying with the sandbox's refund replaced (a gateway down, or one that never
   * answers)
   */
  function withSandboxRefund(refund: PaymentGateway["refund"]): Buying {
    const sandbox = svc.buying.gateways.byName("sandbox")!;
    const changed: PaymentGateway = { ...sandbox, refund };
    return {
      ...svc.buying,
      gateways: {
        forMethod: () => changed,
        byName: (name) => (name === "sandbox" ? changed : svc.buying.gateways.byName(name)),
      },
    };
  }
  const gatewayDown = () =>
    withSandboxRefund(async () => {
      throw new GatewayError("sandbox", "connection refused");
    });

  /** everything a refused notification or start must leave as it was */
  async function world(orderId: number, outTradeNo: string, afterSaleId: number) {
    return {
      order: (await orderRow(db(), orderId)).status,
      events: await actionsOf(orderId),
      refunds: (await refundsOf(orderId)).map((r) => [
        r.outRefundNo,
        r.status,
        r.amountCents,
        r.gatewayRefundNo,
      ]),
      sandbox: (await sandboxRefundsOf(outTradeNo)).map((r) => [r.outRefundNo, r.state]),
      afterSale: (await afterSale(afterSaleId)).status,
    };
  }

  describe("an after-sale refund", () => {
    it("goes back through the sandbox: its books, the refund row, the request and the order settled once, the stock back", async () => {
      const { order, payment, goodsId } = await paidOrder();
      const afterSaleId = await refundingRequest(order.id, TOTAL);
      const stockBefore = (await stockAndSales(db(), [goodsId]))[goodsId];

      const refund = await startRefund(svc.buying, {
        orderId: order.id,
        afterSaleId,
        amountCents: TOTAL,
      });
      expect(refund).toMatchObject({
        status: "succeeded",
        amountCents: TOTAL,
        reason: "after_sale",
        afterSaleId,
        gateway: "sandbox",
        paymentId: expect.any(Number),
      });
      expect(refund.outRefundNo).toMatch(OUT_REFUND_NO);
      expect(refund.gatewayRefundNo).toMatch(/^SBR[0-9A-F]{24}$/);
      expect(await sandboxRefundsOf(payment.outTradeNo)).toEqual([
        expect.objectContaining({
          outRefundNo: refund.outRefundNo,
          amountCents: TOTAL,
          state: "SUCCESS",
          refundNo: refund.gatewayRefundNo,
        }),
      ]);
      expect(await afterSale(afterSaleId)).toMatchObject({ status: "succeeded" });
      expect((await orderRow(db(), order.id)).status).toBe("refunded");
      expect(await actionsOf(order.id)).toEqual(["submit", "pay", "refund", "refundDone"]);
      const done = (await eventsOf(db(), order.id)).at(-1)!;
      expect(done.actor).toBe("gateway:sandbox");
      expect((await stockAndSales(db(), [goodsId]))[goodsId].stock).toBe(stockBefore.stock + 1);
      // The sandbox's notification was received and recorded with its event key.
      expect(await refundNotifications(payment.outTradeNo)).toEqual([
        expect.objectContaining({
          eventKey: `refund:EVT${refund.gatewayRefundNo}SUCCESS`,
          result: expect.stringMatching(/^(applied|replay)$/),
        }),
      ]);

      // Started again: the same refund, nothing more.
      const again = await startRefund(svc.buying, {
        orderId: order.id,
        afterSaleId,
        amountCents: TOTAL,
      });
      expect(again.id).toBe(refund.id);
      expect(await refundsOf(order.id)).toHaveLength(1);
      expect(await sandboxRefundsOf(payment.outTradeNo)).toHaveLength(1);
      expect(await actionsOf(order.id)).toEqual(["submit", "pay", "refund", "refundDone"]);
    });

    it("a replayed refund notification changes nothing", async () => {
      const { order, payment } = await paidOrder();
      const afterSaleId = await refundingRequest(order.id, TOTAL);
      await startRefund(svc.buying, { orderId: order.id, afterSaleId, amountCents: TOTAL });
      const [received] = await refundNotifications(payment.outTradeNo);
      const before = await world(order.id, payment.outTradeNo, afterSaleId);

      for (let i = 0; i < 2; i++) {
        expect(await notifyRefund(received.body)).toEqual({
          status: 200,
          answer: { code: "SUCCESS" },
        });
      }
      expect(await world(order.id, payment.outTradeNo, afterSaleId)).toEqual(before);
      expect(await refundNotifications(payment.outTradeNo)).toHaveLength(1);
    });

    it("a notification with a bad signature, a wrong amount or an unknown refund number is refused and changes nothing; the right one settles", async () => {
      const { order, payment } = await paidOrder();
      const afterSaleId = await refundingRequest(order.id, TOTAL);
      // The gateway cannot be reached: the refund stays pending.
      const refund = await startRefund(gatewayDown(), {
        orderId: order.id,
        afterSaleId,
        amountCents: TOTAL,
      });
      expect(refund.status).toBe("pending");
      const before = await world(order.id, payment.outTradeNo, afterSaleId);
      expect(before).toMatchObject({
        order: "refunding",
        afterSale: "refunding",
        refunds: [[refund.outRefundNo, "pending", TOTAL, null]],
        sandbox: [],
      });

      const good = refundEvent(refund, payment.outTradeNo);
      const refusals = [
        await notifyRefund(good, signedHeaders(good, "not-the-secret")),
        await notifyRefund(good.replace(`"amount":${TOTAL}`, `"amount":${TOTAL - 1}`)),
        await notifyRefund(refundEvent(refund, payment.outTradeNo, { total: TOTAL + 100 })),
        await notifyRefund(
          refundEvent(refund, payment.outTradeNo, { out_refund_no: "RNOSUCHREFUND" }),
        ),
        await notifyRefund(
          refundEvent(refund, payment.outTradeNo, { out_trade_no: "20000101000000000000" }),
        ),
        await notifyRefund(refundEvent(refund, payment.outTradeNo, { refund_status: "WHATEVER" })),
        await notifyRefund(
          good.replace('"refund_status":"SUCCESS"', '"refund_status":"ABNORMAL"'),
          signedHeaders(good),
        ),
      ];
      for (const refused of refusals)
        expect(refused).toMatchObject({ status: 400, answer: { code: "FAIL" } });
      expect(refusals.map((r) => r.answer.message)).toEqual([
        "signature",
        "amount_mismatch",
        "amount_mismatch",
        "unknown_refund",
        "unknown_refund",
        "signature",
        "signature",
      ]);
      expect(await world(order.id, payment.outTradeNo, afterSaleId)).toEqual(before);
      expect(
        (await refundNotifications(payment.outTradeNo)).every((n) =>
          n.result.startsWith("rejected"),
        ),
      ).toBe(true);

      expect(await notifyRefund(good)).toEqual({ status: 200, answer: { code: "SUCCESS" } });
      expect(await world(order.id, payment.outTradeNo, afterSaleId)).toMatchObject({
        order: "refunded",
        afterSale: "succeeded",
        refunds: [[refund.outRefundNo, "succeeded", TOTAL, `SBR${refund.outRefundNo}`]],
      });
      expect(await actionsOf(order.id)).toEqual(["submit", "pay", "refund", "refundDone"]);
    });

    it("an ABNORMAL notification marks the refund failed and leaves the request refunding", async () => {
      const { order, payment } = await paidOrder();
      const afterSaleId = await refundingRequest(order.id, TOTAL);
      const refund = await startRefund(gatewayDown(), {
        orderId: order.id,
        afterSaleId,
        amountCents: TOTAL,
      });
      expect(
        await notifyRefund(
          refundEvent(refund, payment.outTradeNo, {
            refund_status: "ABNORMAL",
            id: "EVT-ABNORMAL",
          }),
        ),
      ).toMatchObject({ status: 200 });
      expect(await world(order.id, payment.outTradeNo, afterSaleId)).toMatchObject({
        order: "refunding",
        afterSale: "refunding",
        refunds: [[refund.outRefundNo, "failed", TOTAL, `SBR${refund.outRefundNo}`]],
      });
      // A failed refund does not count: the request may be refunded anew.
      const second = await startRefund(svc.buying, {
        orderId: order.id,
        afterSaleId,
        amountCents: TOTAL,
      });
      expect(second).toMatchObject({ status: "succeeded" });
      expect(second.outRefundNo).not.toBe(refund.outRefundNo);
      expect((await afterSale(afterSaleId)).status).toBe("succeeded");
    });
  });

  describe("limits", () => {
    it("never refunds more than the payment in all; refuses amounts that are not positive whole cents", async () => {
      const { order, payment } = await paidOrder();
      const first = await refundingRequest(order.id, 5_000);
      for (const amountCents of [0, -1, 1.5, Number.NaN]) {
        await expect(
          startRefund(svc.buying, { orderId: order.id, afterSaleId: first, amountCents }),
        ).rejects.toMatchObject({ status: 400, messageKey: "refund_amount" });
      }
      await expect(
        startRefund(svc.buying, { orderId: order.id, afterSaleId: first, amountCents: TOTAL + 1 }),
      ).rejects.toMatchObject({
        status: 409,
        messageKey: "refund_exceeds_payment",
      });
      expect(await refundsOf(order.id)).toEqual([]);
      expect(
        await startRefund(svc.buying, {
          orderId: order.id,
          afterSaleId: first,
          amountCents: 5_000,
        }),
      ).toMatchObject({ status: "succeeded" });

      // A second request on the same order (as after a partial refund): only what is left of the
      // payment.
      const [second] = await db()
        .insert(afterSales)
        .values({
          orderId: order.id,
          userId: (await orderRow(db(), order.id)).userId,
          kind: "refund",
          status: "refunding",
          orderStatusBefore: "pending_delivery",
          reasonCode: "changedMind",
          amountCents: 7_000,
          points: 0,
        })
        .returning();
      const error = await startRefund(svc.buying, {
        orderId: order.id,
        afterSaleId: second.id,
        amountCents: 7_000,
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BusinessError);
      expect(error).toMatchObject({ status: 409, messageKey: "refund_exceeds_payment" });
      expect((await refundsOf(order.id)).map((r) => [r.amountCents, r.status])).toEqual([
        [5_000, "succeeded"],
      ]);
      expect((await sandboxRefundsOf(payment.outTradeNo)).map((r) => r.amountCents)).toEqual([
        5_000,
      ]);
    });

    it("refuses a request of another order and an order without a paid payment", async () => {
      const a = await paidOrder();
      const afterSaleId = await refundingRequest(a.order.id, TOTAL);
      const b = await paidOrder();
      await expect(
        startRefund(svc.buying, { orderId: b.order.id, afterSaleId, amountCents: 100 }),
      ).rejects.toMatchObject({ status: 404, messageKey: "after_sale_not_found" });
      expect(await refundsOf(a.order.id)).toEqual([]);
      expect(await refundsOf(b.order.id)).toEqual([]);
    });

    it("the database refuses a refund of nothing and a second live refund of one request", async () => {
      const { order } = await paidOrder();
      const afterSaleId = await refundingRequest(order.id, TOTAL);
      const refund = await startRefund(gatewayDown(), {
        orderId: order.id,
        afterSaleId,
        amountCents: TOTAL,
      });
      const copy = {
        outRefundNo: `R${Date.now()}`,
        paymentId: refund.paymentId,
        orderId: order.id,
        afterSaleId,
        gateway: "sandbox",
        amountCents: 1,
        reason: "after_sale",
      };
      await expect(db().insert(refunds).values(copy)).rejects.toThrow();
      await expect(
        db()
          .insert(refunds)
          .values({ ...copy, afterSaleId: null, amountCents: 0 }),
      ).rejects.toThrow();
      expect(await refundsOf(order.id)).toHaveLength(1);
    });

    it("two starts at once for the same request make one refund, settled once", async () => {
      const { order, payment } = await paidOrder();
      const afterSaleId = await refundingRequest(order.id, TOTAL);
      const both = await Promise.all([
        startRefund(svc.buying, { orderId: order.id, afterSaleId, amountCents: TOTAL }),
        startRefund(svc.buying, { orderId: order.id, afterSaleId, amountCents: TOTAL }),
      ]);
      expect(both[0].id).toBe(both[1].id);
      expect(await refundsOf(order.id)).toEqual([expect.objectContaining({ status: "succeeded" })]);
      expect(await sandboxRefundsOf(payment.outTradeNo)).toHaveLength(1);
      expect(await actionsOf(order.id)).toEqual(["submit", "pay", "refund", "refundDone"]);
    });
  });

  describe("the sweep", () => {
    it("sends again a refund the gateway never got, and settles it", async () => {
      const { order, payment } = await paidOrder();
      const afterSaleId = await refundingRequest(order.id, TOTAL);
      const refund = await startRefund(gatewayDown(), {
        orderId: order.id,
        afterSaleId,
        amountCents: TOTAL,
      });
      expect(refund.status).toBe("pending");
      // Too young: left to the gateway's own answer.
      await sweepRefunds(svc.buying);
      expect((await refundsOf(order.id))[0].status).toBe("pending");

      await sweepRefunds(svc.buying, new Date(Date.now() + REFUND_QUERY_AFTER_MS + 1_000));
      expect(await refundsOf(order.id)).toEqual([
        expect.objectContaining({ outRefundNo: refund.outRefundNo, status: "succeeded" }),
      ]);
      expect(await sandboxRefundsOf(payment.outTradeNo)).toEqual([
        expect.objectContaining({ outRefundNo: refund.outRefundNo, state: "SUCCESS" }),
      ]);
      expect((await afterSale(afterSaleId)).status).toBe("succeeded");
      await sweepRefunds(svc.buying, new Date(Date.now() + REFUND_QUERY_AFTER_MS + 1_000));
      expect(await actionsOf(order.id)).toEqual(["submit", "pay", "refund", "refundDone"]);
    });

    it("applies what the gateway's query says of a refund whose answer was lost", async () => {
      const { order, payment } = await paidOrder();
      const afterSaleId = await refundingRequest(order.id, TOTAL);
      // The sandbox refunds, but neither its answer nor its notification arrives.
      const lost = withSandboxRefund(async (input) => {
        const [trade] = await db()
          .select()
          .from(sandboxTrades)
          .where(eq(sandboxTrades.outTradeNo, input.outTradeNo));
        await db()
          .insert(sandboxRefunds)
          .values({
            refundNo: `SBR${input.outRefundNo}`,
            outRefundNo: input.outRefundNo,
            tradeNo: trade.tradeNo,
            amountCents: input.refundCents,
            notifyUrl: "",
            state: "SUCCESS",
          });
        throw new GatewayError("sandbox", "timeout");
      });
      const refund = await startRefund(lost, {
        orderId: order.id,
        afterSaleId,
        amountCents: TOTAL,
      });
      expect(refund.status).toBe("pending");
      expect(await sandboxRefundsOf(payment.outTradeNo)).toHaveLength(1);
      await sweepRefunds(svc.buying, new Date(Date.now() + REFUND_QUERY_AFTER_MS + 1_000));
      expect((await refundsOf(order.id))[0].status).toBe("succeeded");
      expect(await sandboxRefundsOf(payment.outTradeNo)).toHaveLength(1);
      expect((await afterSale(afterSaleId)).status).toBe("succeeded");
    });

    it("starts the refund of an approved request that never got one (the process stopped in between), once; leaves a failed one to the operator", async () => {
      const { order, payment } = await paidOrder();
      const forgotten = await refundingRequest(order.id, TOTAL);
      // Approved a moment ago: startRefund may still be on its way.
      await sweepRefunds(svc.buying);
      expect(await refundsOf(order.id)).toEqual([]);

      const failedOrder = await paidOrder();
      const failedRequest = await refundingRequest(failedOrder.order.id, TOTAL);
      const refused = await startRefund(gatewayDown(), {
        orderId: failedOrder.order.id,
        afterSaleId: failedRequest,
        amountCents: TOTAL,
      });
      await db()
        .update(refunds)
        .set({ status: "failed", failure: "ABNORMAL" })
        .where(eq(refunds.id, refused.id));

      const later = new Date(Date.now() + REFUND_QUERY_AFTER_MS + 1_000);
      await Promise.all([sweepRefunds(svc.buying, later), sweepRefunds(svc.buying, later)]);
      expect(await refundsOf(order.id)).toEqual([
        expect.objectContaining({
          afterSaleId: forgotten,
          status: "succeeded",
          amountCents: TOTAL,
        }),
      ]);
      expect(await sandboxRefundsOf(payment.outTradeNo)).toHaveLength(1);
      expect((await afterSale(forgotten)).status).toBe("succeeded");
      expect(await actionsOf(order.id)).toEqual(["submit", "pay", "refund", "refundDone"]);
      // The failed one stays as it was until the operator resends it.
      expect((await refundsOf(failedOrder.order.id)).map((r) => r.status)).toEqual(["failed"]);
      expect((await afterSale(failedRequest)).status).toBe("refunding");
    });
  });

  describe("a payment after the order ended (paid_after_close)", () => {
    /**
     * an order cancelled with its payment closed, which the gateway then takes anyway (as Alipay
     * may after ACQ.TRADE_NOT_EXIST)
     */
    async function paidAfterCancel() {
      const b = await buyer(svc);
      const goodsId = await wine(db(), { priceCents: 10_000, stock: 10 });
      const order = await placeOrder(
        svc,
        b.token,
        { source: "buyNow", goodsId, quantity: 1 },
        b.addressId,
      );
      const payment = await startPayment(b.token, order.id);
      await api(svc, PATHS.cancel, { token: b.token, body: { id: order.id } });
      expect((await orderRow(db(), order.id)).status).toBe("cancelled");
      expect(await paymentsOf(db(), order.id)).toEqual([
        expect.objectContaining({ status: "closed" }),
      ]);
      await db()
        .update(sandboxTrades)
        .set({ state: "SUCCESS", paidAt: sql`now()` })
        .where(eq(sandboxTrades.outTradeNo, payment.outTradeNo));
      const [trade] = await db()
        .select()
        .from(sandboxTrades)
        .where(eq(sandboxTrades.outTradeNo, payment.outTradeNo));
      const body = JSON.stringify({
        id: `EVT${trade.tradeNo}SUCCESS`,
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        trade_state: "SUCCESS",
        amount: trade.amountCents,
        success_time: trade.paidAt!.toISOString(),
      });
      return { ...b, order, payment, body };
    }
    const notifyPayment = async (body: string) =>
      (
        await fetch(`${svc.base}/payment/notify/sandbox`, {
          method: "POST",
          headers: signedHeaders(body),
          body,
        })
      ).status;

    it("is refunded in full automatically, exactly once; the order stays cancelled", async () => {
      const { order, payment, body } = await paidAfterCancel();
      expect(await notifyPayment(body)).toBe(200);
      expect(await paymentsOf(db(), order.id)).toEqual([
        expect.objectContaining({ status: "paid" }),
      ]);
      expect((await orderRow(db(), order.id)).status).toBe("cancelled");
      expect(await refundsOf(order.id)).toEqual([
        expect.objectContaining({
          reason: "paid_after_close",
          amountCents: TOTAL,
          status: "succeeded",
          afterSaleId: null,
        }),
      ]);
      expect(await sandboxRefundsOf(payment.outTradeNo)).toEqual([
        expect.objectContaining({ amountCents: TOTAL, state: "SUCCESS" }),
      ]);

      // The payment's notification again, the sweep, an "I have paid" query: still one refund.
      expect(await notifyPayment(body)).toBe(200);
      await sweepRefunds(svc.buying, new Date(Date.now() + REFUND_QUERY_AFTER_MS + 1_000));
      expect(await refundsOf(order.id)).toHaveLength(1);
      expect(await sandboxRefundsOf(payment.outTradeNo)).toHaveLength(1);
      expect(await actionsOf(order.id)).toEqual(["submit", "cancel"]);
      expect(
        await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id)),
      ).toHaveLength(2);
    });

    it("is refunded by the sweep when the refund could not be sent at once, or was never recorded", async () => {
      const first = await paidAfterCancel();
      // The refund is recorded with the payment; the gateway is down when it is sent.
      const buying = gatewayDown();
      const { receiveNotification } = await import("../../shopping/payments/payments");
      const headers = signedHeaders(first.body);
      expect((await receiveNotification(buying, "sandbox", headers, first.body))?.status).toBe(200);
      expect(await refundsOf(first.order.id)).toEqual([
        expect.objectContaining({ reason: "paid_after_close", status: "pending" }),
      ]);

      // A payment recorded paid on a cancelled order before refunds existed: no refund row at all.
      const second = await paidAfterCancel();
      await db()
        .update(payments)
        .set({ status: "paid", paidAt: new Date() })
        .where(eq(payments.outTradeNo, second.payment.outTradeNo));
      expect(await refundsOf(second.order.id)).toEqual([]);

      const later = new Date(Date.now() + REFUND_QUERY_AFTER_MS + 1_000);
      await sweepRefunds(svc.buying, later);
      expect(await refundsOf(first.order.id)).toEqual([
        expect.objectContaining({ status: "succeeded", amountCents: TOTAL }),
      ]);
      expect(await refundsOf(second.order.id)).toEqual([
        expect.objectContaining({ reason: "paid_after_close", amountCents: TOTAL }),
      ]);
      await sweepRefunds(svc.buying, new Date(Date.now() + 2 * REFUND_QUERY_AFTER_MS));
      expect(await refundsOf(second.order.id)).toEqual([
        expect.objectContaining({ status: "succeeded" }),
      ]);
      expect(await sandboxRefundsOf(second.payment.outTradeNo)).toHaveLength(1);
      expect((await orderRow(db(), second.order.id)).status).toBe("cancelled");
    });

    it("a second payment of an order already paid is refunded, the first is not", async () => {
      const b = await buyer(svc);
      const goodsId = await wine(db(), { priceCents: 10_000, stock: 10 });
      const order = await placeOrder(
        svc,
        b.token,
        { source: "buyNow", goodsId, quantity: 1 },
        b.addressId,
      );
      const first = await startPayment(b.token, order.id);
      // Another method: the first code is closed here, but the buyer had it open and pays both.
      const second = (
        await api<PaymentView>(svc, PATHS.pay, {
          token: b.token,
          body: { orderId: order.id, method: "wechat" },
        })
      ).data;
      await wallet(second.codeUrl!, "pay");
      await db()
        .update(sandboxTrades)
        .set({ state: "SUCCESS", paidAt: sql`now()` })
        .where(eq(sandboxTrades.outTradeNo, first.outTradeNo));
      const [trade] = await db()
        .select()
        .from(sandboxTrades)
        .where(eq(sandboxTrades.outTradeNo, first.outTradeNo));
      const body = JSON.stringify({
        id: `EVT${trade.tradeNo}SUCCESS`,
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        trade_state: "SUCCESS",
        amount: TOTAL,
        success_time: new Date().toISOString(),
      });
      expect(await notifyPayment(body)).toBe(200);
      expect((await orderRow(db(), order.id)).status).toBe("pending_delivery");
      const [late] = await db()
        .select()
        .from(payments)
        .where(eq(payments.outTradeNo, first.outTradeNo));
      expect(await refundsOf(order.id)).toEqual([
        expect.objectContaining({
          paymentId: late.id,
          reason: "paid_after_close",
          status: "succeeded",
        }),
      ]);

      // An after-sale refund of the order goes against the payment that paid it.
      const afterSaleId = await refundingRequest(order.id, TOTAL);
      const refund = await startRefund(svc.buying, {
        orderId: order.id,
        afterSaleId,
        amountCents: TOTAL,
      });
      const [paying] = await db()
        .select()
        .from(payments)
        .where(eq(payments.outTradeNo, second.outTradeNo));
      expect(refund).toMatchObject({ paymentId: paying.id, status: "succeeded" });
    });
  });
});
