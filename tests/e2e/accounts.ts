/**
 * Helpers for account flows in the browser: unique phone numbers, and the
 * service's test hooks (SHOPPING_TEST_HOOKS=1) to read the image code's
 * answer and the SMS outbox, as a person would read their phone.
 */
import { createCookieSessionStorage } from "@remix-run/node";
import { expect, test, type Page } from "@playwright/test";
import { E2E_SESSION_SECRET } from "./e2e-settings";
import { service } from "./service-api";

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

/**
 * Registers a new account through the register page, as a visitor does; leaves the browser logged
 * in on the personal center. For the tests whose subject is registration.
 */
export async function registerThroughPage(page: Page, phone = uniquePhone(), password = PASSWORD) {
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

/**
 * A new account for a test whose subject is not registration: made through the service's API (the
 * image code and the SMS code read from the test hooks), logged in by the session cookie a login
 * sets, signed as the shop signs it; the browser on the personal center. The phone may get its next
 * code at once.
 */
export async function register(page: Page, phone = uniquePhone(), password = PASSWORD) {
  const request = page.request;
  const captcha = await service<{ captchaId: string }>(request, "/user/captcha/getImageCaptcha", {
    body: {},
  });
  const answer = await request.get(
    `/shopping/test/test/captchaAnswer?captchaId=${captcha.captchaId}`,
  );
  await service(request, "/user/sms/sendSmsCode", {
    body: {
      phone,
      purpose: "register",
      captchaId: captcha.captchaId,
      captchaCode: ((await answer.json()) as { answer: string }).answer,
    },
  });
  const made = await service<{
    token: string;
    user: { id: number; nickname: string; phoneMasked: string };
  }>(request, "/user/user/register", {
    body: {
      phone,
      smsCode: await latestSms(page, phone, "register"),
      password,
      agreed: true,
      adult: true,
    },
  });
  await passResendWait(page, phone);
  await page.context().addCookies([
    await sessionCookie({
      Authorization: made.token,
      userInfo: { id: made.user.id, nickname: made.user.nickname, phone: made.user.phoneMasked },
    }),
  ]);
  await page.goto("/personalCenter");
  await expect(page.getByTestId("nickname")).toHaveText(made.user.nickname);
  return { phone, password };
}

/** The shop's session cookie holding `values`, signed with the test shop's secret. */
export async function sessionCookie(values: Record<string, unknown>) {
  const session = await sessions.getSession();
  for (const [key, value] of Object.entries(values)) session.set(key, value);
  const [pair] = (await sessions.commitSession(session)).split(";");
  const [name, ...rest] = pair.split("=");
  return { name, value: rest.join("="), url: test.info().project.use.baseURL! };
}

const sessions = createCookieSessionStorage({
  cookie: {
    name: "__session",
    secrets: [E2E_SESSION_SECRET],
    path: "/",
    sameSite: "lax",
    httpOnly: true,
  },
});
