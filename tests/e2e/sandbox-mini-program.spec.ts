/**
 * The sandbox's mini-program host in a browser (decision 040): switched on at /sandbox/mini-program,
 * the shop is the web-view's and the host's own pages (its real logic, with the browser's `wx`) log
 * the buyer in and pay, with no WeChat and no second device.
 */
import { expect, test, type Page } from "./fixtures";
import { hasJs, isMobile } from "./helpers";
import { captchaAnswer, latestSms } from "./accounts";
import { orderStatusOf, userWithOrders } from "./orders";

async function switchOn(page: Page, user: "new" | "keep" = "new") {
  await page.goto("/sandbox/mini-program");
  await page.locator(`input[name=wechatUser][value=${user}]`).check();
  await page.getByTestId("sandbox-host-enter").click();
  await expect(page).toHaveURL(/\/\?mp=1$/);
}

test("the host's login binds the phone once; its pay page pays through the sandbox's sheet", async ({
  page,
}, testInfo) => {
  test.skip(
    !hasJs(testInfo) || !isMobile(testInfo),
    "the host's pages run on a phone, in JavaScript",
  );
  const { phone, token, orders } = await userWithOrders(page, 1);
  const order = orders[0];
  await switchOn(page);

  // The web-view hands the order to the host's pay page; the host has no login of its own yet.
  await page.goto(`/payment?orderId=${order.id}`);
  await page.getByTestId("host-pay").getByTestId("open-wallet").click();
  await expect(page).toHaveURL(/\/sandbox\/mini-program\/login\?to=%2Fpayment%3ForderId%3D\d+$/);
  const bind = page.getByTestId("host-bind");
  await bind.getByTestId("host-phone").fill(phone);
  await bind.getByTestId("captcha-input").fill(await captchaAnswer(page, bind));
  await bind.getByTestId("send-sms").click();
  await expect(bind.getByTestId("send-sms")).toHaveText(/^\d+s$/);
  await bind.getByTestId("host-sms-code").fill(await latestSms(page, phone, "bindMiniProgram"));
  await bind.getByTestId("host-agreed").check();
  await bind.getByTestId("host-adult").check();
  await bind.getByTestId("host-submit").click();
  // Back in the web-view, at the payment page, through the host's one-time ticket.
  await expect(page).toHaveURL(new RegExp(`/payment\\?orderId=${order.id}$`));

  // The wallet's sheet, cancelled: back to the page, which checks and finds nothing paid.
  await page.getByTestId("host-pay").getByTestId("open-wallet").click();
  const sheet = page.getByTestId("sandbox-bridge");
  await expect(sheet).toContainText("微信支付 · WeChat Pay · 沙盒钱包 · Sandbox Wallet");
  await sheet.getByRole("button", { name: "取消 · Cancel" }).click();
  await expect(page).toHaveURL(new RegExp(`/payment\\?orderId=${order.id}&.*returned=1`));
  await expect(page.getByTestId("checking-payment")).toContainText("正在确认支付结果");
  await page.getByTestId("check-paid").click();
  await expect(page.getByTestId("toast")).toContainText("尚未收到付款");
  expect(await orderStatusOf(page, token, order.id)).toBe("pending_payment");

  // Paid this time: the shop learns it from the gateway's notification.
  await page.getByTestId("host-pay").getByTestId("open-wallet").click();
  await sheet.getByRole("button", { name: "确认付款 · Pay" }).click();
  await expect(page).toHaveURL(new RegExp(`/user/order/${order.id}$`), { timeout: 15_000 });
  expect(await orderStatusOf(page, token, order.id)).toBe("pending_delivery");

  // Logged out of the shop, the login page opens the host's, which knows the bound WeChat user.
  await page.goto("/personalCenter");
  await page.locator("[data-testid=logout]:visible").click();
  await expect(page.getByTestId("toast")).toContainText("已退出登录");
  await page.goto("/login?redirectTo=%2Fuser%2Forder");
  await expect(page).toHaveURL(/\/user\/order$/, { timeout: 15_000 });
  await expect(page.getByTestId("toast")).toContainText("登录成功");
});

test("switched on and off: the shop is the web-view's, then a browser's again", async ({
  page,
}, testInfo) => {
  const { orders } = await userWithOrders(page, 1);
  const order = orders[0];
  await page.goto("/sandbox/mini-program");
  await expect(page.getByTestId("sandbox-host-state")).toHaveText("未开启");
  await switchOn(page);
  await page.goto("/sandbox/mini-program");
  const state = page.getByTestId("sandbox-host-state");
  await expect(state).toContainText(/已开启，当前微信用户：wx[0-9a-f]{10}/);
  const user = (await state.textContent())!.split("：")[1];

  // Keeping the WeChat user keeps the one the host's logins are bound to.
  await switchOn(page, "keep");
  await page.goto("/sandbox/mini-program");
  await expect(state).toHaveText(`已开启，当前微信用户：${user}`);

  await page.goto(`/payment?orderId=${order.id}`);
  const host = page.getByTestId("host-pay");
  await expect(host).toContainText(order.orderNo);
  if (hasJs(testInfo)) await expect(host.getByTestId("open-wallet")).toBeVisible();
  else await expect(host.getByTestId("open-wallet")).toHaveCount(0);

  await page.goto("/sandbox/mini-program");
  await page.getByTestId("sandbox-host-leave").click();
  await expect(page.getByTestId("toast")).toContainText("已退出沙盒小程序");
  await expect(state).toHaveText("未开启");
  await page.goto(`/payment?orderId=${order.id}`);
  await expect(page.getByTestId("host-pay")).toHaveCount(0);
  await expect(page.getByTestId("method-wechat")).toBeVisible();
});

test("the host's pages, without the switch, say it is off; without JavaScript they say why", async ({
  page,
}, testInfo) => {
  await page.goto("/sandbox/mini-program/pay?orderId=1");
  await expect(page.getByTestId("host-off")).toContainText("沙盒小程序未开启");
  await expect(page.getByTestId("host-waiting")).toHaveCount(0);
  await page.getByTestId("host-off").getByRole("link", { name: "沙盒小程序" }).click();
  await expect(page).toHaveURL(/\/sandbox\/mini-program$/);
  await switchOn(page);
  await page.goto("/sandbox/mini-program/login?to=%2F");
  await expect(page.getByTestId("host-off")).toHaveCount(0);
  if (hasJs(testInfo)) return expect(page.getByTestId("host-bind")).toBeVisible();
  // (Playwright's text matching skips a <noscript>, which JavaScript-less browsers show.)
  expect(await page.getByTestId("host-page").locator("noscript").textContent()).toContain(
    "小程序的页面需要 JavaScript",
  );
  await expect(page.getByRole("link", { name: "返回商城" })).toBeVisible();
  await expect(page.getByTestId("host-waiting")).toHaveCount(0);
});
