/**
 * The shop's pages under its own Content Security Policy (no inline style,
 * no development socket under npm start) and Permissions-Policy: pages render
 * with no violation reported in the console, the profile's avatar upload
 * (progress bar included) and the payment page's QR code among them, and the
 * refusal page (too large) is styled by its hashed style element.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type Page } from "./fixtures";
import { hasJs } from "./helpers";
import { userWithOrder } from "./orders";
import { chooseQrCode } from "./payment-page";

const here = path.dirname(fileURLToPath(import.meta.url));
const POLICY_MESSAGE = /Content[- ]Security[- ]Policy|Permissions[- ]Policy/i;

function policyMessages(page: Page) {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (POLICY_MESSAGE.test(message.text())) messages.push(`${page.url()}: ${message.text()}`);
  });
  return messages;
}

/** Opens a page and checks its headers, and that its HTML carries no style attribute. */
async function open(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  const headers = response!.headers();
  const csp = headers["content-security-policy"];
  expect(csp).toMatch(/(^|;)style-src 'self'(;|$)/);
  expect(csp).not.toMatch(/unsafe-inline|ws:/);
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect((await response!.text()).match(/<[^>]+\sstyle=[^>]*>/g) ?? [], url).toEqual([]);
}

test("pages render with no policy violation in the console", async ({ page }, testInfo) => {
  test.slow();
  const messages = policyMessages(page);
  await open(page, "/login");
  // The honeypot's trap stays hidden (remix-utils hid it with a style attribute).
  await expect(page.locator("input[name=website]").first()).toBeHidden();
  const order = await userWithOrder(page);
  for (const url of ["/", "/goods", "/goods/1", "/personalCenter", "/user/order"])
    await open(page, url);

  await open(page, "/user/info");
  await page.getByTestId("avatar-file").setInputFiles(path.join(here, "files", "avatar.png"));
  await page.getByTestId("avatar-submit").click();
  await expect(page.getByTestId("avatar")).toBeVisible();

  await open(page, `/payment?orderId=${order.id}`);
  await chooseQrCode(page, "alipay");
  await page.waitForLoadState("networkidle");
  expect(messages).toEqual([]);

  if (!hasJs(testInfo)) return;
  // The refusal page, reached by a form the browser posts itself (40 KB, over the 32 KB limit).
  await page.evaluate(() => {
    const form = document.createElement("form");
    form.method = "post";
    form.action = "/language";
    const field = document.createElement("textarea");
    field.name = "text";
    field.value = "x".repeat(40 * 1024);
    form.append(field);
    document.body.append(form);
    form.submit();
  });
  await expect(page.getByRole("alert")).toHaveText("提交的内容过大（最多 32 KB），请精简后重试");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-size", "20px");
  expect(messages).toEqual([]);

  // The listener hears violations: an inline style attribute is refused and reported.
  await page.evaluate(() => (document.body.innerHTML += '<p style="color:red">x</p>'));
  await expect.poll(() => messages.length).toBeGreaterThan(0);
});
