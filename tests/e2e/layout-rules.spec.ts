/**
 * The layout of particular screens at a phone's and a desktop's width: the phone's first screen,
 * the desktop's footer and side menu, nothing cut at 390 px. The rules every screen keeps (one
 * level-one heading, 44 px targets) are checked on every screen by the sweep (sweep.spec.ts,
 * layout-checks.ts).
 */
import { expect, test, type Page } from "./fixtures";
import { isMobile } from "./helpers";
import { userWithOrders } from "./orders";

/** Wine cards wholly inside the first screen (above the tab bar), with their price and score. */
const winesInFirstScreen = (page: Page) =>
  page.evaluate(() => {
    const bar = document.querySelector('[data-testid="tab-bar"]');
    const floor = bar ? bar.getBoundingClientRect().top : window.innerHeight;
    return [...document.querySelectorAll('[data-testid="goods-card"]')].filter((card) => {
      const box = card.getBoundingClientRect();
      const price = card.querySelector('[data-testid="price"]');
      const score = card.querySelector(".card-score");
      return (
        box.top >= 0 && box.bottom <= floor && price?.textContent && score?.textContent?.trim()
      );
    }).length;
  });

test("on a 390 × 844 phone the first screen shows three wines on the list, and wines on home", async ({
  page,
}, testInfo) => {
  test.skip(!isMobile(testInfo), "a phone's first screen");
  await page.goto("/goods");
  expect(await winesInFirstScreen(page)).toBeGreaterThanOrEqual(3);
  await page.goto("/");
  // The first wine's name and price show without scrolling.
  const firstName = page.getByTestId("home-featured").getByTestId("goods-name").first();
  const floor = await page
    .getByTestId("tab-bar")
    .evaluate((bar) => bar.getBoundingClientRect().top);
  const box = await firstName.boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(floor);
});

test("on desktops a short page's footer reaches the bottom of the window", async ({
  page,
}, testInfo) => {
  test.skip(isMobile(testInfo), "the desktop layout");
  for (const path of ["/login", "/agreement#points", "/goods?q=zzzzqqqq"]) {
    await page.goto(path);
    const { bottom, height } = await page.evaluate(() => ({
      bottom: document.querySelector("footer")!.getBoundingClientRect().bottom + window.scrollY,
      height: Math.max(window.innerHeight, document.documentElement.scrollHeight),
    }));
    expect(Math.round(bottom), path).toBe(Math.round(height));
  }
});

test("on desktops the account's screens share one side menu and one content width", async ({
  page,
}, testInfo) => {
  test.skip(isMobile(testInfo), "the desktop layout");
  await userWithOrders(page, 1, { buyerMessage: "" });
  const widths: Record<string, number> = {};
  for (const path of [
    "/personalCenter",
    // /user shows the account beside the side menu, not a second menu.
    "/user",
    "/user/info",
    "/user/address",
    "/user/security",
    "/user/order",
  ]) {
    await page.goto(path);
    await expect(page.getByTestId("account-side-menu"), path).toBeVisible();
    await expect(page.getByRole("navigation", { name: "我的", exact: true }), path).toHaveCount(1);
    widths[path] = await page
      .getByTestId("account-side-menu")
      .evaluate((aside) => aside.nextElementSibling!.getBoundingClientRect().width);
  }
  expect(new Set(Object.values(widths)).size, JSON.stringify(widths)).toBe(1);
});

test("at 390 px nothing is cut: every order tab shows whole, and the personal center's dates stay on one line", async ({
  page,
}, testInfo) => {
  test.skip(!isMobile(testInfo), "a phone's width");
  await userWithOrders(page, 1, { buyerMessage: "" });
  await page.goto("/user/order");
  for (const tab of [
    "all",
    "pending_payment",
    "pending_delivery",
    "pending_receipt",
    "pending_comment",
  ]) {
    const cut = await page.getByTestId(`orders-tab-${tab}`).evaluate((el) => {
      const box = el.getBoundingClientRect();
      return el.scrollWidth > el.clientWidth + 1 || box.left < 0 || box.right > window.innerWidth;
    });
    expect(cut, tab).toBe(false);
  }
  await page.goto("/personalCenter");
  const time = page.getByTestId("recent-order").locator("time").first();
  const lineHeight = await time.evaluate((t) => parseFloat(getComputedStyle(t).lineHeight));
  expect((await time.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
});
