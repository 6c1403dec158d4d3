import { execFileSync } from "node:child_process";
import { createPrivateKey, type KeyObject } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { readGatewayConfig } from "../index";
import {
  API_V3_KEY,
  encryptResource,
  fakeWechatPay,
  merchant,
  MERCHANT_SERIAL,
  pem,
  platform,
  PLATFORM_SERIAL,
  stranger,
  wechatNotification,
  wechatPayConfigFor,
} from "../testing/wechatpay-fake";
import { GatewayError, NotificationRejected, type NotificationRequest } from "../types";
import { createWechatPayGateway, type WechatPayConfig } from "./index";

/** a platform certificate as WeChat Pay lists it at GET /v3/certificates */
interface FakeCertificate {
  serial: string;
  pem: string;
  privateKey: KeyObject;
  effective: Date;
  expire: Date;
}

/** a self-signed RSA certificate with this serial (hex), made by openssl */
function makeCertificate(serial: string): { pem: string; privateKey: KeyObject } {
  const dir = mkdtempSync(path.join(tmpdir(), "wechatpay-cert-"));
  try {
    const [keyFile, certFile] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-keyout",
        keyFile,
        "-out",
        certFile,
        "-days",
        "3650",
        "-subj",
        "/C=CN/O=Tenpay.com/CN=Tenpay.com Root CA",
        "-set_serial",
        `0x${serial}`,
      ],
      { stdio: "ignore" },
    );
    return {
      pem: readFileSync(certFile, "utf8"),
      privateKey: createPrivateKey(readFileSync(keyFile, "utf8")),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface FakeTrade {
  trade_state: string;
  total: number;
  transaction_id?: string;
  success_time?: string;
}

/** plays api.mch.weixin.qq.com for payments (Native, query, close) and the platform certificates */
function fakePayments() {
  const trades = new Map<string, FakeTrade>();
  /** what GET /v3/certificates lists, and the APIv3 key it encrypts them with */
  const certificates = { list: [] as FakeCertificate[], apiV3Key: API_V3_KEY, downloads: 0 };

  const fake = fakeWechatPay(
    (req, body, respond) => {
      const url = new URL(req.url!, "http://x");
      const byOutTradeNo = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(
        url.pathname,
      );
      if (req.method === "GET" && url.pathname === "/v3/certificates") {
        certificates.downloads++;
        return respond(200, {
          data: certificates.list.map((cert, i) => ({
            serial_no: cert.serial,
            effective_time: cert.effective.toISOString(),
            expire_time: cert.expire.toISOString(),
            encrypt_certificate: {
              algorithm: "AEAD_AES_256_GCM",
              nonce: `nonce${i}abcdef`,
              associated_data: "certificate",
              ciphertext: encryptResource(
                cert.pem,
                `nonce${i}abcdef`,
                "certificate",
                certificates.apiV3Key,
              ),
            },
          })),
        });
      }
      if (req.method === "POST" && url.pathname === "/v3/pay/transactions/native") {
        const order = JSON.parse(body);
        if (order.amount.total <= 0)
          return respond(400, { code: "PARAM_ERROR", message: "total 必须大于0" });
        trades.set(order.out_trade_no, { trade_state: "NOTPAY", total: order.amount.total });
        return respond(200, { code_url: `weixin://wxpay/bizpayurl?pr=${order.out_trade_no}` });
      }
      const trade = byOutTradeNo && trades.get(decodeURIComponent(byOutTradeNo[1]));
      if (!byOutTradeNo || !trade)
        return respond(404, { code: "ORDER_NOT_EXIST", message: "订单不存在" });
      if (
        req.method === "GET" &&
        !byOutTradeNo[2] &&
        url.searchParams.get("mchid") === "1900000001"
      ) {
        return respond(200, {
          appid: "wx8888888888888888",
          mchid: "1900000001",
          out_trade_no: decodeURIComponent(byOutTradeNo[1]),
          trade_type: "NATIVE",
          trade_state: trade.trade_state,
          trade_state_desc: "",
          amount: { total: trade.total, currency: "CNY" },
          ...(trade.transaction_id
            ? { transaction_id: trade.transaction_id, success_time: trade.success_time }
            : {}),
        });
      }
      if (req.method === "POST" && byOutTradeNo[2] && JSON.parse(body).mchid === "1900000001") {
        if (trade.trade_state === "SUCCESS")
          return respond(400, { code: "ORDERPAID", message: "订单已支付" });
        trade.trade_state = "CLOSED";
        return respond(204);
      }
      respond(400, { code: "INVALID_REQUEST", message: "bad request" });
    },
    { tamper: (body) => body.replace("weixin", "evil") },
  );
  return { ...fake, trades, certificates };
}

describe("WeChat Pay gateway", () => {
  const fake = fakePayments();
  const config = wechatPayConfigFor(fake);
  const gateway = (overrides: Partial<WechatPayConfig> = {}) =>
    createWechatPayGateway({ ...config(), ...overrides });
  const lastRequest = fake.last;

  beforeEach(fake.reset);

  describe("requests", () => {
    it("creates a Native payment with a signed request and answers code_url", async () => {
      const created = await gateway().create({
        path: "qr",
        method: "wechat",
        outTradeNo: "WX202611220001",
        amountCents: 12345,
        description: "醇境酒窖 订单 2026112212345678",
        expiresAt: new Date("2026-11-22T04:30:00.000Z"),
        notifyUrl: "https://shop.example.com/shopping/payment/notify/wechatpay",
        publicBaseUrl: "https://shop.example.com",
        clientIp: "203.0.113.7",
      });
      expect(created).toEqual({
        kind: "qr",
        codeUrl: "weixin://wxpay/bizpayurl?pr=WX202611220001",
        gatewayTradeNo: null,
      });
      const request = lastRequest();
      expect(request.signatureValid).toBe(true);
      expect(request.authorization).toMatchObject({
        mchid: "1900000001",
        serial_no: MERCHANT_SERIAL,
      });
      expect(request.platformSerial).toBe(PLATFORM_SERIAL);
      expect(request.authorization.nonce_str).toMatch(/^\w{16,32}$/);
      expect(Math.abs(Number(request.authorization.timestamp) - Date.now() / 1000)).toBeLessThan(5);
      expect(JSON.parse(request.body)).toEqual({
        appid: "wx8888888888888888",
        mchid: "1900000001",
        description: "醇境酒窖 订单 2026112212345678",
        out_trade_no: "WX202611220001",
        time_expire: "2026-11-22T12:30:00+08:00",
        notify_url: "https://shop.example.com/shopping/payment/notify/wechatpay",
        amount: { total: 12345, currency: "CNY" },
        scene_info: { payer_client_ip: "203.0.113.7" },
      });
    });

    it("maps every trade_state of a query", async () => {
      const expected = {
        SUCCESS: "paid",
        REFUND: "paid",
        NOTPAY: "pending",
        USERPAYING: "pending",
        CLOSED: "closed",
        REVOKED: "closed",
        PAYERROR: "closed",
      };
      for (const [tradeState, state] of Object.entries(expected)) {
        fake.trades.set("WXQ1", { trade_state: tradeState, total: 500 });
        expect(await gateway().query("WXQ1")).toEqual({
          state,
          amountCents: 500,
          gatewayTradeNo: null,
          paidAt: null,
        });
        expect(lastRequest()).toMatchObject({
          method: "GET",
          url: "/v3/pay/transactions/out-trade-no/WXQ1?mchid=1900000001",
          body: "",
          signatureValid: true,
        });
      }
      fake.trades.set("WXQ2", {
        trade_state: "SUCCESS",
        total: 9900,
        transaction_id: "4200000001202611220000000001",
        success_time: "2026-11-22T12:01:02+08:00",
      });
      expect(await gateway().query("WXQ2")).toEqual({
        state: "paid",
        amountCents: 9900,
        gatewayTradeNo: "4200000001202611220000000001",
        paidAt: new Date("2026-11-22T04:01:02.000Z"),
      });
    });

    it("closes a trade (204) and refuses to close a paid one", async () => {
      fake.trades.set("WXC1", { trade_state: "NOTPAY", total: 100 });
      await gateway().close("WXC1");
      expect(lastRequest()).toMatchObject({
        method: "POST",
        url: "/v3/pay/transactions/out-trade-no/WXC1/close",
        signatureValid: true,
      });
      expect(JSON.parse(lastRequest().body)).toEqual({ mchid: "1900000001" });
      expect(fake.trades.get("WXC1")!.trade_state).toBe("CLOSED");
      await gateway().close("WXC1");
      fake.trades.set("WXC2", { trade_state: "SUCCESS", total: 100 });
      await expect(gateway().close("WXC2")).rejects.toThrow(/ORDERPAID/);
    });

    it("turns error answers into GatewayError", async () => {
      await expect(gateway().query("NOSUCH")).rejects.toThrow(GatewayError);
      await expect(gateway().query("NOSUCH")).rejects.toThrow(/404 ORDER_NOT_EXIST: 订单不存在/);
      const wrongKey = gateway({ privateKeyPem: pem(stranger.privateKey) });
      await expect(wrongKey.query("NOSUCH")).rejects.toThrow(/401 SIGN_ERROR/);
    });

    it("refuses answers that are tampered with, signed by another key or another serial", async () => {
      fake.trades.set("WXS1", { trade_state: "NOTPAY", total: 100 });
      fake.behaviour.tamper = true;
      const input = {
        path: "qr" as const,
        method: "wechat" as const,
        outTradeNo: "WXS2",
        amountCents: 100,
        description: "x",
        expiresAt: new Date(Date.now() + 60_000),
        notifyUrl: "https://x/n",
        publicBaseUrl: "https://x",
      };
      await expect(gateway().create(input)).rejects.toThrow(/refused the answer: bad signature/);
      fake.behaviour.tamper = false;
      fake.behaviour.signingKey = stranger.privateKey;
      await expect(gateway().query("WXS1")).rejects.toThrow(/bad signature/);
      fake.behaviour.signingKey = platform.privateKey;
      fake.behaviour.serial = "PUB_KEY_ID_OTHER";
      await expect(gateway().query("WXS1")).rejects.toThrow(/unknown key PUB_KEY_ID_OTHER/);
      // No key without its id: an answer under any serial was once taken when the id was unset.
      expect(() => gateway({ platformSerial: undefined })).toThrow(/set both or neither/);
      expect(() => gateway({ platformSerial: "5157F09EFDC096DE15EBE81A47057A7232F1B8E1" })).toThrow(
        /PUB_KEY_ID_/,
      );
    });
  });

  describe("notifications", () => {
    const transaction = {
      appid: "wx8888888888888888",
      mchid: "1900000001",
      out_trade_no: "WX202611220001",
      transaction_id: "4200000001202611220000000002",
      trade_type: "NATIVE",
      trade_state: "SUCCESS",
      trade_state_desc: "支付成功",
      success_time: "2026-11-22T12:05:06+08:00",
      payer: { openid: "oUpF8uMuAJO_M2pxb1Q9zNjWeS6o" },
      amount: { total: 12345, payer_total: 12345, currency: "CNY", payer_currency: "CNY" },
    };

    function notification(
      options: {
        trade?: object;
        key?: string;
        timestamp?: string;
        signingKey?: KeyObject;
        id?: string;
        eventType?: string;
      } = {},
    ): NotificationRequest {
      return wechatNotification({
        id: options.id ?? "EV-2018022511223320873",
        createTime: "2026-11-22T12:05:07+08:00",
        eventType: options.eventType ?? "TRANSACTION.SUCCESS",
        summary: "支付成功",
        originalType: "transaction",
        associatedData: "transaction",
        resource: options.trade ?? transaction,
        key: options.key,
        timestamp: options.timestamp,
        signingKey: options.signingKey,
      });
    }

    const rejects = (request: NotificationRequest) =>
      expect(gateway().verifyNotification(request)).rejects.toThrow(NotificationRejected);

    it("verifies and decrypts a payment notification", async () => {
      expect(await gateway().verifyNotification(notification())).toEqual({
        eventKey: "EV-2018022511223320873",
        outTradeNo: "WX202611220001",
        state: "paid",
        amountCents: 12345,
        gatewayTradeNo: "4200000001202611220000000002",
        paidAt: new Date("2026-11-22T04:05:06.000Z"),
      });
    });

    it("refuses a tampered body, a bad signature, a stale timestamp and another serial", async () => {
      const good = notification();
      await rejects({
        ...good,
        rawBody: good.rawBody.replace("EV-2018022511223320873", "EV-2018022511223320874"),
      });
      await rejects(notification({ signingKey: stranger.privateKey }));
      await rejects({
        ...good,
        headers: {
          ...good.headers,
          "wechatpay-signature": "WECHATPAY/SIGNTEST/" + good.headers["wechatpay-signature"],
        },
      });
      await rejects(notification({ timestamp: String(Math.floor(Date.now() / 1000) - 301) }));
      await rejects({
        ...good,
        headers: { ...good.headers, "wechatpay-serial": "PUB_KEY_ID_OTHER" },
      });
      await rejects({ ...good, headers: { ...good.headers, "wechatpay-nonce": undefined } });
    });

    it("refuses what it cannot decrypt or that is for another merchant", async () => {
      await rejects(notification({ key: "fedcba9876543210fedcba9876543210" }));
      await rejects(notification({ trade: { ...transaction, mchid: "1900000002" } }));
      await rejects(notification({ trade: { ...transaction, trade_state: "WHATEVER" } }));
      await rejects(notification({ trade: { ...transaction, amount: { total: "12345" } } }));
    });

    it("takes only TRANSACTION.SUCCESS of a paid trade in CNY as a payment", async () => {
      const refused = (request: NotificationRequest, why: RegExp) =>
        expect(gateway().verifyNotification(request)).rejects.toThrow(why);
      await refused(
        notification({ eventType: "REFUND.SUCCESS" }),
        /unexpected event_type REFUND.SUCCESS/,
      );
      await refused(notification({ eventType: "TRANSACTION.CLOSED" }), /unexpected event_type/);
      await refused(
        notification({
          trade: { ...transaction, amount: { ...transaction.amount, currency: "USD" } },
        }),
        /unexpected currency USD/,
      );
      await refused(
        notification({ trade: { ...transaction, amount: { total: 12345, payer_total: 12345 } } }),
        /unexpected currency/,
      );
      await refused(
        notification({ trade: { ...transaction, trade_state: "CLOSED" } }),
        /unexpected trade_state CLOSED/,
      );
      await refused(
        notification({ trade: { ...transaction, appid: "wx0000000000000000" } }),
        /another app/,
      );
    });

    it("answers the gateway in its own format", () => {
      expect(gateway().accepted()).toEqual({
        status: 200,
        contentType: "application/json",
        body: '{"code":"SUCCESS","message":"成功"}',
      });
      expect(gateway().refused("bad signature")).toEqual({
        status: 400,
        contentType: "application/json",
        body: '{"code":"FAIL","message":"bad signature"}',
      });
    });
  });

  it("refuses an APIv3 key that is not 32 bytes", () => {
    expect(() => gateway({ apiV3Key: "short" })).toThrow(/32 bytes/);
  });

  it("reads the environment: the public key with its id, or neither (platform certificates)", () => {
    const env = {
      NODE_ENV: "test",
      PAYMENT_SANDBOX_SECRET: "x".repeat(40),
      WECHATPAY_MCHID: "1900000001",
      WECHATPAY_APPID: "wx8888888888888888",
      WECHATPAY_SERIAL_NO: MERCHANT_SERIAL,
      WECHATPAY_PRIVATE_KEY: pem(merchant.privateKey),
      WECHATPAY_API_V3_KEY: API_V3_KEY,
    };
    expect(
      readGatewayConfig({
        ...env,
        WECHATPAY_PUBLIC_KEY: pem(platform.publicKey),
        WECHATPAY_PUBLIC_KEY_ID: PLATFORM_SERIAL,
      }).wechatpay,
    ).toMatchObject({
      platformPublicKeyPem: pem(platform.publicKey),
      platformSerial: PLATFORM_SERIAL,
    });
    expect(readGatewayConfig(env).wechatpay).toMatchObject({
      platformPublicKeyPem: undefined,
      platformSerial: undefined,
    });
    expect(() =>
      readGatewayConfig({ ...env, WECHATPAY_PUBLIC_KEY: pem(platform.publicKey) }),
    ).toThrow(/WECHATPAY_PUBLIC_KEY_ID/);
    expect(() => readGatewayConfig({ ...env, WECHATPAY_PUBLIC_KEY_ID: PLATFORM_SERIAL })).toThrow(
      /WECHATPAY_PUBLIC_KEY/,
    );
  });
});

describe("WeChat Pay platform certificates, held by serial and rotated", () => {
  const fake = fakePayments();
  fake.trades.set("WXR1", { trade_state: "NOTPAY", total: 100 });
  // certificate mode: no platform public key, the certificates downloaded
  const config = wechatPayConfigFor(fake, {
    serialNo: "1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C",
    platformPublicKeyPem: undefined,
    platformSerial: undefined,
  });
  const DAY = 24 * 3600_000;
  const [A, B, C] = [
    "5157F09EFDC096DE15EBE81A47057A7232F1B8E1",
    "50062CE505775F070CAB06E697F1BBD1AD4F4D87",
    "3A2B7C1D0E9F8A7B6C5D4E3F2A1B0C9D8E7F6A5B",
  ].map((serial) => ({
    serial,
    ...makeCertificate(serial),
  }));
  // after the certificates exist: their own notBefore (now, to the second) also bounds when they
  // are in force
  const start = Date.now() + 1000;
  let clock = start;
  const downloads = () => fake.seen.filter((r) => r.url === "/v3/certificates");
  const lastRequest = fake.last;
  const signWith = (cert: { serial: string; privateKey: KeyObject }) =>
    Object.assign(fake.behaviour, { signingKey: cert.privateKey, serial: cert.serial });

  function notificationSignedBy(cert: {
    serial: string;
    privateKey: KeyObject;
  }): NotificationRequest {
    const trade = {
      appid: config().appid,
      mchid: config().mchid,
      out_trade_no: "WXR1",
      transaction_id: "4200000001",
      trade_state: "SUCCESS",
      amount: { total: 100, currency: "CNY" },
    };
    return wechatNotification({
      id: `EV-${cert.serial}`,
      eventType: "TRANSACTION.SUCCESS",
      associatedData: "transaction",
      resource: trade,
      serial: cert.serial,
      signingKey: cert.privateKey,
    });
  }

  it("downloads the certificates, verifies answers by the serial they name and sends that serial in Wechatpay-Serial", async () => {
    fake.certificates.list = [
      { ...A, effective: new Date(start - 30 * DAY), expire: new Date(start + 300 * DAY) },
    ];
    signWith(A);
    const gateway = createWechatPayGateway(config(), fetch, () => clock);
    await expect(gateway.query("WXR1")).resolves.toMatchObject({ state: "pending" });
    const [download, query] = fake.seen.slice(-2);
    expect(download).toMatchObject({
      method: "GET",
      url: "/v3/certificates",
      signatureValid: true,
      platformSerial: undefined,
    });
    expect(query).toMatchObject({
      method: "GET",
      url: "/v3/pay/transactions/out-trade-no/WXR1?mchid=1900000001",
      platformSerial: A.serial,
    });
    await expect(gateway.verifyNotification(notificationSignedBy(A))).resolves.toMatchObject({
      outTradeNo: "WXR1",
      state: "paid",
    });
    expect(downloads()).toHaveLength(1);

    // A key that signs under A's serial is still refused: the serial names the key, it does not
    // merely label it.
    await expect(
      gateway.verifyNotification({
        ...notificationSignedBy({ serial: A.serial, privateKey: B.privateKey }),
      }),
    ).rejects.toThrow(/bad signature/);
  });

  it("picks up a new certificate on the 12-hourly refresh, keeps the old one until it expires, then refuses it", async () => {
    const gateway = createWechatPayGateway(config(), fetch, () => clock);
    fake.certificates.list = [
      { ...A, effective: new Date(start - 30 * DAY), expire: new Date(start + 300 * DAY) },
    ];
    signWith(A);
    clock = start;
    await gateway.query("WXR1");
    const before = downloads().length;

    // WeChat Pay lists B a day before using it, and moves A's expire_time to the switch.
    fake.certificates.list = [
      { ...A, effective: new Date(start - 30 * DAY), expire: new Date(start + 20 * 3600_000) },
      { ...B, effective: new Date(start + 20 * 3600_000), expire: new Date(start + 400 * DAY) },
    ];
    clock = start + 13 * 3600_000;
    await gateway.query("WXR1");
    expect(downloads()).toHaveLength(before + 1);
    expect(lastRequest().platformSerial).toBe(A.serial);
    await expect(gateway.verifyNotification(notificationSignedBy(B))).resolves.toMatchObject({
      state: "paid",
    });

    // After the switch (before the next refresh): B in force, sent in the header; A expired and
    // refused.
    clock = start + 21 * 3600_000;
    signWith(B);
    await gateway.query("WXR1");
    expect(lastRequest().platformSerial).toBe(B.serial);
    await expect(gateway.verifyNotification(notificationSignedBy(B))).resolves.toMatchObject({
      state: "paid",
    });
    await expect(gateway.verifyNotification(notificationSignedBy(A))).rejects.toThrow(
      /expired platform certificate/,
    );
    signWith(A);
    await expect(gateway.query("WXR1")).rejects.toThrow(/expired platform certificate/);
  });

  it("downloads again when an unknown serial arrives (at most once a minute), and refuses a serial that is still unknown", async () => {
    const gateway = createWechatPayGateway(config(), fetch, () => clock);
    clock = start;
    fake.certificates.list = [
      { ...A, effective: new Date(start - 30 * DAY), expire: new Date(start + 300 * DAY) },
    ];
    signWith(A);
    await gateway.query("WXR1");
    const before = downloads().length;

    // C appears and signs at once: the first message under C makes the gateway look again.
    fake.certificates.list = [
      ...fake.certificates.list,
      { ...C, effective: new Date(start), expire: new Date(start + 300 * DAY) },
    ];
    clock = start + 61_000;
    await expect(gateway.verifyNotification(notificationSignedBy(C))).resolves.toMatchObject({
      state: "paid",
    });
    expect(downloads()).toHaveLength(before + 1);

    // A serial nobody lists: one more download, refused; another at once is refused without
    // downloading.
    const stranger = { serial: "7E57", privateKey: A.privateKey };
    clock = start + 130_000;
    await expect(gateway.verifyNotification(notificationSignedBy(stranger))).rejects.toThrow(
      /unknown key 7E57/,
    );
    expect(downloads()).toHaveLength(before + 2);
    await expect(gateway.verifyNotification(notificationSignedBy(stranger))).rejects.toThrow(
      /unknown key 7E57/,
    );
    signWith(stranger);
    await expect(gateway.query("WXR1")).rejects.toThrow(/unknown key 7E57/);
    expect(downloads()).toHaveLength(before + 2);
  });

  it("refuses a certificate list it cannot decrypt, or that is not signed by a certificate it carries", async () => {
    clock = start;
    fake.certificates.list = [
      { ...A, effective: new Date(start - 30 * DAY), expire: new Date(start + 300 * DAY) },
    ];
    fake.certificates.apiV3Key = "fedcba9876543210fedcba9876543210";
    signWith(A);
    await expect(
      createWechatPayGateway(config(), fetch, () => clock).query("WXR1"),
    ).rejects.toThrow(/cannot decrypt the certificate/);
    await expect(
      createWechatPayGateway(config(), fetch, () => clock).verifyNotification(
        notificationSignedBy(A),
      ),
    ).rejects.toThrow(NotificationRejected);
    fake.certificates.apiV3Key = API_V3_KEY;
    signWith({ serial: A.serial, privateKey: B.privateKey });
    await expect(
      createWechatPayGateway(config(), fetch, () => clock).query("WXR1"),
    ).rejects.toThrow(/bad signature/);
    signWith(B);
    await expect(
      createWechatPayGateway(config(), fetch, () => clock).query("WXR1"),
    ).rejects.toThrow(/not in the list/);
  });
});
