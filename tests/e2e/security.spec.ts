/**
 * The security model as a visitor meets it: CSRF tokens, the Origin check, the honeypot, the
 * mini-program login.
 */
import type { Browser } from "@playwright/test";
import { expect, test } from "./fixtures";
import { register } from "./accounts";
import { hasJs } from "./helpers";

test("a form without its CSRF token is refused and changes nothing", async ({ page }) => {
  test.slow();
  await register(page);
  await page.goto("/user/info");
  await page.getByLabel("昵称").fill("篡改者");
  await page
    .getByTestId("profile-form")
    .evaluate((f) => f.querySelector('input[name="csrf"]')!.remove());
  await page.getByTestId("save-profile").click();
  await expect(page.getByText("页面已过期，请刷新页面后重试")).toBeVisible();
  await page.goto("/personalCenter");
  await expect(page.getByTestId("nickname")).not.toHaveText("篡改者");
});

test("a cross-site post is refused before any action runs", async ({ page }) => {
  const response = await page.request.post("/language", {
    form: { lang: "en", redirectTo: "/" },
    headers: { origin: "https://evil.example" },
  });
  expect(response.status()).toBe(403);
  await page.goto("/goods");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
});

/** A mini-program web-view whose bridge records where it was asked to navigate. */
async function miniProgramPage(browser: Browser, width: number) {
  const context = await browser.newContext({
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) MicroMessenger/8.0.44 miniProgram/wx0123456789",
    viewport: { width, height: 844 },
  });
  await context.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { __bridgeCalls: unknown[] }).__bridgeCalls = calls;
    (window as unknown as { wx: unknown }).wx = {
      miniProgram: { navigateTo: (options: { url: string }) => calls.push(options.url) },
    };
  });
  const page = await context.newPage();
  const bridgeCalls = () =>
    page.evaluate(() => (window as unknown as { __bridgeCalls: string[] }).__bridgeCalls);
  return { context, page, bridgeCalls };
}

test("inside the mini-program the host app's login page is opened through the bridge", async ({
  browser,
}, testInfo) => {
  test.skip(!hasJs(testInfo), "the bridge is JavaScript in a phone's web-view");
  const { context, page, bridgeCalls } = await miniProgramPage(browser, 390);
  await page.goto("/login");
  await expect(page.getByTestId("mini-program-login")).toBeVisible();
  await expect.poll(bridgeCalls).toEqual(["/pages/login/login?to=%2FpersonalCenter"]);
  await context.close();
});

test(
  "inside the mini-program at desktop width the bridge is not used, and is at phone width",
  {
    tag: "@desktop-only",
  },
  async ({ browser }) => {
    const { context, page, bridgeCalls } = await miniProgramPage(browser, 1280);
    await page.goto("/login");
    await expect(page.getByTestId("mini-program-login")).toBeVisible();
    // The page has hydrated and its effects have run (the router is there), and nothing was called.
    await page.waitForFunction(() => "__remixRouter" in window);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    expect(await bridgeCalls()).toEqual([]);
    // The same window narrowed to a phone's width (spec §4: on mobile): the host's login opens.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(bridgeCalls).toEqual(["/pages/login/login?to=%2FpersonalCenter"]);
    await context.close();
  },
);
