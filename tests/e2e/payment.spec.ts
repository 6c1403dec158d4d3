/**
 * Paying an order by QR code in the sandbox wallet, cancelling it, and an
 * order that closes unpaid; the order page they land on. With JavaScript the
 * page follows the payment through its event stream (no reload); without it,
 * through the meta refresh or the "I have paid" button.
 */
import { expect, test, type Page } from "./fixtures";
import { register } from "./accounts";
import { userWithOrder, type PlacedOrder } from "./orders";
import { hasJs, isMobile } from "./helpers";
import { chooseQrCode } from "./payment-page";

/** Opens the payment page and chooses a wallet; the QR code shows and the URL keeps the method. */
async function showQr(page: Page, order: PlacedOrder, method: "alipay" | "wechat" = "alipay") {
  await page.goto(`/payment?orderId=${order.id}`);
  await expect(page.getByTestId("order-no")).toHaveText(order.orderNo);
  await expect(page.getByTestId("amount")).toHaveText(
    `¥${(order.totalCents / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`,
  );
  await expect(page.getByTestId("pick-first")).toBeVisible();
  await chooseQrCode(page, method);
  await expect(page.getByTestId(`method-${method}`)).toHaveAttribute("aria-pressed", "true");
  // The shop runs the sandbox gateway here: the page says the payment is not real.
  await expect(page.getByTestId("sandbox-notice")).toHaveText(
    "测试支付：这是沙箱钱包，不会真实扣款，也不会发货。",
  );
}

/** Pays in the sandbox wallet, in a second page, as a phone would after scanning. */
async function payInWallet(page: Page) {
  const href = await page.getByTestId("wallet-link").getAttribute("href");
  expect(href).toMatch(/\/shopping\/payment\/sandbox\/pay\//);
  await expect(page.getByTestId("wallet-link")).toHaveAttribute("target", "_blank");
  const wallet = await page.context().newPage();
  await wallet.goto(href!);
  await wallet.getByRole("button", { name: /Pay/ }).click();
  await expect(wallet.getByText("支付成功 · Payment successful").first()).toBeVisible();
  // The wallet's last page leads back to the shop.
  await wallet.getByRole("link", { name: "返回商店 · Back to the shop" }).click();
  await expect(wallet).toHaveURL(new URL("/", page.url()).href);
  await expect(wallet).toHaveTitle(/醇境酒窖/);
  await expect(wallet.locator("main#main")).toBeVisible();
  await wallet.close();
}

async function expectPaidOrderPage(page: Page, order: PlacedOrder) {
  await expect(page).toHaveURL(new RegExp(`/user/order/${order.id}$`), { timeout: 15_000 });
  await expect(page.getByTestId("toast")).toContainText("支付成功");
  await expect(page.getByTestId("status-title")).toHaveText("待发货");
  const timeline = page.getByTestId("timeline-event");
  await expect(timeline.and(page.locator("[data-action=submit]"))).toHaveCount(1);
  await expect(timeline.and(page.locator("[data-action=pay]"))).toHaveCount(1);
  await expect(page.getByTestId("order-pay")).toHaveCount(0);
  await expect(page.getByTestId("paid-at")).not.toBeEmpty();
}

test("pay in the sandbox wallet: the payment page notices by itself and lands on the paid order", async ({
  page,
}, testInfo) => {
  test.slow();
  const order = await userWithOrder(page);
  await showQr(page, order);
  if (isMobile(testInfo))
    await expect(page.getByTestId("back-button")).toHaveAttribute("href", "/personalCenter");

  if (hasJs(testInfo)) {
    await expect(page.getByTestId("payment")).toHaveAttribute("data-events", "stream");
    await expect(page.getByTestId("countdown")).toHaveAttribute("data-live", "true");
    // A document reload would lose this mark: the landing must come from the event stream.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  } else {
    await expect(page.getByTestId("countdown")).toHaveText(/约 \d+ 分钟/);
    await expect(page.locator("noscript")).toHaveCount(1);
  }
  await payInWallet(page);
  await expectPaidOrderPage(page, order);
  if (hasJs(testInfo))
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );

  // The payment page of a paid order shows its status and no QR code.
  await page.goto(`/payment?orderId=${order.id}`);
  await expect(page.getByTestId("payment-closed")).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("待发货");
  await expect(page.getByTestId("qr")).toHaveCount(0);
});

test('"I have paid" asks the service and goes on to the order; before paying it says not yet', async ({
  page,
}, testInfo) => {
  test.slow();
  // With JavaScript the event stream (or, were it refused, the polling) would win the race
  // with the button: hold the stream's request unanswered, so the page just waits.
  if (hasJs(testInfo)) await page.route("**/payment/events?**", () => undefined);
  const order = await userWithOrder(page);
  await showQr(page, order, "wechat");
  await page.getByTestId("check-paid").click();
  await expect(page.getByTestId("toast")).toContainText("尚未收到付款");
  await expect(page.getByTestId("qr")).toBeVisible();
  await expect(page).toHaveURL(/method=wechat/);
  // Without JavaScript the page reloads itself every 5 s and would go on to the paid order on its
  // own: its reloads are answered 204 (the page stays), so the button is what finds the payment.
  if (!hasJs(testInfo))
    await page.route(
      (url) => url.pathname === "/payment",
      (route) =>
        route.request().method() === "GET" ? route.fulfill({ status: 204 }) : route.fallback(),
    );

  await payInWallet(page);
  await page.getByTestId("check-paid").click();
  await expectPaidOrderPage(page, order);
  await expect(page.getByTestId("pay-method")).toHaveText("微信支付");
});

test("without a working event stream the page falls back to polling", async ({
  page,
}, testInfo) => {
  test.skip(!hasJs(testInfo), "the no-JS page refreshes itself");
  test.slow();
  await page.route("**/payment/events?**", (route) => route.fulfill({ status: 503, body: "down" }));
  const order = await userWithOrder(page);
  await showQr(page, order);
  await expect(page.getByTestId("payment")).toHaveAttribute("data-events", "polling", {
    timeout: 15_000,
  });
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await payInWallet(page);
  await expectPaidOrderPage(page, order);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test("cancel an unpaid order after confirming; the order page shows it cancelled", async ({
  page,
}) => {
  test.slow();
  const order = await userWithOrder(page);
  await showQr(page, order);
  await page.getByTestId("cancel-order").click();
  await expect(page).toHaveURL(/confirm=cancel/);
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("确定取消这个订单吗？");
  // Changing one's mind leaves everything as it was.
  await page.getByTestId("cancel-keep").click();
  await expect(page.getByTestId("cancel-confirm")).toHaveCount(0);
  await expect(page.getByTestId("qr")).toBeVisible();

  await page.getByTestId("cancel-order").click();
  await page.getByTestId("cancel-yes").click();
  await expect(page).toHaveURL(new RegExp(`/user/order/${order.id}$`));
  await expect(page.getByTestId("toast")).toContainText("订单已取消");
  await expect(page.getByTestId("status-title")).toHaveText("已取消");
  await expect(
    page.getByTestId("timeline-event").and(page.locator("[data-action=cancel]")),
  ).toHaveCount(1);
  await expect(page.getByTestId("order-pay")).toHaveCount(0);
  await expect(page.getByTestId("order-cancel")).toHaveCount(0);

  await page.goto(`/payment?orderId=${order.id}`);
  await expect(page.getByTestId("payment-closed")).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("已取消");
});

test("the order page of an unpaid order: its lines, amounts and address; pay and cancel from there", async ({
  page,
}) => {
  test.slow();
  const order = await userWithOrder(page);
  await page.goto(`/user/order/${order.id}`);
  await expect(page.getByTestId("status-title")).toHaveText("待付款");
  await expect(page.getByTestId("order-no")).toHaveText(order.orderNo);
  await expect(page.getByTestId("order-line")).toHaveCount(1);
  await expect(page.getByTestId("order-line").locator("img")).toHaveAttribute(
    "src",
    /\/img\/goods\/\d+\/front\.svg/,
  );
  await expect(page.getByTestId("order-total")).toHaveText(
    `¥${(order.totalCents / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`,
  );
  await expect(page.getByTestId("order-address")).toContainText(
    "浙江省 杭州市 西湖区 文三路 100 号",
  );
  await expect(page.getByTestId("buyer-message")).toHaveText("请在周末送达");
  await expect(page.getByTestId("timeline-event")).toHaveCount(1);

  await page.getByTestId("order-cancel").click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await page.getByTestId("cancel-keep").click();
  await expect(page.getByTestId("cancel-confirm")).toHaveCount(0);

  await page.getByTestId("order-pay").click();
  await expect(page).toHaveURL(new RegExp(`/payment\\?orderId=${order.id}`));
  await expect(page.getByTestId("pick-first")).toBeVisible();

  await page.goto(`/user/order/${order.id}?confirm=cancel`);
  await page.getByTestId("cancel-yes").click();
  await expect(page.getByTestId("status-title")).toHaveText("已取消");
});

test("an order left unpaid past its deadline closes; the payment page says so", async ({
  page,
}, testInfo) => {
  test.slow();
  const order = await userWithOrder(page);
  await showQr(page, order);
  if (hasJs(testInfo)) {
    await expect(page.getByTestId("payment")).toHaveAttribute("data-events", "stream");
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  }
  const res = await page.request.post(`/shopping/test/test/expireOrder?orderNo=${order.orderNo}`);
  expect(res.status()).toBe(200);
  await expect(page.getByTestId("payment-closed")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("order-status")).toHaveText("交易关闭");
  await expect(page.getByTestId("qr")).toHaveCount(0);
  if (hasJs(testInfo))
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
  await page.getByTestId("view-order").click();
  await expect(page.getByTestId("status-title")).toHaveText("交易关闭");
  await expect(
    page.getByTestId("timeline-event").and(page.locator("[data-action=close]")),
  ).toHaveCount(1);
  // The event stream of an order that no longer waits tells its status once and ends (it once
  // crashed the server).
  const events = await page.request.get(`/payment/events?orderId=${order.id}`);
  expect(events.status()).toBe(200);
  const text = await events.text();
  expect(text).toContain("event: status");
  expect(text).toContain('"orderStatus":"closed"');
  expect((await page.request.get("/goods")).status()).toBe(200);
});

test("someone else's order, and an unknown one, are not found", async ({ page, browser }) => {
  test.slow();
  const order = await userWithOrder(page);
  const other = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: "zh-CN",
    extraHTTPHeaders: {
      "x-forwarded-for": `10.251.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  const stranger = await other.newPage();
  await register(stranger);
  for (const path of [
    `/user/order/${order.id}`,
    `/payment?orderId=${order.id}`,
    "/user/order/2147483000",
    "/payment?orderId=abc",
  ]) {
    const response = await stranger.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(stranger.getByTestId("not-found")).toBeVisible();
  }
  await other.close();
});
