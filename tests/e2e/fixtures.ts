/**
 * Every test browses from an address of its own (the storefront trusts
 * X-Forwarded-For in the test server), so the service's per-address limits
 * (login lockout, SMS per day) count each test separately, as they would
 * count separate people.
 */
import { test as base } from "@playwright/test";

let n = 0;
export const test = base.extend({
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
