import { execFileSync } from "node:child_process";
import { createHash, verify } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alipay, APP_ID, app, pem, SELLER_ID, signContent, stranger } from "../testing/alipay-fake";
import { GatewayError, type CreatePaymentInput, type FormLaunch } from "../types";
import { createAlipayGateway, type AlipayConfig } from "./index";

const GATEWAY_URL = "https://openapi.alipay.com/gateway.do";
const RETURN_URL = "https://shop.example.com/account/orders/2026112212345678/pay";

/** the form is signed locally: any call to the network fails the test */
const noNetwork: typeof fetch = () => {
  throw new Error("the WAP form must not call the gateway");
};

const config = (overrides: Partial<AlipayConfig> = {}): AlipayConfig => ({
  appId: APP_ID,
  privateKeyPem: pem(app.privateKey),
  alipayPublicKeyPem: pem(alipay.publicKey),
  sellerId: SELLER_ID,
  ...overrides,
});

const input = (overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  path: "phone",
  method: "alipay",
  outTradeNo: "ALIWAP202611220001",
  amountCents: 123456,
  description: "醇境酒窖 订单 2026112212345678",
  expiresAt: new Date("2026-11-22T04:30:00.000Z"),
  notifyUrl: "https://shop.example.com/shopping/payment/notify/alipay",
  publicBaseUrl: "https://shop.example.com",
  returnUrl: RETURN_URL,
  minAge: 18,
  ...overrides,
});

async function wapForm(
  overrides: Partial<CreatePaymentInput> = {},
  settings: Partial<AlipayConfig> = {},
): Promise<FormLaunch> {
  const launch = await createAlipayGateway(config(settings), noNetwork).create(input(overrides));
  if (launch.kind !== "form") throw new Error(`expected a form, got ${launch.kind}`);
  return launch;
}

/** the documented check: RSA2 over the sorted k=v pairs but sign, with the app public key */
const signatureValid = (fields: Record<string, string>, key = app.publicKey) =>
  verify("sha256", Buffer.from(signContent(fields)), key, Buffer.from(fields.sign ?? "", "base64"));

describe("Alipay WAP pay (alipay.trade.wap.pay)", () => {
  it("answers a form for the gateway, signed RSA2 by the app key over the documented sign content", async () => {
    const form = await wapForm();
    expect(form.kind).toBe("form");
    expect(form.action).toBe(`${GATEWAY_URL}?charset=utf-8`);
    expect(form.gatewayTradeNo).toBeNull();
    expect(signatureValid(form.fields)).toBe(true);
    expect(signatureValid(form.fields, stranger.publicKey)).toBe(false);
    expect(form.fields).toMatchObject({
      app_id: APP_ID,
      method: "alipay.trade.wap.pay",
      charset: "utf-8",
      sign_type: "RSA2",
      version: "1.0",
      notify_url: "https://shop.example.com/shopping/payment/notify/alipay",
      return_url: RETURN_URL,
    });
    // any field changed after signing breaks the signature
    expect(signatureValid({ ...form.fields, return_url: "https://evil.example.com/" })).toBe(false);
  });

  it("writes biz_content: yuan, QUICK_WAP_WAY, Beijing expiry, quit_url back to the payment page, the seller", async () => {
    const { fields } = await wapForm({ amountCents: 5 });
    expect(JSON.parse(fields.biz_content)).toEqual({
      out_trade_no: "ALIWAP202611220001",
      total_amount: "0.05",
      subject: "醇境酒窖 订单 2026112212345678",
      product_code: "QUICK_WAP_WAY",
      time_expire: "2026-11-22 12:30:00",
      quit_url: RETURN_URL,
      seller_id: SELLER_ID,
      ext_user_info: { need_check_info: "T", min_age: "18" },
    });
  });

  it("stamps the form in Beijing time", async () => {
    const { fields } = await wapForm();
    expect(fields.timestamp).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const stamped = new Date(`${fields.timestamp.replace(" ", "T")}+08:00`).getTime();
    expect(Math.abs(stamped - Date.now())).toBeLessThan(5_000);
  });

  it("asks Alipay's age check only for a least age above 0", async () => {
    for (const minAge of [0, null, undefined]) {
      const { fields } = await wapForm({ minAge });
      expect(JSON.parse(fields.biz_content)).not.toHaveProperty("ext_user_info");
      expect(signatureValid(fields)).toBe(true);
    }
    const { fields } = await wapForm({ minAge: 21 });
    expect(JSON.parse(fields.biz_content).ext_user_info).toEqual({
      need_check_info: "T",
      min_age: "21",
    });
    await expect(wapForm({ minAge: 17.5 })).rejects.toThrow(GatewayError);
  });

  it("uses the configured gateway URL", async () => {
    const form = await wapForm(
      {},
      { gatewayUrl: "https://openapi-sandbox.dl.alipaydev.com/gateway.do" },
    );
    expect(form.action).toBe("https://openapi-sandbox.dl.alipaydev.com/gateway.do?charset=utf-8");
  });

  it("refuses a phone payment without its return page, and WeChat's paths", async () => {
    await expect(wapForm({ returnUrl: undefined })).rejects.toThrow(/no return_url/);
    const gateway = createAlipayGateway(config(), noNetwork);
    for (const path of ["wechat-browser", "mini-program"] as const) {
      await expect(gateway.create(input({ path }))).rejects.toThrow(GatewayError);
      await expect(gateway.create(input({ path }))).rejects.toThrow(/not offered/);
    }
  });

  describe("certificate mode", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "alipay-wap-certs-"));
    const file = (name: string) => path.join(dir, name);
    const openssl = (...args: string[]) =>
      execFileSync("openssl", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    const certs = { app: "", alipay: "", root: "" };
    const expected = { appCertSn: "", rootCertSn: "" };
    /** md5 of the issuer as openssl writes RFC 2253 and the decimal serial, apart from the adapter */
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
    /** a self-signed certificate of this key (a fresh one when none is given) */
    function selfSigned(name: string, subject: string, serial: string, keyPem?: string): string {
      const keyArgs = keyPem
        ? (writeFileSync(file(`${name}.key`), keyPem), ["-key", file(`${name}.key`)])
        : ["-newkey", "rsa:2048", "-nodes", "-keyout", file(`${name}.key`)];
      openssl(
        "req",
        "-x509",
        ...keyArgs,
        "-subj",
        subject,
        "-set_serial",
        serial,
        "-days",
        "365",
        "-out",
        file(`${name}.pem`),
      );
      return file(`${name}.pem`);
    }

    beforeAll(() => {
      const root = selfSigned("root", "/C=CN/O=Ant Financial/CN=Root R1", "0x623DCDDF3ABDE5A");
      const appCert = selfSigned("app", `/C=CN/O=Vintry/CN=${APP_ID}`, "4095", pem(app.privateKey));
      const alipayCert = selfSigned(
        "alipay",
        "/C=CN/O=Ant Financial/CN=Alipay",
        "4096",
        pem(alipay.privateKey),
      );
      const read = (name: string) => openssl("x509", "-in", name);
      Object.assign(certs, { app: read(appCert), alipay: read(alipayCert), root: read(root) });
      Object.assign(expected, { appCertSn: sn(appCert), rootCertSn: sn(root) });
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it("names the app and root certificates by SN inside the signed form", async () => {
      const { fields } = await wapForm(
        {},
        {
          alipayPublicKeyPem: undefined,
          certificates: {
            appCertPem: certs.app,
            alipayCertPem: certs.alipay,
            rootCertPem: certs.root,
          },
        },
      );
      expect(expected.appCertSn).toMatch(/^[0-9a-f]{32}$/);
      expect(fields).toMatchObject({
        app_cert_sn: expected.appCertSn,
        alipay_root_cert_sn: expected.rootCertSn,
      });
      expect(signatureValid(fields)).toBe(true);
      // the serials are signed too
      expect(signatureValid({ ...fields, app_cert_sn: "0".repeat(32) })).toBe(false);
      // public-key mode sends neither
      expect(Object.keys((await wapForm()).fields)).not.toContain("app_cert_sn");
    });
  });
});
