/**
 * The shell: header and padding by route and width, back rules, titles, mini-program, bad input.
 */
import { expect, test, type Page } from "./fixtures";
import { register } from "./accounts";
import { hasJs, isMobile } from "./helpers";

test("mobile has a header with 50 px padding except where hidden; desktop a top bar and no padding", async ({
  page,
}, testInfo) => {
  await page.goto("/goods");
  const main = page.locator("main#main");
  const padding = await main.evaluate((el) => getComputedStyle(el).paddingTop);
  if (isMobile(testInfo)) {
    await expect(page.getByTestId("header-title")).toHaveText("商品列表");
    expect(padding).toBe("50px");
    // Back-to-top is the tab bar's last slot where there is one (phone-shell.spec.ts).
    await expect(page.getByTestId("tab-bar").getByTestId("back-to-top")).toBeAttached();
    await expect(page.getByTestId("tab-bar")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "导航" })).toBeHidden();
  } else {
    await expect(page.getByTestId("back-button")).toBeHidden();
    expect(padding).toBe("0px");
    await expect(page.getByTestId("back-to-top")).toBeHidden();
    await expect(page.getByRole("navigation", { name: "导航" })).toBeVisible();
  }
  await page.goto("/");
  expect(await main.evaluate((el) => getComputedStyle(el).paddingTop)).toBe("0px");
  await expect(page.getByTestId("back-button")).toHaveCount(0);
});

test("back button rules: payment, order detail and my orders have fixed targets", async ({
  page,
}, testInfo) => {
  test.skip(!isMobile(testInfo), "the back button is mobile-only");
  test.slow();
  // These screens need a login; their pages (here: not found) carry the shell's back rules.
  await register(page);
  for (const [path, target] of [
    ["/payment", "/personalCenter"],
    ["/user/order/999999", "/user/order"],
    ["/user/order", "/personalCenter"],
  ]) {
    await page.goto(path);
    await expect(page.getByTestId("back-button"), path).toHaveAttribute("href", target);
  }
});

test("back button: one step back to the previous page, else the parent", async ({
  page,
}, testInfo) => {
  test.skip(!isMobile(testInfo), "the back button is mobile-only");
  await page.goto("/goods/3");
  await expect(page.getByTestId("back-button")).toHaveAttribute("href", "/goods");
  await page.goto("/chateauList");
  await page.getByTestId("chateau-card").first().click();
  await expect(page.getByTestId("chateau-name")).toBeVisible();
  await page.getByTestId("goods-card").first().click();
  await expect(page.getByTestId("goods-title")).toBeVisible();
  const wineryUrl = new URL(page.url()).pathname;
  expect(wineryUrl).toMatch(/^\/goods\/\d+$/);
  await page.getByTestId("back-button").click();
  await expect(page).toHaveURL(/\/chateauList\/\d+$/);
  if (!hasJs(testInfo)) {
    // Without JavaScript the link was computed from the previous page.
    await expect(page.getByTestId("chateau-name")).toBeVisible();
  }
});

test("the page title follows the language and falls back to the brand", async ({ page }) => {
  await page.goto("/chateauList");
  await expect(page).toHaveTitle("酒庄列表 - 醇境酒窖");
  await page.goto("/no/such/page");
  await expect(page).toHaveTitle("醇境酒窖");
});

test("the mini-program web-view is recognised by its user agent", async ({ browser }, testInfo) => {
  const context = await browser.newContext({
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) MicroMessenger/8.0.44 miniProgram/wx0123456789",
    javaScriptEnabled: hasJs(testInfo),
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto("/goods");
  await expect(page.locator("main#main")).toHaveAttribute("data-env", "miniProgram");
  // The host draws its bar with the page's title: the shop's own header is not drawn under it,
  // the screen's heading stays for readers, and nothing is left empty above the page.
  await expect(page.getByTestId("back-button")).toHaveCount(0);
  await expect(page).toHaveTitle("商品列表");
  await expect(page.getByRole("heading", { level: 1, name: "商品列表" })).toHaveCount(1);
  expect((await page.getByTestId("header-title").boundingBox())!.height).toBeLessThanOrEqual(1);
  const top = await page.locator("main#main").evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeLessThan(20);
  await context.close();
  const plain = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await plain.goto("/goods");
  await expect(plain.locator("main#main")).toHaveAttribute("data-env", "h5");
  await expect(plain.getByTestId("back-button")).toBeVisible();
  await plain.close();
});

// The server's answers are the same at every width: the phones check them.
test("nonsense query values are ignored or clamped, never a 500 @phones-only", async ({ page }) => {
  const long = "x".repeat(10_000);
  for (const q of [
    "price=abc",
    "page=-1",
    "score=999",
    `country=${long}`,
    "sort=bogus",
    "area=1e99&grape=-1",
    `style=${long}`,
  ]) {
    const response = await page.goto(`/goods?${q}`);
    expect(response?.status(), q).toBe(200);
    await expect(page.getByTestId("goods-card").first(), q).toBeVisible();
  }
  expect((await page.goto(`/goods/1?qty=${long}&step=9`))?.status()).toBe(200);
  await expect(page.getByTestId("quantity")).toHaveValue("1");
  expect((await page.goto(`/goods/1?city=${long}`))?.status()).toBe(200);
  expect((await page.goto("/chateauList?page=-5"))?.status()).toBe(200);
});

/**
 * The page's cumulative layout shift since `since` (its clock): the shifts not right after a tap or a
 * key (which CLS leaves out: the top bar's cart count growing under the tap that added a bottle).
 */
const layoutShiftsSince = (page: Page, since = 0) =>
  page.evaluate(
    (since) =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const shift = entry as unknown as { value: number; hadRecentInput: boolean };
            if (entry.startTime >= since && !shift.hadRecentInput) sum += shift.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(sum), 200);
      }),
    since,
  );

test("a toast floats over the page: nothing moves when it comes or goes, taps go through it, it is announced", async ({
  page,
}, testInfo) => {
  test.slow();
  // An error toast arriving with the page: the login form sits where it sits without the toast.
  await page.goto("/login");
  const submit = page.getByTestId("login-submit");
  const heading = page.getByTestId("login-form");
  const atRest = [await submit.boundingBox(), await heading.boundingBox()];
  await page.goto("/personalCenter");
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("请先登录！");
  await expect(toast).toHaveAttribute("role", "alert");
  await expect(toast).toBeVisible();
  expect([await submit.boundingBox(), await heading.boundingBox()]).toEqual(atRest);
  if (hasJs(testInfo)) expect(await layoutShiftsSince(page)).toBe(0);
  // The message lets a tap through to the page beneath; its close button takes it.
  const caught = await toast.evaluate((el) => {
    const box = el.querySelector("p")!.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
    return hit !== null && el.contains(hit);
  });
  expect(caught).toBe(false);
  // It leaves by itself after 5 s (by CSS alone without JavaScript), and still nothing moves.
  await expect(toast).toBeHidden({ timeout: 8000 });
  expect([await submit.boundingBox(), await heading.boundingBox()]).toEqual(atRest);

  // A success toast after an action: it is read out from the polite live region, and nothing moves.
  await register(page);
  await page.goto("/goods/176");
  const title = page.getByTestId("goods-title");
  const price = page.locator("main .price-now").first();
  const before = [await title.boundingBox(), await price.boundingBox()];
  const tapped = hasJs(testInfo) ? await page.evaluate(() => performance.now()) : 0;
  await page.getByTestId("add-to-cart").click();
  const added = page.getByTestId("toast");
  await expect(added).toContainText("已加入购物车");
  await expect(page.getByRole("status").filter({ has: added })).toHaveCount(1);
  expect([await title.boundingBox(), await price.boundingBox()]).toEqual(before);
  await expect(added).toBeHidden({ timeout: 5000 });
  expect([await title.boundingBox(), await price.boundingBox()]).toEqual(before);
  if (hasJs(testInfo)) expect(await layoutShiftsSince(page, tapped)).toBe(0);
});
