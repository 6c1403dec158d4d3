/**
 * Fields checked as the shopper leaves them (decision 005), with zod loaded
 * after hydration rather than with the page (issue 9); without JavaScript the
 * browser's own constraints and the server do the checking.
 */
import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";
import { register } from "./accounts";
import { hasJs, hydrated } from "./helpers";

/**
 * Leaves the field until its message shows: the checks arrive just after hydration, possibly after
 * a first blur. The windows are wide for a machine busy with other suites (hydration then takes
 * seconds); a field that never shows its message still fails.
 */
async function leaveUntilShown(field: Locator, message: Locator) {
  await expect(async () => {
    await field.focus();
    await field.blur();
    await expect(message).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test("the page's own JavaScript has no zod; its constraints are in the HTML", async ({ page }) => {
  const html = await (await page.request.get("/register")).text();
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
  expect(preloads.length).toBeGreaterThan(0);
  expect(preloads.filter((href) => href.includes("form-checks"))).toEqual([]);

  await page.goto("/register");
  await expect(page.getByLabel("手机号")).toHaveAttribute(
    "pattern",
    "^(?=.*(?:^1[3-9]\\d{9}$)).*$",
  );
  await expect(page.getByLabel("手机号")).toHaveAttribute("required", "");
  await expect(page.getByLabel(/^我已年满18周岁，已阅读并同意/)).toHaveAttribute("required", "");
});

test("leaving a field shows what is wrong with it", async ({ page }, testInfo) => {
  test.skip(!hasJs(testInfo), "without JavaScript the server answers on submit (accounts.spec.ts)");
  const checks = page.waitForRequest((r) => r.url().includes("/form-checks-"));
  await page.goto("/register");
  await checks;
  const errors = page.getByTestId("field-error");
  await page.getByLabel("手机号").fill("12345");
  await leaveUntilShown(
    page.getByLabel("手机号"),
    errors.filter({ hasText: "请输入正确的手机号" }),
  );
  await page.getByLabel("密码", { exact: true }).fill("abc12345");
  await page.getByLabel("确认密码").fill("abc12346");
  await leaveUntilShown(
    page.getByLabel("确认密码"),
    errors.filter({ hasText: "两次输入的密码不一致" }),
  );
  // Fields not yet visited say nothing.
  await expect(errors.filter({ hasText: "请确认您已年满18周岁并同意以上协议" })).toHaveCount(0);

  await page.goto("/login?mode=password");
  await leaveUntilShown(
    page.getByLabel("密码", { exact: true }),
    errors.filter({ hasText: "请输入密码" }),
  );
});

test("on an account page too", async ({ page }, testInfo) => {
  test.skip(!hasJs(testInfo), "without JavaScript the server answers on submit (profile.spec.ts)");
  await register(page);
  await page.goto("/user/info");
  // Emptied after hydration: React keeps a value typed before it, but the form's state starts from
  // the server's, and the check under test is the hydrated page's.
  await hydrated(page, 'input[name="nickname"]');
  await page.getByLabel("昵称").fill("");
  await leaveUntilShown(
    page.getByLabel("昵称"),
    page.getByTestId("field-error").filter({ hasText: "请输入昵称" }),
  );
});
