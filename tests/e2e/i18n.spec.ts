/**
 * One translation system (docs/decisions/013): a page carries the texts of
 * its routes' namespaces in the visitor's language only, its scripts carry
 * none, and a route reached in the browser brings its own namespace.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hasJs, switchLanguage } from "./helpers";

// One text of each namespace the browser can get, in both languages.
const SAMPLES = {
  common: { ch: "跳到正文", en: "Skip to content" },
  catalog: { ch: "换个条件试试，或清除全部筛选。", en: "Try other filters, or clear them all." },
  account: { ch: "短信验证码登录", en: "SMS code" },
  cart: { ch: "购物车还是空的", en: "Your cart is empty" },
  payment: { ch: "剩余支付时间", en: "Time left to pay" },
} as const;
// Only the server says these: they never reach a page's data.
const SERVER_ONLY = [
  "页面已过期，请刷新页面后重试",
  "This page has expired; please reload it and try again",
  "网络状况不佳",
];

/** The page's data: what the hydration script holds (the root loader's i18n bundles among it). */
async function pageData(page: Page, path: string) {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  return html.slice(html.indexOf("window.__remixContext"));
}

test("a catalogue page carries its namespace in the visitor's language, and nothing of other areas", async ({
  page,
}) => {
  await page.goto("/goods");
  let data = await pageData(page, "/goods");
  expect(data).toContain(SAMPLES.common.ch);
  expect(data).toContain(SAMPLES.catalog.ch);
  for (const text of [
    SAMPLES.common.en,
    SAMPLES.catalog.en,
    SAMPLES.account.ch,
    SAMPLES.cart.ch,
    SAMPLES.payment.ch,
    ...SERVER_ONLY,
  ])
    expect(data).not.toContain(text);

  await switchLanguage(page, "English");
  data = await pageData(page, "/goods");
  expect(data).toContain(SAMPLES.common.en);
  expect(data).toContain(SAMPLES.catalog.en);
  for (const text of [SAMPLES.common.ch, SAMPLES.catalog.ch, SAMPLES.account.en, ...SERVER_ONLY])
    expect(data).not.toContain(text);
});

test("the login page carries the account namespace, not the catalogue's", async ({ page }) => {
  const data = await pageData(page, "/login");
  expect(data).toContain(SAMPLES.account.ch);
  expect(data).not.toContain(SAMPLES.catalog.ch);
  expect(data).not.toContain(SAMPLES.account.en);
});

test("the scripts carry no texts: translations arrive with the page's data", async ({
  page,
}, testInfo) => {
  test.skip(!hasJs(testInfo), "no scripts without JavaScript");
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith(".js")) scripts.push(response.text());
  });
  await page.goto("/goods/1");
  await expect(page.getByRole("button", { name: "加入购物车" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(3);
  for (const body of bodies) {
    for (const text of [
      "加入购物车",
      "Add to cart",
      SAMPLES.common.ch,
      SAMPLES.common.en,
      SAMPLES.account.ch,
      "请输入手机号",
    ])
      expect(body).not.toContain(text);
  }
});

test("a route reached in the browser brings its namespace: the catalogue, then login, then the catalogue in the other language", async ({
  page,
}, testInfo) => {
  test.skip(!hasJs(testInfo), "client-side navigation");
  const noKeys = /\b(auth|detail|nav|common|tab)\.[a-zA-Z]+/;
  await page.goto("/goods");
  await expect(page.getByTestId("goods-card").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  // Set on this document: still there after the navigations below, so none of them loaded a new
  // page.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  // The account namespace was not on the page yet.
  await page.locator("a[href^='/login']:visible").first().click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole("link", { name: SAMPLES.account.ch })).toBeVisible();
  await expect(page.locator("body")).not.toContainText(noKeys);
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);

  await switchLanguage(page, "English");
  await expect(page.getByRole("link", { name: SAMPLES.account.en })).toBeVisible();
  // Back to the catalogue, whose namespace the page has only in Chinese.
  await page.locator("a[href='/goods']:visible").first().click();
  await expect(page).toHaveURL(/\/goods$/);
  // The sort tabs: texts of the catalogue's namespace, now in English.
  await expect(page.getByText("Newest", { exact: true }).first()).toBeAttached();
  await expect(page.locator("body")).not.toContainText(noKeys);
  await expect(page).toHaveTitle("Wines - Vintry");
  await page.getByTestId("goods-card").first().click();
  await expect(page.getByRole("button", { name: "Add to cart" })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
});
