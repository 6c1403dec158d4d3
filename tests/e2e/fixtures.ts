/**
 * The tests' `test`:
 *  - Every browser context of a worker (the test's own and any a test opens with
 *    browser.newContext) saves the server's HTML of each page it loads, for the HTML check after
 *    Playwright (tests/html-check.mjs, the W3C Nu HTML Checker): see html-pages.ts.
 *  - Every test browses from an address of its own (the storefront trusts X-Forwarded-For in the
 *    test server), so the service's per-address limits (login lockout, SMS per day) count each
 *    test separately, as they would count separate people. `sharedAddressTest` keeps the
 *    machine's own address (and still saves the HTML).
 */
import { test as base } from "@playwright/test";
import { saveHtmlPages } from "./html-pages";

export const sharedAddressTest = base.extend<object, { savedHtml: void }>({
  savedHtml: [
    async ({ browser }, use) => {
      const saver = saveHtmlPages(browser);
      await use();
      await saver.stop();
    },
    { scope: "worker", auto: true },
  ],
});

let n = 0;
export const test = sharedAddressTest.extend({
  extraHTTPHeaders: async ({}, use, testInfo) => {
    n += 1;
    const a = (testInfo.workerIndex % 200) + 10;
    const b = (n * 7 + testInfo.repeatEachIndex) % 250;
    await use({
      "x-forwarded-for": `10.${a}.${b}.${(testInfo.retry * 50 + (Date.now() % 200)) % 250}`,
    });
  },
});
export { expect, type Page } from "@playwright/test";
