/**
 * Inside the mini-program's web-view (decision 039): the payment page hands the order to the host's
 * pay page through wx.miniProgram (faked here at its documented surface), the order number only;
 * back from it the page checks, never trusts the return. Without the bridge, and without
 * JavaScript, the QR code instead.
 */
import { devices } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { hasJs } from "./helpers";
import { userWithOrder } from "./orders";

test.use({ userAgent: `${devices["Pixel 7"].userAgent} MicroMessenger/8.0.50 miniProgram` });
test.beforeEach(({}, testInfo) =>
  test.skip(!testInfo.project.name.startsWith("mobile"), "the web-view of a phone"),
);

/** The host's bridge as the web-view gives it: navigateTo records where it was sent. */
async function fakeHost(page: Page, { refuses = false } = {}) {
  await page.addInitScript((refusing) => {
    const opened: string[] = [];
    (window as unknown as { hostOpened: string[] }).hostOpened = opened;
    (window as unknown as { wx: unknown }).wx = {
      miniProgram: {
        navigateTo({ url, fail }: { url: string; fail?: () => void }) {
          if (refusing) fail?.();
          else opened.push(url);
        },
      },
    };
  }, refuses);
}

const opened = (page: Page) =>
  page.evaluate(() => (window as unknown as { hostOpened: string[] }).hostOpened);

test("the order goes to the host's pay page by its number only; back from it, the page checks", async ({
  page,
}, testInfo) => {
  test.skip(!hasJs(testInfo), "the host's bridge is JavaScript");
  await fakeHost(page);
  const order = await userWithOrder(page);
  await page.goto(`/payment?orderId=${order.id}`);
  const host = page.getByTestId("host-pay");
  await expect(host).toContainText(order.orderNo);
  // No choice to make (WeChat Pay only), no code to scan on the phone itself.
  await expect(page.getByTestId("method-alipay")).toHaveCount(0);
  await expect(page.getByTestId("qr")).toHaveCount(0);
  await host.getByTestId("open-wallet").click();
  await expect.poll(() => opened(page)).toEqual([`/pages/pay/pay?orderId=${order.id}`]);

  // The host's pay page comes back here whatever the wallet said.
  await page.goto(`/payment?orderId=${order.id}&returned=1`);
  await expect(page.getByTestId("checking-payment")).toContainText("正在确认支付结果");
  await page.getByTestId("check-paid").click();
  await expect(page.getByTestId("toast")).toContainText("尚未收到付款");
});

test("a host that will not open its pay page, or no JavaScript: the QR code instead", async ({
  page,
}, testInfo) => {
  await fakeHost(page, { refuses: true });
  const order = await userWithOrder(page);
  await page.goto(`/payment?orderId=${order.id}`);
  const host = page.getByTestId("host-pay");
  if (hasJs(testInfo)) {
    await host.getByTestId("open-wallet").click();
    await expect(host.getByTestId("host-failed")).toContainText("请改用二维码付款");
  } else {
    await expect(host.getByTestId("open-wallet")).toHaveCount(0);
  }
  await host.getByTestId("pay-by-qr").click();
  await expect(page.getByTestId("qr")).toHaveAttribute("src", /^data:image\/png;base64,/);
  await expect(page.getByTestId("save-and-scan")).toBeVisible();
});
