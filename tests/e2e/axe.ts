/**
 * The axe audit of the a11y specs: no serious or critical violation of WCAG
 * 2.1 A/AA and axe's best practices, in the page's current language.
 *
 * axe is a script: in the no-JavaScript project it runs in a second context
 * with the same cookies and the same phone, where every script of the shop
 * is refused, so it checks the page as a browser without JavaScript gets it.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Browser, type Page, type TestInfo } from "@playwright/test";
import { hasJs } from "./helpers";

/** Switches the shop's language with its visible switch, unless the page is in it already. */
export async function setLanguage(page: Page, lang: "ch" | "en") {
  const want = lang === "en" ? "en" : "zh-CN";
  if ((await page.locator("html").getAttribute("lang")) === want) return;
  await page.locator("form[action='/language'] button:visible").first().click();
  await expect(page.locator("html")).toHaveAttribute("lang", want);
}

async function auditPage(page: Page, paths: string[]) {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState("load");
    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    for (const v of violations.filter((v) => v.impact === "serious" || v.impact === "critical")) {
      found.push(
        `${path} [${await page.locator("html").getAttribute("lang")}] ${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(" | ")}`,
      );
    }
  }
  return found;
}

/** Audits each path in turn; returns one line per serious or critical violation (empty: none). */
export async function audit(page: Page, browser: Browser, testInfo: TestInfo, paths: string[]) {
  if (hasJs(testInfo)) return auditPage(page, paths);
  const { viewport, isMobile, hasTouch, userAgent, locale, baseURL } = testInfo.project.use;
  // A test's newContext starts from the project's options: JavaScript is turned back on here.
  const context = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    userAgent,
    locale,
    baseURL,
    javaScriptEnabled: true,
  });
  await context.addCookies(await page.context().cookies());
  await context.route(/\.js(\?.*)?$/, (route) => route.abort());
  try {
    return await auditPage(await context.newPage(), paths);
  } finally {
    await context.close();
  }
}
