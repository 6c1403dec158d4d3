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
