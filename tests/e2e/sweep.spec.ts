/**
 * One walk over every screen of the route table (screen-samples.ts), in each project and in both
 * languages, from a visitor's side and from a buyer's with orders in every status, running on each
 * page every rule a whole screen keeps:
 *  - axe: no serious or critical violation of WCAG 2.1 A/AA and axe's best practices;
 *  - exactly one visible level-one heading (the phone's header title, or the page's own), and the
 *    header's title not repeated by a visible heading of the page;
 *  - on phones every control at least 44 × 44 CSS px (links in running text excepted, WCAG 2.5.8);
 *  - no code meant for machines shows (snake_case words such as "buyer_cancel");
 *  - the page is the screen itself: its status, not a redirect elsewhere.
 * Without JavaScript the page is read in a second context of the same phone and cookies where every
 * script of the shop is refused (axe itself is a script), which is what such a browser gets.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hasJs, isMobile, setLanguage } from "./helpers";
import { repeatedTitleOf, smallTargetsOf, visibleHeadingsOf } from "./layout-checks";
import { buyerWithEverything, screenSamples, type Sample } from "./screen-samples";

const SNAKE_CASE = /\b[a-z]+(?:_[a-z0-9]+)+\b/g;

/** The page the rules are read on: the test's own, or without JavaScript a scripts-refused twin. */
async function readingPage(
  page: Page,
  browser: Browser,
  testInfo: TestInfo,
  extraHTTPHeaders: Record<string, string> | undefined,
) {
  if (hasJs(testInfo)) return { reader: page, close: async () => {} };
  const { viewport, isMobile: mobile, hasTouch, userAgent, locale, baseURL } = testInfo.project.use;
  const context: BrowserContext = await browser.newContext({
    viewport,
    isMobile: mobile,
    hasTouch,
    userAgent,
    locale,
    baseURL,
    javaScriptEnabled: true,
    extraHTTPHeaders,
  });
  await context.addCookies(await page.context().cookies());
  await context.route(/\.js(\?.*)?$/, (route) => route.abort());
  return { reader: await context.newPage(), close: () => context.close() };
}

/** Every rule on every sample; one line per broken rule (empty: none). */
async function sweep(reader: Page, samples: Sample[], testInfo: TestInfo): Promise<string[]> {
  const found: string[] = [];
  for (const { path, status = 200 } of samples) {
    const response = await reader.goto(path);
    await reader.waitForLoadState("load");
    const lang = await reader.locator("html").getAttribute("lang");
    const where = `${path} [${lang}]`;
    if (response?.status() !== status) found.push(`${where}: status ${response?.status()}`);
    if (new URL(reader.url()).pathname !== new URL(path, reader.url()).pathname)
      found.push(`${where}: landed on ${reader.url()}`);
    const headings = await visibleHeadingsOf(reader);
    if (headings.length !== 1) found.push(`${where}: h1 ${JSON.stringify(headings)}`);
    const repeated = await repeatedTitleOf(reader);
    if (repeated !== null) found.push(`${where}: title shown twice "${repeated}"`);
    if (isMobile(testInfo))
      for (const small of await smallTargetsOf(reader)) found.push(`${where}: small ${small}`);
    const text = await reader.locator("body").innerText();
    for (const word of new Set(text.match(SNAKE_CASE) ?? [])) found.push(`${where}: code ${word}`);
    // Legacy mode runs axe in the page itself (the shop has no frames to gather), instead of opening
    // a blank page per analysis to merge frames' results; and only violations are collected. Both
    // find the same violations, in a third of the time (axe was three quarters of the sweep).
    const { violations } = await new AxeBuilder({ page: reader })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .setLegacyMode(true)
      .options({ resultTypes: ["violations"] })
      .analyze();
    for (const v of violations.filter((v) => v.impact === "serious" || v.impact === "critical"))
      found.push(
        `${where}: axe ${v.id} (${v.impact}) ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(" | ")}`,
      );
  }
  return found;
}

for (const lang of ["ch", "en"] as const) {
  test(`every screen, as a visitor and as a buyer with orders in every status, ${lang}`, async ({
    page,
    browser,
    extraHTTPHeaders,
  }, testInfo) => {
    // Some seventy pages, each rendered and checked: minutes on a busy 2-core machine.
    test.setTimeout(480_000);
    const samples = screenSamples(await buyerWithEverything(page));
    const { reader, close } = await readingPage(page, browser, testInfo, extraHTTPHeaders);
    try {
      await reader.goto("/personalCenter");
      await setLanguage(reader, lang);
      const asBuyer = await sweep(reader, samples.buyer, testInfo);
      await reader.context().clearCookies();
      await reader.goto("/");
      await setLanguage(reader, lang);
      const asVisitor = await sweep(reader, samples.visitor, testInfo);
      expect([...asBuyer, ...asVisitor]).toEqual([]);
    } finally {
      await close();
    }
  });
}
