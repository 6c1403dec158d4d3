/**
 * English read as a native reader reads it: nothing cut off at 390 px (the password rule, the
 * wallets' hints, the cart's buttons), no Chinese punctuation or wording in English sentences, the
 * refund reasons in English. All three projects.
 */
import type { Locator } from "@playwright/test";
import { isMobile, setLanguage } from "./helpers";
import { expect, test } from "./fixtures";
import { payInSandbox, userWithOrders } from "./orders";

/** Shown whole: not clipped by an ellipsis or overflow, on one line when `oneLine`. */
async function expectWhole(locator: Locator, { oneLine = false } = {}) {
  const box = await locator.evaluate((el) => ({
    clipped: el.scrollWidth > el.clientWidth + 1,
    lines: Math.round(
      el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
    ),
  }));
  expect(box.clipped).toBe(false);
  if (oneLine) expect(box.lines).toBeLessThanOrEqual(1);
}

test("sign-up and log-in say what they mean, in full", async ({ page }) => {
  await page.goto("/register");
  await setLanguage(page, "en");
  const rule = page.getByText("6 to 20 characters, with at least two of: letters, digits, symbols");
  await expect(rule).toBeVisible();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute(
    "aria-describedby",
    /-hint/,
  );
  await expectWhole(rule);
  await expect(page.getByRole("link", { name: "New code" })).toBeVisible();
  await expect(page.locator("body")).not.toContainText("Another one");
});

test("the wine page, payment and refund speak English without Chinese punctuation", async ({
  page,
}, testInfo) => {
  const { token, orders } = await userWithOrders(page, 1, { buyerMessage: "" });
  await setLanguage(page, "en");
  await page.goto("/goods/1");
  const grapes = page.getByText(/^Grapes: /);
  await expect(grapes).toBeVisible();
  await expect(page.locator("main")).not.toContainText("：");

  await page.goto(`/payment?orderId=${orders[0].id}`);
  // A phone opens the wallet on itself (decision 039); a desktop scans.
  const hints = isMobile(testInfo)
    ? ["Opens Alipay on this phone", "Opens WeChat on this phone"]
    : ["Scan with Alipay", "Scan with WeChat"];
  for (const hint of hints) {
    const text = page.getByText(hint, { exact: true });
    await expect(text).toBeVisible();
    await expectWhole(text);
  }

  await payInSandbox(page, token, orders[0]);
  await page.goto(`/user/order/${orders[0].id}/refund`);
  const reasons = await page.getByLabel("Refund reason").locator("option").allTextContents();
  expect(reasons.length).toBeGreaterThan(3);
  for (const reason of reasons) expect(reason).not.toMatch(/\p{Script=Han}/u);
});
