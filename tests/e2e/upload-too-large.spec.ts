/**
 * An avatar too large for the shop (8 MB, the limit is 5 MB), uploaded by a
 * real browser over a phone's network (slow-link.ts): with JavaScript the
 * upload component shows the translated refusal, without it the form's POST
 * lands on the translated refusal page. Either way the browser reads the
 * answer (no network error), and the avatar stays as it was.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestInfo } from "@playwright/test";
import { expect, test as base, type Page } from "./fixtures";
import { register } from "./accounts";
import { hasJs, switchLanguage } from "./helpers";
import { startSlowLink } from "./slow-link";

const here = path.dirname(fileURLToPath(import.meta.url));

const test = base.extend<object, { slowLink: string }>({
  slowLink: [
    async ({}, use, workerInfo) => {
      const link = await startSlowLink(new URL(workerInfo.project.use.baseURL!));
      await use(link.url);
      await link.close();
    },
    { scope: "worker" },
  ],
});

/** A PNG signature and 8 MB of padding: the size is refused before the content is looked at. */
const eightMegabytes = {
  name: "huge.png",
  mimeType: "image/png",
  buffer: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(8 * 1024 * 1024, 0x2a),
  ]),
};

async function refusedUpload(
  page: Page,
  testInfo: TestInfo,
  slowLink: string,
  lang: "ch" | "en",
  text: string,
) {
  await register(page);
  if (lang === "en") await switchLanguage(page, "English");
  await page.goto("/user/info");
  await page.getByTestId("avatar-file").setInputFiles(path.join(here, "files", "avatar.png"));
  await page.getByTestId("avatar-submit").click();
  await expect(page.getByTestId("avatar")).toBeVisible();
  const before = await page.getByTestId("avatar").getAttribute("src");

  // The session cookie is the host's, whatever the port: the same visitor, over the slow link.
  await page.goto(`${slowLink}/user/info`);
  await page.getByTestId("avatar-file").setInputFiles(eightMegabytes);
  await page.getByTestId("avatar-submit").click();
  if (hasJs(testInfo)) {
    await expect(page.getByTestId("avatar-progress")).toBeVisible();
    await expect(page.getByTestId("avatar-message")).toHaveText(text, { timeout: 20_000 });
  } else {
    await expect(page.getByRole("alert")).toHaveText(text, { timeout: 20_000 });
    await expect(page.locator("html")).toHaveAttribute("lang", lang === "en" ? "en" : "zh-CN");
    // Its style element is allowed by the page's CSP (by hash).
    await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-size", "20px");
  }
  await page.goto("/user/info");
  await expect(page.getByTestId("avatar")).toHaveAttribute("src", before!);
}

test("an 8 MB avatar: the visitor reads why it was refused, and the avatar stays", async ({
  page,
  slowLink,
}, testInfo) => {
  test.slow();
  await refusedUpload(page, testInfo, slowLink, "ch", "提交的内容过大（最多 5 MB），请精简后重试");
});

test("an 8 MB avatar, in English", async ({ page, slowLink }, testInfo) => {
  test.slow();
  await refusedUpload(
    page,
    testInfo,
    slowLink,
    "en",
    "What you sent is too large (at most 5 MB); please send less",
  );
});
