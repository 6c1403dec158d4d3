/**
 * One walk over every screen of the route table (screen-samples.ts), from a visitor's side and from
 * a buyer's with orders in every status, running on each page every rule a whole screen keeps:
 *  - axe: no serious or critical violation of WCAG 2.1 A/AA and axe's best practices (auditedHere);
 *  - exactly one visible level-one heading (the phone's header title, or the page's own), and the
 *    header's title not repeated by a visible heading of the page;
 *  - on phones every control at least 44 × 44 CSS px (links in running text excepted, WCAG 2.5.8);
 *  - no code meant for machines shows (snake_case words such as "buyer_cancel");
 *  - the page is the screen itself: its status, not a redirect elsewhere.
 * It walks in Chinese in every project, and in English on the phone without JavaScript (walkedHere).
 * Without JavaScript the page is read in a second context of the same phone and cookies where the
 * browser refuses every script file of the shop (axe itself is a script), which is what such a
 * browser gets; each page checks that the shop's scripts did not run there.
 */
import type { Browser, BrowserContext, Page, TestInfo } from "@playwright/test";
import { axeViolations } from "./axe-check";
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
  const reader = await context.newPage();
  // The browser itself refuses the scripts (a route would send every request of the page through
  // the test's process to decide: some 40% of the walk's page loads).
  const cdp = await context.newCDPSession(reader);
  await cdp.send("Network.enable");
  await cdp.send("Network.setBlockedURLs", { urls: ["*.js", "*.js?*"] });
  return { reader, close: () => context.close() };
}

/**
 * Where the English walk runs (decision 032): on the phone without JavaScript, the server's English
 * DOM, every rule and axe. With JavaScript the hydrated English DOM is the hydrated Chinese DOM in
 * other words (the layout is CSS's alone: components/shell/device.tsx, and the colours do not change
 * with the language), which the Chinese walks audit at 390 and 1280 px; what only English words can
 * break (a name, the page's language, a code shown as a word, a title repeated) is in the server's
 * DOM, which the phone without JavaScript audits.
 */
const walkedHere = (testInfo: TestInfo, lang: "ch" | "en") => lang === "ch" || !hasJs(testInfo);

/**
 * Where axe runs (decision 032): on every walk but the no-JS phone's Chinese one. That page is the
 * server's DOM, which axe audits in English on the same phone; its Chinese words are audited after
 * hydration at 390 and 1280 px. What axe could find there alone is a fault in Chinese only, in an
 * element that only a page without JavaScript shows.
 */
const auditedHere = (testInfo: TestInfo, lang: "ch" | "en") => hasJs(testInfo) || lang === "en";

/** Every rule on every sample; one line per broken rule (empty: none). */
async function sweep(
  reader: Page,
  samples: Sample[],
  testInfo: TestInfo,
  lang: "ch" | "en",
): Promise<string[]> {
  const found: string[] = [];
  for (const { path, status = 200 } of samples) {
    const response = await reader.goto(path);
    await reader.waitForLoadState("load");
    const where = `${path} [${await reader.locator("html").getAttribute("lang")}]`;
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
    if (!hasJs(testInfo) && (await reader.evaluate(() => "__remixRouter" in window)))
      found.push(`${where}: the shop's scripts ran in the page read without JavaScript`);
    if (!auditedHere(testInfo, lang)) continue;
    for (const v of await axeViolations(reader))
      if (v.impact === "serious" || v.impact === "critical")
        found.push(`${where}: axe ${v.id} (${v.impact}) ${v.targets.join(" | ")}`);
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
    test.skip(!walkedHere(testInfo, lang), "the English DOM is audited without JavaScript");
    test.setTimeout(480_000);
    const samples = screenSamples(await buyerWithEverything(page));
    const { reader, close } = await readingPage(page, browser, testInfo, extraHTTPHeaders);
    try {
      await reader.goto("/personalCenter");
      await setLanguage(reader, lang);
      const asBuyer = await sweep(reader, samples.buyer, testInfo, lang);
      await reader.context().clearCookies();
      await reader.goto("/");
      await setLanguage(reader, lang);
      const asVisitor = await sweep(reader, samples.visitor, testInfo, lang);
      expect([...asBuyer, ...asVisitor]).toEqual([]);
    } finally {
      await close();
    }
  });
}
