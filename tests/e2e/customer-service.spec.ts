/**
 * 联系客服 can be found: the footer of every page, the personal center, the order page and the
 * after-sale pages show the hotline as a tel: link, the opening hours and the WeChat ID the
 * operator set (with `npm run ops -- shop service` before the tests: global-setup.ts; a shop
 * without them: shop-contact-unset.spec.ts), in Chinese and English. All three projects.
 */
import { E2E_CONTACTS } from "./e2e-settings";
import { expect, test } from "./fixtures";
import { isMobile, switchLanguage } from "./helpers";
import { payInSandbox, userWithOrders } from "./orders";

const { tel: HOTLINE, hotline, wechat } = E2E_CONTACTS.service;

test("the footer names customer service on every page, logged in or not", async ({ page }) => {
  for (const path of ["/", "/goods/1", "/login"]) {
    await page.goto(path);
    const footer = page.getByTestId("footer-service");
    await expect(footer).toContainText("联系客服");
    await expect(footer).toContainText("每天 09:00–21:00（北京时间）");
    await expect(footer).toContainText(wechat);
    await expect(footer.getByRole("link", { name: hotline })).toHaveAttribute("href", HOTLINE);
  }
  await switchLanguage(page, "English");
  await expect(page.getByTestId("footer-service")).toContainText(
    "Daily 09:00–21:00 (Beijing time)",
  );
});

test("the personal center, the order page and the after-sale pages offer it", async ({ page }) => {
  const { token, orders } = await userWithOrders(page, 1, { buyerMessage: "" });
  const order = orders[0];
  await payInSandbox(page, token, order);
  const screens = ["/personalCenter", `/user/order/${order.id}`, `/user/order/${order.id}/refund`];
  for (const path of screens) {
    await page.goto(path);
    const card = page.getByTestId("customer-service");
    await expect(card.getByRole("heading", { name: "联系客服" })).toBeVisible();
    await expect(card.getByTestId("service-hotline")).toHaveAttribute("href", HOTLINE);
    await expect(card.getByTestId("service-hotline")).toHaveText(`拨打 ${hotline}`);
    await expect(card.getByTestId("service-wechat")).toHaveText(`微信客服：${wechat}`);
  }
  // After a request, its progress page too.
  await page.getByLabel("退款原因").selectOption({ label: "不想要了" });
  await page.getByTestId("refund-next").click();
  await page.getByTestId("refund-confirm").getByTestId("refund-submit").click();
  await expect(page).toHaveURL(new RegExp(`/user/order/${order.id}/afterSale$`));
  await expect(page.getByTestId("customer-service").getByTestId("service-hotline")).toHaveAttribute(
    "href",
    HOTLINE,
  );
  await switchLanguage(page, "English");
  await expect(page.getByTestId("customer-service")).toContainText("Customer service");
  await expect(page.getByTestId("service-hotline")).toHaveText(`Call ${hotline}`);
});

test("the wine page's bottom bar leads to customer service, with and without JavaScript @desktop", async ({
  page,
}, testInfo) => {
  await page.goto("/goods/1");
  const card = page.getByTestId("customer-service");
  await expect(card.getByTestId("service-hotline")).toHaveAttribute("href", HOTLINE);
  await expect(card).toContainText("每天 09:00–21:00（北京时间）");
  const entry = page.getByTestId("bar-service");
  if (!isMobile(testInfo)) {
    // The desktop has no bottom bar; the card is on the page.
    await expect(entry).toBeHidden();
    return;
  }
  await expect(entry).toHaveText("客服");
  const box = (await entry.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.width).toBeGreaterThanOrEqual(44);
  // In the bar, beside the cart, at the bottom of the screen.
  const bar = (await page.getByTestId("add-to-cart").boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y + box.height).toBeGreaterThan(viewport.height - 80);
  expect(box.x + box.width).toBeLessThanOrEqual(bar.x);
  await expect(card).not.toBeInViewport();
  await entry.click();
  await expect(page).toHaveURL(/\/goods\/1#service$/);
  await expect(card.getByTestId("service-hotline")).toBeInViewport();
  // The bar stays below the card's call button.
  const call = (await card.getByTestId("service-hotline").boundingBox())!;
  const barTop = (await page.getByTestId("bar-service").boundingBox())!.y - 8;
  expect(call.y + call.height).toBeLessThanOrEqual(barTop);

  await switchLanguage(page, "English");
  await expect(page.getByTestId("bar-service")).toHaveText("Service");
  await expect(page.getByTestId("customer-service")).toContainText("Customer service");
});
