/** Registration, logout, and login both ways, in all three projects. */
import { expect, test } from "./fixtures";
import {
  captchaAnswer,
  latestSms,
  passResendWait,
  PASSWORD,
  register,
  registerThroughPage,
  sendSms,
  uniquePhone,
} from "./accounts";

test("register, log out, log in with the password, then with an SMS code", async ({ page }) => {
  const { phone } = await registerThroughPage(page);
  await expect(page.getByTestId("nickname")).toContainText(phone.slice(-4));
  await expect(page.getByTestId("points-name")).toHaveText("醇境积分");
  await expect(page.getByTestId("points-balance")).toHaveText("0");
  await expect(page.getByTestId("recent-orders")).toContainText("还没有订单");

  await page.locator("[data-testid=logout]:visible").click();
  await expect(page.getByTestId("toast")).toContainText("已退出登录");
  const response = await page.goto("/personalCenter");
  expect(response?.url()).toContain("/login?redirectTo=%2FpersonalCenter");
  await expect(page.getByTestId("toast")).toContainText("请先登录！");

  await page.getByRole("link", { name: "账号密码登录" }).click();
  await expect(page.getByLabel("密码", { exact: true })).toBeVisible();
  await page.getByLabel("手机号").fill(phone);
  await page.getByLabel("密码", { exact: true }).fill(PASSWORD);
  await page.getByTestId("captcha-input").fill(await captchaAnswer(page));
  // The balance is the account's own, whatever the ledger holds.
  const granted = await page.request.post(
    `/shopping/test/test/grantPoints?phone=${phone}&points=20000`,
  );
  expect(granted.ok()).toBe(true);
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/\/personalCenter$/);
  await expect(page.getByTestId("points-balance")).toHaveText("20000");
  await page.locator("[data-testid=logout]:visible").click();
  await expect(page.getByTestId("toast")).toContainText("已退出登录");

  // One code per number a minute: the registration code was just sent; let the minute pass (the
  // rule itself is the subject of a test below).
  await passResendWait(page, phone);
  await page.goto("/login?redirectTo=/goods/3");
  await page.getByLabel("手机号").fill(phone);
  const code = await sendSms(page, phone, "login");
  await page.getByLabel("短信验证码").fill(code);
  await page.getByTestId("captcha-input").fill(await captchaAnswer(page));
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/\/goods\/3$/);
});

test("wrong codes and passwords are refused with a clear message", async ({ page }) => {
  const { phone } = await register(page);
  await page.locator("[data-testid=logout]:visible").click();
  await expect(page.getByTestId("toast")).toContainText("已退出登录");
  await page.goto("/login?mode=password");
  await page.getByLabel("手机号").fill(phone);
  await page.getByLabel("密码", { exact: true }).fill("Wrong-pass-1");
  await page.getByTestId("captcha-input").fill(await captchaAnswer(page));
  await page.getByTestId("login-submit").click();
  await expect(page.getByTestId("field-error").first()).toContainText("手机号或密码错误");

  await page.getByLabel("手机号").fill(phone);
  await page.getByLabel("密码", { exact: true }).fill(PASSWORD);
  await page.getByTestId("captcha-input").fill("zzzz");
  await page.getByTestId("login-submit").click();
  await expect(page.getByTestId("field-error").first()).toContainText("图形验证码不正确");

  await page.goto("/login");
  await page.getByLabel("手机号").fill(phone);
  await page.getByLabel("短信验证码").fill("000000");
  await page.getByTestId("captcha-input").fill(await captchaAnswer(page));
  await page.getByTestId("login-submit").click();
  await expect(page.getByTestId("field-error").first()).toContainText("短信验证码错误或已失效");
});

test("registration checks every rule before anything is created", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("手机号").fill("12345");
  await page.getByLabel("密码", { exact: true }).fill("abcdef");
  await page.getByLabel("确认密码").fill("abcdeg");
  // Past the browser's own checks, so the server (or conform) answers for each field.
  await page.getByTestId("register-form").evaluate((f) => f.setAttribute("novalidate", ""));
  await page.getByTestId("register-submit").click();
  const errors = page.getByTestId("field-error");
  await expect(errors.filter({ hasText: "请输入正确的手机号" })).toHaveCount(1);
  await expect(errors.filter({ hasText: "至少两种" })).toHaveCount(1);
  await expect(errors.filter({ hasText: "两次输入的密码不一致" })).toHaveCount(1);
  // One consent, one message (decision 020).
  await expect(errors.filter({ hasText: "请确认您已年满18周岁并同意以上协议" })).toHaveCount(1);
});

test("a second code within 60 seconds is refused, saying how long to wait", async ({
  page,
}, testInfo) => {
  const phone = uniquePhone();
  await page.goto("/register");
  await page.getByLabel("手机号").fill(phone);
  await sendSms(page, phone, "register");
  if (testInfo.project.name !== "mobile-nojs") {
    await expect(page.getByTestId("send-sms")).toBeDisabled();
    await expect(page.getByTestId("send-sms")).toHaveText(/\d+ 秒后重发/);
    return;
  }
  await page.getByTestId("captcha-input").fill(await captchaAnswer(page));
  await page.getByTestId("send-sms").click();
  await expect(page.getByTestId("field-error").first()).toContainText(/请 \d+ 秒后再获取验证码/);
  expect(await latestSms(page, phone, "register")).toMatch(/^\d{6}$/);
});
