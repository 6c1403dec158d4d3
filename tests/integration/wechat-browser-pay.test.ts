/**
 * Paying in WeChat's own browser (decision 039), through the service and the sandbox: the payer's
 * openid comes from the official account's silent OAuth, is kept with the session and never
 * answered; a code is used once and only from the shop's origin; JSAPI's parameters are paid
 * through the sandbox's fake bridge, which checks paySign first, takes "cancel" as no payment and
 * pays once however often it is tapped; the notification, not the bridge's answer, pays the order.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BridgePayParams, PaymentView, WalletLaunch } from "../../contract/buying";
import { userTokens } from "../../shopping/db/schema";
import { issueToken } from "../../shopping/http/auth";
import { api } from "../helpers/accounts";
import {
  learnPayer,
  orderRow,
  PATHS,
  paymentsOf,
  TEST_ENV,
  unpaidOrder as unpaidOrderOf,
} from "../helpers/buying";
import { backends, startService, type RunningService } from "../helpers/service";

describe.each(backends())("WeChat's browser on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;
  const origin = () => new URL(svc.base).origin;

  beforeAll(async () => {
    svc = await startService(backend, { env: TEST_ENV });
  });
  afterAll(async () => {
    await svc?.stop();
  });

  const unpaidOrder = () => unpaidOrderOf(svc, 12_800);
  const payInWeChat = (token: string, orderId: number) =>
    api<PaymentView>(svc, PATHS.pay, {
      token,
      body: { orderId, method: "wechat", path: "wechat-browser" },
    });
  const oauthStart = (token: string, returnPath: string) =>
    api<{ openidKnown: boolean; url: string | null }>(svc, "/payment/payment/payerOauth", {
      token,
      body: { returnPath, state: "0123456789abcdef" },
    });
  const bridge = (params: BridgePayParams, action: "pay" | "cancel") =>
    fetch(`${svc.base}/payment/sandbox/bridge`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...params, action }),
    });

  it("learns the payer by the silent OAuth, keeps it with the session only, and never answers it", async () => {
    const { token, user, order } = await unpaidOrder();
    // Not known yet: JSAPI is refused, nothing recorded.
    const before = await payInWeChat(token, order.id);
    expect([before.code, before.message]).toEqual([400, "请在微信中重新打开支付页面"]);
    expect(await paymentsOf(db(), order.id)).toEqual([]);

    const start = await oauthStart(token, "/payment/wechat-openid");
    expect(start.data.openidKnown).toBe(false);
    const authorize = await fetch(start.data.url!, { redirect: "manual" });
    expect(authorize.status).toBe(302);
    const back = new URL(authorize.headers.get("location")!);
    expect(`${back.origin}${back.pathname}`).toBe(`${origin()}/payment/wechat-openid`);
    expect(back.searchParams.get("state")).toBe("0123456789abcdef");
    const code = back.searchParams.get("code")!;
    const known = await api(svc, "/payment/payment/payerOpenid", { token, body: { code } });
    expect(known.code).toBe(200);
    expect(known.raw).not.toMatch(/osbx_/);
    expect((await oauthStart(token, "/payment/wechat-openid")).data).toEqual({
      openidKnown: true,
      url: null,
    });

    // Kept on this login token, not on the account: another session of the buyer knows nothing.
    const rows = await db()
      .select({ openid: userTokens.wechatOpenid })
      .from(userTokens)
      .where(eq(userTokens.userId, user.id));
    expect(rows.map((row) => row.openid)).toEqual([expect.stringMatching(/^osbx_/)]);
    const otherSession = await issueToken(db(), user.id);
    expect((await payInWeChat(otherSession, order.id)).code).toBe(400);

    const paid = await payInWeChat(token, order.id);
    expect(paid.code).toBe(200);
    expect(paid.data).toMatchObject({ path: "wechat-browser", codeUrl: null });
    expect(paid.data.launch).toMatchObject({ kind: "bridge" });
    expect(paid.raw).not.toMatch(/osbx_/);
  });

  it("refuses a used, forged or foreign code, and an OAuth that would return off the shop", async () => {
    const { token } = await unpaidOrder();
    const used = await learnPayer(svc, token);
    const { token: other, user: otherUser } = await unpaidOrder();
    for (const code of [used, `${used.slice(0, -2)}xx`, "sbx.1.2.3", "四川🍷"]) {
      const answer = await api(svc, "/payment/payment/payerOpenid", {
        token: other,
        body: { code },
      });
      expect([answer.code, answer.message], code).toEqual([
        422,
        "微信未能确认付款人，请重新打开支付页面",
      ]);
    }
    for (const returnPath of [
      "https://evil.example/",
      "//evil.example/",
      "/\\evil.example",
      "/支付",
    ])
      expect((await oauthStart(other, returnPath)).code, returnPath).toBe(422);
    // The sandbox's authorize page itself sends nobody off the shop.
    const authorize = await fetch(
      `${svc.base}/payment/sandbox/oauth2/authorize?redirect_uri=${encodeURIComponent("https://evil.example/")}&state=x`,
      { redirect: "manual" },
    );
    expect(authorize.status).toBe(400);
    const [kept] = await db()
      .select({ openid: userTokens.wechatOpenid })
      .from(userTokens)
      .where(eq(userTokens.userId, otherUser.id));
    expect(kept.openid).toBeNull();
  });

  it("the fake bridge checks paySign, takes cancel as unpaid, and pays once however often it is tapped", async () => {
    const { token, order } = await unpaidOrder();
    await learnPayer(svc, token);
    const payment = (await payInWeChat(token, order.id)).data;
    const params = (payment.launch as Extract<WalletLaunch, { kind: "bridge" }>).params;

    const forged = await bridge({ ...params, package: "prepay_id=another" }, "pay");
    expect([forged.status, await forged.json()]).toEqual([
      400,
      { err_msg: "get_brand_wcpay_request:fail" },
    ]);
    const cancelled = await bridge(params, "cancel");
    expect(await cancelled.json()).toEqual({ err_msg: "get_brand_wcpay_request:cancel" });
    expect((await orderRow(db(), order.id)).status).toBe("pending_payment");

    const prepayId = params.package.replace("prepay_id=", "");
    const sheet = await fetch(`${svc.base}/payment/sandbox/bridge/${prepayId}`);
    expect(await sheet.json()).toMatchObject({
      amountCents: payment.amountCents,
      state: "NOTPAY",
    });

    const taps = await Promise.all([bridge(params, "pay"), bridge(params, "pay")]);
    expect(await Promise.all(taps.map((tap) => tap.json()))).toEqual([
      { err_msg: "get_brand_wcpay_request:ok" },
      { err_msg: "get_brand_wcpay_request:ok" },
    ]);
    await expect.poll(async () => (await orderRow(db(), order.id)).status).toBe("pending_delivery");
    const [row] = await paymentsOf(db(), order.id);
    expect(row).toMatchObject({ path: "wechat-browser", status: "paid" });
  });
});
