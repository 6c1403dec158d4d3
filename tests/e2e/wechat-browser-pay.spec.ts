/**
 * Paying in WeChat's own browser (decision 039): choosing WeChat Pay passes through the official
 * account's silent OAuth (the sandbox's, which asks nothing) and back; the page then hands the
 * signed parameters to WeixinJSBridge, here the sandbox's fake with its sheet. Closing the sheet
 * is not told as "you cancelled", and leaves the order unpaid; paying moves on to the paid order,
 * told by the shop, not by the bridge. Without JavaScript there is no bridge: the QR code instead.
 */
import { devices } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { hasJs } from "./helpers";
import { orderStatusOf, userWithOrder } from "./orders";

test.use({
  userAgent: `${devices["Pixel 7"].userAgent} MicroMessenger/8.0.50.2701(0x28003237) NetType/WIFI Language/zh_CN`,
});
test.beforeEach(({}, testInfo) =>
  test.skip(!testInfo.project.name.startsWith("mobile"), "WeChat's browser on a phone"),
);

async function chooseWeChatPay(page: Page, orderId: number) {
  await page.goto(`/payment?orderId=${orderId}`);
  // Inside WeChat: WeChat Pay only, paid right here.
  await expect(page.getByTestId("method-alipay")).toHaveCount(0);
  await expect(page.getByTestId("method-wechat")).toContainText("在微信内直接付款");
  await page.getByTestId("method-wechat").click();
  // Through the silent OAuth and back, with the payment started on the bridge's path.
  await expect(page).toHaveURL(new RegExp(`/payment\\?orderId=${orderId}&method=wechat$`));
  const jump = page.getByTestId("wallet-jump");
  await expect(jump).toBeVisible();
  await expect(page.getByTestId("qr")).toHaveCount(0);
  return jump;
}

test("JSAPI through the bridge: the sheet closed is not a payment, then paid, on to the paid order", async ({
  page,
}, testInfo) => {
  test.skip(!hasJs(testInfo), "WeChat's bridge is JavaScript");
  test.slow();
  const order = await userWithOrder(page);
  const jump = await chooseWeChatPay(page, order.id);
  const open = jump.getByTestId("open-wallet");
  await expect(open).toContainText(/微信支付 ¥/);

  await open.click();
  const sheet = page.getByTestId("sandbox-bridge");
  await expect(sheet).toContainText("微信支付 · WeChat Pay · 沙盒钱包 · Sandbox Wallet");
  await sheet.getByRole("button", { name: "取消 · Cancel" }).click();
  // WeChat's "cancel" also follows a failed signature: the page checks instead of saying "cancelled".
  await expect(jump.getByTestId("checking-payment")).toContainText("微信未确认本次付款");
  await expect(page.getByText(/已取消/)).toHaveCount(0);
  expect(await orderStatusOf(page, order.token, order.id)).toBe("pending_payment");

  await open.click();
  await sheet.getByRole("button", { name: "确认付款 · Pay" }).click();
  await expect(page).toHaveURL(new RegExp(`/user/order/${order.id}$`), { timeout: 15_000 });
  await expect(page.getByTestId("toast")).toContainText("支付成功");
  expect(await orderStatusOf(page, order.token, order.id)).toBe("pending_delivery");
});

test("without JavaScript there is no bridge: the QR code to save and scan, and 'I have paid'", async ({
  page,
}, testInfo) => {
  test.skip(hasJs(testInfo), "the page without JavaScript");
  const order = await userWithOrder(page);
  const jump = await chooseWeChatPay(page, order.id);
  await expect(jump.getByTestId("open-wallet")).toHaveCount(0);
  await jump.getByTestId("check-paid").click();
  await expect(page.getByTestId("toast")).toContainText("尚未收到付款");
  await page.getByTestId("pay-by-qr").click();
  await expect(page.getByTestId("qr")).toHaveAttribute("src", /^data:image\/png;base64,/);
  await expect(page.getByTestId("save-and-scan")).toContainText("从相册选取该图片");
});

test("an OAuth return this session did not start changes nothing", async ({ page }) => {
  const order = await userWithOrder(page);
  await page.goto(`/payment/wechat-openid?code=forged&state=forged`);
  await expect(page).toHaveURL(/\/user\/order$/);
  expect(await orderStatusOf(page, order.token, order.id)).toBe("pending_payment");
});
