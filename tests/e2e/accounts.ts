/**
 * Helpers for account flows in the browser: unique phone numbers, and the
 * service's test hooks (SHOPPING_TEST_HOOKS=1) to read the image code's
 * answer and the SMS outbox, as a person would read their phone.
 */
import { expect, type Page } from "@playwright/test";

let counter = 0;
export function uniquePhone(): string {
  counter += 1;
  const n = (Date.now() * 1000 + process.pid * 37 + counter * 7919) % 1_0000_0000;
  return `13${(5 + (counter % 4)).toString()}${String(n).padStart(8, "0")}`;
}

export async function captchaAnswer(
  page: Page,
  form = page
    .locator("form")
    .filter({ has: page.getByTestId("captcha-image") })
    .first(),
): Promise<string> {
  const id = await form.getByTestId("captcha-image").getAttribute("data-captcha-id");
  const res = await page.request.get(`/shopping/test/test/captchaAnswer?captchaId=${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()).answer;
}

export async function latestSms(page: Page, phone: string, purpose: string): Promise<string> {
  let code = "";
  await expect(async () => {
    const res = await page.request.get(
      `/shopping/test/test/latestSms?phone=${phone}&purpose=${purpose}`,
    );
    expect(res.status()).toBe(200);
    code = (await res.json()).code;
  }).toPass({ timeout: 5000 });
  return code;
}

/** Lets the minute between two codes to one phone pass, as the clock would (a test hook). */
export async function passResendWait(page: Page, phone: string) {
  const res = await page.request.post(`/shopping/test/test/passResendWait?phone=${phone}`);
  expect(res.status()).toBe(200);
}

/** Fills the image code of the form and presses its send-code button; returns the SMS code. */
export async function sendSms(
  page: Page,
  phone: string,
  purpose: string,
  form = page
    .locator("form")
    .filter({ has: page.getByTestId("send-sms") })
    .first(),
) {
  await form.getByTestId("captcha-input").fill(await captchaAnswer(page, form));
  await form.getByTestId("send-sms").click();
  await expect(page.getByTestId("sms-sent")).toBeVisible();
  return latestSms(page, phone, purpose);
}

export const PASSWORD = "Merlot2024!";

/** Registers a new account through the page; leaves the browser logged in. */
export async function register(page: Page, phone = uniquePhone(), password = PASSWORD) {
  await page.goto("/register");
  await page.getByLabel("手机号").fill(phone);
  const code = await sendSms(page, phone, "register");
  await page.getByLabel("短信验证码").fill(code);
  await page.getByLabel("密码", { exact: true }).fill(password);
  await page.getByLabel("确认密码").fill(password);
  // One consent: 18 or older, and the three texts (decision 020).
  await page.getByLabel(/^我已年满18周岁，已阅读并同意/).check();
  await page.getByTestId("register-submit").click();
  await expect(page).toHaveURL(/\/personalCenter$/);
  return { phone, password };
}

/** Like sendSms, but when the service says to wait N seconds, waits and tries again. */
export async function sendSmsWhenAllowed(
  page: Page,
  phone: string,
  purpose: string,
  form = page
    .locator("form")
    .filter({ has: page.getByTestId("send-sms") })
    .first(),
) {
  await form.getByTestId("captcha-input").fill(await captchaAnswer(page, form));
  await form.getByTestId("send-sms").click();
  const refusal = page.getByTestId("field-error").filter({ hasText: /请 \d+ 秒后再获取验证码/ });
  const sent = page.getByTestId("sms-sent");
  await expect(refusal.or(sent).first()).toBeVisible();
  if (await refusal.count()) {
    const seconds = Number((await refusal.first().textContent())!.match(/(\d+)/)![1]);
    await page.waitForTimeout((seconds + 1) * 1000);
    await page.reload();
    await form.locator('input[name="phone"]').fill(phone);
    return sendSms(page, phone, purpose, form);
  }
  return latestSms(page, phone, purpose);
}
