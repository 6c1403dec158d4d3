/**
 * WeChat Pay v3 refunds, offline: a fake api.mch.weixin.qq.com with its own
 * platform key checks the merchant's signature on every refund request and
 * signs its answers; refund notifications are signed and AEAD-encrypted as
 * WeChat Pay does (resource original_type "refund", associated_data "refund").
 */
import { createCipheriv, generateKeyPairSync, randomBytes, sign, verify, type KeyObject } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GatewayError, NotificationRejected, type NotificationRequest, type RefundInput } from "./types";
import { createWechatPayGateway, type WechatPayConfig } from "./wechatpay";

const pem = (key: KeyObject) => key.export({ type: key.type === "private" ? "pkcs8" : "spki", format: "pem" }) as string;
const merchant = generateKeyPairSync("rsa", { modulusLength: 2048 });
const platform = generateKeyPairSync("rsa", { modulusLength: 2048 });
const stranger = generateKeyPairSync("rsa", { modulusLength: 2048 });
const API_V3_KEY = "0123456789abcdefghijABCDEFGHIJ01";
const PLATFORM_SERIAL = "PUB_KEY_ID_0114232134912410000000000000";
const MCHID = "1900000001";
const rsa = (message: string, key: KeyObject) => sign("sha256", Buffer.from(message), key).toString("base64");
const now = () => String(Math.floor(Date.now() / 1000));

interface FakeRefund {
  refund_id: string;
  out_refund_no: string;
  out_trade_no: string;
  status: string;
  refund: number;
  total: number;
}

/** plays api.mch.weixin.qq.com's refund API: signed requests checked, answers signed with the platform key */
function fakeWechatPay() {
  const seen: { method: string; url: string; body: string; signatureValid: boolean; headers: IncomingMessage["headers"] }[] = [];
  const refunds = new Map<string, FakeRefund>();
  const trades = new Map<string, number>([["WXT1", 12345]]);
  const behaviour = { signingKey: platform.privateKey, tamper: false, failWith: null as null | [number, string], answerStatus: "PROCESSING" };

  function respond(res: ServerResponse, status: number, payload?: object) {
    const body = payload === undefined ? "" : JSON.stringify(payload);
    const [timestamp, nonce] = [now(), randomBytes(8).toString("hex")];
    res.writeHead(status, {
      ...(body ? { "content-type": "application/json" } : {}),
      "wechatpay-timestamp": timestamp,
      "wechatpay-nonce": nonce,
      "wechatpay-serial": PLATFORM_SERIAL,
      "wechatpay-signature": rsa(`${timestamp}\n${nonce}\n${body}\n`, behaviour.signingKey),
    });
    res.end(behaviour.tamper ? body.replace('"refund":', '"refund":1') : body);
  }
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

  function route(req: IncomingMessage, body: string, res: ServerResponse) {
    const url = new URL(req.url!, "http://x");
    if (behaviour.failWith) return respond(res, behaviour.failWith[0], { code: behaviour.failWith[1], message: "失败" });
    if (req.method === "POST" && url.pathname === "/v3/refund/domestic/refunds") {
      const ask = JSON.parse(body);
      const kept = refunds.get(ask.out_refund_no);
      if (kept) return respond(res, 200, answerOf(kept));
      const total = trades.get(ask.out_trade_no);
      if (total === undefined) return respond(res, 404, { code: "RESOURCE_NOT_EXISTS", message: "订单不存在" });
      const refunded = [...refunds.values()].filter((r) => r.out_trade_no === ask.out_trade_no).reduce((sum, r) => sum + r.refund, 0);
      if (ask.amount.total !== total || refunded + ask.amount.refund > total) return respond(res, 400, { code: "INVALID_REQUEST", message: "退款金额超过订单可退金额" });
      const refund = {
        refund_id: `50000000382019052709732678${refunds.size}`,
        out_refund_no: ask.out_refund_no,
        out_trade_no: ask.out_trade_no,
        status: behaviour.answerStatus,
        refund: ask.amount.refund,
        total,
      };
      refunds.set(ask.out_refund_no, refund);
      return respond(res, 200, answerOf(refund));
    }
    const byNo = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && byNo) {
      const refund = refunds.get(decodeURIComponent(byNo[1]));
      return refund ? respond(res, 200, answerOf(refund)) : respond(res, 404, { code: "RESOURCE_NOT_EXISTS", message: "退款单不存在" });
    }
    respond(res, 400, { code: "INVALID_REQUEST", message: "bad request" });
  }

  const server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const [scheme, params = ""] = (req.headers.authorization ?? "").split(" ", 2);
      const auth = Object.fromEntries([...params.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
      const message = `${req.method}\n${req.url}\n${auth.timestamp}\n${auth.nonce_str}\n${body}\n`;
      const signatureValid =
        scheme === "WECHATPAY2-SHA256-RSA2048" && auth.mchid === MCHID && verify("sha256", Buffer.from(message), merchant.publicKey, Buffer.from(auth.signature ?? "", "base64"));
      seen.push({ method: req.method!, url: req.url!, body, signatureValid, headers: req.headers });
      if (!signatureValid) return respond(res, 401, { code: "SIGN_ERROR", message: "签名错误" });
      route(req, body, res);
    });
  });
  return { server, seen, refunds, behaviour };
}

describe("WeChat Pay refunds", () => {
  const fake = fakeWechatPay();
  let config: WechatPayConfig;
  const gateway = (overrides: Partial<WechatPayConfig> = {}) => createWechatPayGateway({ ...config, ...overrides });
  const last = () => fake.seen[fake.seen.length - 1];
  const input = (overrides: Partial<RefundInput> = {}): RefundInput => ({
    outTradeNo: "WXT1",
    outRefundNo: `R${randomBytes(6).toString("hex")}`,
    refundCents: 2345,
    totalCents: 12345,
    reason: "售后退款 after-sale refund",
    notifyUrl: "https://shop.example.com/shopping/payment/notify/wechatpay/refund",
    ...overrides,
  });

  beforeAll(async () => {
    fake.server.listen(0, "127.0.0.1");
    await new Promise((resolve) => fake.server.once("listening", resolve));
    config = {
      mchid: MCHID,
      appid: "wx8888888888888888",
      serialNo: "5157F09EFDC096DE15EBE81A47057A7232F1B8E1",
      privateKeyPem: pem(merchant.privateKey),
      apiV3Key: API_V3_KEY,
      platformPublicKeyPem: pem(platform.publicKey),
      platformSerial: PLATFORM_SERIAL,
      baseUrl: `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`,
    };
  });
  afterAll(async () => {
    await new Promise((resolve) => fake.server.close(resolve));
  });
  beforeEach(() => {
    fake.refunds.clear();
    Object.assign(fake.behaviour, { signingKey: platform.privateKey, tamper: false, failWith: null, answerStatus: "PROCESSING" });
  });

  describe("requests", () => {
    it("posts a signed refund with the documented body and reads a PROCESSING answer as pending", async () => {
      const ask = input();
      expect(await gateway().refund(ask)).toEqual({ state: "pending", refundCents: 2345, gatewayRefundNo: "500000003820190527097326780", succeededAt: null, failure: null });
      const request = last();
      expect(request).toMatchObject({ method: "POST", url: "/v3/refund/domestic/refunds", signatureValid: true });
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
      fake.behaviour.answerStatus = "SUCCESS";
      const ask = input();
      const first = await gateway().refund(ask);
      expect(first).toEqual({ state: "succeeded", refundCents: 2345, gatewayRefundNo: expect.any(String), succeededAt: new Date("2026-11-22T04:10:00.000Z"), failure: null });
      expect(await gateway().refund(ask)).toEqual(first);
      expect(fake.refunds.size).toBe(1);
    });

    it("answers failed to a refusal that sending again cannot change, and throws on one that may pass later", async () => {
      await gateway().refund(input({ refundCents: 12_000 }));
      expect(await gateway().refund(input({ refundCents: 1_000 }))).toMatchObject({ state: "failed", failure: "INVALID_REQUEST" });
      expect(await gateway().refund(input({ outTradeNo: "WXNOSUCH" }))).toMatchObject({ state: "failed", failure: "RESOURCE_NOT_EXISTS" });
      for (const [status, code] of [
        [403, "NOT_ENOUGH"],
        [429, "FREQUENCY_LIMITED"],
        [500, "SYSTEM_ERROR"],
      ] as const) {
        fake.behaviour.failWith = [status, code];
        const error = await gateway()
          .refund(input())
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(GatewayError);
        expect(error).toMatchObject({ refusal: { status, code } });
      }
      // A wrong merchant key: the gateway refuses the signature; that is not the refund's fault.
      fake.behaviour.failWith = null;
      await expect(gateway({ privateKeyPem: pem(stranger.privateKey) }).refund(input())).rejects.toThrow(/401 SIGN_ERROR/);
    });

    it("queries a refund by its number: unknown is null, the state and amount otherwise", async () => {
      expect(await gateway().queryRefund({ outTradeNo: "WXT1", outRefundNo: "RNEVERSENT" })).toBeNull();
      expect(last()).toMatchObject({ method: "GET", url: "/v3/refund/domestic/refunds/RNEVERSENT", body: "", signatureValid: true });
      const ask = input();
      await gateway().refund(ask);
      expect(await gateway().queryRefund(ask)).toMatchObject({ state: "pending", refundCents: 2345 });
      for (const [status, state] of [
        ["SUCCESS", "succeeded"],
        ["CLOSED", "failed"],
        ["ABNORMAL", "failed"],
      ] as const) {
        fake.refunds.get(ask.outRefundNo)!.status = status;
        expect(await gateway().queryRefund(ask)).toMatchObject({ state, failure: state === "failed" ? status : null });
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
    function encrypt(plain: string, nonce: string, aad: string, key = API_V3_KEY): string {
      const cipher = createCipheriv("aes-256-gcm", Buffer.from(key), Buffer.from(nonce));
      cipher.setAAD(Buffer.from(aad));
      return Buffer.concat([cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]).toString("base64");
    }
    function notification(o: { resource?: object; eventType?: string; key?: string; signingKey?: KeyObject; timestamp?: string; serial?: string } = {}): NotificationRequest {
      const nonce = "fdasflkja484";
      const rawBody = JSON.stringify({
        id: "EV-2018022511223320873",
        create_time: "2026-11-22T12:10:01+08:00",
        resource_type: "encrypt-resource",
        event_type: o.eventType ?? "REFUND.SUCCESS",
        summary: "退款成功",
        resource: {
          original_type: "refund",
          algorithm: "AEAD_AES_256_GCM",
          ciphertext: encrypt(JSON.stringify(o.resource ?? refund), nonce, "refund", o.key),
          associated_data: "refund",
          nonce,
        },
      });
      const [timestamp, headerNonce] = [o.timestamp ?? now(), randomBytes(16).toString("hex")];
      return {
        rawBody,
        headers: {
          "wechatpay-timestamp": timestamp,
          "wechatpay-nonce": headerNonce,
          "wechatpay-serial": o.serial ?? PLATFORM_SERIAL,
          "wechatpay-signature": rsa(`${timestamp}\n${headerNonce}\n${rawBody}\n`, o.signingKey ?? platform.privateKey),
        },
      };
    }
    const verifyRefund = (request: NotificationRequest) => gateway().verifyRefundNotification!(request);
    const rejects = (request: NotificationRequest) => expect(verifyRefund(request)).rejects.toThrow(NotificationRejected);

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
        expect(await verifyRefund(notification({ eventType: `REFUND.${status}`, resource: { ...rest, refund_status: status } }))).toMatchObject({
          state: "failed",
          failure: status,
          succeededAt: null,
        });
      }
    });

    it("refuses a bad signature, a tampered body, a stale timestamp, an unknown serial, another key", async () => {
      const good = notification();
      await rejects({ ...good, rawBody: good.rawBody.replace("EV-2018022511223320873", "EV-2018022511223320874") });
      await rejects(notification({ signingKey: stranger.privateKey }));
      await rejects({ ...good, headers: { ...good.headers, "wechatpay-signature": undefined } });
      await rejects(notification({ timestamp: String(Math.floor(Date.now() / 1000) - 301) }));
      await rejects(notification({ serial: "PUB_KEY_ID_OTHER" }));
      await rejects(notification({ key: "fedcba9876543210fedcba9876543210" }));
    });

    it("refuses another merchant, a status that contradicts the event, a payment event, missing amounts", async () => {
      await rejects(notification({ resource: { ...refund, mchid: "1900000002" } }));
      await rejects(notification({ eventType: "REFUND.SUCCESS", resource: { ...refund, refund_status: "ABNORMAL" } }));
      await rejects(notification({ eventType: "TRANSACTION.SUCCESS" }));
      await rejects(notification({ resource: { ...refund, amount: { total: 12345 } } }));
      await rejects(notification({ resource: { ...refund, amount: { total: 12345, refund: "2345" } } }));
      await rejects(notification({ resource: { ...refund, out_refund_no: undefined } }));
      // and a refund notification is no payment notification
      await expect(gateway().verifyNotification(notification())).rejects.toThrow(NotificationRejected);
    });
  });
});
