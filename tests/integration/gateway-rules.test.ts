/**
 * The real adapters inside the running service, against small offline fakes
 * of Alipay and WeChat Pay: an Alipay close answered ACQ.TRADE_NOT_EXIST
 * (the code was never scanned) leaves a code that can still be paid, and that
 * later payment is taken as paid_after_close, the cancelled order untouched;
 * a trade closed by a switch of path and paid after all is refunded the same way; a correctly
 * signed WeChat Pay notification that is not TRANSACTION.SUCCESS,
 * or not in CNY, is refused and changes nothing.
 */
import {
  createCipheriv,
  generateKeyPairSync,
  randomBytes,
  sign,
  type KeyObject,
} from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentView } from "../../contract/buying";
import { paymentNotifications, refunds } from "../../shopping/db/schema";
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

const pem = (key: KeyObject) =>
  key.export({ type: key.type === "private" ? "pkcs8" : "spki", format: "pem" }) as string;
const rsa = (message: string, key: KeyObject) =>
  sign("sha256", Buffer.from(message), key).toString("base64");
const keys = () => generateKeyPairSync("rsa", { modulusLength: 2048 });
const [alipayApp, alipayPlatform, wechatMerchant, wechatPlatform] = [
  keys(),
  keys(),
  keys(),
  keys(),
];
const APP_ID = "2021000000000001";
const SELLER_ID = "2088000000000001";
const MCHID = "1900000001";
const WX_APPID = "wx8888888888888888";
const API_V3_KEY = "0123456789abcdefghijABCDEFGHIJ01";
const PUBLIC_KEY_ID = "PUB_KEY_ID_0114232134912410000000000000";

/**
 * Alipay's gateway.do: precreate, query, close (ACQ.TRADE_NOT_EXIST until the code is scanned) and
 * refund; answers signed
 */
function fakeAlipay() {
  const trades = new Map<string, { scanned: boolean; status: string; total: string }>();
  const calls: string[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const params = new URLSearchParams(body);
      const method = params.get("method")!;
      const biz = JSON.parse(params.get("biz_content") ?? "{}");
      calls.push(`${method} ${biz.out_trade_no}`);
      const trade = trades.get(biz.out_trade_no);
      let fields: Record<string, string>;
      if (method === "alipay.trade.precreate") {
        trades.set(biz.out_trade_no, {
          scanned: false,
          status: "WAIT_BUYER_PAY",
          total: biz.total_amount,
        });
        fields = {
          code: "10000",
          msg: "Success",
          out_trade_no: biz.out_trade_no,
          qr_code: `https://qr.alipay.com/bax0${biz.out_trade_no}`,
        };
      } else if (!trade?.scanned) {
        fields = {
          code: "40004",
          msg: "Business Failed",
          sub_code: "ACQ.TRADE_NOT_EXIST",
          sub_msg: "交易不存在",
        };
      } else if (method === "alipay.trade.refund") {
        fields = {
          code: "10000",
          msg: "Success",
          out_trade_no: biz.out_trade_no,
          trade_no: "2026112222001400000000000009",
          fund_change: "Y",
          refund_fee: biz.refund_amount,
        };
      } else {
        fields = {
          code: "10000",
          msg: "Success",
          out_trade_no: biz.out_trade_no,
          trade_status: trade.status,
          total_amount: trade.total,
        };
      }
      const member = JSON.stringify(fields);
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(
          `{"${method.replaceAll(".", "_")}_response":${member},"sign":"${rsa(member, alipayPlatform.privateKey)}"}`,
        );
    });
  });
  return { server, trades, calls };
}

/** api.mch.weixin.qq.com: Native create only, answers signed by the platform public key's owner */
function fakeWechatPay() {
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const order = JSON.parse(body || "{}");
      const answer = JSON.stringify({
        code_url: `weixin://wxpay/bizpayurl?pr=${order.out_trade_no}`,
      });
      const [timestamp, nonce] = [
        String(Math.floor(Date.now() / 1000)),
        randomBytes(8).toString("hex"),
      ];
      res
        .writeHead(200, {
          "content-type": "application/json",
          "wechatpay-timestamp": timestamp,
          "wechatpay-nonce": nonce,
          "wechatpay-serial": PUBLIC_KEY_ID,
          "wechatpay-signature": rsa(
            `${timestamp}\n${nonce}\n${answer}\n`,
            wechatPlatform.privateKey,
          ),
        })
        .end(answer);
    });
  });
  return { server };
}

const listen = async (server: Server) => {
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

describe.each(backends())("gateway rules in the service on %s", (backend) => {
  let svc: RunningService;
  const alipay = fakeAlipay();
  const wechat = fakeWechatPay();
  const db = () => svc.database.db;

  beforeAll(async () => {
    const [alipayUrl, wechatUrl] = [await listen(alipay.server), await listen(wechat.server)];
    svc = await startService(backend, {
      env: {
        ...TEST_ENV,
        ALIPAY_APP_ID: APP_ID,
        ALIPAY_PRIVATE_KEY: pem(alipayApp.privateKey),
        ALIPAY_PUBLIC_KEY: pem(alipayPlatform.publicKey),
        ALIPAY_SELLER_ID: SELLER_ID,
        ALIPAY_GATEWAY_URL: `${alipayUrl}/gateway.do`,
        WECHATPAY_MCHID: MCHID,
        WECHATPAY_APPID: WX_APPID,
        WECHATPAY_SERIAL_NO: "5157F09EFDC096DE15EBE81A47057A7232F1B8E1",
        WECHATPAY_PRIVATE_KEY: pem(wechatMerchant.privateKey),
        WECHATPAY_API_V3_KEY: API_V3_KEY,
        WECHATPAY_PUBLIC_KEY: pem(wechatPlatform.publicKey),
        WECHATPAY_PUBLIC_KEY_ID: PUBLIC_KEY_ID,
        WECHATPAY_BASE_URL: wechatUrl,
      },
    });
  });
  afterAll(async () => {
    await svc?.stop();
    await Promise.all(
      [alipay.server, wechat.server].map(
        (server) => new Promise((resolve) => server.close(resolve)),
      ),
    );
  });

  const unpaidOrder = () => unpaidOrderOf(svc);
  async function startPayment(
    token: string,
    orderId: number,
    method: "alipay" | "wechat",
  ): Promise<PaymentView> {
    const answer = await api<PaymentView>(svc, PATHS.pay, { token, body: { orderId, method } });
    expect(answer.code).toBe(200);
    return answer.data;
  }
  const notificationsOf = (outTradeNo: string) =>
    db()
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.outTradeNo, outTradeNo))
      .orderBy(paymentNotifications.id);
  async function state(orderId: number) {
    const order = await orderRow(db(), orderId);
    return {
      status: order.status,
      paidAt: order.paidAt,
      events: (await eventsOf(db(), orderId)).map((e) => e.action),
      payments: (await paymentsOf(db(), orderId)).map((p) => p.status),
    };
  }

  /** Alipay's signed notification that the payment's trade was paid. */
  function notifyAlipayPaid(payment: PaymentView, tradeNo: string) {
    const params: Record<string, string> = {
      notify_id: `N${payment.outTradeNo}`,
      notify_type: "trade_status_sync",
      app_id: APP_ID,
      seller_id: SELLER_ID,
      out_trade_no: payment.outTradeNo,
      trade_no: tradeNo,
      trade_status: "TRADE_SUCCESS",
      total_amount: (payment.amountCents / 100).toFixed(2),
      gmt_payment: "2026-11-22 12:05:06",
    };
    const content = Object.keys(params)
      .sort()
      .map((key) => `${key}=${params[key]}`)
      .join("&");
    const body = new URLSearchParams({
      ...params,
      sign_type: "RSA2",
      sign: rsa(content, alipayPlatform.privateKey),
    }).toString();
    return fetch(`${svc.base}/payment/notify/alipay`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    });
  }

  it("Alipay: a close answered ACQ.TRADE_NOT_EXIST, then the code paid after all, is paid_after_close and the order stays cancelled", async () => {
    const { token, order } = await unpaidOrder();
    const payment = await startPayment(token, order.id, "alipay");
    expect(payment.codeUrl).toBe(`https://qr.alipay.com/bax0${payment.outTradeNo}`);
    expect((await api(svc, PATHS.cancel, { token, body: { id: order.id } })).code).toBe(0);
    expect(alipay.calls).toContain(`alipay.trade.close ${payment.outTradeNo}`);
    expect(await state(order.id)).toMatchObject({
      status: "cancelled",
      paidAt: null,
      payments: ["closed"],
    });

    // The buyer had the code on screen and pays it now: Alipay takes it and notifies.
    Object.assign(alipay.trades.get(payment.outTradeNo)!, {
      scanned: true,
      status: "TRADE_SUCCESS",
    });
    const res = await notifyAlipayPaid(payment, "2026112222001400000000000009");
    expect([res.status, await res.text()]).toEqual([200, "success"]);

    expect((await notificationsOf(payment.outTradeNo)).map((n) => n.result)).toEqual([
      "paid_after_close",
    ]);
    const after = await state(order.id);
    expect(after).toMatchObject({ status: "cancelled", paidAt: null, payments: ["paid"] });
    expect(after.events).toEqual(["submit", "cancel"]);
  });

  it("a trade closed by a switch to the phone's wallet, paid after all once the new one paid the order, is paid_after_close and refunded in full", async () => {
    const { token, order } = await unpaidOrder();
    const qr = await startPayment(token, order.id, "alipay");
    const onPhone = await api<PaymentView>(svc, PATHS.pay, {
      token,
      body: {
        orderId: order.id,
        method: "alipay",
        path: "phone",
        returnUrl: `/payment?orderId=${order.id}&method=alipay&returned=1`,
      },
    });
    expect(onPhone.data).toMatchObject({ path: "phone", launch: { kind: "form" } });
    // The switch closed the QR trade first; Alipay answered that it was never scanned.
    expect(alipay.calls).toContain(`alipay.trade.close ${qr.outTradeNo}`);

    const paid = await notifyAlipayPaid(onPhone.data, "2026112222001400000000000011");
    expect(await paid.text()).toBe("success");
    expect(await state(order.id)).toMatchObject({
      status: "pending_delivery",
      payments: ["closed", "paid"],
    });

    // The code still on another screen is paid after all.
    Object.assign(alipay.trades.get(qr.outTradeNo)!, { scanned: true, status: "TRADE_SUCCESS" });
    const late = await notifyAlipayPaid(qr, "2026112222001400000000000012");
    expect(await late.text()).toBe("success");
    expect((await notificationsOf(qr.outTradeNo)).map((n) => n.result)).toEqual([
      "paid_after_close",
    ]);
    const [qrRow] = await paymentsOf(db(), order.id);
    await expect
      .poll(() => db().select().from(refunds).where(eq(refunds.orderId, order.id)))
      .toEqual([
        expect.objectContaining({
          paymentId: qrRow.id,
          amountCents: qr.amountCents,
          reason: "paid_after_close",
        }),
      ]);
    expect((await state(order.id)).status).toBe("pending_delivery");
  });

  it("Alipay: a notification for another seller is refused and changes nothing", async () => {
    const { token, order } = await unpaidOrder();
    const payment = await startPayment(token, order.id, "alipay");
    const params: Record<string, string> = {
      notify_id: `N${payment.outTradeNo}`,
      app_id: APP_ID,
      seller_id: "2088000000000002",
      out_trade_no: payment.outTradeNo,
      trade_status: "TRADE_SUCCESS",
      total_amount: (payment.amountCents / 100).toFixed(2),
    };
    const content = Object.keys(params)
      .sort()
      .map((key) => `${key}=${params[key]}`)
      .join("&");
    const body = new URLSearchParams({
      ...params,
      sign_type: "RSA2",
      sign: rsa(content, alipayPlatform.privateKey),
    }).toString();
    const before = await state(order.id);
    const res = await fetch(`${svc.base}/payment/notify/alipay`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    expect(await res.text()).toBe("fail");
    expect(await state(order.id)).toEqual(before);
    expect(before).toMatchObject({ status: "pending_payment", payments: ["pending"] });
    expect((await notificationsOf(payment.outTradeNo)).length).toBe(0);
  });

  it("WeChat Pay: a signed notification that is not TRANSACTION.SUCCESS, or not in CNY, is refused and changes nothing", async () => {
    const { token, order } = await unpaidOrder();
    const payment = await startPayment(token, order.id, "wechat");
    expect(payment.codeUrl).toBe(`weixin://wxpay/bizpayurl?pr=${payment.outTradeNo}`);
    const before = await state(order.id);
    expect(before).toMatchObject({ status: "pending_payment", payments: ["pending"] });

    const notify = async (eventType: string, currency: string) => {
      const transaction = {
        appid: WX_APPID,
        mchid: MCHID,
        out_trade_no: payment.outTradeNo,
        transaction_id: "4200000001",
        trade_state: "SUCCESS",
        amount: { total: payment.amountCents, currency },
      };
      const nonce = randomBytes(6).toString("hex");
      const cipher = createCipheriv("aes-256-gcm", Buffer.from(API_V3_KEY), Buffer.from(nonce));
      cipher.setAAD(Buffer.from("transaction"));
      const ciphertext = Buffer.concat([
        cipher.update(JSON.stringify(transaction)),
        cipher.final(),
        cipher.getAuthTag(),
      ]).toString("base64");
      const body = JSON.stringify({
        id: `EV-${eventType}-${currency}-${payment.outTradeNo}`,
        event_type: eventType,
        resource_type: "encrypt-resource",
        resource: {
          algorithm: "AEAD_AES_256_GCM",
          ciphertext,
          associated_data: "transaction",
          nonce,
        },
      });
      const [timestamp, headerNonce] = [
        String(Math.floor(Date.now() / 1000)),
        randomBytes(8).toString("hex"),
      ];
      const res = await fetch(`${svc.base}/payment/notify/wechatpay`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "wechatpay-timestamp": timestamp,
          "wechatpay-nonce": headerNonce,
          "wechatpay-serial": PUBLIC_KEY_ID,
          "wechatpay-signature": rsa(
            `${timestamp}\n${headerNonce}\n${body}\n`,
            wechatPlatform.privateKey,
          ),
        },
        body,
      });
      return { status: res.status, code: ((await res.json()) as { code: string }).code };
    };

    expect(await notify("REFUND.SUCCESS", "CNY")).toEqual({ status: 400, code: "FAIL" });
    expect(await notify("TRANSACTION.SUCCESS", "USD")).toEqual({ status: 400, code: "FAIL" });
    expect(await state(order.id)).toEqual(before);
    // The right one is still taken afterwards.
    expect(await notify("TRANSACTION.SUCCESS", "CNY")).toEqual({ status: 200, code: "SUCCESS" });
    expect(await state(order.id)).toMatchObject({ status: "pending_delivery", payments: ["paid"] });
  });
});
