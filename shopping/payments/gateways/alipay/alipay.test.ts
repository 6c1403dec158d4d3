import { execFileSync } from "node:child_process";
import { createHash, generateKeyPairSync, type KeyObject } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAlipayGateway, type AlipayConfig } from "./index";
import { readGatewayConfig } from "../index";
import {
  alipay,
  alipayConfigFor,
  APP_ID,
  app,
  bare,
  fakeAlipay,
  pem,
  rsa2,
  SELLER_ID,
  signContent,
  stranger,
} from "../testing/alipay-fake";
import { GatewayError, NotificationRejected, type CreatePaymentInput } from "../types";

interface FakeTrade {
  scanned: boolean;
  status: string;
  total: string;
  tradeNo?: string;
  paidAt?: string;
}

/** plays gateway.do for precreate, query and close */
function fakePayments() {
  const trades = new Map<string, FakeTrade>();
  const fake = fakeAlipay((answer, method, biz) => {
    const trade = trades.get(biz.out_trade_no);
    const notExist = {
      code: "40004",
      msg: "Business Failed",
      sub_code: "ACQ.TRADE_NOT_EXIST",
      sub_msg: "交易不存在",
    };
    if (method === "alipay.trade.precreate") {
      if (biz.total_amount === "0.00")
        return answer(method, {
          code: "40004",
          msg: "Business Failed",
          sub_code: "ACQ.TOTAL_FEE_EXCEED",
          sub_msg: "订单金额超过限额",
        });
      trades.set(biz.out_trade_no, {
        scanned: false,
        status: "WAIT_BUYER_PAY",
        total: biz.total_amount,
      });
      return answer(method, {
        code: "10000",
        msg: "Success",
        out_trade_no: biz.out_trade_no,
        qr_code: `https://qr.alipay.com/bax0${biz.out_trade_no}`,
      });
    }
    if (!trade?.scanned) return answer(method, notExist);
    if (method === "alipay.trade.query") {
      return answer(method, {
        code: "10000",
        msg: "Success",
        out_trade_no: biz.out_trade_no,
        trade_status: trade.status,
        total_amount: trade.total,
        ...(trade.tradeNo ? { trade_no: trade.tradeNo } : {}),
        ...(trade.paidAt ? { send_pay_date: trade.paidAt } : {}),
      });
    }
    if (method === "alipay.trade.close") {
      if (trade.status !== "WAIT_BUYER_PAY")
        return answer(method, {
          code: "40004",
          msg: "Business Failed",
          sub_code: "ACQ.TRADE_STATUS_ERROR",
          sub_msg: "交易状态不合法",
        });
      trade.status = "TRADE_CLOSED";
      return answer(method, { code: "10000", msg: "Success", out_trade_no: biz.out_trade_no });
    }
  });
  return { ...fake, trades };
}

describe("Alipay gateway", () => {
  const fake = fakePayments();
  const config = alipayConfigFor(fake);
  const gateway = (overrides: Partial<AlipayConfig> = {}) =>
    createAlipayGateway({ ...config(), ...overrides });
  const lastRequest = fake.last;
  const input = (overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
    path: "qr",
    method: "alipay",
    outTradeNo: "ALI202611220001",
    amountCents: 123456,
    description: "醇境酒窖 订单 2026112212345678",
    expiresAt: new Date("2026-11-22T04:30:00.000Z"),
    notifyUrl: "https://shop.example.com/shopping/payment/notify/alipay",
    publicBaseUrl: "https://shop.example.com",
    ...overrides,
  });

  beforeEach(fake.reset);

  describe("requests", () => {
    it("precreates with a signed request and answers qr_code", async () => {
      expect(await gateway().create(input())).toEqual({
        kind: "qr",
        codeUrl: "https://qr.alipay.com/bax0ALI202611220001",
        gatewayTradeNo: null,
      });
      const { params, biz, signatureValid } = lastRequest();
      expect(signatureValid).toBe(true);
      expect(params).toMatchObject({
        app_id: APP_ID,
        method: "alipay.trade.precreate",
        format: "JSON",
        charset: "utf-8",
        sign_type: "RSA2",
        version: "1.0",
        notify_url: "https://shop.example.com/shopping/payment/notify/alipay",
      });
      expect(params.timestamp).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(biz).toEqual({
        out_trade_no: "ALI202611220001",
        total_amount: "1234.56",
        subject: "醇境酒窖 订单 2026112212345678",
        time_expire: "2026-11-22 12:30:00",
        seller_id: SELLER_ID,
      });
    });

    it("writes amounts as exact yuan strings", async () => {
      for (const [cents, yuan] of [
        [10, "0.10"],
        [5, "0.05"],
        [100, "1.00"],
        [1999999, "19999.99"],
      ] as const) {
        await gateway().create(input({ outTradeNo: `ALIY${cents}`, amountCents: cents }));
        expect(lastRequest().biz.total_amount).toBe(yuan);
      }
    });

    it("accepts keys as bare base64 too", async () => {
      const plain = gateway({
        privateKeyPem: bare(app.privateKey),
        alipayPublicKeyPem: bare(alipay.publicKey),
      });
      await expect(plain.create(input({ outTradeNo: "ALIBARE" }))).resolves.toMatchObject({
        codeUrl: "https://qr.alipay.com/bax0ALIBARE",
      });
      expect(lastRequest().signatureValid).toBe(true);
    });

    it("maps a query: not scanned yet, waiting, paid, finished, closed", async () => {
      await gateway().create(input({ outTradeNo: "ALIQ1" }));
      expect(await gateway().query("ALIQ1")).toEqual({
        state: "pending",
        amountCents: null,
        gatewayTradeNo: null,
        paidAt: null,
      });
      expect(lastRequest()).toMatchObject({
        params: { method: "alipay.trade.query" },
        biz: { out_trade_no: "ALIQ1" },
        signatureValid: true,
      });
      expect(lastRequest().params.notify_url).toBeUndefined();
      const trade = fake.trades.get("ALIQ1")!;
      trade.scanned = true;
      expect(await gateway().query("ALIQ1")).toEqual({
        state: "pending",
        amountCents: 123456,
        gatewayTradeNo: null,
        paidAt: null,
      });
      Object.assign(trade, {
        status: "TRADE_SUCCESS",
        tradeNo: "2026112222001400000000000001",
        paidAt: "2026-11-22 12:05:06",
      });
      expect(await gateway().query("ALIQ1")).toEqual({
        state: "paid",
        amountCents: 123456,
        gatewayTradeNo: "2026112222001400000000000001",
        paidAt: new Date("2026-11-22T04:05:06.000Z"),
      });
      trade.status = "TRADE_FINISHED";
      expect((await gateway().query("ALIQ1")).state).toBe("paid");
      Object.assign(trade, { status: "TRADE_CLOSED", tradeNo: undefined, paidAt: undefined });
      expect((await gateway().query("ALIQ1")).state).toBe("closed");
    });

    it("closes a trade; one never scanned or already closed is fine, a paid one is not", async () => {
      await gateway().close("ALINEVER");
      expect(lastRequest()).toMatchObject({
        params: { method: "alipay.trade.close" },
        biz: { out_trade_no: "ALINEVER" },
        signatureValid: true,
      });
      fake.trades.set("ALIC1", { scanned: true, status: "WAIT_BUYER_PAY", total: "1.00" });
      await gateway().close("ALIC1");
      expect(fake.trades.get("ALIC1")!.status).toBe("TRADE_CLOSED");
      await gateway().close("ALIC1");
      fake.trades.set("ALIC2", { scanned: true, status: "TRADE_SUCCESS", total: "1.00" });
      await expect(gateway().close("ALIC2")).rejects.toThrow(
        /ACQ.TRADE_STATUS_ERROR 交易状态不合法/,
      );
    });

    it("turns business failures and error_response into GatewayError", async () => {
      await expect(
        gateway().create(input({ outTradeNo: "ALIZERO", amountCents: 0 })),
      ).rejects.toThrow(/40004 ACQ.TOTAL_FEE_EXCEED 订单金额超过限额/);
      await expect(
        gateway({ privateKeyPem: pem(stranger.privateKey) }).create(input()),
      ).rejects.toThrow(/isv.invalid-signature 验签出错/);
    });

    it("refuses an answer whose signature does not match its raw text, or an unsigned success", async () => {
      fake.behaviour.tamper = true;
      await expect(gateway().create(input())).rejects.toThrow(GatewayError);
      await expect(gateway().create(input())).rejects.toThrow(/bad signature/);
      fake.behaviour.tamper = false;
      fake.behaviour.signingKey = stranger.privateKey;
      await expect(gateway().create(input())).rejects.toThrow(/bad signature/);
      fake.behaviour.signingKey = alipay.privateKey;
      fake.behaviour.unsigned = true;
      await expect(gateway().create(input())).rejects.toThrow(/not signed/);
    });
  });

  describe("notifications", () => {
    const fields = (overrides: Record<string, string> = {}): Record<string, string> => ({
      gmt_create: "2026-11-22 12:04:50",
      charset: "utf-8",
      seller_email: "shop@example.com",
      subject: "醇境酒窖 订单 2026112212345678 & =+%",
      buyer_id: "2088102122524333",
      invoice_amount: "1234.56",
      notify_id: "2026112200222120506055460000000001",
      fund_bill_list: '[{"amount":"1234.56","fundChannel":"ALIPAYACCOUNT"}]',
      notify_type: "trade_status_sync",
      trade_status: "TRADE_SUCCESS",
      receipt_amount: "1234.56",
      buyer_pay_amount: "1234.56",
      app_id: APP_ID,
      seller_id: SELLER_ID,
      gmt_payment: "2026-11-22 12:05:06",
      notify_time: "2026-11-22 12:05:07",
      version: "1.0",
      out_trade_no: "ALI202611220001",
      total_amount: "1234.56",
      trade_no: "2026112222001400000000000001",
      auth_app_id: APP_ID,
      point_amount: "0.00",
      ...overrides,
    });
    /** signed as Alipay signs: all parameters but sign and sign_type */
    const signedBody = (params: Record<string, string>, key = alipay.privateKey) =>
      new URLSearchParams({
        ...params,
        sign_type: "RSA2",
        sign: rsa2(signContent(params, true), key),
      }).toString();
    const verifyBody = (rawBody: string) =>
      gateway().verifyNotification({
        headers: { "content-type": "application/x-www-form-urlencoded" },
        rawBody,
      });
    const rejects = (rawBody: string) =>
      expect(verifyBody(rawBody)).rejects.toThrow(NotificationRejected);

    it("verifies a payment notification", async () => {
      expect(await verifyBody(signedBody(fields()))).toEqual({
        eventKey: "2026112200222120506055460000000001",
        outTradeNo: "ALI202611220001",
        state: "paid",
        amountCents: 123456,
        gatewayTradeNo: "2026112222001400000000000001",
        paidAt: new Date("2026-11-22T04:05:06.000Z"),
      });
    });

    it("reads percent-encoded spaces as well as +", async () => {
      const body = signedBody(fields()).replaceAll("+", "%20");
      await expect(verifyBody(body)).resolves.toMatchObject({ state: "paid" });
    });

    it("converts total_amount to cents exactly", async () => {
      for (const [yuan, cents] of [
        ["0.10", 10],
        ["1234.56", 123456],
        ["0.01", 1],
        ["19.9", 1990],
        ["8", 800],
        ["0.29", 29],
        ["1.15", 115],
      ] as const) {
        expect((await verifyBody(signedBody(fields({ total_amount: yuan })))).amountCents).toBe(
          cents,
        );
      }
      await rejects(signedBody(fields({ total_amount: "1.234" })));
      await rejects(signedBody(fields({ total_amount: "-1.00" })));
    });

    it("maps a closed trade", async () => {
      await expect(
        verifyBody(signedBody(fields({ trade_status: "TRADE_CLOSED" }))),
      ).resolves.toMatchObject({ state: "closed", paidAt: null });
    });

    it("refuses a tampered body, a bad signature, another app or seller", async () => {
      const good = signedBody(fields());
      await rejects(good.replace("total_amount=1234.56", "total_amount=0.01"));
      await rejects(signedBody(fields(), stranger.privateKey));
      await rejects(good.replace(/sign=[^&]+/, "sign="));
      await rejects(`${good}&total_amount=0.01`);
      await rejects(signedBody(fields({ app_id: "2021000000000002" })));
      await rejects(signedBody(fields({ seller_id: "2088000000000002" })));
      const { seller_id: _seller, ...withoutSeller } = fields();
      await rejects(signedBody(withoutSeller));
      await rejects(signedBody(fields({ trade_status: "TRADE_UNKNOWN" })));
    });

    it("answers the gateway in its own format", () => {
      expect(gateway().accepted()).toEqual({
        status: 200,
        contentType: "text/plain; charset=utf-8",
        body: "success",
      });
      expect(gateway().refused("bad signature")).toEqual({
        status: 200,
        contentType: "text/plain; charset=utf-8",
        body: "fail",
      });
    });
  });
  describe("certificate mode and the seller id", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "alipay-certs-"));
    const file = (name: string) => path.join(dir, name);
    const openssl = (...args: string[]) =>
      execFileSync("openssl", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    const ROOT_DN =
      "/C=CN/O=Ant Financial/OU=Certification Authority/CN=Ant Financial Certification Authority R1";
    const CLASS2_DN =
      "/C=CN/O=Ant Financial/OU=Certification Authority/CN=Ant Financial Certification Authority Class 2 R1";
    const certs = { app: "", alipay: "", root: "", alipayStranger: "" };
    /**
     * the SNs as openssl prints the issuer (RFC 2253) and the serial, computed apart from the
     * adapter
     */
    const expected = { appCertSn: "", rootCertSn: "", alipayCertSn: "" };
    function sn(certFile: string): string {
      const issuer = openssl("x509", "-in", certFile, "-noout", "-issuer", "-nameopt", "RFC2253")
        .trim()
        .replace(/^issuer=/, "");
      const serial = BigInt(
        `0x${openssl("x509", "-in", certFile, "-noout", "-serial")
          .trim()
          .replace(/^serial=/, "")}`,
      ).toString();
      return createHash("md5")
        .update(issuer + serial)
        .digest("hex");
    }
    /** a certificate for this key pair issued by the CA in caCert/caKey */
    function issue(
      name: string,
      key: KeyObject,
      subject: string,
      ca: string,
      serial: string,
    ): string {
      writeFileSync(file(`${name}.key`), pem(key));
      openssl(
        "req",
        "-new",
        "-key",
        file(`${name}.key`),
        "-subj",
        subject,
        "-out",
        file(`${name}.csr`),
      );
      openssl(
        "x509",
        "-req",
        "-in",
        file(`${name}.csr`),
        "-CA",
        file(`${ca}.pem`),
        "-CAkey",
        file(`${ca}.key`),
        "-set_serial",
        serial,
        "-days",
        "365",
        "-sha256",
        "-out",
        file(`${name}.pem`),
      );
      return file(`${name}.pem`);
    }
    const certConfig = (): Partial<AlipayConfig> => ({
      alipayPublicKeyPem: undefined,
      certificates: { appCertPem: certs.app, alipayCertPem: certs.alipay, rootCertPem: certs.root },
    });

    beforeAll(() => {
      // The root file holds an RSA root (sha1), an RSA intermediate (sha256) and an ECDSA root, as
      // Alipay's does (with its SM2 one).
      openssl(
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-sha1",
        "-keyout",
        file("root.key"),
        "-out",
        file("root.pem"),
        "-days",
        "3650",
        "-subj",
        ROOT_DN,
        "-set_serial",
        "0x623DCDDF3ABDE5A",
      );
      openssl(
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-keyout",
        file("ec.key"),
        "-out",
        file("ec.pem"),
        "-days",
        "3650",
        "-subj",
        "/C=CN/O=Ant Financial/CN=Ant Financial Certification Authority E1",
      );
      const class2 = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
      issue("class2", class2, CLASS2_DN, "root", "0x7EB1F3D7D6D9C4AA");
      const appCert = issue(
        "app",
        app.privateKey,
        `/C=CN/O=Vintry/OU=Alipay/CN=${APP_ID}`,
        "class2",
        "0x20210000000000010",
      );
      const alipayCert = issue(
        "alipay",
        alipay.privateKey,
        "/C=CN/O=Ant Financial/OU=Alipay/CN=支付宝(中国)网络技术有限公司",
        "class2",
        "4096",
      );
      const strangerCert = issue(
        "stranger",
        stranger.privateKey,
        "/C=CN/O=Ant Financial/OU=Alipay/CN=someone else",
        "class2",
        "4097",
      );
      const read = (name: string) => openssl("x509", "-in", name);
      Object.assign(certs, {
        app: read(appCert),
        alipay: read(alipayCert),
        alipayStranger: read(strangerCert),
        root: [read(file("root.pem")), read(file("ec.pem")), read(file("class2.pem"))].join("\n"),
      });
      const rsaSigned = ["root", "ec", "class2"].filter((name) =>
        /Signature Algorithm: sha\d+WithRSAEncryption/.test(
          openssl("x509", "-in", file(`${name}.pem`), "-noout", "-text"),
        ),
      );
      expect(rsaSigned).toEqual(["root", "class2"]);
      Object.assign(expected, {
        appCertSn: sn(appCert),
        alipayCertSn: sn(alipayCert),
        rootCertSn: rsaSigned.map((name) => sn(file(`${name}.pem`))).join("_"),
      });
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it("names the app and root certificates by SN in every signed request", async () => {
      expect(expected.appCertSn).toMatch(/^[0-9a-f]{32}$/);
      expect(expected.rootCertSn).toMatch(/^[0-9a-f]{32}_[0-9a-f]{32}$/);
      const certMode = gateway(certConfig());
      fake.behaviour.certSn = expected.alipayCertSn;
      await expect(certMode.create(input({ outTradeNo: "ALICERT1" }))).resolves.toMatchObject({
        codeUrl: "https://qr.alipay.com/bax0ALICERT1",
      });
      expect(lastRequest().signatureValid).toBe(true);
      expect(lastRequest().params).toMatchObject({
        app_cert_sn: expected.appCertSn,
        alipay_root_cert_sn: expected.rootCertSn,
      });
      expect(lastRequest().biz.seller_id).toBe(SELLER_ID);
      await certMode.close("ALICERT1");
      expect(lastRequest().params).toMatchObject({
        method: "alipay.trade.close",
        app_cert_sn: expected.appCertSn,
        alipay_root_cert_sn: expected.rootCertSn,
      });
      // public-key mode sends neither
      await gateway().create(input({ outTradeNo: "ALIKEY1" }));
      expect(Object.keys(lastRequest().params)).not.toContain("app_cert_sn");
    });

    it("checks answers with the Alipay certificate and refuses another alipay_cert_sn", async () => {
      const certMode = gateway(certConfig());
      fake.behaviour.certSn = "0123456789abcdef0123456789abcdef";
      await expect(certMode.create(input({ outTradeNo: "ALICERT2" }))).rejects.toThrow(
        /signed under Alipay certificate 0123456789abcdef0123456789abcdef, not ours/,
      );
      fake.behaviour.certSn = expected.alipayCertSn;
      fake.behaviour.signingKey = stranger.privateKey;
      await expect(certMode.create(input({ outTradeNo: "ALICERT2" }))).rejects.toThrow(
        /bad signature/,
      );
      // the certificate, not a key configured beside it, decides: another Alipay certificate
      // verifies another key
      fake.behaviour.certSn = "";
      await expect(
        gateway({
          ...certConfig(),
          certificates: { ...certConfig().certificates!, alipayCertPem: certs.alipayStranger },
        }).create(input({ outTradeNo: "ALICERT3" })),
      ).resolves.toMatchObject({
        codeUrl: "https://qr.alipay.com/bax0ALICERT3",
      });
    });

    it("verifies notifications with the Alipay certificate", async () => {
      const params: Record<string, string> = {
        app_id: APP_ID,
        seller_id: SELLER_ID,
        notify_id: "N1",
        out_trade_no: "ALICERT1",
        trade_status: "TRADE_SUCCESS",
        total_amount: "1.00",
        trade_no: "T1",
      };
      const body = (key: KeyObject, extra: Record<string, string> = {}) => {
        const all = { ...params, ...extra };
        return new URLSearchParams({
          ...all,
          sign_type: "RSA2",
          sign: rsa2(signContent(all, true), key),
        }).toString();
      };
      const certMode = gateway(certConfig());
      await expect(
        certMode.verifyNotification({ headers: {}, rawBody: body(alipay.privateKey) }),
      ).resolves.toMatchObject({ state: "paid", amountCents: 100 });
      await expect(
        certMode.verifyNotification({ headers: {}, rawBody: body(stranger.privateKey) }),
      ).rejects.toThrow(/bad signature/);
      await expect(
        certMode.verifyNotification({
          headers: {},
          rawBody: body(alipay.privateKey, { seller_id: "2088000000000009" }),
        }),
      ).rejects.toThrow(/another seller/);
    });

    it("refuses a configuration without a seller id, with both modes, or with an app certificate of another key", () => {
      expect(() => gateway({ sellerId: undefined as unknown as string })).toThrow(
        /ALIPAY_SELLER_ID/,
      );
      expect(() => gateway({ sellerId: "2088" })).toThrow(/2088 and 12 digits/);
      expect(() => gateway({ ...certConfig(), alipayPublicKeyPem: pem(alipay.publicKey) })).toThrow(
        /not both/,
      );
      expect(() =>
        gateway({
          ...certConfig(),
          certificates: { ...certConfig().certificates!, appCertPem: certs.alipay },
        }),
      ).toThrow(/not the certificate of the app private key/);
    });

    it("reads Alipay's settings from the environment: ALIPAY_SELLER_ID required, certificates as PEM or paths", () => {
      const base = {
        NODE_ENV: "test",
        PAYMENT_SANDBOX_SECRET: "x".repeat(40),
        ALIPAY_APP_ID: APP_ID,
        ALIPAY_PRIVATE_KEY: pem(app.privateKey),
      };
      expect(() =>
        readGatewayConfig({ ...base, ALIPAY_PUBLIC_KEY: pem(alipay.publicKey) }),
      ).toThrow(/ALIPAY_SELLER_ID is required/);
      expect(
        readGatewayConfig({
          ...base,
          ALIPAY_PUBLIC_KEY: pem(alipay.publicKey),
          ALIPAY_SELLER_ID: SELLER_ID,
        }).alipay,
      ).toMatchObject({
        sellerId: SELLER_ID,
        alipayPublicKeyPem: pem(alipay.publicKey),
      });
      writeFileSync(file("root-bundle.crt"), certs.root);
      const certEnv = {
        ...base,
        ALIPAY_SELLER_ID: SELLER_ID,
        ALIPAY_APP_CERT: certs.app,
        ALIPAY_PUBLIC_CERT: file("alipay.pem"),
        ALIPAY_ROOT_CERT: file("root-bundle.crt"),
      };
      const config = readGatewayConfig(certEnv).alipay!;
      expect(config.alipayPublicKeyPem).toBeUndefined();
      expect(config.certificates).toEqual({
        appCertPem: certs.app,
        alipayCertPem: certs.alipay,
        rootCertPem: certs.root,
      });
      expect(() =>
        readGatewayConfig({ ...certEnv, ALIPAY_ROOT_CERT: file("nowhere.crt") }),
      ).toThrow(/ALIPAY_ROOT_CERT: neither a PEM certificate nor a readable file/);
    });
  });
});
