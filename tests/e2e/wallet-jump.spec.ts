/**
 * Paying on the phone that shows the payment page (decision 039): the wallet is opened on the phone
 * itself, not shown as a QR code it cannot scan. Alipay's signed form and WeChat Pay's H5 page, both
 * in the sandbox's phone wallets, with and without JavaScript; back from the wallet without paying,
 * the order is still unpaid and can be paid another way (the old trade closed); the QR code as the
 * fallback, a picture to save. A desktop keeps the QR code (payment.spec.ts).
 */
import { expect, test, type Page } from "./fixtures";
import { orderStatusOf, userWithOrder, type PlacedOrder } from "./orders";

test.beforeEach(({}, testInfo) =>
  test.skip(!testInfo.project.name.startsWith("mobile"), "a phone's payment page"),
);

async function chooseWallet(page: Page, order: PlacedOrder, method: "alipay" | "wechat") {
  await page.goto(`/payment?orderId=${order.id}`);
  await page.getByTestId(`method-${method}`).click();
  const jump = page.getByTestId("wallet-jump");
  await expect(jump).toBeVisible();
  // A phone is offered the wallet, not a code it cannot scan.
  await expect(page.getByTestId("qr")).toHaveCount(0);
  return jump;
}

test("Alipay on a phone: the signed form opens the wallet, paid there, back on the paid order", async ({
  page,
}) => {
  test.slow();
  const order = await userWithOrder(page);
  const jump = await chooseWallet(page, order, "alipay");
  await expect(jump.getByTestId("open-wallet")).toHaveText("去支付宝付款");
  await expect(jump).toContainText(order.orderNo);
  await jump.getByTestId("open-wallet").click();
  // The sandbox's Alipay page, as Alipay's WAP pay shows it.
  await expect(page).toHaveURL(/\/shopping\/payment\/sandbox\/wap\//);
  await expect(page.getByText("支付宝 · Alipay · 沙盒钱包 · Sandbox Wallet")).toBeVisible();
  await page.getByRole("button", { name: /Pay/ }).click();
  await expect(page.getByText("支付成功 · Payment successful").first()).toBeVisible();
  await page.getByTestId("wallet-back").click();
  // The return proves nothing by itself: the shop knew from the notification, and goes on.
  await expect(page).toHaveURL(new RegExp(`/user/order/${order.id}$`), { timeout: 15_000 });
  await expect(page.getByTestId("toast")).toContainText("支付成功");
  expect(await orderStatusOf(page, order.token, order.id)).toBe("pending_delivery");
});

test("WeChat Pay on a phone: back from the H5 page without paying, still unpaid, then paid with Alipay; the old trade is closed", async ({
  page,
}) => {
  test.slow();
  const order = await userWithOrder(page);
  const jump = await chooseWallet(page, order, "wechat");
  const h5 = await jump.getByTestId("open-wallet").getAttribute("href");
  expect(h5).toMatch(/\/shopping\/payment\/sandbox\/h5\/.+&redirect_url=/);
  await jump.getByTestId("open-wallet").click();
  await expect(page.getByText("微信支付 · WeChat Pay · 沙盒钱包 · Sandbox Wallet")).toBeVisible();
  // The buyer leaves the wallet without paying (WeChat returns to redirect_url all the same).
  await page.getByTestId("wallet-back").click();
  await expect(page).toHaveURL(/\/payment\?orderId=\d+&method=wechat&returned=1$/);
  await expect(page.getByTestId("checking-payment")).toContainText("正在确认支付结果");
  await page.getByTestId("check-paid").click();
  await expect(page.getByTestId("toast")).toContainText("尚未收到付款");
  expect(await orderStatusOf(page, order.token, order.id)).toBe("pending_payment");
  // Coming back to the page without its method (as the mini-program's pay page does) keeps "returned".
  await page.goto(`/payment?orderId=${order.id}&returned=1`);
  await expect(page).toHaveURL(/\/payment\?orderId=\d+&method=wechat&returned=1$/);
  await expect(page.getByTestId("checking-payment")).toContainText("正在确认支付结果");
  const wechatTrade = await page.getByTestId("wallet-jump").getAttribute("data-trade");

  // Chosen again, another way: one payable trade for the order, the WeChat one closed.
  await page.getByTestId("method-alipay").click();
  const alipay = page.getByTestId("wallet-jump");
  await expect(alipay.getByTestId("open-wallet")).toHaveText("去支付宝付款");
  expect(await alipay.getAttribute("data-trade")).not.toBe(wechatTrade);
  const closed = await page.request.get(h5!, { headers: { referer: page.url() } });
  expect(await closed.text()).toContain("交易已关闭 · Trade closed");
  await alipay.getByTestId("open-wallet").click();
  await page.getByRole("button", { name: /Pay/ }).click();
  await page.getByTestId("wallet-back").click();
  await expect(page).toHaveURL(new RegExp(`/user/order/${order.id}$`), { timeout: 15_000 });
  expect(await orderStatusOf(page, order.token, order.id)).toBe("pending_delivery");
});

test("a wallet that will not open: the QR code instead, a picture to save and scan from the album", async ({
  page,
}) => {
  const order = await userWithOrder(page);
  const jump = await chooseWallet(page, order, "wechat");
  await expect(jump.getByTestId("pay-by-qr")).toHaveText("改用二维码付款");
  await jump.getByTestId("pay-by-qr").click();
  const qr = page.getByTestId("qr");
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute("src", /^data:image\/png;base64,/);
  await expect(qr).toHaveAttribute("alt", /微信支付付款二维码/);
  await expect(page.getByTestId("save-and-scan")).toContainText("从相册选取该图片");
  await expect(page.getByTestId("save-qr")).toHaveAttribute("download", /\.png$/);
  await expect(page.getByTestId("order-no")).toHaveText(order.orderNo);
  await expect(page.getByTestId("wallet-jump")).toHaveCount(0);
});

test("WeChat Pay's H5 page opened without the shop's page as its referrer is refused, as WeChat does", async ({
  page,
  browser,
}) => {
  const order = await userWithOrder(page);
  const jump = await chooseWallet(page, order, "wechat");
  const h5 = new URL((await jump.getByTestId("open-wallet").getAttribute("href"))!, page.url());
  const bare = await browser.newContext();
  const answer = await (await bare.request.get(h5.href)).text();
  await bare.close();
  expect(answer).toContain("商家参数格式有误");
});

test("WeChat Pay's page, older than its 5 minutes, is renewed for the same trade before it is opened, then paid", async ({
  page,
}) => {
  test.slow();
  const order = await userWithOrder(page);
  const jump = await chooseWallet(page, order, "wechat");
  const trade = await jump.getAttribute("data-trade");
  const first = await jump.getByTestId("open-wallet").getAttribute("href");
  const aged = await page.request.post(
    `/shopping/test/test/ageWalletPage?orderNo=${order.orderNo}`,
  );
  expect(aged.ok()).toBe(true);

  // The buyer comes back later: no dead page to open, a way to start again.
  await page.reload();
  await expect(jump.getByTestId("jump-expired")).toHaveText("支付链接已失效，请重新发起支付");
  await expect(jump.getByTestId("open-wallet")).toHaveCount(0);
  await jump.getByTestId("renew").click();
  const renewed = page.getByTestId("wallet-jump");
  await expect(renewed.getByTestId("open-wallet")).toBeVisible();
  expect(await renewed.getAttribute("data-trade")).toBe(trade);
  expect(await renewed.getByTestId("open-wallet").getAttribute("href")).not.toBe(first);

  await renewed.getByTestId("open-wallet").click();
  await page.getByRole("button", { name: /Pay/ }).click();
  await page.getByTestId("wallet-back").click();
  await expect(page).toHaveURL(new RegExp(`/user/order/${order.id}$`), { timeout: 15_000 });
  expect(await orderStatusOf(page, order.token, order.id)).toBe("pending_delivery");
});
