import { verify } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { readGatewayConfig } from "../index";
import {
  API_V3_KEY,
  APPID,
  fakeWalletPrepays,
  MCHID,
  merchant,
  MERCHANT_SERIAL,
  MINIPROGRAM_APPID,
  OA_APPID,
  pem,
  PLATFORM_SERIAL,
  stranger,
  wechatNotification,
  wechatPayConfigFor,
} from "../testing/wechatpay-fake";
import {
  GatewayError,
  NotificationRejected,
  type BridgeLaunch,
  type CreatePaymentInput,
} from "../types";
import { bridgeSignMessage } from "./bridge-sign";
import { createWechatPayGateway, type WechatPayConfig } from "./index";

const OPENID = "oUpF8uMuAJO_M2pxb1Q9zNjWeS6o";
/** 2026-11-22 12:05:07 Beijing time, with milliseconds */
const NOW = Date.UTC(2026, 10, 22, 4, 5, 7, 123);

describe("WeChat Pay's wallet paths (H5, JSAPI)", () => {
  const closed: string[] = [];
  const fake = fakeWalletPrepays((req, _body, respond) => {
    const close = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(req.url!);
    if (req.method === "POST" && close) {
      closed.push(decodeURIComponent(close[1]));
      return respond(204);
    }
    respond(404, { code: "ORDER_NOT_EXIST", message: "订单不存在" });
  });
  const config = wechatPayConfigFor(fake);
  const gateway = (overrides: Partial<WechatPayConfig> = {}) =>
    createWechatPayGateway({ ...config(), ...overrides }, fetch, () => NOW);
  const input = (overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
    path: "phone",
    method: "wechat",
    outTradeNo: "WX202611220001",
    amountCents: 12345,
    description: "醇境酒窖 订单 2026112212345678",
    expiresAt: new Date("2026-11-22T04:30:00.000Z"),
    notifyUrl: "https://shop.example.com/shopping/payment/notify/wechatpay",
    publicBaseUrl: "https://shop.example.com",
    returnUrl: "https://shop.example.com/account/orders/2026112212345678/pay",
    clientIp: "203.0.113.7",
    ...overrides,
  });
  const trade = {
    mchid: MCHID,
    description: "醇境酒窖 订单 2026112212345678",
    out_trade_no: "WX202611220001",
    time_expire: "2026-11-22T12:30:00+08:00",
    notify_url: "https://shop.example.com/shopping/payment/notify/wechatpay",
    amount: { total: 12345, currency: "CNY" },
  };

  beforeEach(fake.reset);

  /** the last request reached the fake signed by the merchant, naming the platform key */
  function expectSignedRequest(path: string) {
    const request = fake.last();
    expect(request.method).toBe("POST");
    expect(request.url).toBe(path);
    expect(request.signatureValid).toBe(true);
    expect(request.authorization).toMatchObject({ mchid: MCHID, serial_no: MERCHANT_SERIAL });
    expect(request.platformSerial).toBe(PLATFORM_SERIAL);
    return JSON.parse(request.body);
  }

  describe("H5, from a phone's browser", () => {
    it("prepays with a signed request carrying the buyer's address and answers h5_url to open", async () => {
      expect(await gateway().create(input())).toEqual({
        kind: "redirect",
        url: "https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wxWX202611220001&package=1405458241",
        gatewayTradeNo: null,
      });
      expect(expectSignedRequest("/v3/pay/transactions/h5")).toEqual({
        appid: APPID,
        ...trade,
        scene_info: { payer_client_ip: "203.0.113.7", h5_info: { type: "Wap" } },
      });
    });

    it("refuses to prepay without the buyer's address", async () => {
      const before = fake.seen.length;
      for (const clientIp of [undefined, null, ""])
        await expect(gateway().create(input({ clientIp }))).rejects.toThrow(/payer_client_ip/);
      expect(fake.seen.length).toBe(before);
    });

    it("refuses an answer whose signature does not match, or signed by another key", async () => {
      fake.behaviour.tamper = true;
      await expect(gateway().create(input())).rejects.toThrow(/refused the answer: bad signature/);
      fake.behaviour.tamper = false;
      fake.behaviour.signingKey = stranger.privateKey;
      await expect(gateway().create(input())).rejects.toThrow(/refused the answer/);
    });
  });

  describe("JSAPI, inside WeChat", () => {
    async function bridge(
      overrides: Partial<CreatePaymentInput>,
      settings: Partial<WechatPayConfig> = {},
    ): Promise<BridgeLaunch> {
      const launch = await gateway(settings).create(input({ openid: OPENID, ...overrides }));
      if (launch.kind !== "bridge") throw new Error(`expected the bridge, got ${launch.kind}`);
      return launch;
    }

    /** the documented check: RSA-SHA256 of the four lines with the merchant's public key */
    function expectPaySignValid({ params }: BridgeLaunch) {
      const message = `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`;
      expect(bridgeSignMessage(params)).toBe(message);
      expect(message.split("\n")).toHaveLength(5);
      const valid = (key = merchant.publicKey, text = message) =>
        verify("sha256", Buffer.from(text), key, Buffer.from(params.paySign, "base64"));
      expect(valid()).toBe(true);
      expect(valid(stranger.publicKey)).toBe(false);
      // the last line's \n is signed too
      expect(valid(merchant.publicKey, message.slice(0, -1))).toBe(false);
    }

    it("prepays for the buyer's openid under the official account and signs the bridge's parameters", async () => {
      const launch = await bridge({ path: "wechat-browser" }, { jsapiAppid: OA_APPID });
      expect(expectSignedRequest("/v3/pay/transactions/jsapi")).toEqual({
        appid: OA_APPID,
        ...trade,
        payer: { openid: OPENID },
      });
      expect(launch.params).toMatchObject({
        appId: OA_APPID,
        timeStamp: "1795320307",
        package: "prepay_id=wxWX202611220001",
        signType: "RSA",
      });
      expect(launch.params.timeStamp).toMatch(/^\d{10}$/);
      expect(launch.params.timeStamp).toBe(String(Math.floor(NOW / 1000)));
      expect(launch.params.nonceStr).toMatch(/^[0-9A-Za-z]{16,32}$/);
      expectPaySignValid(launch);
      const again = await bridge({ path: "wechat-browser" }, { jsapiAppid: OA_APPID });
      expect(again.params.nonceStr).not.toBe(launch.params.nonceStr);
    });

    it("uses WECHATPAY_APPID in WeChat's browser when no official account app id is set", async () => {
      const launch = await bridge({ path: "wechat-browser" });
      expect(expectSignedRequest("/v3/pay/transactions/jsapi").appid).toBe(APPID);
      expect(launch.params.appId).toBe(APPID);
      expectPaySignValid(launch);
    });

    it("prepays under the mini-program's app id in the mini-program, and refuses without one", async () => {
      const launch = await bridge(
        { path: "mini-program" },
        { jsapiAppid: OA_APPID, miniProgramAppid: MINIPROGRAM_APPID },
      );
      expect(expectSignedRequest("/v3/pay/transactions/jsapi")).toMatchObject({
        appid: MINIPROGRAM_APPID,
        payer: { openid: OPENID },
      });
      expect(launch.params.appId).toBe(MINIPROGRAM_APPID);
      expectPaySignValid(launch);
      const before = fake.seen.length;
      await expect(bridge({ path: "mini-program" }, { jsapiAppid: OA_APPID })).rejects.toThrow(
        /WECHAT_MINIPROGRAM_APPID/,
      );
      expect(fake.seen.length).toBe(before);
    });

    it("refuses to prepay without the buyer's openid", async () => {
      const before = fake.seen.length;
      for (const path of ["wechat-browser", "mini-program"] as const)
        await expect(
          bridge({ path, openid: undefined }, { miniProgramAppid: MINIPROGRAM_APPID }),
        ).rejects.toThrow(GatewayError);
      expect(fake.seen.length).toBe(before);
    });

    it("refuses a tampered answer, and passes on WeChat Pay's refusal of an unbound app", async () => {
      fake.behaviour.tamper = true;
      await expect(bridge({ path: "wechat-browser" })).rejects.toThrow(/bad signature/);
      fake.behaviour.tamper = false;
      await expect(
        bridge({ path: "wechat-browser" }, { jsapiAppid: "wx0000000000000000" }),
      ).rejects.toMatchObject({ refusal: { status: 400, code: "APPID_MCHID_NOT_MATCH" } });
    });
  });

  it("closes a trade of any path by out_trade_no, as the QR path does", async () => {
    await gateway().close("WX202611220009");
    expect(closed).toContain("WX202611220009");
    expect(expectSignedRequest("/v3/pay/transactions/out-trade-no/WX202611220009/close")).toEqual({
      mchid: MCHID,
    });
  });

  it("takes payment notifications under each of the shop's apps, and no other", async () => {
    const notification = (appid: string) =>
      wechatNotification({
        id: `EV-${appid}`,
        eventType: "TRANSACTION.SUCCESS",
        associatedData: "transaction",
        resource: {
          appid,
          mchid: MCHID,
          out_trade_no: "WX202611220001",
          transaction_id: "4200000000202611220000000001",
          trade_type: "JSAPI",
          trade_state: "SUCCESS",
          success_time: "2026-11-22T12:06:00+08:00",
          amount: { total: 12345, payer_total: 12345, currency: "CNY" },
        },
      });
    const all = gateway({ jsapiAppid: OA_APPID, miniProgramAppid: MINIPROGRAM_APPID });
    for (const appid of [APPID, OA_APPID, MINIPROGRAM_APPID])
      await expect(all.verifyNotification(notification(appid))).resolves.toMatchObject({
        outTradeNo: "WX202611220001",
        state: "paid",
        amountCents: 12345,
      });
    await expect(all.verifyNotification(notification("wx0000000000000000"))).rejects.toThrow(
      NotificationRejected,
    );
    // an app not configured is not the shop's
    await expect(gateway().verifyNotification(notification(MINIPROGRAM_APPID))).rejects.toThrow(
      /another app/,
    );
  });

  it("reads the wallet paths' settings from the environment", () => {
    const env = {
      NODE_ENV: "test",
      PAYMENT_SANDBOX_SECRET: "x".repeat(40),
      WECHATPAY_MCHID: MCHID,
      WECHATPAY_APPID: APPID,
      WECHATPAY_SERIAL_NO: MERCHANT_SERIAL,
      WECHATPAY_PRIVATE_KEY: pem(merchant.privateKey),
      WECHATPAY_API_V3_KEY: API_V3_KEY,
    };
    expect(readGatewayConfig(env).wechatpay).toMatchObject({
      appid: APPID,
      jsapiAppid: undefined,
      miniProgramAppid: undefined,
      oaSecret: undefined,
    });
    expect(
      readGatewayConfig({
        ...env,
        WECHATPAY_JSAPI_APPID: OA_APPID,
        WECHAT_MINIPROGRAM_APPID: MINIPROGRAM_APPID,
        WECHAT_OA_SECRET: "0123456789abcdef0123456789abcdef",
      }).wechatpay,
    ).toMatchObject({
      jsapiAppid: OA_APPID,
      miniProgramAppid: MINIPROGRAM_APPID,
      oaSecret: "0123456789abcdef0123456789abcdef",
    });
  });
});
