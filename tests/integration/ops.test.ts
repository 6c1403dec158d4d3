/**
 * The operator's endpoints (/shopping/ops/...) and shipping: the key (none, a
 * buyer's token, a wrong one: refused and nothing changed; disabled without a
 * key), shipping from every status (only pending_delivery, once, also two at
 * once), tracking events (only for shipped orders), the timeline's
 * operator:<name>, the wrong-key limit per real source address, and the
 * `npm run ops` tool as a child process against the running service.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { eq } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_STATUSES, type OrderStatus, type PaymentView } from "../../contract/buying";
import { answerSchema } from "../../contract/answers";
import { createShoppingApp } from "../../shopping/app";
import { afterSales, logisticsEvents, orders, payments, refunds } from "../../shopping/db/schema";
import { compileTrustProxy } from "../../shopping/http/client-ip";
import { SERVICE_TIERS } from "../../shopping/http/request-limits";
import { opsEndpoints } from "../../shopping/ops/routes";
import { api } from "../helpers/accounts";
import { buyer, eventsOf, orderRow, PATHS, placeOrder, TEST_ENV, wine } from "../helpers/buying";
import { freePort } from "../helpers/processes";
import { ops, OPS_KEY, runOps } from "../helpers/ops";
import { backends, seededDataFolder, startService, type RunningService } from "../helpers/service";
import { setShopContacts } from "../helpers/shop";
import { ORDER_STATUS_NAMES } from "../../shopping/orders/status-names";

const ENV = { ...TEST_ENV, OPS_KEY } as NodeJS.ProcessEnv;
const root = process.cwd();

describe.each(backends())("operator endpoints on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;

  beforeAll(async () => {
    svc = await startService(backend, { env: ENV });
    // The buyer's return parcel needs the shop's return address (a new shop has none).
    await setShopContacts(svc);
  });
  afterAll(async () => {
    await svc?.stop();
  });

  /** A placed order (pending_payment), of a wine of its own. */
  async function order() {
    const b = await buyer(svc);
    const goodsId = await wine(db(), { priceCents: 10_000, stock: 50 });
    const placed = await placeOrder(
      svc,
      b.token,
      { source: "buyNow", goodsId, quantity: 1 },
      b.addressId,
    );
    return { ...b, orderId: placed.id, orderNo: (await orderRow(db(), placed.id)).orderNo };
  }

  /** A paid order, paid at the sandbox wallet as a buyer pays: pending_delivery. */
  async function paidOrder() {
    const o = await order();
    const payment = await api<PaymentView>(svc, PATHS.pay, {
      token: o.token,
      body: { orderId: o.orderId, method: "alipay" },
    });
    expect(payment.code).toBe(200);
    const url = new URL(new URL(payment.data.codeUrl!).pathname, new URL(svc.base).origin);
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "action=pay",
    });
    expect(res.status).toBe(200);
    expect((await orderRow(db(), o.orderId)).status).toBe("pending_delivery");
    return o;
  }

  /** Everything a refused operator call must leave as it was. */
  async function state(orderId: number) {
    const row = await orderRow(db(), orderId);
    return {
      status: row.status,
      shippedAt: row.shippedAt,
      company: row.logisticsCompany,
      no: row.logisticsNo,
      events: (await eventsOf(db(), orderId)).map((e) => [e.action, e.actor]),
      tracking: (
        await db().select().from(logisticsEvents).where(eq(logisticsEvents.orderId, orderId))
      ).length,
    };
  }

  const ship = (
    orderNo: string,
    extra: {
      company?: string;
      trackingNo?: string;
      operator?: string;
      auth?: string | null;
      lang?: string;
    } = {},
  ) =>
    ops(svc.base, "/ops/order/ship", {
      body: {
        orderNo,
        company: extra.company ?? "SF",
        trackingNo: extra.trackingNo ?? "SF1234567890",
      },
      operator: extra.operator,
      auth: extra.auth,
      lang: extra.lang,
    });
  const track = (orderNo: string, body: Record<string, unknown>, operator?: string) =>
    ops(svc.base, "/ops/order/track", { body: { orderNo, ...body }, operator });

  describe("the key", () => {
    it("refuses no key, a buyer's token and a wrong key, in the caller's language, and changes nothing", async () => {
      const o = await paidOrder();
      const before = await state(o.orderId);
      const none = await ship(o.orderNo, { auth: null });
      expect(none).toMatchObject({
        http: 401,
        code: 401,
        message: "the operator key is required (Authorization: Ops <key>)",
      });
      const buyerToken = await ship(o.orderNo, { auth: o.token });
      expect(buyerToken).toMatchObject({ http: 401, code: 401 });
      const bearer = await ship(o.orderNo, { auth: `Bearer ${o.token}` });
      expect(bearer).toMatchObject({ http: 401, code: 401 });
      const wrong = await ship(o.orderNo, { auth: `Ops ${OPS_KEY}x` });
      expect(wrong).toMatchObject({ http: 403, code: 403, message: "wrong operator key" });
      const wrongCh = await ship(o.orderNo, { auth: "Ops not-the-key-at-all-000000", lang: "ch" });
      expect(wrongCh).toMatchObject({ http: 403, message: "运营密钥不正确" });
      const list = await ops(svc.base, "/ops/order/list", { auth: o.token });
      expect(list.http).toBe(401);
      expect(await state(o.orderId)).toEqual(before);
      expect(before.status).toBe("pending_delivery");
    });

    it("refuses an operator's name that is not one, and changes nothing", async () => {
      const o = await paidOrder();
      const before = await state(o.orderId);
      const answer = await ship(o.orderNo, { operator: "bob smith; drop" });
      expect(answer).toMatchObject({
        http: 422,
        message: expect.stringContaining("operator's name"),
      });
      expect(await state(o.orderId)).toEqual(before);
    });

    it("without a key the endpoints are disabled and say so", async () => {
      const app = express();
      app.use(
        "/shopping",
        createShoppingApp(db(), {
          env: { ...ENV, OPS_KEY: undefined, RATE_LIMITS: "off" },
          opsKey: null,
        }),
      );
      const server = app.listen(0, "127.0.0.1");
      await new Promise((resolve) => server.once("listening", resolve));
      try {
        const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/shopping`;
        const answer = await ops(base, "/ops/order/list");
        expect(answer).toMatchObject({
          http: 503,
          code: 503,
          message: "the operator endpoints are disabled: set OPS_KEY in the shop's environment",
        });
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    });
  });

  describe("shipping", () => {
    it("ships a paid order once: status, shipped_at, courier and number, the timeline's operator:<name>", async () => {
      const o = await paidOrder();
      const answer = await ship(o.orderNo, {
        company: "sf",
        trackingNo: " SF1234567890 ",
        operator: "alice",
      });
      expect(answer).toMatchObject({ http: 200, code: 0, message: "order shipped" });
      expect(answer.data).toMatchObject({
        orderNo: o.orderNo,
        status: "pending_receipt",
        logisticsCompany: "SF",
        logisticsNo: "SF1234567890",
      });
      expect(answer.data.buyerPhone).toMatch(/^\d{3}\*{4}\d{4}$/);
      const row = await orderRow(db(), o.orderId);
      expect(row).toMatchObject({
        status: "pending_receipt",
        logisticsCompany: "SF",
        logisticsNo: "SF1234567890",
      });
      expect(row.shippedAt).toBeInstanceOf(Date);
      const last = (await eventsOf(db(), o.orderId)).at(-1)!;
      expect(last).toMatchObject({
        action: "ship",
        fromStatus: "pending_delivery",
        toStatus: "pending_receipt",
        actor: "operator:alice",
      });

      const after = await state(o.orderId);
      const again = await ship(o.orderNo, { trackingNo: "YT9999999999", company: "YTO" });
      expect(again).toMatchObject({
        http: 200,
        code: 409,
        message: "this order is pending receipt: only an order pending delivery can be shipped",
      });
      expect(await state(o.orderId)).toEqual(after);
    });

    it("a name in Chinese is recorded as it was typed; no name is operator:operator", async () => {
      const a = await paidOrder();
      expect((await ship(a.orderNo, { operator: "王小明" })).code).toBe(0);
      expect((await eventsOf(db(), a.orderId)).at(-1)!.actor).toBe("operator:王小明");
      const b = await paidOrder();
      expect((await ship(b.orderNo)).code).toBe(0);
      expect((await eventsOf(db(), b.orderId)).at(-1)!.actor).toBe("operator:operator");
    });

    it("from every other status it is refused, and nothing changes", async () => {
      const refused = ORDER_STATUSES.filter((s) => s !== "pending_delivery");
      for (const status of refused) {
        const o = await order();
        await db().update(orders).set({ status }).where(eq(orders.id, o.orderId));
        const before = await state(o.orderId);
        const answer = await ship(o.orderNo);
        expect(answer, status).toMatchObject({
          code: 409,
          message: `this order is ${ORDER_STATUS_NAMES[status].en}: only an order pending delivery can be shipped`,
        });
        expect(await state(o.orderId), status).toEqual(before);
      }
    });

    it("two ships at once ship once", async () => {
      const o = await paidOrder();
      const answers = await Promise.all([
        ship(o.orderNo, { operator: "a", trackingNo: "SF0000000001" }),
        ship(o.orderNo, { operator: "b", trackingNo: "SF0000000002" }),
      ]);
      expect(answers.map((a) => a.code).sort()).toEqual([0, 409]);
      const winner = answers.find((a) => a.code === 0)!;
      const events = (await eventsOf(db(), o.orderId)).filter((e) => e.action === "ship");
      expect(events).toHaveLength(1);
      expect((await orderRow(db(), o.orderId)).logisticsNo).toBe(winner.data.logisticsNo);
    });

    it("refuses an unknown courier, a bad tracking number and an unknown order, changing nothing", async () => {
      const o = await paidOrder();
      const before = await state(o.orderId);
      expect(await ship(o.orderNo, { company: "UPS" })).toMatchObject({
        code: 422,
        message: 'unknown courier company "UPS"; one of SF, JD, EMS, ZTO, YTO, STO, YD, DBL',
      });
      expect(await ship(o.orderNo, { trackingNo: "12-34" })).toMatchObject({
        code: 422,
        message: "a tracking number is 6 to 32 letters or digits",
      });
      expect(await ship("00000000000000000000")).toMatchObject({
        code: 404,
        message: "no such order",
      });
      expect(await state(o.orderId)).toEqual(before);
    });
  });

  describe("tracking events", () => {
    it("are refused for an order not shipped yet, and for a return parcel that does not exist", async () => {
      const o = await paidOrder();
      const before = await state(o.orderId);
      expect(await track(o.orderNo, { text: "已揽收" })).toMatchObject({
        code: 409,
        message:
          "this order is pending delivery and has not been shipped: no tracking event can be added",
      });
      expect((await ship(o.orderNo)).code).toBe(0);
      expect(await track(o.orderNo, { text: "退货已揽收", direction: "return" })).toMatchObject({
        code: 409,
        message: "this order has no return shipment: no return tracking event can be added",
      });
      expect((await state(o.orderId)).tracking).toBe(before.tracking);
    });

    it("are added to a shipped order's parcel, oldest first, recorded as operator:<name>", async () => {
      const o = await paidOrder();
      expect((await ship(o.orderNo, { company: "JD", trackingNo: "JD0012345678" })).code).toBe(0);
      // Placed a day ago: the events below happened after that.
      await db()
        .update(orders)
        .set({ createdAt: new Date(Date.now() - 24 * 3_600_000) })
        .where(eq(orders.id, o.orderId));
      const now = Date.now();
      const later = new Date(now - 60_000).toISOString();
      const first = await track(
        o.orderNo,
        { text: "【上海】快件已到达转运中心", at: later },
        "bob",
      );
      expect(first).toMatchObject({
        code: 0,
        message: "tracking event added",
        data: {
          orderNo: o.orderNo,
          direction: "outbound",
          company: "JD",
          trackingNo: "JD0012345678",
        },
      });
      // Without an offset the time is Beijing time: 8 hours ahead of UTC.
      const earlier = new Date(now - 3_600_000 + 8 * 3_600_000).toISOString().slice(0, 19);
      const second = await track(o.orderNo, { text: "已揽收", at: earlier }, "bob");
      expect(second.data.events.map((e: { text: string }) => e.text)).toEqual([
        "已揽收",
        "【上海】快件已到达转运中心",
      ]);
      expect(Date.parse(second.data.events[0].at)).toBe(
        Math.floor((now - 3_600_000) / 1000) * 1000,
      );
      const rows = await db()
        .select()
        .from(logisticsEvents)
        .where(eq(logisticsEvents.orderId, o.orderId));
      expect(rows.map((r) => [r.direction, r.recordedBy])).toEqual([
        ["outbound", "operator:bob"],
        ["outbound", "operator:bob"],
      ]);
      // The order's status and timeline do not move for an event.
      expect((await orderRow(db(), o.orderId)).status).toBe("pending_receipt");
    });

    it("refuses an empty text, a time in the future or not a time, changing nothing", async () => {
      const o = await paidOrder();
      expect((await ship(o.orderNo)).code).toBe(0);
      const before = await state(o.orderId);
      expect(await track(o.orderNo, { text: "   " })).toMatchObject({
        code: 422,
        message: "a tracking event's text must not be empty, at most 200 characters",
      });
      expect(await track(o.orderNo, { text: "x".repeat(201) })).toMatchObject({ code: 422 });
      expect(
        await track(o.orderNo, {
          text: "派送中",
          at: new Date(Date.now() + 3_600_000).toISOString(),
        }),
      ).toMatchObject({
        code: 422,
        message: "the event's time must not be in the future",
      });
      expect(await track(o.orderNo, { text: "派送中", at: "yesterday" })).toMatchObject({
        code: 422,
        message: expect.stringContaining("not an ISO time"),
      });
      expect(await track(o.orderNo, { text: "派送中", at: "2001-01-01T00:00:00Z" })).toMatchObject({
        code: 422,
      });
      expect(await state(o.orderId)).toEqual(before);
    });
  });

  describe("after-sale requests", () => {
    const apply = (o: { token: string; orderId: number }, amountCents: number, points = 0) =>
      api(svc, "/order/afterSale/applyRefund", {
        token: o.token,
        body: { orderId: o.orderId, reasonCode: "changedMind", amountCents, points },
      });
    const afterSale = (
      pathname: string,
      body: Record<string, unknown>,
      operator?: string,
      auth?: string,
    ) => ops(svc.base, `/ops/afterSale/${pathname}`, { body, operator, auth });

    it("lists the open requests; approve sends a refund to the gateway, as operator:<name>", async () => {
      const o = await paidOrder();
      expect((await apply(o, 5_000)).code).toBe(0);
      const list = await ops(svc.base, "/ops/afterSale/list");
      expect(list.data.find((r: { orderNo: string }) => r.orderNo === o.orderNo)).toMatchObject({
        kind: "refund",
        status: "requested",
        orderStatus: "refunding",
        amountCents: 5_000,
        reasonCode: "changedMind",
        reasonLabel: "Changed my mind",
        reasonDetails: null,
      });
      const inChinese = await ops(svc.base, "/ops/afterSale/list", { lang: "ch" });
      expect(
        inChinese.data.find((r: { orderNo: string }) => r.orderNo === o.orderNo),
      ).toMatchObject({ reasonCode: "changedMind", reasonLabel: "不想要了" });
      // A buyer's token moves nothing.
      expect((await afterSale("approve", { orderNo: o.orderNo }, undefined, o.token)).http).toBe(
        401,
      );
      const approved = await afterSale("approve", { orderNo: o.orderNo }, "dave");
      expect(approved).toMatchObject({
        code: 0,
        message: "request approved",
        data: { orderNo: o.orderNo, kind: "refund", amountCents: 5_000, refundStarted: true },
      });
      expect(
        (await eventsOf(db(), o.orderId)).find((e) => e.action === "refundApproved"),
      ).toMatchObject({ actor: "operator:dave" });
      const again = await afterSale("approve", { orderNo: o.orderNo }, "dave");
      expect(again.code).toBeGreaterThanOrEqual(400);
    });

    it("a refund the gateway refused for good is listed as failed and sent again once; never while one is pending", async () => {
      const o = await paidOrder();
      expect((await apply(o, 4_000)).code).toBe(0);
      // What an approved refund looks like after the gateway's REFUND.ABNORMAL: the request
      // refunding, its refund failed.
      const [request] = await db()
        .update(afterSales)
        .set({ status: "refunding" })
        .where(eq(afterSales.orderId, o.orderId))
        .returning();
      const [payment] = await db().select().from(payments).where(eq(payments.orderId, o.orderId));
      const failed = {
        paymentId: payment.id,
        orderId: o.orderId,
        afterSaleId: request.id,
        gateway: payment.gateway,
        amountCents: 4_000,
        reason: "after_sale",
      };
      await db()
        .insert(refunds)
        .values({
          ...failed,
          outRefundNo: `RFAILED${o.orderId}`,
          status: "failed",
          failure: "ABNORMAL",
        });
      const listed = (await ops(svc.base, "/ops/afterSale/list")).data.find(
        (r: { orderNo: string }) => r.orderNo === o.orderNo,
      );
      expect(listed).toMatchObject({
        status: "refunding",
        refund: { status: "failed", failure: "ABNORMAL" },
      });

      const resent = await afterSale("resend", { orderNo: o.orderNo }, "frank");
      expect(resent).toMatchObject({
        code: 0,
        message: "refund sent again",
        data: { refundStarted: true, status: "succeeded", orderStatus: "refunded" },
      });
      expect(
        (await eventsOf(db(), o.orderId)).find((e) => e.action === "refundResent"),
      ).toMatchObject({ actor: "operator:frank" });
      const rows = await db().select().from(refunds).where(eq(refunds.afterSaleId, request.id));
      expect(rows.map((r) => r.status).sort()).toEqual(["failed", "succeeded"]);
      // Settled: nothing is open any more, so there is nothing to send again.
      expect((await afterSale("resend", { orderNo: o.orderNo }, "frank")).code).toBe(404);

      // While a refund is pending at the gateway, a resend would risk paying twice: refused,
      // nothing changed.
      const p = await paidOrder();
      expect((await apply(p, 3_000)).code).toBe(0);
      const [pending] = await db()
        .update(afterSales)
        .set({ status: "refunding" })
        .where(eq(afterSales.orderId, p.orderId))
        .returning();
      const [paid] = await db().select().from(payments).where(eq(payments.orderId, p.orderId));
      await db()
        .insert(refunds)
        .values({
          paymentId: paid.id,
          orderId: p.orderId,
          afterSaleId: pending.id,
          gateway: paid.gateway,
          amountCents: 3_000,
          reason: "after_sale",
          outRefundNo: `RPENDING${p.orderId}`,
        });
      const before = await state(p.orderId);
      expect(await afterSale("resend", { orderNo: p.orderNo }, "frank")).toMatchObject({
        code: 409,
        message: "this request's refund is under way or done; there is nothing to send again",
      });
      expect(await state(p.orderId)).toEqual(before);
      expect(
        (await db().select().from(refunds).where(eq(refunds.afterSaleId, pending.id))).length,
      ).toBe(1);
    });

    it("reject needs a reason; then the order is back where it was, as operator:<name>", async () => {
      const o = await paidOrder();
      expect((await apply(o, 1_000)).code).toBe(0);
      const before = await state(o.orderId);
      expect((await afterSale("reject", { orderNo: o.orderNo, reason: "  " }, "eve")).code).toBe(
        400,
      );
      expect(await state(o.orderId)).toEqual(before);
      const rejected = await afterSale("reject", { orderNo: o.orderNo, reason: "酒已出库" }, "eve");
      expect(rejected).toMatchObject({
        code: 0,
        message: "request rejected",
        data: { status: "rejected", orderStatus: "pending_delivery", refundStarted: false },
      });
      expect(
        (await eventsOf(db(), o.orderId)).find((e) => e.action === "afterSaleRejected"),
      ).toMatchObject({ actor: "operator:eve", reason: "酒已出库" });
      expect(await afterSale("approve", { orderNo: o.orderNo })).toMatchObject({
        code: 404,
        message: "no such after-sale request",
      });
    });

    it("a return: approved, shipped back by the buyer, tracked on the return parcel, received once", async () => {
      const o = await paidOrder();
      expect((await ship(o.orderNo)).code).toBe(0);
      expect((await apply(o, 0, 0)).code).not.toBe(0);
      expect((await apply(o, 11_200)).code).toBe(0);
      expect((await afterSale("received", { orderNo: o.orderNo })).code).toBe(409);
      expect((await afterSale("approve", { orderNo: o.orderNo }, "fay")).data).toMatchObject({
        kind: "return",
        status: "approved",
        orderStatus: "returning",
      });
      expect(await track(o.orderNo, { text: "退货已揽收", direction: "return" })).toMatchObject({
        code: 409,
      });
      const back = await api(svc, "/order/afterSale/returnShipment", {
        token: o.token,
        body: { orderId: o.orderId, company: "YTO", trackingNo: "YT5566778899" },
      });
      expect(back.code).toBe(0);
      expect(
        await track(o.orderNo, { text: "退货已揽收", direction: "return" }, "fay"),
      ).toMatchObject({
        code: 0,
        data: {
          direction: "return",
          company: "YTO",
          trackingNo: "YT5566778899",
          events: [{ text: "退货已揽收" }],
        },
      });
      const received = await afterSale("received", { orderNo: o.orderNo }, "fay");
      expect(received).toMatchObject({
        code: 0,
        message: "returned goods received",
        data: { kind: "return", amountCents: 11_200, refundStarted: true },
      });
      expect(
        (await eventsOf(db(), o.orderId))
          .filter((e) => e.actor === "operator:fay")
          .map((e) => e.action),
      ).toEqual(expect.arrayContaining(["returnApproved", "returnReceived"]));
      expect((await afterSale("received", { orderNo: o.orderNo })).code).toBeGreaterThanOrEqual(
        400,
      );
    });
  });

  describe("the list", () => {
    it("lists orders newest first with the buyer's masked phone, by status", async () => {
      const paid = await paidOrder();
      const unpaid = await order();
      const all = await ops(svc.base, "/ops/order/list");
      expect(all.code).toBe(200);
      const numbers = all.data.orders.map((o: { orderNo: string }) => o.orderNo);
      expect(numbers.indexOf(unpaid.orderNo)).toBeLessThan(numbers.indexOf(paid.orderNo));
      const row = all.data.orders.find((o: { orderNo: string }) => o.orderNo === paid.orderNo);
      expect(row).toMatchObject({
        status: "pending_delivery",
        totalCents: 10_000 + 1_200,
        buyerPhone: `${paid.user.phone.slice(0, 3)}****${paid.user.phone.slice(-4)}`,
      });
      const delivery = await ops(svc.base, "/ops/order/list?status=pending_delivery");
      expect(
        delivery.data.orders.every((o: { status: OrderStatus }) => o.status === "pending_delivery"),
      ).toBe(true);
      expect(delivery.data.orders.map((o: { orderNo: string }) => o.orderNo)).toContain(
        paid.orderNo,
      );
      expect(delivery.data.total).toBe(
        (await db().select().from(orders).where(eq(orders.status, "pending_delivery"))).length,
      );
      expect((await ops(svc.base, "/ops/order/list?status=shipped")).code).toBe(422);
    });

    it("is in /shopping/openapi.json with the contract's schemas", async () => {
      const doc = await (await fetch(`${svc.base}/openapi.json`)).json();
      for (const e of opsEndpoints(svc.buying)) {
        expect(doc.paths[e.path]?.[e.method], e.path).toBeDefined();
        expect(e.response === answerSchema(e.path), e.path).toBe(true);
      }
    });
  });
});

describe.each(backends())("the wrong-key limit on %s", (backend) => {
  let svc: RunningService;
  const agents = { a: "127.0.0.2", b: "127.0.0.3" };

  beforeAll(async () => {
    // No proxy is trusted: each call is counted for the address it really comes from.
    svc = await startService(backend, {
      env: { ...ENV, RATE_LIMITS: "on" },
      trustProxy: compileTrustProxy(undefined),
    });
  });
  afterAll(async () => {
    await svc?.stop();
  });

  it("blocks an address after too many wrong keys, the right key included; another address is not blocked", async () => {
    const limit = SERVICE_TIERS.opsWrongKey.points;
    for (let i = 0; i < limit; i++) {
      expect(
        (
          await ops(svc.base, "/ops/order/list", {
            auth: `Ops wrong-key-number-${i}-000000`,
            address: agents.a,
          })
        ).http,
      ).toBe(403);
    }
    const blocked = await ops(svc.base, "/ops/order/list", {
      auth: "Ops one-more-wrong-key-000000",
      address: agents.a,
    });
    expect(blocked).toMatchObject({
      http: 429,
      code: 429,
      message: expect.stringMatching(
        /^too many wrong operator keys, please try again in \d+ minutes$/,
      ),
    });
    expect((await ops(svc.base, "/ops/order/list", { address: agents.a })).http).toBe(429);
    // The other address: the right key works, a wrong one is only wrong.
    expect((await ops(svc.base, "/ops/order/list", { address: agents.b })).http).toBe(200);
    expect(
      (
        await ops(svc.base, "/ops/order/list", {
          auth: "Ops another-wrong-key-0000000",
          address: agents.b,
        })
      ).http,
    ).toBe(403);
    // No key at all is not a guess: it does not count.
    for (let i = 0; i < limit + 2; i++)
      expect((await ops(svc.base, "/ops/order/list", { auth: null, address: agents.b })).http).toBe(
        401,
      );
    expect((await ops(svc.base, "/ops/order/list", { address: agents.b })).http).toBe(200);
  });
});

describe("npm run ops, a child process against the running service", () => {
  let svc: RunningService;
  let shopUrl: string;
  const db = () => svc.database.db;

  beforeAll(async () => {
    svc = await startService(backends()[0], { env: ENV });
    shopUrl = svc.base.replace(/\/shopping$/, "");
  });
  afterAll(async () => {
    await svc?.stop();
  });

  async function paid() {
    const b = await buyer(svc);
    const goodsId = await wine(db(), { priceCents: 8_800, stock: 5 });
    const placed = await placeOrder(
      svc,
      b.token,
      { source: "buyNow", goodsId, quantity: 2 },
      b.addressId,
    );
    const row = await orderRow(db(), placed.id);
    const payment = await api<PaymentView>(svc, PATHS.pay, {
      token: b.token,
      body: { orderId: placed.id, method: "wechat" },
    });
    await fetch(new URL(new URL(payment.data.codeUrl!).pathname, new URL(svc.base).origin), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "action=pay",
    });
    return { id: placed.id, orderNo: row.orderNo, token: b.token };
  }

  it("lists, ships, tracks and says no with the service's message and a non-zero exit", async () => {
    const o = await paid();
    const env = { SHOP_URL: shopUrl, OPS_KEY };

    const list = await runOps(["orders", "--status", "pending_delivery"], env);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/ORDER NO\s+STATUS\s+TOTAL\s+BUYER/);
    expect(list.stdout).toMatch(
      new RegExp(`${o.orderNo}\\s+pending_delivery\\s+¥188\\.00\\s+\\d{3}\\*{4}\\d{4}`),
    );

    const shipped = await runOps(
      ["ship", o.orderNo, "--company", "ZTO", "--tracking", "ZT7700112233", "--as", "carol"],
      env,
    );
    expect(shipped).toMatchObject({ code: 0, stderr: "" });
    expect(shipped.stdout.trim()).toBe(
      `order shipped: ${o.orderNo} is pending_receipt, with ZTO ZT7700112233 (by operator:carol)`,
    );
    expect((await eventsOf(db(), o.id)).at(-1)).toMatchObject({
      action: "ship",
      actor: "operator:carol",
    });

    const tracked = await runOps(
      ["track", o.orderNo, "--event", "快件已揽收", "--as", "carol"],
      env,
    );
    expect(tracked.code).toBe(0);
    expect(tracked.stdout).toContain(
      `tracking event added: ${o.orderNo}, parcel ZTO ZT7700112233, 1 event(s)`,
    );

    const again = await runOps(
      ["ship", o.orderNo, "--company", "SF", "--tracking", "SF0000000001"],
      env,
    );
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe(
      "refused: this order is pending receipt: only an order pending delivery can be shipped",
    );
    expect((await orderRow(db(), o.id)).logisticsNo).toBe("ZT7700112233");

    const none = await runOps(["approve", o.orderNo, "--as", "carol"], env);
    expect(none.code).toBe(1);
    expect(none.stderr.trim()).toBe("refused: no such after-sale request");
    const requests = await runOps(["refunds"], env);
    expect(requests.code).toBe(0);
    expect(requests.stdout).toMatch(/no open refund or return requests|open request\(s\)/);

    const inChinese = await runOps(
      ["ship", o.orderNo, "--company", "SF", "--tracking", "SF0000000001"],
      { ...env, OPS_LANG: "ch" },
    );
    expect(inChinese.stderr).toContain("订单状态为待收货，只有待发货的订单可以发货");
  });

  it("refunds shows the buyer's reason in the operator's language, with the buyer's own words", async () => {
    const o = await paid();
    const env = { SHOP_URL: shopUrl, OPS_KEY };
    const applied = await api(svc, "/order/afterSale/applyRefund", {
      token: o.token,
      body: {
        orderId: o.id,
        reasonCode: "lateDelivery",
        reasonDetails: "说好今天发货",
        amountCents: 100,
        points: 0,
      },
    });
    expect(applied.code).toBe(0);
    const rowOf = (stdout: string) => stdout.split("\n").find((line) => line.startsWith(o.orderNo));

    const english = await runOps(["refunds"], env);
    expect(english.code).toBe(0);
    expect(english.stdout).toMatch(/\bREASON$/m);
    expect(rowOf(english.stdout)).toMatch(/ Not shipped in time: 说好今天发货$/);
    expect(english.stdout).not.toContain("未按约定时间发货");

    const chinese = await runOps(["refunds"], { ...env, OPS_LANG: "ch" });
    expect(chinese.code).toBe(0);
    expect(rowOf(chinese.stdout)).toMatch(/ 未按约定时间发货：说好今天发货$/);
    expect(chinese.stdout).not.toContain("Not shipped in time");
  });

  it("a wrong key, a missing key, an unreachable shop and a usage error each say so, with their exit codes", async () => {
    const wrong = await runOps(["orders"], {
      SHOP_URL: shopUrl,
      OPS_KEY: "not-the-operator-key-00000",
    });
    expect(wrong).toMatchObject({ code: 1 });
    expect(wrong.stderr.trim()).toBe("refused: wrong operator key");

    const empty = mkdtempSync(path.join(tmpdir(), "ops-nokey-"));
    try {
      const none = await runOps(["orders"], { SHOP_URL: shopUrl, DATA_DIR: empty });
      expect(none.code).toBe(78);
      expect(none.stderr).toContain("no credential: set OPS_TOKEN");
      // The key the shop generated into its data folder is read from there.
      writeFileSync(path.join(empty, "ops-key"), `${OPS_KEY}\n`);
      const fromFile = await runOps(["orders", "--status", "cancelled"], {
        SHOP_URL: shopUrl,
        DATA_DIR: empty,
      });
      expect(fromFile.code).toBe(0);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }

    const closed = `http://127.0.0.1:${await freePort()}`;
    const down = await runOps(["orders"], { SHOP_URL: closed, OPS_KEY });
    expect(down.code).toBe(2);
    expect(down.stderr).toContain(`the shop is not reachable at ${closed} (ECONNREFUSED)`);

    const bad = await runOps(["ship", "123", "--company", "SF"], { SHOP_URL: shopUrl, OPS_KEY });
    expect(bad.code).toBe(64);
    expect(bad.stderr).toContain("ship: --tracking is required");
    const help = await runOps(["help"], {});
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("ship ORDER_NO --company CODE --tracking NO");
  });
});

/**
 * The service alone as a real process (shopping/main.ts, as npm run start:shopping runs it), on
 * PGlite in a data folder of its own, as a shop that started once leaves it.
 */
async function startServiceProcess(
  env: Record<string, string>,
): Promise<{ url: string; dataDir: string; lines: string[]; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "ops-shop-"));
  await seededDataFolder(dataDir);
  const port = await freePort();
  const clean: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    SHOPPING_PORT: String(port),
    SMS_PROVIDER: "outbox",
    ...env,
  };
  for (const name of ["OPS_KEY", "DATABASE_URL", "RATE_LIMITS", "SHOPPING_TEST_HOOKS"])
    if (!(name in env)) delete clean[name];
  const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["shopping/main.ts"], {
    cwd: root,
    env: clean,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout!, child.stderr!])
    createInterface({ input: stream }).on("line", (line) => lines.push(line));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the service exited (${child.exitCode}):\n${lines.join("\n")}`);
    }
    const up = await fetch(`${url}/shopping/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the service did not answer within 90 s:\n${lines.join("\n")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { url, dataDir, lines, stop };
}

describe("the key of a shop process", () => {
  it("started as npm start starts it (production on one machine), it generates the key into its data folder and the tool reads it there", async () => {
    const shop = await startServiceProcess({
      NODE_ENV: "production",
      LOCAL_HTTP: "1",
      PAYMENT_SANDBOX: "1",
    });
    try {
      const file = path.join(shop.dataDir, "ops-key");
      const key = readFileSync(file, "utf8");
      expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(shop.lines.join("\n")).toContain(
        `[ops] operator endpoints on /shopping/ops (key in ${file}; npm run ops reads it)`,
      );
      expect(shop.lines.join("\n")).not.toContain(key);
      const list = await runOps(["orders"], { SHOP_URL: shop.url, DATA_DIR: shop.dataDir });
      expect(list).toMatchObject({ code: 0, stdout: "no orders\n" });
      const refused = await runOps(
        ["ship", "00000000000000000000", "--company", "SF", "--tracking", "SF1234567890"],
        { SHOP_URL: shop.url, DATA_DIR: shop.dataDir },
      );
      expect(refused).toMatchObject({ code: 1, stderr: "refused: no such order\n" });
    } finally {
      await shop.stop();
    }
  }, 180_000);

  it("in production without OPS_KEY the endpoints are disabled, the log says so, and the tool says why", async () => {
    const shop = await startServiceProcess({ NODE_ENV: "production" });
    try {
      expect(shop.lines.join("\n")).toContain(
        "[ops] operator endpoints DISABLED: OPS_KEY is not set (production)",
      );
      expect(() => readFileSync(path.join(shop.dataDir, "ops-key"))).toThrow();
      const refused = await runOps(["orders"], {
        SHOP_URL: shop.url,
        OPS_KEY: "some-key-of-the-operator-000",
      });
      expect(refused).toMatchObject({
        code: 1,
        stderr:
          "refused: the operator endpoints are disabled: set OPS_KEY in the shop's environment\n",
      });
    } finally {
      await shop.stop();
    }
  }, 180_000);
});
