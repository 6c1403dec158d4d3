/**
 * The back office's browser tests (issue 32, decision 041) share this: a fresh shop of their own
 * (a shop with staff retires the set-up key the other specs use), a member's browser at 1280 px,
 * and the set-up and sign-in steps as a member takes them.
 */
import type { Browser, Page, TestInfo } from "@playwright/test";
import { stepAt, totpCode } from "../../shopping/staff/totp";
import { expect } from "./fixtures";
import type { FreshShop } from "./fresh-shop";
import { seriousAxeViolations } from "./axe-check";
import { visibleHeadingsOf } from "./layout-checks";

export const CONSOLE_PROJECTS = ["mobile-js", "mobile-nojs"];
export const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };
export const STAFF_PASSWORD = "Cellar-2026-酒窖";

/**
 * A console spec's fresh shop port: beside the test shop's ports, `slot` apart from the other
 * console specs' (two ports each, one per project). Not +6: 3306 is MariaDB's on this kind of
 * machine.
 */
export const consolePort = (slot: number, project: string) =>
  Number(process.env.E2E_PORT ?? 3300) +
  60 +
  2 * slot +
  Math.max(0, CONSOLE_PROJECTS.indexOf(project));

/** A browser of a staff member of its own, the project's JavaScript, at 1280 px. */
export async function staffBrowser(
  browser: Browser,
  testInfo: TestInfo,
  baseURL: string,
  address: string,
) {
  const context = await browser.newContext({
    ...DESKTOP,
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
    locale: "zh-CN",
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": address },
  });
  return context.newPage();
}

/** Completes a set-up link as the member would; answers the authenticator's secret, if enrolled. */
export async function setUp(page: Page, link: string, enrol: boolean) {
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("设置员工账号");
  await page.getByLabel("新密码", { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel("再次输入新密码").fill(STAFF_PASSWORD);
  const secret = (await page.getByTestId("setup-secret").textContent())!.replace(/\s/g, "");
  if (enrol)
    await page.getByLabel("验证码", { exact: true }).fill(totpCode(secret, stepAt(Date.now())));
  else await page.getByLabel(/设置身份验证器/).uncheck();
  await page.getByTestId("staff-setup-submit").click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByTestId("toast-layer")).toContainText("密码已设置，请登录");
  return enrol ? secret : null;
}

/** Signs in; `secret`'s code of the next step, which the set-up's code (this step) has not used. */
export async function signIn(
  page: Page,
  phone: string,
  secret: string | null,
  password = STAFF_PASSWORD,
) {
  await page.goto("/admin/login");
  await page.getByLabel("手机号").fill(phone);
  await page.getByLabel("密码", { exact: true }).fill(password);
  if (secret)
    await page.getByLabel("身份验证器验证码").fill(totpCode(secret, stepAt(Date.now()) + 1));
  await page.getByTestId("staff-login-submit").click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** The shop's first owner, made with `npm run ops -- staff-add`, set up and signed in on `page`. */
export async function signInFirstOwner(shop: FreshShop, page: Page, phone = "13900000001") {
  const printed = await shop.ops("staff-add", phone, "--role", "owner", "--name", "店主王");
  const link = /http:\/\/\S+\/admin\/setup\/\S+/.exec(printed)![0];
  const secret = await setUp(page, link, true);
  await signIn(page, phone, secret);
  return secret;
}

/**
 * A member of `role` added on the staff desk by the signed-in owner on `owner`, set up without an
 * authenticator and signed in, in a browser of their own coming from `address`.
 */
export async function addMember(
  owner: Page,
  browser: Browser,
  testInfo: TestInfo,
  member: { phone: string; name: string; role: string; address: string },
) {
  await owner.goto("/admin/staff");
  await owner.getByLabel("手机号").fill(member.phone);
  await owner.getByLabel("姓名").fill(member.name);
  await owner.getByLabel("角色", { exact: true }).selectOption(member.role);
  await owner.getByTestId("staff-add-submit").click();
  const link = await owner.getByTestId("setup-link").getByRole("textbox").inputValue();
  const page = await staffBrowser(browser, testInfo, new URL(owner.url()).origin, member.address);
  await setUp(page, link, false);
  await signIn(page, member.phone, null);
  return page;
}

/** Every rule of the sweep that a console page keeps: one h1, no serious axe violation. */
export async function pageProblems(page: Page, where: string, js: boolean) {
  const problems: string[] = [];
  const headings = await visibleHeadingsOf(page);
  if (headings.length !== 1) problems.push(`${where}: h1 ${JSON.stringify(headings)}`);
  if (js) {
    // A toast fading in or out is read by axe at its half-transparent colours (flaky under load in
    // CI): the page is checked once every toast is wholly shown or gone.
    await page
      .waitForFunction(
        () =>
          [...document.querySelectorAll(".toast")].every((toast) => {
            const style = getComputedStyle(toast);
            return style.opacity === "1" || style.visibility === "hidden";
          }),
        null,
        { timeout: 7_000 },
      )
      .catch(() => undefined);
    for (const line of await seriousAxeViolations(page)) problems.push(`${where}: ${line}`);
  }
  return problems;
}

const PHONE_WIDTH = 390;

/**
 * pageProblems, then no sideways scroll at a 390 px phone: the page is looked at again at that
 * width, then given back its desktop size.
 */
export async function screenProblems(page: Page, where: string, js: boolean) {
  const problems = await pageProblems(page, where, js);
  await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > PHONE_WIDTH) problems.push(`${where}: ${width} px wide at ${PHONE_WIDTH} px`);
  await page.setViewportSize(DESKTOP.viewport);
  return problems;
}
