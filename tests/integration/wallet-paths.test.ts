/**
 * Paying on the phone itself (decision 039), through the service and the sandbox gateway: each path
 * answers its launch; switching path or method closes the old trade first (one payable trade an
 * order); WeChat Pay's h5_url is asked for again once it is 4 minutes old, for the same trade; the
 * return address stays on the shop; a bridge path needs the openid; Alipay is refused inside WeChat;
 * the wallet page of a trade closed by a switch takes no payment.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BridgePayParams, PaymentView, WalletLaunch } from "../../contract/buying";
import { miniProgramUsers, payments, refunds } from "../../shopping/db/schema";
import { miniProgramAppid } from "../../shopping/miniprogram/settings";
import { api } from "../helpers/accounts";
import {
  learnPayer,
  PATHS,
  paymentsOf,
  TEST_ENV,
  unpaidOrder as unpaidOrderOf,
} from "../helpers/buying";
import { backends, startService, type RunningService } from "../helpers/service";

describe.each(backends())("wallet paths on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;

  beforeAll(async () => {
    svc = await startService(backend, { env: TEST_ENV });
  });
  afterAll(async () => {
    await svc?.stop();
  });

  const unpaidOrder = () => unpaidOrderOf(svc);
  const pay = (token: string, body: Record<string, unknown>) =>
    api<PaymentView>(svc, PATHS.pay, { token, body });
  const returnUrl = (orderId: number) => `/payment?orderId=${orderId}&method=wechat&returned=1`;

  it("answers each path's launch: a QR code, Alipay's form, WeChat's page, WeChat's bridge", async () => {
    const { token, order } = await unpaidOrder();
    const qr = await pay(token, { orderId: order.id, method: "alipay" });
    expect(qr.data).toMatchObject({
      path: "qr",
      launch: null,
      codeUrl: expect.stringMatching(/^http/),
    });

    const form = await pay(token, {
      orderId: order.id,
      method: "alipay",
      path: "phone",
      returnUrl: `/payment?orderId=${order.id}&method=alipay&returned=1`,
    });
    expect(form.data).toMatchObject({ path: "phone", codeUrl: null, launch: { kind: "form" } });
    const fields = (form.data.launch as Extract<WalletLaunch, { kind: "form" }>).fields;
    expect(fields.return_url).toMatch(
      new RegExp(`/payment\\?orderId=${order.id}&method=alipay&returned=1$`),
    );

    const page = await pay(token, {
      orderId: order.id,
      method: "wechat",
      path: "phone",
      returnUrl: returnUrl(order.id),
    });
    expect(page.data.launch).toMatchObject({
      kind: "redirect",
      url: expect.stringMatching(/\/sandbox\/h5\//),
    });

    await learnPayer(svc, token);
    const bridge = await pay(token, {
      orderId: order.id,
      method: "wechat",
      path: "wechat-browser",
    });
    const params = (bridge.data.launch as Extract<WalletLaunch, { kind: "bridge" }>).params;
    expect(params.timeStamp).toMatch(/^\d{10}$/);
    expect(Math.abs(Number(params.timeStamp) - Date.now() / 1000)).toBeLessThan(60);
    expect(params.package).toMatch(/^prepay_id=/);
    expect(params.signType).toBe("RSA");

    // One payable trade an order: each switch closed the one before.
    const rows = await paymentsOf(db(), order.id);
    expect(rows.map((row) => [row.path, row.status])).toEqual([
      ["qr", "closed"],
      ["phone", "closed"],
      ["phone", "closed"],
      ["wechat-browser", "pending"],
    ]);
  });

  it("asks WeChat Pay for a fresh page once the old one is 4 minutes old, for the same trade", async () => {
    const { token, order } = await unpaidOrder();
    const body = {
      orderId: order.id,
      method: "wechat",
      path: "phone",
      returnUrl: returnUrl(order.id),
    };
    const first = (await pay(token, body)).data;
    // Reused while fresh: the same page.
    expect((await pay(token, body)).data).toEqual(first);
    const firstLaunch = first.launch as Extract<WalletLaunch, { kind: "redirect" }>;
    await db()
      .update(payments)
      .set({
        launch: { ...firstLaunch, issuedAt: new Date(Date.now() - 4.5 * 60_000).toISOString() },
      })
      .where(eq(payments.outTradeNo, first.outTradeNo));
    const renewed = (await pay(token, body)).data;
    expect(renewed.outTradeNo).toBe(first.outTradeNo);
    const renewedLaunch = renewed.launch as Extract<WalletLaunch, { kind: "redirect" }>;
    expect(renewedLaunch.url).not.toBe(firstLaunch.url);
    expect(Date.parse(renewedLaunch.issuedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await paymentsOf(db(), order.id)).toHaveLength(1);
  });

  it("refuses a return address off the shop, a bridge path without the openid, Alipay inside WeChat: nothing recorded", async () => {
    const { token, order } = await unpaidOrder();
    for (const [body, code, message] of [
      [
        { method: "alipay", path: "phone", returnUrl: "https://evil.example/payment" },
        400,
        "支付完成后的返回地址无效",
      ],
      [
        { method: "alipay", path: "phone", returnUrl: "/user/order/1" },
        400,
        "支付完成后的返回地址无效",
      ],
      [{ method: "alipay", path: "phone" }, 400, "支付完成后的返回地址无效"],
      [{ method: "wechat", path: "wechat-browser" }, 400, "请在微信中重新打开支付页面"],
      [{ method: "alipay", path: "mini-program" }, 400, "在微信中请使用微信支付"],
      [{ method: "alipay", path: "fax" }, 422, undefined],
    ] as const) {
      const answer = await pay(token, { orderId: order.id, ...body });
      expect(answer.code, JSON.stringify(body)).toBe(code);
      if (message) expect(answer.message).toBe(message);
    }
    expect(await paymentsOf(db(), order.id)).toEqual([]);
  });

  it("the page of a trade closed by a switch takes no payment: it says closed, and nothing moves", async () => {
    const { token, order } = await unpaidOrder();
    const wechat = (
      await pay(token, {
        orderId: order.id,
        method: "wechat",
        path: "phone",
        returnUrl: returnUrl(order.id),
      })
    ).data;
    const alipay = (await pay(token, { orderId: order.id, method: "alipay" })).data;
    expect(alipay.outTradeNo).not.toBe(wechat.outTradeNo);
    // The buyer pays the WeChat page opened before the switch: the sandbox refuses a closed trade,
    // as WeChat does; the order stays unpaid and nothing is owed back.
    const url = new URL((wechat.launch as Extract<WalletLaunch, { kind: "redirect" }>).url);
    const answer = await fetch(new URL(url.pathname + url.search, svc.base), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", referer: svc.base },
      body: "action=pay",
    });
    expect(await answer.text()).toContain("交易已关闭 · Trade closed");
    const rows = await paymentsOf(db(), order.id);
    expect(rows.map((row) => row.status)).toEqual(["closed", "pending"]);
    expect(await db().select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);
  });

  it("the mini-program's pay page gets wx.requestPayment's parameters for the buyer it logged in, and only for them", async () => {
    const { token, order, user } = await unpaidOrder();
    const miniProgramPay = () =>
      api<BridgePayParams>(svc, "/payment/payment/miniProgramPay", {
        token,
        body: { orderId: String(order.id) },
      });
    // No WeChat login of the host's: no openid to pay with, nothing recorded.
    expect((await miniProgramPay()).code).toBe(409);
    expect(await paymentsOf(db(), order.id)).toEqual([]);
    await db()
      .insert(miniProgramUsers)
      .values({ appid: miniProgramAppid(TEST_ENV)!, openid: "o-mini-buyer", userId: user.id });
    const answer = await miniProgramPay();
    expect(answer.code).toBe(200);
    expect(answer.data.timeStamp).toMatch(/^\d{10}$/);
    expect(answer.data.package).toMatch(/^prepay_id=/);
    const [row] = await paymentsOf(db(), order.id);
    expect(row).toMatchObject({ path: "mini-program", method: "wechat", status: "pending" });
  });
});
