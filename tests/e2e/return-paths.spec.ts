/**
 * Every form that takes a return path, sent one a browser could send but a Location header cannot
 * carry: Chinese, emoji, a path already encoded, one encoded twice (as chat apps pass links on), and
 * one of 2,000 characters. None answers 500; each lands on the page meant, encoded once
 * (app/utils/back.ts), or on the form's safe default. The hidden field is set as a hostile page or
 * an old browser would set it, then the form is sent as the visitor sends it, with or without
 * JavaScript (pathsSent).
 */
import type { TestInfo } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { hasJs } from "./helpers";
import {
  captchaAnswer,
  passResendWait,
  PASSWORD,
  register,
  sendSms,
  uniquePhone,
} from "./accounts";

const LAFITE = "/goods?q=%E6%8B%89%E8%8F%B2";

/** What is sent, and where it lands (null: the form's safe default). */
const RETURN_PATHS: { name: string; sent: string; lands: string | null; words?: string }[] = [
  { name: "Chinese", sent: "/goods?q=拉菲", lands: LAFITE, words: "拉菲" },
  { name: "emoji", sent: "/goods?q=🍷", lands: "/goods?q=%F0%9F%8D%B7", words: "🍷" },
  { name: "encoded", sent: LAFITE, lands: LAFITE, words: "拉菲" },
  { name: "double-encoded", sent: encodeURIComponent(LAFITE), lands: LAFITE, words: "拉菲" },
  { name: "2,000 characters", sent: `/goods?q=${"a".repeat(1991)}`, lands: null },
];
expect(RETURN_PATHS[4].sent).toHaveLength(2000);

/**
 * Which paths a project sends. The form's action answers with the same place to go whichever way
 * the form comes (app/utils/back.ts reads the field): the phone without JavaScript sends every path.
 * With JavaScript the router follows that answer in the page, and every answer it can get is a path
 * encoded once or the default: the Chinese one, which the encoding defects broke, shows it, and
 * the default is the page a form sent without a path lands on anyway.
 */
const pathsSent = (testInfo: TestInfo) =>
  hasJs(testInfo) ? RETURN_PATHS.filter((path) => path.name === "Chinese") : RETURN_PATHS;

const WINE = 176;
const ERROR_PANELS =
  "[data-testid=unexpected-error], [data-testid=service-error], [data-testid=not-found]";

/**
 * Sets a hidden field as a hostile page could, in every form of the selector. Without JavaScript the
 * field keeps it; with JavaScript React may write its own value back (hydration, a re-render), so
 * the value is also put into the form's data as the form is sent.
 */
async function setHidden(page: Page, form: string, name: string, value: string) {
  const inputs = page.locator(`${form} input[type=hidden][name="${name}"]`);
  await expect(inputs.first()).toBeAttached();
  await inputs.evaluateAll(
    (all: HTMLInputElement[], [field, v]) =>
      all.forEach((input) => {
        input.value = v;
        input.form?.addEventListener("formdata", (event) => event.formData.set(field, v));
      }),
    [name, value],
  );
}

/** The page landed on: its path and query as the browser shows them, and never an error page. */
async function expectLanded(page: Page, path: string, words?: string) {
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
  await expect(page.locator("main")).toBeVisible();
  await expect(page.locator(ERROR_PANELS)).toHaveCount(0);
  if (words !== undefined)
    await expect(page.getByTestId("search-input").first()).toHaveValue(words);
}

async function logInByPassword(page: Page, phone: string, redirectTo?: string) {
  await expect(page.getByLabel("密码", { exact: true })).toBeVisible();
  if (redirectTo !== undefined)
    await setHidden(page, "[data-testid=login-form]", "redirectTo", redirectTo);
  await page.getByLabel("手机号").fill(phone);
  await page.getByLabel("密码", { exact: true }).fill(PASSWORD);
  await page.getByTestId("captcha-input").fill(await captchaAnswer(page));
  await page.getByTestId("login-submit").click();
}

test("the language switch goes back to the page meant, or home", async ({ page }, testInfo) => {
  for (const path of pathsSent(testInfo)) {
    await page.goto(`/goods/${WINE}`);
    await setHidden(page, "form[action='/language']", "redirectTo", path.sent);
    await page.locator("form[action='/language'] button:visible").first().click();
    await expectLanded(page, path.lands ?? "/", path.words);
  }
});

test("login and registration go back to the page meant, or the personal center", async ({
  page,
}, testInfo) => {
  test.slow();
  const { phone } = await register(page);
  for (const path of pathsSent(testInfo)) {
    await page.context().clearCookies();
    await page.goto("/login?mode=password");
    await logInByPassword(page, phone, path.sent);
    await expectLanded(page, path.lands ?? "/personalCenter", path.words);
  }

  // A link encoded once, as chat apps pass links on, and a login by SMS (the visitor of the issue).
  await page.context().clearCookies();
  await passResendWait(page, phone);
  await page.goto("/login?redirectTo=%2Fgoods%3Fq%3D%E6%8B%89");
  await page.getByLabel("手机号").fill(phone);
  await page.getByLabel("短信验证码").fill(await sendSms(page, phone, "login"));
  await page.getByTestId("captcha-input").fill(await captchaAnswer(page));
  await page.getByTestId("login-submit").click();
  await expectLanded(page, "/goods?q=%E6%8B%89", "拉");

  // The same link encoded twice.
  await page.context().clearCookies();
  await page.goto(
    `/login?mode=password&redirectTo=${encodeURIComponent(encodeURIComponent(LAFITE))}`,
  );
  await logInByPassword(page, phone);
  await expectLanded(page, LAFITE, "拉菲");

  for (const path of pathsSent(testInfo)) {
    await page.context().clearCookies();
    const newPhone = uniquePhone();
    await page.goto("/register");
    await page.getByLabel("手机号").fill(newPhone);
    await page.getByLabel("短信验证码").fill(await sendSms(page, newPhone, "register"));
    await page.getByLabel("密码", { exact: true }).fill(PASSWORD);
    await page.getByLabel("确认密码").fill(PASSWORD);
    await page.getByLabel(/^我已年满18周岁，已阅读并同意/).check();
    await setHidden(page, "[data-testid=register-form]", "redirectTo", path.sent);
    await page.getByTestId("register-submit").click();
    await expectLanded(page, path.lands ?? "/personalCenter", path.words);
  }
});

test("the heart goes back to the page meant, or the wine's page, logged in or through the login", async ({
  page,
}, testInfo) => {
  test.slow();
  const { phone } = await register(page);
  for (const path of pathsSent(testInfo)) {
    // Logged in: the form's answer is the page it names (without JavaScript it is a redirect; the
    // hostile form is sent as a plain form in both projects).
    await page.goto(`/goods/${WINE}`);
    const heart = page.getByTestId("collect");
    const pressed = (await heart.getAttribute("aria-pressed")) === "true";
    const form = await heart.evaluate((button: HTMLButtonElement) => {
      const fields = Object.fromEntries(new FormData(button.form!)) as Record<string, string>;
      delete fields.enhanced;
      return { ...fields, intent: button.value };
    });
    const answer = await page.request.post(`/goods/${WINE}`, {
      form: { ...form, back: path.sent },
      headers: { origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(answer.status(), path.name).toBe(302);
    expect(answer.headers().location, path.name).toBe(path.lands ?? `/goods/${WINE}`);
    await page.goto(`/goods/${WINE}`);
    await expect(page.getByTestId("collect")).toHaveAttribute("aria-pressed", String(!pressed));
  }

  // A visitor: asked to log in, and back on the page meant with the wine collected.
  await page.context().clearCookies();
  for (const path of pathsSent(testInfo)) {
    await page.context().clearCookies();
    await page.goto(`/goods/${WINE}`);
    await setHidden(page, "form[action='/goods/176']", "back", path.sent);
    await page.getByTestId("collect").click();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await page.getByRole("link", { name: "账号密码登录" }).click();
    await logInByPassword(page, phone);
    await expectLanded(page, path.lands ?? `/goods/${WINE}`, path.words);
  }
});

test("buy now before the login lands on the checkout whatever return path the login form carries", async ({
  page,
}, testInfo) => {
  test.slow();
  const { phone } = await register(page);
  for (const path of pathsSent(testInfo)) {
    await page.context().clearCookies();
    await page.goto(`/goods/${WINE}?from=${encodeURIComponent(path.sent)}`);
    await page.getByTestId("buy-now").click();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await expect(page.getByTestId("pending-buy")).toContainText("继续购买");
    await page.getByRole("link", { name: "账号密码登录" }).click();
    await logInByPassword(page, phone, path.sent);
    await expect(page).toHaveURL(new RegExp(`/checkOrder\\?goodsId=${WINE}&qty=1&k=`));
    await expect(page.getByTestId("checkout-line")).toHaveCount(1);
  }
});
