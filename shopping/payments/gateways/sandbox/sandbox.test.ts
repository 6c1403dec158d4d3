import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../../db/client";
import { sandboxTrades } from "../../../db/schema";
import {
  createSandboxGateway,
  mountSandboxWallet,
  signSandboxMessage,
  type SandboxDeps,
} from "./index";
import {
  GatewayError,
  NotificationRejected,
  type CreatePaymentInput,
  type NotificationRequest,
} from "../types";

interface Received extends NotificationRequest {
  path: string;
}

/** plays the shop's notify endpoint; answers 500 to the first `failFirst[path]` posts of a path */
function startNotifyServer() {
  const received: Received[] = [];
  const failFirst = new Map<string, number>();
  const server = createServer((req, res) => {
    let rawBody = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (rawBody += chunk));
    req.on("end", () => {
      const path = req.url ?? "";
      received.push({ path, rawBody, headers: req.headers as Record<string, string> });
      const failures = failFirst.get(path) ?? 0;
      failFirst.set(path, failures - 1);
      res
        .writeHead(failures > 0 ? 500 : 200, { "content-type": "application/json" })
        .end('{"code":"SUCCESS"}');
    });
  });
  return { server, received, failFirst };
}

async function listen(server: Server): Promise<string> {
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function waitFor(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("sandbox gateway", () => {
  let database: Database;
  let deps: SandboxDeps;
  let shop: Server;
  let shopBase: string;
  const notify = startNotifyServer();
  let notifyBase: string;
  let sequence = 0;

  const gateway = () => createSandboxGateway(deps);
  /** A QR payment: the sandbox's code is its wallet page. */
  const createQr = async (request: CreatePaymentInput) => {
    const created = await gateway().create(request);
    if (created.kind !== "qr") throw new Error(`a ${created.kind} launch, not a QR code`);
    return created;
  };
  const input = (overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
    path: "qr",
    method: "wechat",
    outTradeNo: `T${Date.now()}${++sequence}`,
    amountCents: 1234,
    description: "醇境酒窖 订单 2026112212345678",
    expiresAt: new Date(Date.now() + 15 * 60_000),
    notifyUrl: `${notifyBase}/notify/${sequence}`,
    publicBaseUrl: shopBase,
    ...overrides,
  });
  const tradeNoOf = (codeUrl: string) => codeUrl.split("/").pop()!;
  const tradeRow = async (tradeNo: string) =>
    (await database.db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo)))[0];
  const press = (codeUrl: string, action: string) =>
    fetch(codeUrl, { method: "POST", body: new URLSearchParams({ action }) });
  const notificationsTo = (notifyUrl: string) =>
    notify.received.filter((r) => notifyBase + r.path === notifyUrl);

  beforeAll(async () => {
    database = await openDatabase({});
    deps = { db: database.db, secret: "test-secret", merchant: "醇境酒窖 Vintry" };
    const router = express.Router();
    mountSandboxWallet(router, deps);
    const app = express();
    app.use(express.json());
    app.use("/shopping", router);
    shop = createServer(app);
    shopBase = await listen(shop);
    notifyBase = await listen(notify.server);
  });
  afterAll(async () => {
    await new Promise((resolve) => shop?.close(resolve));
    await new Promise((resolve) => notify.server.close(resolve));
    await database?.close();
  });

  describe("create, query, close", () => {
    it("opens a NOTPAY trade and answers the wallet URL; creating again answers the same trade", async () => {
      const request = input();
      const created = await createQr(request);
      expect(created.codeUrl).toMatch(
        new RegExp(`^${shopBase}/shopping/payment/sandbox/pay/SBX[0-9A-F]{24}$`),
      );
      expect(created.gatewayTradeNo).toBe(tradeNoOf(created.codeUrl));
      const row = await tradeRow(tradeNoOf(created.codeUrl));
      expect(row).toMatchObject({
        outTradeNo: request.outTradeNo,
        merchant: "醇境酒窖 Vintry",
        amountCents: 1234,
        state: "NOTPAY",
        notifyUrl: request.notifyUrl,
        paidAt: null,
      });
      expect(row.expiresAt.getTime()).toBe(request.expiresAt.getTime());
      expect(await createQr(request)).toEqual(created);
      expect(await gateway().query(request.outTradeNo)).toEqual({
        state: "pending",
        amountCents: 1234,
        gatewayTradeNo: created.gatewayTradeNo,
        paidAt: null,
      });
    });

    it("refuses to reopen a trade that is no longer unpaid, or with another amount", async () => {
      const request = input();
      await createQr(request);
      await expect(createQr({ ...request, amountCents: 999 })).rejects.toThrow(GatewayError);
      await gateway().close(request.outTradeNo);
      await expect(createQr(request)).rejects.toThrow(/CLOSED/);
    });

    it("closes only an unpaid trade, and closing twice is fine", async () => {
      const open = input();
      await createQr(open);
      await gateway().close(open.outTradeNo);
      await gateway().close(open.outTradeNo);
      expect((await gateway().query(open.outTradeNo)).state).toBe("closed");

      const paid = input();
      const { codeUrl } = await createQr(paid);
      await press(codeUrl, "pay");
      await gateway().close(paid.outTradeNo);
      expect((await tradeRow(tradeNoOf(codeUrl))).state).toBe("SUCCESS");
      expect((await gateway().query(paid.outTradeNo)).state).toBe("paid");

      const declined = input();
      const declinedTrade = await createQr(declined);
      await press(declinedTrade.codeUrl, "decline");
      await gateway().close(declined.outTradeNo);
      expect((await tradeRow(tradeNoOf(declinedTrade.codeUrl))).state).toBe("DECLINED");
    });

    it("says an unknown trade is unknown", async () => {
      await expect(gateway().query("NOSUCHTRADE")).rejects.toThrow(GatewayError);
      await expect(gateway().close("NOSUCHTRADE")).resolves.toBeUndefined();
    });
  });

  describe("wallet page", () => {
    it("shows the merchant, the description, the amount and the two buttons", async () => {
      const { codeUrl } = await createQr(input({ amountCents: 105 }));
      const res = await fetch(codeUrl);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(res.headers.get("cache-control")).toBe("no-store");
      const html = await res.text();
      expect(html).toContain("醇境酒窖 Vintry");
      expect(html).toContain("醇境酒窖 订单 2026112212345678");
      expect(html).toContain("¥</span>1.05");
      expect(html).toMatch(/<form method="post"/);
      expect(html).toMatch(/<button[^>]*name="action" value="pay"[^>]*>支付 · Pay</);
      expect(html).toMatch(/<button[^>]*name="action" value="decline"[^>]*>拒绝 · Decline</);
      expect(html).not.toMatch(/<script|https?:\/\//);
    });

    it("escapes what it shows", async () => {
      const { codeUrl } = await createQr(
        input({ description: `<script>alert("x")</script> & 'Co'` }),
      );
      const html = await (await fetch(codeUrl)).text();
      expect(html).not.toContain("<script>");
      expect(html).toContain(
        "&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;Co&#39;",
      );
    });

    it("answers 404 for an unknown trade and 400 for an unknown action", async () => {
      const missing = await fetch(`${shopBase}/shopping/payment/sandbox/pay/SBX000`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await missing.text()).toContain("Trade not found");
      expect((await press(`${shopBase}/shopping/payment/sandbox/pay/SBX000`, "pay")).status).toBe(
        404,
      );
      const { codeUrl } = await createQr(input());
      expect((await press(codeUrl, "refund")).status).toBe(400);
      expect((await tradeRow(tradeNoOf(codeUrl))).state).toBe("NOTPAY");
    });
  });

  describe("paying", () => {
    it("moves the trade to SUCCESS and posts a signed notification the gateway accepts", async () => {
      const request = input({ amountCents: 123456 });
      const { codeUrl } = await createQr(request);
      const tradeNo = tradeNoOf(codeUrl);
      const res = await press(codeUrl, "pay");
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.text()).toContain("Payment successful");
      const row = await tradeRow(tradeNo);
      expect(row.state).toBe("SUCCESS");
      expect(row.paidAt).toBeInstanceOf(Date);

      await waitFor(() => notificationsTo(request.notifyUrl).length === 1);
      const [notification] = notificationsTo(request.notifyUrl);
      expect(notification.headers["content-type"]).toBe("application/json");
      expect(notification.headers["x-sandbox-timestamp"]).toMatch(/^\d+$/);
      expect(JSON.parse(notification.rawBody)).toEqual({
        id: `EVT${tradeNo}SUCCESS`,
        trade_no: tradeNo,
        out_trade_no: request.outTradeNo,
        trade_state: "SUCCESS",
        amount: 123456,
        success_time: row.paidAt!.toISOString(),
      });
      expect(await gateway().verifyNotification(notification)).toEqual({
        eventKey: `EVT${tradeNo}SUCCESS`,
        outTradeNo: request.outTradeNo,
        state: "paid",
        amountCents: 123456,
        gatewayTradeNo: tradeNo,
        paidAt: row.paidAt,
      });
      expect(await gateway().query(request.outTradeNo)).toEqual({
        state: "paid",
        amountCents: 123456,
        gatewayTradeNo: tradeNo,
        paidAt: row.paidAt,
      });
    });

    it("pays once: a second Pay, or two at the same moment, send one notification", async () => {
      const request = input();
      const { codeUrl } = await createQr(request);
      const answers = await Promise.all([press(codeUrl, "pay"), press(codeUrl, "pay")]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const again = await press(codeUrl, "pay");
      expect(await again.text()).toContain("Payment successful");
      await sleep(300);
      expect(notificationsTo(request.notifyUrl)).toHaveLength(1);
      const page = await (await fetch(codeUrl)).text();
      expect(page).toContain("Payment successful");
      expect(page).not.toContain('value="pay"');
    });

    it("retries a notification the shop did not take, without holding up the page", async () => {
      const request = input();
      notify.failFirst.set(new URL(request.notifyUrl).pathname, 1);
      const { codeUrl } = await createQr(request);
      const res = await press(codeUrl, "pay");
      expect(res.status).toBe(200);
      expect(notificationsTo(request.notifyUrl)).toHaveLength(1);
      await waitFor(() => notificationsTo(request.notifyUrl).length === 2);
      const [first, second] = notificationsTo(request.notifyUrl);
      expect(second.rawBody).toBe(first.rawBody);
      expect(second.headers["x-sandbox-nonce"]).not.toBe(first.headers["x-sandbox-nonce"]);
      await expect(gateway().verifyNotification(second)).resolves.toMatchObject({ state: "paid" });
    });

    it("cannot pay an expired trade", async () => {
      const request = input();
      const { codeUrl } = await createQr(request);
      const tradeNo = tradeNoOf(codeUrl);
      await database.db
        .update(sandboxTrades)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(sandboxTrades.tradeNo, tradeNo));
      expect(await (await fetch(codeUrl)).text()).toContain("Trade expired");
      const res = await press(codeUrl, "pay");
      expect(await res.text()).toContain("Trade expired");
      expect((await tradeRow(tradeNo)).state).toBe("NOTPAY");
      expect((await gateway().query(request.outTradeNo)).state).toBe("closed");
      await sleep(200);
      expect(notificationsTo(request.notifyUrl)).toHaveLength(0);
    });

    it("Decline leaves the trade DECLINED, unpaid and unpayable, with no notification", async () => {
      const request = input();
      const { codeUrl } = await createQr(request);
      const res = await press(codeUrl, "decline");
      expect(await res.text()).toContain("Payment declined");
      expect((await tradeRow(tradeNoOf(codeUrl))).state).toBe("DECLINED");
      expect(await (await press(codeUrl, "pay")).text()).toContain("Payment declined");
      expect((await tradeRow(tradeNoOf(codeUrl))).state).toBe("DECLINED");
      expect((await gateway().query(request.outTradeNo)).state).toBe("closed");
      await sleep(200);
      expect(notificationsTo(request.notifyUrl)).toHaveLength(0);
    });

    it("shows a closed trade as closed", async () => {
      const request = input();
      const { codeUrl } = await createQr(request);
      await gateway().close(request.outTradeNo);
      expect(await (await press(codeUrl, "pay")).text()).toContain("Trade closed");
      expect((await tradeRow(tradeNoOf(codeUrl))).state).toBe("CLOSED");
    });
  });

  describe("verifyNotification", () => {
    const body = JSON.stringify({
      id: "EVTX",
      trade_no: "SBX1",
      out_trade_no: "T1",
      trade_state: "SUCCESS",
      amount: 10,
      success_time: "2026-01-02T03:04:05.000Z",
    });
    const signed = (
      rawBody: string,
      options: { timestamp?: number; secret?: string } = {},
    ): NotificationRequest => {
      const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
      return {
        rawBody,
        headers: {
          "x-sandbox-timestamp": timestamp,
          "x-sandbox-nonce": "n1",
          "x-sandbox-signature": signSandboxMessage(
            options.secret ?? "test-secret",
            timestamp,
            "n1",
            rawBody,
          ),
        },
      };
    };

    it("accepts a well-signed notification, CLOSED included", async () => {
      await expect(gateway().verifyNotification(signed(body))).resolves.toMatchObject({
        eventKey: "EVTX",
        state: "paid",
        amountCents: 10,
      });
      const closed = JSON.stringify({
        id: "EVTY",
        trade_no: "SBX1",
        out_trade_no: "T1",
        trade_state: "CLOSED",
        amount: 10,
      });
      await expect(gateway().verifyNotification(signed(closed))).resolves.toMatchObject({
        state: "closed",
        paidAt: null,
      });
    });

    it("refuses a tampered body, a wrong secret, a stale timestamp, missing headers and odd states", async () => {
      const good = signed(body);
      const rejects = (request: NotificationRequest) =>
        expect(gateway().verifyNotification(request)).rejects.toThrow(NotificationRejected);
      await rejects({ ...good, rawBody: body.replace('"amount":10', '"amount":1') });
      await rejects(signed(body, { secret: "other" }));
      await rejects(signed(body, { timestamp: Math.floor(Date.now() / 1000) - 301 }));
      await rejects(signed(body, { timestamp: Math.floor(Date.now() / 1000) + 301 }));
      await rejects({ ...good, headers: { ...good.headers, "x-sandbox-signature": undefined } });
      await rejects({ ...good, headers: { ...good.headers, "x-sandbox-signature": "short" } });
      await rejects(signed(body.replace("SUCCESS", "NOTPAY")));
      await rejects(signed("not json"));
    });

    it("answers the gateway in its own format", () => {
      expect(gateway().accepted()).toEqual({
        status: 200,
        contentType: "application/json",
        body: '{"code":"SUCCESS"}',
      });
      expect(gateway().refused("bad signature")).toEqual({
        status: 400,
        contentType: "application/json",
        body: '{"code":"FAIL","message":"bad signature"}',
      });
    });
  });
});
