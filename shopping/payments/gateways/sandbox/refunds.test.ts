/**
 * The sandbox's refunds: its own books (sandbox_refunds), once per
 * out_refund_no, only a paid trade and never more than its amount in all, a
 * notification signed as the payments' are and verified the same way.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../../db/client";
import { sandboxRefunds, sandboxTrades } from "../../../db/schema";
import { createSandboxGateway, signSandboxMessage, type SandboxDeps } from "./index";
import {
  GatewayError,
  NotificationRejected,
  type NotificationRequest,
  type RefundInput,
} from "../types";

const SECRET = "refund-test-secret";

describe("sandbox refunds", () => {
  let database: Database;
  let notifyServer: Server;
  let notifyUrl: string;
  const received: NotificationRequest[] = [];
  let sequence = 0;
  const gateway = (overrides: Partial<SandboxDeps> = {}) =>
    createSandboxGateway({
      db: database.db,
      secret: SECRET,
      merchant: "醇境酒窖 Vintry",
      ...overrides,
    });

  beforeAll(async () => {
    database = await openDatabase({});
    notifyServer = createServer((req, res) => {
      let rawBody = "";
      req.setEncoding("utf8");
      req.on("data", (chunk) => (rawBody += chunk));
      req.on("end", () => {
        received.push({ rawBody, headers: req.headers as Record<string, string> });
        res.writeHead(200, { "content-type": "application/json" }).end('{"code":"SUCCESS"}');
      });
    });
    notifyServer.listen(0, "127.0.0.1");
    await new Promise((resolve) => notifyServer.once("listening", resolve));
    notifyUrl = `http://127.0.0.1:${(notifyServer.address() as AddressInfo).port}/refund`;
  });
  afterAll(async () => {
    await new Promise((resolve) => notifyServer.close(resolve));
    await database?.close();
  });

  /** a trade of 100.00 in the sandbox's books, paid unless said otherwise */
  async function trade(state = "SUCCESS") {
    const outTradeNo = `T${Date.now()}${++sequence}`;
    await database.db.insert(sandboxTrades).values({
      tradeNo: `SBX${outTradeNo}`,
      outTradeNo,
      merchant: "x",
      description: "x",
      amountCents: 10_000,
      notifyUrl: "http://127.0.0.1:1/n",
      state,
      expiresAt: new Date(Date.now() + 60_000),
      paidAt: state === "SUCCESS" ? sql`now()` : null,
    });
    return outTradeNo;
  }
  const ask = (outTradeNo: string, overrides: Partial<RefundInput> = {}): RefundInput => ({
    outTradeNo,
    outRefundNo: `R${outTradeNo}${++sequence}`,
    refundCents: 4_000,
    totalCents: 10_000,
    reason: "售后退款",
    notifyUrl,
    ...overrides,
  });
  const booksOf = (outTradeNo: string) =>
    database.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.tradeNo, `SBX${outTradeNo}`));

  it("refunds in its books, answers succeeded, and notifies signed", async () => {
    const outTradeNo = await trade();
    const input = ask(outTradeNo);
    const before = received.length;
    const outcome = await gateway().refund(input);
    expect(outcome).toEqual({
      state: "succeeded",
      refundCents: 4_000,
      gatewayRefundNo: expect.stringMatching(/^SBR[0-9A-F]{24}$/),
      succeededAt: expect.any(Date),
      failure: null,
    });
    expect(await booksOf(outTradeNo)).toEqual([
      expect.objectContaining({
        outRefundNo: input.outRefundNo,
        amountCents: 4_000,
        state: "SUCCESS",
        notifyUrl,
      }),
    ]);
    expect(received).toHaveLength(before + 1);
    const notice = received[received.length - 1];
    expect(JSON.parse(notice.rawBody)).toMatchObject({
      out_refund_no: input.outRefundNo,
      out_trade_no: outTradeNo,
      refund_status: "SUCCESS",
      amount: 4_000,
      total: 10_000,
    });
    expect(notice.headers["x-sandbox-signature"]).toBe(
      signSandboxMessage(
        SECRET,
        notice.headers["x-sandbox-timestamp"]!,
        notice.headers["x-sandbox-nonce"]!,
        notice.rawBody,
      ),
    );
    expect(await gateway().verifyRefundNotification!(notice)).toMatchObject({
      outRefundNo: input.outRefundNo,
      outTradeNo,
      state: "succeeded",
      refundCents: 4_000,
      totalCents: 10_000,
    });
    expect(await gateway().queryRefund(input)).toEqual(outcome);
    expect(await gateway().queryRefund({ outTradeNo, outRefundNo: "RNEVERSENT" })).toBeNull();
  });

  it("is idempotent by out_refund_no: the same refund, no second notification; another amount under that number is refused", async () => {
    const outTradeNo = await trade();
    const input = ask(outTradeNo);
    const first = await gateway().refund(input);
    const notices = received.length;
    expect(await gateway().refund(input)).toEqual(first);
    expect(received).toHaveLength(notices);
    expect(await gateway().refund({ ...input, refundCents: 1 })).toMatchObject({
      state: "failed",
      failure: "OUT_REFUND_NO_USED",
    });
    expect(await booksOf(outTradeNo)).toHaveLength(1);
  });

  it("never refunds more than the trade in all, nor an unpaid or unknown trade", async () => {
    const outTradeNo = await trade();
    expect(await gateway().refund(ask(outTradeNo, { refundCents: 6_000 }))).toMatchObject({
      state: "succeeded",
    });
    expect(await gateway().refund(ask(outTradeNo, { refundCents: 4_001 }))).toMatchObject({
      state: "failed",
      failure: "REFUND_EXCEEDS_TRADE",
    });
    expect(await gateway().refund(ask(outTradeNo, { refundCents: 4_000 }))).toMatchObject({
      state: "succeeded",
    });
    expect(await gateway().refund(ask(outTradeNo, { refundCents: 1 }))).toMatchObject({
      state: "failed",
      failure: "REFUND_EXCEEDS_TRADE",
    });
    expect((await booksOf(outTradeNo)).map((r) => r.amountCents).sort()).toEqual([4_000, 6_000]);
    expect(await gateway().refund(ask(outTradeNo, { totalCents: 9_999 }))).toMatchObject({
      state: "failed",
      failure: "TOTAL_MISMATCH",
    });

    const unpaid = await trade("NOTPAY");
    expect(await gateway().refund(ask(unpaid))).toMatchObject({
      state: "failed",
      failure: "TRADE_NOT_PAID",
    });
    expect(await gateway().refund(ask("NOSUCHTRADE"))).toMatchObject({
      state: "failed",
      failure: "TRADE_NOT_EXIST",
    });
    for (const refundCents of [0, -5, 1.5])
      await expect(gateway().refund(ask(outTradeNo, { refundCents }))).rejects.toThrow(
        GatewayError,
      );
  });

  it("two refunds of one trade at once: never more than the trade", async () => {
    const outTradeNo = await trade();
    const outcomes = await Promise.all([
      gateway().refund(ask(outTradeNo, { refundCents: 7_000 })),
      gateway().refund(ask(outTradeNo, { refundCents: 7_000 })),
    ]);
    expect(outcomes.map((o) => o.state).sort()).toEqual(["failed", "succeeded"]);
    expect(await booksOf(outTradeNo)).toHaveLength(1);
  });

  it("refuses refund notifications that are not signed by the shared secret, tampered, or malformed", async () => {
    const outTradeNo = await trade();
    const before = received.length;
    await gateway().refund(ask(outTradeNo));
    const good = received[before];
    const verify = (request: NotificationRequest) => gateway().verifyRefundNotification!(request);
    await expect(
      verify({ ...good, rawBody: good.rawBody.replace('"amount":4000', '"amount":400') }),
    ).rejects.toThrow(NotificationRejected);
    await expect(
      createSandboxGateway({ db: database.db, secret: "another", merchant: "x" })
        .verifyRefundNotification!(good),
    ).rejects.toThrow(/bad signature/);
    await expect(
      verify({ ...good, headers: { ...good.headers, "x-sandbox-nonce": undefined } }),
    ).rejects.toThrow(/missing/);
    const sign = (body: string): NotificationRequest => {
      const timestamp = String(Math.floor(Date.now() / 1000));
      return {
        rawBody: body,
        headers: {
          "x-sandbox-timestamp": timestamp,
          "x-sandbox-nonce": "n",
          "x-sandbox-signature": signSandboxMessage(SECRET, timestamp, "n", body),
        },
      };
    };
    const event = JSON.parse(good.rawBody);
    await expect(
      verify(sign(JSON.stringify({ ...event, refund_status: "PROCESSING" }))),
    ).rejects.toThrow(/refund_status/);
    await expect(verify(sign(JSON.stringify({ ...event, amount: "4000" })))).rejects.toThrow(
      /amount/,
    );
    await expect(
      verify(sign(JSON.stringify({ ...event, out_refund_no: undefined }))),
    ).rejects.toThrow(/missing/);
    await expect(
      verify(sign(JSON.stringify({ ...event, refund_status: "ABNORMAL" }))),
    ).resolves.toMatchObject({ state: "failed", failure: "ABNORMAL" });
    // and a payment notification is refused as a refund one, as a refund one is as a payment one
    await expect(gateway().verifyNotification(good)).rejects.toThrow(NotificationRejected);
  });
});
