import { expect, type Page, type TestInfo } from "@playwright/test";

export const hasJs = (testInfo: TestInfo) => testInfo.project.name !== "mobile-nojs";
export const isMobile = (testInfo: TestInfo) => testInfo.project.name.startsWith("mobile");

/** Clicks the visible language switch (its text names the other language). */
export async function switchLanguage(page: Page, to: "English" | "中文") {
  const before = await page.locator("html").getAttribute("lang");
  await page.locator("form[action='/language'] button:visible").first().click();
  await expect(page.locator("html")).not.toHaveAttribute("lang", before ?? "");
  await expect(page.locator("form[action='/language'] button:visible").first()).toContainText(
    to === "English" ? "中文" : "English",
  );
}

/** Switches the shop's language with its visible switch, unless the page is in it already. */
export async function setLanguage(page: Page, lang: "ch" | "en") {
  const want = lang === "en" ? "en" : "zh-CN";
  if ((await page.locator("html").getAttribute("lang")) === want) return;
  await page.locator("form[action='/language'] button:visible").first().click();
  await expect(page.locator("html")).toHaveAttribute("lang", want);
}

/** Resolves once React has hydrated the element (it then carries React's fiber). */
export async function hydrated(page: Page, selector: string) {
  await page.waitForFunction(
    (sel) => {
      const el = document.querySelector(sel);
      return !!el && Object.keys(el).some((key) => key.startsWith("__reactFiber"));
    },
    selector,
    { timeout: 30_000 },
  );
}

/**
 * Holds the page's scripts matching `pattern` (by default all the shop's) until the returned
 * function is called: a slow phone's network.
 */
export async function holdScripts(
  page: Page,
  pattern: RegExp = /\/build\/.*\.js(\?.*)?$/,
): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Checks that the page has not hydrated without the code of the deferred parts the server drew
 * (components/deferred.tsx, decision 038), which the test holds back: the entry waits for it.
 */
export async function expectWaitingForDeferredParts(page: Page) {
  await page.waitForFunction(
    () => (window.deferredPartsOnPage?.length ?? 0) > 0 || "__remixRouter" in window,
  );
  expect(await page.evaluate(() => "__remixRouter" in window)).toBe(false);
}
