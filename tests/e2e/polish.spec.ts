/**
 * The smaller things of issue 29, each measured or read as a buyer meets it:
 * - tap targets at 390 px: the wine page's winery link, the login's 立即注册 and the order list's
 *   order numbers are 44 px tall;
 * - the wine page: 收藏 on one line, and the score names who gives it;
 * - English: the home card's promotion badge clear of the heart, the default nickname in English,
 *   "1 Vintry Point per yuan";
 * - wording: a logged-in buyer is never asked to log in; the cart tells the freight, or free
 *   delivery;
 * - desktop: /user shows the account beside the side menu, not a narrow copy of it; the footer
 *   keeps the company's name on one line; the after-sale page lines up with the order page.
 */
import { register } from "./accounts";
import { expect, test } from "./fixtures";
import { setLanguage } from "./helpers";
import { applyRefund } from "./journey-helpers";
import { payInSandbox, userWithOrders } from "./orders";

const LUWEN = 176; // ¥408.00
const WANGCHAO = 219; // ¥289.00: below the ¥299 free-delivery line
const LAFITE_2017 = 1; // a promotion ("双十二预热价" / "Double 12 early-bird price") on the home page

// Phones only: the desktop project selects only the tests tagged for it (playwright.config.ts).
test("tap targets: the winery link and 立即注册 are at least 44 px tall", async ({ page }) => {
  await page.goto(`/goods/${LUWEN}`);
  const winery = await page.getByTestId("winery-link").boundingBox();
  expect(winery!.height).toBeGreaterThanOrEqual(44);
  await page.goto("/login");
  const registerNow = page.getByTestId("register-now");
  await expect(registerNow).toHaveText("立即注册");
  const box = await registerNow.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(box!.width).toBeGreaterThanOrEqual(44);
});

test("tap targets: the order list's order numbers are at least 44 px tall", async ({ page }) => {
  const { orders } = await userWithOrders(page, 1, { buyerMessage: "" });
  await page.goto("/user/order");
  const number = page.getByTestId("order-card-no").first();
  await expect(number).toHaveText(orders[0].orderNo);
  expect((await number.boundingBox())!.height).toBeGreaterThanOrEqual(44);
});

test("the wine page: 收藏 on one line, the score names who gives it @desktop", async ({ page }) => {
  await page.goto(`/goods/${LUWEN}`);
  const collect = page.getByTestId("collect");
  await expect(collect).toHaveText("收藏");
  // One line: as tall as the 44 px button, however long the wine's name beside it.
  expect((await collect.boundingBox())!.height).toBeLessThanOrEqual(46);
  const label = await collect
    .locator("span")
    .last()
    .evaluate((el) => el.getClientRects().length);
  expect(label).toBe(1);
  await expect(page.getByTestId("critic")).toHaveText("醇境酒窖 评分");
  await setLanguage(page, "en");
  await expect(page.getByTestId("critic")).toHaveText("by Vintry");
});

test("English: the home card's promotion badge stays clear of the heart @desktop", async ({
  page,
}) => {
  await page.goto("/");
  await setLanguage(page, "en");
  const card = page.locator(`a[href="/goods/${LAFITE_2017}"]`).first().locator("xpath=..");
  const badge = await card.locator(".card-promo").first().boundingBox();
  const heart = await card.getByTestId("card-collect").first().boundingBox();
  expect(badge).not.toBeNull();
  expect(heart).not.toBeNull();
  // The heart's round face (32 px, centred in its 44 px target) never lies over the badge.
  expect(badge!.x + badge!.width).toBeLessThanOrEqual(heart!.x + 6);
});

test("English: the default nickname is Vintry friend, and one point per yuan is a Point", async ({
  page,
}) => {
  const { phone } = await register(page);
  const digits = phone.slice(-4);
  await page.goto("/personalCenter");
  await expect(page.getByTestId("nickname")).toHaveText(`醇友${digits}`);
  await setLanguage(page, "en");
  await expect(page.getByTestId("nickname")).toHaveText(`Vintry friend ${digits}`);
  await page.goto("/user/myIntegral");
  await expect(page.getByTestId("my-points")).toContainText(
    "A completed order earns 1 Vintry Point per yuan paid",
  );
  // A nickname the buyer chose stays as it is.
  await page.goto("/user/info");
  await page.getByLabel("Nickname").fill("醇友老王");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("toast")).toBeVisible();
  await page.goto("/personalCenter");
  await expect(page.getByTestId("nickname")).toHaveText("醇友老王");
});

test("wording: a logged-in buyer is not asked to log in; the cart tells the freight, and free delivery when it is", async ({
  page,
}) => {
  await register(page);
  await page.goto("/user/myFootprint");
  await expect(page.getByTestId("saved-empty")).toContainText("还没有浏览记录");
  await expect(page.getByTestId("saved-empty")).not.toContainText("登录");
  // The login and registration pages send a logged-in buyer on, not through "登录后…" again.
  await page.goto(`/login?redirectTo=${encodeURIComponent(`/goods/${LUWEN}`)}`);
  await expect(page).toHaveURL(new RegExp(`/goods/${LUWEN}$`));
  await page.goto("/register");
  await expect(page).toHaveURL(/\/personalCenter$/);

  // ¥289: ¥12 freight, ¥10 short of free delivery; then a ¥408 wine besides: free.
  await page.goto(`/goods/${WANGCHAO}`);
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("toast")).toContainText("已加入购物车");
  await page.goto("/user/myCart");
  const freight = page.getByTestId("cart-freight");
  await expect(freight).toHaveText("运费 ¥12.00，再买 ¥10.00 免运费");
  await page.goto(`/goods/${LUWEN}`);
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("toast")).toContainText("已加入购物车");
  await page.goto("/user/myCart");
  await expect(freight).toHaveText("免运费");
  await expect(page.getByTestId("checkout-bar")).not.toContainText("不含运费");
  await page.goto("/user/myFootprint"); // the cart's slim bar has no language switch
  await setLanguage(page, "en");
  await page.goto("/user/myCart");
  await expect(freight).toHaveText("Free delivery");
});

test("desktop: /user shows the account beside the side menu, and the footer keeps the company's name whole @desktop-only", async ({
  page,
}) => {
  await register(page);
  await page.goto("/user");
  await expect(page.getByTestId("account-side-menu")).toBeVisible();
  const overview = page.getByTestId("account-overview");
  await expect(overview).toBeVisible();
  await expect(overview).toContainText(/醇友\d{4}/);
  await expect(overview).toContainText("加入");
  // The side menu is the only menu on the page.
  await expect(page.getByRole("link", { name: "我的收藏" })).toHaveCount(1);
  const company = page.getByTestId("footer-company");
  await expect(company).toHaveText("醇境（上海）酒业有限公司");
  const lineHeight = await company.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect((await company.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
});

test("desktop: the after-sale page fills the account's column, as the order page does @desktop-only", async ({
  page,
}) => {
  const { token, orders } = await userWithOrders(page, 1);
  const [order] = orders;
  await payInSandbox(page, token, order);
  await applyRefund(page.request, token, order);
  const box = async (testId: string) => (await page.getByTestId(testId).boundingBox())!;
  await page.goto(`/user/order/${order.id}`);
  const orderPage = await box("order-detail");
  await page.goto(`/user/order/${order.id}/afterSale`);
  const afterSale = await box("aftersale-page");
  expect(Math.abs(afterSale.x - orderPage.x)).toBeLessThan(1);
  expect(Math.abs(afterSale.width - orderPage.width)).toBeLessThan(1);
});
