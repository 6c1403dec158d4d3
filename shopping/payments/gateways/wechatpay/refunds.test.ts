/**
 * WeChat Pay v3 refunds, offline: a fake api.mch.weixin.qq.com with its own
 * platform key checks the merchant's signature on every refund request and
 * signs its answers; refund notifications are signed and AEAD-encrypted as
 * WeChat Pay does (resource original_type "refund", associated_data "refund").
 */
import { randomBytes, type KeyObject } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import {
  fakeWechatPay,
  MCHID,
  pem,
  PLATFORM_SERIAL,
  stranger,
  wechatNotification,
  wechatPayConfigFor,
} from "../testing/wechatpay-fake";
import {
  GatewayError,
  NotificationRejected,
  type NotificationRequest,
  type RefundInput,
} from "../types";
import { createWechatPayGateway, type WechatPayConfig } from "./index";

interface FakeRefund {
  refund_id: string;
  out_refund_no: string;
  out_trade_no: string;
  status: string;
  refund: number;
  total: number;
}

/** plays api.mch.weixin.qq.com's refund API for one paid trade WXT1 of 123.45 */
function fakeRefunds() {
  const refunds = new Map<string, FakeRefund>();
  const trades = new Map<string, number>([["WXT1", 12345]]);
  /**
   * failWith: every request refused with this status and code; answerStatus: the status of a new
   * refund
   */
  const answers = { failWith: null as null | [number, string], answerStatus: "PROCESSING" };
  const answerOf = (r: FakeRefund) => ({
    refund_id: r.refund_id,
    out_refund_no: r.out_refund_no,
    transaction_id: "4200000001202611220000000002",
    out_trade_no: r.out_trade_no,
    channel: "ORIGINAL",
    user_received_account: "支付用户零钱",
    ...(r.status === "SUCCESS" ? { success_time: "2026-11-22T12:10:00+08:00" } : {}),
    create_time: "2026-11-22T12:09:00+08:00",
    status: r.status,
    funds_account: "AVAILABLE",
    amount: {
      total: r.total,
      refund: r.refund,
      payer_total: r.total,
      payer_refund: r.refund,
      settlement_refund: r.refund,
      settlement_total: r.total,
      discount_refund: 0,
      currency: "CNY",
    },
  });

  const fake = fakeWechatPay(
    (req, body, respond) => {
      const url = new URL(req.url!, "http://x");
      if (answers.failWith)
        return respond(answers.failWith[0], { code: answers.failWith[1], message: "失败" });
      if (req.method === "POST" && url.pathname === "/v3/refund/domestic/refunds") {
        const ask = JSON.parse(body);
        const kept = refunds.get(ask.out_refund_no);
        if (kept) return respond(200, answerOf(kept));
        const total = trades.get(ask.out_trade_no);
        if (total === undefined)
          return respond(404, { code: "RESOURCE_NOT_EXISTS", message: "订单不存在" });
        const refunded = [...refunds.values()]
          .filter((r) => r.out_trade_no === ask.out_trade_no)
          .reduce((sum, r) => sum + r.refund, 0);
        if (ask.amount.total !== total || refunded + ask.amount.refund > total)
          return respond(400, { code: "INVALID_REQUEST", message: "退款金额超过订单可退金额" });
        const refund = {
          refund_id: `50000000382019052709732678${refunds.size}`,
          out_refund_no: ask.out_refund_no,
          out_trade_no: ask.out_trade_no,
          status: answers.answerStatus,
          refund: ask.amount.refund,
          total,
        };
        refunds.set(ask.out_refund_no, refund);
        return respond(200, answerOf(refund));
      }
      const byNo = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(url.pathname);
      if (req.method === "GET" && byNo) {
        const refund = refunds.get(decodeURIComponent(byNo[1]));
        return refund
          ? respond(200, answerOf(refund))
          : respond(404, { code: "RESOURCE_NOT_EXISTS", message: "退款单不存在" });
      }
      respond(400, { code: "INVALID_REQUEST", message: "bad request" });
    },
    { tamper: (body) => body.replace('"refund":', '"refund":1') },
  );
  const reset = () => {
    fake.reset();
    refunds.clear();
    Object.assign(answers, { failWith: null, answerStatus: "PROCESSING" });
  };
  return { ...fake, refunds, answers, reset };
}

describe("WeChat Pay refunds", () => {
  const fake = fakeRefunds();
  const config = wechatPayConfigFor(fake);
  const gateway = (overrides: Partial<WechatPayConfig> = {}) =>
    createWechatPayGateway({ ...config(), ...overrides });
  const last = fake.last;
  const input = (overrides: Partial<RefundInput> = {}): RefundInput => ({
    outTradeNo: "WXT1",
    outRefundNo: `R${randomBytes(6).toString("hex")}`,
    refundCents: 2345,
    totalCents: 12345,
    reason: "售后退款 after-sale refund",
    notifyUrl: "https://shop.example.com/shopping/payment/notify/wechatpay/refund",
    ...overrides,
  });

  beforeEach(fake.reset);

  describe("requests", () => {
    it("posts a signed refund with the documented body and reads a PROCESSING answer as pending", async () => {
      const ask = input();
      expect(await gateway().refund(ask)).toEqual({
        state: "pending",
        refundCents: 2345,
        gatewayRefundNo: "500000003820190527097326780",
        succeededAt: null,
        failure: null,
      });
      const request = last();
      expect(request).toMatchObject({
        method: "POST",
        url: "/v3/refund/domestic/refunds",
        signatureValid: true,
      });
      expect(request.headers["wechatpay-serial"]).toBe(PLATFORM_SERIAL);
      expect(request.headers["content-type"]).toBe("application/json");
      expect(JSON.parse(request.body)).toEqual({
        out_trade_no: "WXT1",
        out_refund_no: ask.outRefundNo,
        reason: "售后退款 after-sale refund",
        notify_url: "https://shop.example.com/shopping/payment/notify/wechatpay/refund",
        amount: { refund: 2345, total: 12345, currency: "CNY" },
      });
      // The body is sent exactly as it was signed: no notify_url when there is none.
      await gateway().refund(input({ notifyUrl: null }));
      expect(JSON.parse(last().body)).not.toHaveProperty("notify_url");
      expect(last().signatureValid).toBe(true);
    });

    it("reads SUCCESS as succeeded with its time, and the same refund number twice as one refund", async () => {
      fake.answers.answerStatus = "SUCCESS";
      const ask = input();
      const first = await gateway().refund(ask);
      expect(first).toEqual({
        state: "succeeded",
        refundCents: 2345,
        gatewayRefundNo: expect.any(String),
        succeededAt: new Date("2026-11-22T04:10:00.000Z"),
        failure: null,
      });
      expect(await gateway().refund(ask)).toEqual(first);
      expect(fake.refunds.size).toBe(1);
    });

    it("answers failed to a refusal that sending again cannot change, and throws on one that may pass later", async () => {
      await gateway().refund(input({ refundCents: 12_000 }));
      expect(await gateway().refund(input({ refundCents: 1_000 }))).toMatchObject({
        state: "failed",
        failure: "INVALID_REQUEST",
      });
      expect(await gateway().refund(input({ outTradeNo: "WXNOSUCH" }))).toMatchObject({
        state: "failed",
        failure: "RESOURCE_NOT_EXISTS",
      });
      for (const [status, code] of [
        [403, "NOT_ENOUGH"],
        [429, "FREQUENCY_LIMITED"],
        [500, "SYSTEM_ERROR"],
      ] as const) {
        fake.answers.failWith = [status, code];
        const error = await gateway()
          .refund(input())
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(GatewayError);
        expect(error).toMatchObject({ refusal: { status, code } });
      }
      // A wrong merchant key: the gateway refuses the signature; that is not the refund's fault.
      fake.answers.failWith = null;
      await expect(
        gateway({ privateKeyPem: pem(stranger.privateKey) }).refund(input()),
      ).rejects.toThrow(/401 SIGN_ERROR/);
    });

    it("queries a refund by its number: unknown is null, the state and amount otherwise", async () => {
      expect(
        await gateway().queryRefund({ outTradeNo: "WXT1", outRefundNo: "RNEVERSENT" }),
      ).toBeNull();
      expect(last()).toMatchObject({
        method: "GET",
        url: "/v3/refund/domestic/refunds/RNEVERSENT",
        body: "",
        signatureValid: true,
      });
      const ask = input();
      await gateway().refund(ask);
      expect(await gateway().queryRefund(ask)).toMatchObject({
        state: "pending",
        refundCents: 2345,
      });
      for (const [status, state] of [
        ["SUCCESS", "succeeded"],
        ["CLOSED", "failed"],
        ["ABNORMAL", "failed"],
      ] as const) {
        fake.refunds.get(ask.outRefundNo)!.status = status;
        expect(await gateway().queryRefund(ask)).toMatchObject({
          state,
          failure: state === "failed" ? status : null,
        });
      }
      fake.refunds.get(ask.outRefundNo)!.status = "WHATEVER";
      await expect(gateway().queryRefund(ask)).rejects.toThrow(/unknown refund status/);
    });

    it("refuses answers that are tampered with or signed by another key", async () => {
      const ask = input();
      await gateway().refund(ask);
      fake.behaviour.tamper = true;
      await expect(gateway().queryRefund(ask)).rejects.toThrow(/refused the answer: bad signature/);
      fake.behaviour.tamper = false;
      fake.behaviour.signingKey = stranger.privateKey;
      await expect(gateway().refund(ask)).rejects.toThrow(/bad signature/);
    });
  });

  describe("notifications", () => {
    const refund = {
      mchid: MCHID,
      out_trade_no: "WXT1",
      transaction_id: "4200000001202611220000000002",
      out_refund_no: "R1217752501201407033233368018",
      refund_id: "50000000382019052709732678859",
      refund_status: "SUCCESS",
      success_time: "2026-11-22T12:10:00+08:00",
      user_received_account: "招商银行信用卡0403",
      amount: { total: 12345, refund: 2345, payer_total: 12345, payer_refund: 2345 },
    };
    function notification(
      o: {
        resource?: object;
        eventType?: string;
        key?: string;
        signingKey?: KeyObject;
        timestamp?: string;
        serial?: string;
      } = {},
    ): NotificationRequest {
      return wechatNotification({
        id: "EV-2018022511223320873",
        createTime: "2026-11-22T12:10:01+08:00",
        eventType: o.eventType ?? "REFUND.SUCCESS",
        summary: "退款成功",
        originalType: "refund",
        associatedData: "refund",
        resource: o.resource ?? refund,
        key: o.key,
        signingKey: o.signingKey,
        timestamp: o.timestamp,
        serial: o.serial,
      });
    }
    const verifyRefund = (request: NotificationRequest) =>
      gateway().verifyRefundNotification!(request);
    const rejects = (request: NotificationRequest) =>
      expect(verifyRefund(request)).rejects.toThrow(NotificationRejected);

    it("verifies and decrypts REFUND.SUCCESS", async () => {
      expect(await verifyRefund(notification())).toEqual({
        eventKey: "EV-2018022511223320873",
        outRefundNo: "R1217752501201407033233368018",
        outTradeNo: "WXT1",
        state: "succeeded",
        refundCents: 2345,
        totalCents: 12345,
        gatewayRefundNo: "50000000382019052709732678859",
        succeededAt: new Date("2026-11-22T04:10:00.000Z"),
        failure: null,
      });
    });

    it("reads REFUND.ABNORMAL and REFUND.CLOSED as failed", async () => {
      for (const status of ["ABNORMAL", "CLOSED"]) {
        const { success_time: _ignored, ...rest } = refund;
        expect(
          await verifyRefund(
            notification({
              eventType: `REFUND.${status}`,
              resource: { ...rest, refund_status: status },
            }),
          ),
        ).toMatchObject({
          state: "failed",
          failure: status,
          succeededAt: null,
        });
      }
    });

    it("refuses a bad signature, a tampered body, a stale timestamp, an unknown serial, another key", async () => {
      const good = notification();
      await rejects({
        ...good,
        rawBody: good.rawBody.replace("EV-2018022511223320873", "EV-2018022511223320874"),
      });
      await rejects(notification({ signingKey: stranger.privateKey }));
      await rejects({ ...good, headers: { ...good.headers, "wechatpay-signature": undefined } });
      await rejects(notification({ timestamp: String(Math.floor(Date.now() / 1000) - 301) }));
      await rejects(notification({ serial: "PUB_KEY_ID_OTHER" }));
      await rejects(notification({ key: "fedcba9876543210fedcba9876543210" }));
    });

    it("refuses another merchant, a status that contradicts the event, a payment event, missing amounts", async () => {
      await rejects(notification({ resource: { ...refund, mchid: "1900000002" } }));
      await rejects(
        notification({
          eventType: "REFUND.SUCCESS",
          resource: { ...refund, refund_status: "ABNORMAL" },
        }),
      );
      await rejects(notification({ eventType: "TRANSACTION.SUCCESS" }));
      await rejects(notification({ resource: { ...refund, amount: { total: 12345 } } }));
      await rejects(
        notification({ resource: { ...refund, amount: { total: 12345, refund: "2345" } } }),
      );
      await rejects(notification({ resource: { ...refund, out_refund_no: undefined } }));
      // and a refund notification is no payment notification
      await expect(gateway().verifyNotification(notification())).rejects.toThrow(
        NotificationRejected,
      );
    });
  });
});
