/**
 * Payments through the sandbox gateway: starting, reusing and switching QR
 * payments, paying at the sandbox wallet, notifications (applied once,
 * replays, bad signatures, wrong amounts, unknown trades), the active query,
 * the long poll, and orders that can no longer be paid.
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderView, PaymentStatus, PaymentView } from "../../contract/buying";
import { paymentNotifications, sandboxTrades } from "../../shopping/db/schema";
import type { Buying } from "../../shopping/payments/context";
import { readGatewayConfig } from "../../shopping/payments/gateways/index";
import { signSandboxMessage } from "../../shopping/payments/gateways/sandbox/index";
import type { CreatedPayment, PaymentGateway } from "../../shopping/payments/gateways/types";
import { startPayment as startAtGateway } from "../../shopping/payments/payments";
import { api } from "../helpers/accounts";
import {
  eventsOf,
  orderRow,
  PATHS,
  paymentsOf,
  TEST_ENV,
  unpaidOrder as unpaidOrderOf,
} from "../helpers/buying";
import { backends, startService, type RunningService } from "../helpers/service";
import { createUser } from "../helpers/users";

const SECRET = readGatewayConfig(TEST_ENV).sandbox!.secret;
const WALLET_PATH = /^\/shopping\/payment\/sandbox\/pay\/SBX[0-9A-F]{24}$/;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(backends())("payments on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;

  beforeAll(async () => {
    svc = await startService(backend, { env: TEST_ENV });
  });
  afterAll(async () => {
    await svc?.stop();
  });

  /** a buyer with an unpaid order of one wine (total 11200) */
  const unpaidOrder = () => unpaidOrderOf(svc);
  const createPayment = (
    token: string,
    orderId: number,
    method: string = "alipay",
    lang?: string,
  ) => api<PaymentView>(svc, PATHS.pay, { token, lang, body: { orderId, method } });
  async function startPayment(
    token: string,
    orderId: number,
    method = "alipay",
  ): Promise<PaymentView> {
    const a = await createPayment(token, orderId, method);
    if (a.code !== 200) throw new Error(`createPayment answered ${a.code} ${a.message}`);
    return a.data;
  }
  const queryPayment = (token: string, orderId: number, active: boolean) =>
    api<PaymentStatus>(svc, `${PATHS.query}?orderId=${orderId}&active=${active ? 1 : 0}`, {
      token,
    });
  const waitPayment = (token: string, orderId: number, known: string) =>
    api<PaymentStatus>(svc, `${PATHS.wait}?orderId=${orderId}&known=${known}`, { token });
  const findOrder = async (token: string, id: number) =>
    (await api<OrderView>(svc, `${PATHS.find}?id=${id}`, { token })).data;

  /**
   * The wallet page the QR code opens, on the test service's host; with an action, the wallet's
   * button.
   */
  async function wallet(
    codeUrl: string,
    action?: "pay" | "decline",
  ): Promise<{ status: number; title: string; html: string }> {
    const url = new URL(new URL(codeUrl).pathname, new URL(svc.base).origin);
    const res = action
      ? await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ action }).toString(),
        })
      : await fetch(url);
    const html = await res.text();
    // The page's title says its state: 确认付款, 支付成功, 交易已关闭, 已拒绝支付 ...
    return { status: res.status, title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "", html };
  }
  async function payAtWallet(codeUrl: string) {
    const page = await wallet(codeUrl, "pay");
    expect(page.title).toContain("支付成功");
  }

  async function sandboxTrade(outTradeNo: string) {
    const [row] = await db()
      .select()
      .from(sandboxTrades)
      .where(eq(sandboxTrades.outTradeNo, outTradeNo));
    return row;
  }
  const notificationsOf = (outTradeNo: string) =>
    db()
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.outTradeNo, outTradeNo))
      .orderBy(paymentNotifications.id);

  /** the body the sandbox sends when a trade is paid */
  async function paidEvent(
    outTradeNo: string,
    change: Record<string, unknown> = {},
  ): Promise<string> {
    const trade = await sandboxTrade(outTradeNo);
    return JSON.stringify({
      id: `EVT${trade.tradeNo}SUCCESS`,
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      trade_state: "SUCCESS",
      amount: trade.amountCents,
      success_time: (trade.paidAt ?? new Date()).toISOString(),
      ...change,
    });
  }
  function signedHeaders(
    body: string,
    secret = SECRET,
    timestamp = String(Math.floor(Date.now() / 1000)),
  ) {
    const nonce = randomBytes(16).toString("hex");
    return {
      "content-type": "application/json",
      "x-sandbox-timestamp": timestamp,
      "x-sandbox-nonce": nonce,
      "x-sandbox-signature": signSandboxMessage(secret, timestamp, nonce, body),
    };
  }
  async function notify(body: string, headers: Record<string, string> = signedHeaders(body)) {
    const res = await fetch(`${svc.base}/payment/notify/sandbox`, {
      method: "POST",
      headers,
      body,
    });
    return {
      status: res.status,
      answer: JSON.parse(await res.text()) as { code: string; message?: string },
    };
  }
  /** what a refused notification must leave as it was */
  async function paymentState(orderId: number) {
    const order = await orderRow(db(), orderId);
    return {
      status: order.status,
      paidAt: order.paidAt,
      events: (await eventsOf(db(), orderId)).map((e) => e.action),
      payments: (await paymentsOf(db(), orderId)).map((p) => [p.outTradeNo, p.status]),
    };
  }

  describe("createPayment", () => {
    it("starts a pending sandbox payment whose QR code opens the wallet page", async () => {
      const { token, order } = await unpaidOrder();
      const a = await createPayment(token, order.id, "alipay");
      expect(a).toMatchObject({
        code: 200,
        data: {
          method: "alipay",
          gateway: "sandbox",
          amountCents: 11_200,
          status: "pending",
          paidAt: null,
        },
      });
      expect(new URL(a.data.codeUrl!).pathname).toMatch(WALLET_PATH);
      expect(a.data.outTradeNo).toMatch(new RegExp(`^${order.orderNo}\\d{4}$`));
      expect(await paymentsOf(db(), order.id)).toEqual([
        expect.objectContaining({
          outTradeNo: a.data.outTradeNo,
          status: "pending",
          method: "alipay",
          gateway: "sandbox",
          amountCents: 11_200,
          codeUrl: a.data.codeUrl,
        }),
      ]);
      expect(await sandboxTrade(a.data.outTradeNo)).toMatchObject({
        state: "NOTPAY",
        amountCents: 11_200,
      });

      const page = await wallet(a.data.codeUrl!);
      expect(page.status).toBe(200);
      expect(page.title).toContain("确认付款");
      expect(page.html.includes("<span>¥</span>112.00")).toBe(true);
    });

    it("sends wechat to the sandbox too", async () => {
      const { token, order } = await unpaidOrder();
      const a = await createPayment(token, order.id, "wechat");
      expect(a.data).toMatchObject({ method: "wechat", gateway: "sandbox", status: "pending" });
      expect(new URL(a.data.codeUrl!).pathname).toMatch(WALLET_PATH);
    });

    it("answers the same payment when asked again with the same method", async () => {
      const { token, order } = await unpaidOrder();
      const first = await startPayment(token, order.id);
      const again = await startPayment(token, order.id);
      expect(again).toEqual(first);
      expect(await paymentsOf(db(), order.id)).toHaveLength(1);
    });

    it("starts a new payment for another method and closes the old one, at the gateway too", async () => {
      const { token, order } = await unpaidOrder();
      const ali = await startPayment(token, order.id, "alipay");
      const wx = await startPayment(token, order.id, "wechat");
      expect(wx.outTradeNo).not.toBe(ali.outTradeNo);
      expect(wx).toMatchObject({ method: "wechat", status: "pending" });
      expect(
        (await paymentsOf(db(), order.id)).map((p) => [p.outTradeNo, p.method, p.status]),
      ).toEqual([
        [ali.outTradeNo, "alipay", "closed"],
        [wx.outTradeNo, "wechat", "pending"],
      ]);
      expect((await sandboxTrade(ali.outTradeNo)).state).toBe("CLOSED");
      // The old QR code can no longer be paid.
      expect((await wallet(ali.codeUrl!, "pay")).title).toContain("交易已关闭");
      expect((await orderRow(db(), order.id)).status).toBe("pending_payment");
    });

    it("refuses a gateway's launch the payment page cannot show, as unavailable, and records nothing", async () => {
      const { user, order } = await unpaidOrder();
      const sandbox = svc.buying.gateways.byName("sandbox")!;
      // a wallet launch, a kind this shop does not show yet
      const walletLaunch = { kind: "app", orderString: "app_id=2021&sign=..." };
      const launchesInApp: PaymentGateway = {
        ...sandbox,
        create: async () => walletLaunch as unknown as CreatedPayment,
      };
      const buying: Buying = {
        ...svc.buying,
        gateways: { forMethod: () => launchesInApp, byName: () => launchesInApp },
      };
      await expect(
        startAtGateway(buying, user.id, order.id, "alipay", {
          origin: svc.base,
          clientIp: null,
          path: "qr",
        }),
      ).rejects.toMatchObject({ status: 503, messageKey: "payment_unavailable" });
      expect(await paymentsOf(db(), order.id)).toEqual([]);
    });

    it("refuses an unknown method with 422 and another user's order with 404", async () => {
      const { token, order } = await unpaidOrder();
      const other = await createUser(db());
      expect(await createPayment(token, order.id, "paypal")).toMatchObject({
        code: 422,
        message: "请选择支付宝或微信支付",
        data: { fieldErrors: { method: ["payMethod.invalid"] } },
      });
      expect(await createPayment(other.token, order.id)).toMatchObject({
        code: 404,
        message: "订单不存在",
      });
      expect((await queryPayment(other.token, order.id, true)).code).toBe(404);
      expect(await paymentsOf(db(), order.id)).toEqual([]);
    });
  });

  describe("paying at the sandbox wallet", () => {
    it("pays the order: pending_delivery, paid_at, timeline submit then pay, payment paid", async () => {
      const { token, order } = await unpaidOrder();
      const payment = await startPayment(token, order.id, "wechat");
      await payAtWallet(payment.codeUrl!);

      const row = await orderRow(db(), order.id);
      expect(row).toMatchObject({
        status: "pending_delivery",
        payMethod: "wechat",
        paidAt: expect.any(Date),
      });
      expect(
        (await eventsOf(db(), order.id)).map((e) => [e.action, e.fromStatus, e.toStatus, e.actor]),
      ).toEqual([
        ["submit", null, "pending_payment", "buyer"],
        ["pay", "pending_payment", "pending_delivery", "gateway:sandbox"],
      ]);
      expect(await paymentsOf(db(), order.id)).toEqual([
        expect.objectContaining({
          outTradeNo: payment.outTradeNo,
          status: "paid",
          paidAt: expect.any(Date),
        }),
      ]);
      const view = await findOrder(token, order.id);
      expect(view).toMatchObject({
        status: "pending_delivery",
        payMethod: "wechat",
        actions: ["refund"],
        payment: { outTradeNo: payment.outTradeNo, status: "paid" },
      });
      expect(view.paidAt).not.toBeNull();
    });

    it("records the sandbox's notification once, as applied", async () => {
      const { token, order } = await unpaidOrder();
      const payment = await startPayment(token, order.id);
      await payAtWallet(payment.codeUrl!);
      // A second tap on the wallet's Pay button pays and notifies nothing more.
      expect((await wallet(payment.codeUrl!, "pay")).title).toContain("支付成功");
      expect((await notificationsOf(payment.outTradeNo)).map((n) => [n.gateway, n.result])).toEqual(
        [["sandbox", "applied"]],
      );
      expect((await eventsOf(db(), order.id)).filter((e) => e.action === "pay")).toHaveLength(1);
    });

    it("answers a replay of the same signed notification with 200 and changes nothing", async () => {
      const { token, order } = await unpaidOrder();
      const payment = await startPayment(token, order.id);
      await payAtWallet(payment.codeUrl!);
      const before = {
        state: await paymentState(order.id),
        notes: await notificationsOf(payment.outTradeNo),
      };

      const body = await paidEvent(payment.outTradeNo);
      const headers = signedHeaders(body);
      for (let i = 0; i < 2; i++)
        expect(await notify(body, headers)).toEqual({ status: 200, answer: { code: "SUCCESS" } });
      // A retry, signed afresh, is the same event.
      expect((await notify(body)).status).toBe(200);

      expect({
        state: await paymentState(order.id),
        notes: await notificationsOf(payment.outTradeNo),
      }).toEqual(before);
      expect(before.state.events).toEqual(["submit", "pay"]);
    });

    it("refuses a notification with a bad signature or a stale timestamp, records it as rejected, changes nothing", async () => {
      const { token, order } = await unpaidOrder();
      const payment = await startPayment(token, order.id);
      const before = await paymentState(order.id);
      const body = await paidEvent(payment.outTradeNo);

      const forged = await notify(body, signedHeaders(body, "not-the-secret"));
      expect(forged).toEqual({ status: 400, answer: { code: "FAIL", message: "signature" } });
      const tampered = signedHeaders(body);
      expect((await notify(body.replace('"SUCCESS"', '"SUCCESS" '), tampered)).status).toBe(400);
      const stale = await notify(
        body,
        signedHeaders(body, SECRET, String(Math.floor(Date.now() / 1000) - 3_600)),
      );
      expect(stale.status).toBe(400);
      const unsigned = await notify(body, { "content-type": "application/json" });
      expect(unsigned.status).toBe(400);

      expect(await paymentState(order.id)).toEqual(before);
      const rejected = await db()
        .select()
        .from(paymentNotifications)
        .where(
          and(eq(paymentNotifications.gateway, "sandbox"), eq(paymentNotifications.body, body)),
        );
      expect(rejected.length).toBeGreaterThanOrEqual(3);
      expect(rejected.every((n) => n.result.startsWith("rejected"))).toBe(true);
      expect(rejected.map((n) => n.result)).toContain("rejected: bad signature");
    });

    it("refuses a correctly signed notification with a wrong amount, and still takes the right one afterwards", async () => {
      const { token, order } = await unpaidOrder();
      const payment = await startPayment(token, order.id);
      const before = await paymentState(order.id);

      const wrong = await notify(await paidEvent(payment.outTradeNo, { amount: 1 }));
      expect(wrong).toEqual({ status: 400, answer: { code: "FAIL", message: "amount_mismatch" } });
      expect(await paymentState(order.id)).toEqual(before);
      expect((await notificationsOf(payment.outTradeNo)).map((n) => n.result)).toEqual([
        "rejected: amount_mismatch",
      ]);

      await payAtWallet(payment.codeUrl!);
      expect((await orderRow(db(), order.id)).status).toBe("pending_delivery");
    });

    it("refuses a correctly signed notification of an unknown trade", async () => {
      const outTradeNo = "20990101000000123456" + "0001";
      const body = JSON.stringify({
        id: "EVTSBXUNKNOWNSUCCESS",
        trade_no: "SBXUNKNOWN",
        out_trade_no: outTradeNo,
        trade_state: "SUCCESS",
        amount: 100,
        success_time: new Date().toISOString(),
      });
      expect(await notify(body)).toEqual({
        status: 400,
        answer: { code: "FAIL", message: "unknown_trade" },
      });
      expect((await notificationsOf(outTradeNo)).map((n) => n.result)).toEqual([
        "rejected: unknown_trade",
      ]);
    });

    it("cannot pay a cancelled order: the wallet shows the trade closed and the order stays cancelled", async () => {
      const { token, order } = await unpaidOrder();
      const payment = await startPayment(token, order.id);
      expect((await api(svc, PATHS.cancel, { token, body: { id: order.id } })).code).toBe(0);
      expect((await sandboxTrade(payment.outTradeNo)).state).toBe("CLOSED");

      const page = await wallet(payment.codeUrl!, "pay");
      expect(page.title).toContain("交易已关闭");
      expect(page.html.includes("支付成功")).toBe(false);
      expect(await paymentState(order.id)).toEqual({
        status: "cancelled",
        paidAt: null,
        events: ["submit", "cancel"],
        payments: [[payment.outTradeNo, "closed"]],
      });
      expect(await createPayment(token, order.id)).toMatchObject({
        code: 409,
        message: "订单当前状态不能进行该操作",
      });
    });

    it("refuses to start a payment of a paid order with 409", async () => {
      const { token, order } = await unpaidOrder();
      await payAtWallet((await startPayment(token, order.id)).codeUrl!);
      for (const method of ["alipay", "wechat"])
        expect(await createPayment(token, order.id, method)).toMatchObject({
          code: 409,
          message: "订单当前状态不能进行该操作",
        });
      expect(await paymentsOf(db(), order.id)).toHaveLength(1);
    });

    // A declined code can never be paid: choosing the method again must give a new one.
    it("gives a payable QR code again after the buyer declined at the wallet", async () => {
      const { token, order } = await unpaidOrder();
      const first = await startPayment(token, order.id);
      expect((await wallet(first.codeUrl!, "decline")).title).toContain("已拒绝支付");
      expect((await orderRow(db(), order.id)).status).toBe("pending_payment");

      const again = await startPayment(token, order.id);
      expect((await wallet(again.codeUrl!)).title).toContain("确认付款");
    });
  });

  describe("queryPayment and waitPayment", () => {
    it("applies a payment whose notification was lost when the buyer says they paid (active=1)", async () => {
      const { token, order } = await unpaidOrder();
      const payment = await startPayment(token, order.id);
      // Paid at the sandbox, but the shop was never told.
      await db()
        .update(sandboxTrades)
        .set({ state: "SUCCESS", paidAt: new Date() })
        .where(eq(sandboxTrades.outTradeNo, payment.outTradeNo));

      const passive = await queryPayment(token, order.id, false);
      expect(passive).toMatchObject({
        code: 200,
        data: { orderId: order.id, orderStatus: "pending_payment", payment: { status: "pending" } },
      });
      const active = await queryPayment(token, order.id, true);
      expect(active).toMatchObject({
        code: 200,
        data: {
          orderId: order.id,
          orderStatus: "pending_delivery",
          payment: { outTradeNo: payment.outTradeNo, status: "paid" },
        },
      });
      expect((await eventsOf(db(), order.id)).map((e) => [e.action, e.actor])).toEqual([
        ["submit", "buyer"],
        ["pay", "gateway:sandbox"],
      ]);
      expect(await orderRow(db(), order.id)).toMatchObject({
        paidAt: expect.any(Date),
        payMethod: "alipay",
      });
      // Asking again changes nothing more.
      expect((await queryPayment(token, order.id, true)).data.orderStatus).toBe("pending_delivery");
      expect(await eventsOf(db(), order.id)).toHaveLength(2);
    });

    it("waitPayment answers at once when the status differs from the one the page knows", async () => {
      const { token, order } = await unpaidOrder();
      await startPayment(token, order.id);
      const started = Date.now();
      const a = await waitPayment(token, order.id, "pending_delivery");
      const ms = Date.now() - started;
      expect(a).toMatchObject({
        code: 200,
        data: { orderStatus: "pending_payment", payment: { status: "pending" } },
      });
      expect(ms).toBeLessThan(500);
    });

    it("waitPayment answers within a second of the payment when the status was the known one", async () => {
      const { token, order } = await unpaidOrder();
      const payment = await startPayment(token, order.id);
      const started = Date.now();
      const waiting = waitPayment(token, order.id, "pending_payment").then((a) => ({
        a,
        at: Date.now(),
      }));
      await sleep(400);
      await payAtWallet(payment.codeUrl!);
      const paidAt = Date.now();
      const { a, at } = await waiting;
      expect(a).toMatchObject({
        code: 200,
        data: { orderStatus: "pending_delivery", payment: { status: "paid" } },
      });
      expect(at - started).toBeGreaterThanOrEqual(400);
      expect(at - paidAt).toBeLessThan(1_000);
    });
  });
});
