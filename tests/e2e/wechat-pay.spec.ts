/**
 * Inside WeChat (its browser, and the mini-program's web-view) an Alipay code can be neither opened
 * nor scanned: the payment page offers WeChat Pay alone, and a form sent with Alipay anyway is
 * refused with a message and no payment. All three projects, as WeChat's browser.
 */
import { expect, test } from "./fixtures";
import { service, userWithOrders } from "./orders";

const WECHAT_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN";

test.use({ userAgent: WECHAT_UA });

test("inside WeChat, only WeChat Pay is offered, and Alipay is refused", async ({ page }) => {
  const { token, orders } = await userWithOrders(page, 1, { buyerMessage: "" });
  const order = orders[0];
  await page.goto(`/payment?orderId=${order.id}`);
  await expect(page.getByTestId("method-wechat")).toBeVisible();
  await expect(page.getByTestId("method-alipay")).toHaveCount(0);

  // A form sent with Alipay all the same (an old page, a crafted request) starts no payment.
  await page.evaluate(() => {
    const button = document.querySelector<HTMLButtonElement>('[data-testid="method-wechat"]')!;
    button.value = "alipay";
  });
  await page.getByTestId("method-wechat").click();
  await expect(page.getByText("在微信中请使用微信支付").first()).toBeVisible();
  const view = await service<{ payment: unknown }>(page.request, "/order/order/findOrder", {
    token,
    query: { id: order.id },
  });
  expect(view.payment).toBeNull();

  // With JavaScript the page stays, and so does the altered button: it is put right first.
  await page.evaluate(() => {
    document.querySelector<HTMLButtonElement>('[data-testid="method-wechat"]')!.value = "wechat";
  });
  await page.getByTestId("method-wechat").click();
  await expect(page).toHaveURL(/method=wechat/);
});
