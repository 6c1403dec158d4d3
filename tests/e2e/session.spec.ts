/**
 * The cookie session and the flash toast: a token the service rejects is
 * forgotten, the spec's message shows as a server-rendered toast, and it
 * closes with or without JavaScript (and times out with it).
 */
import { sessionCookie } from "./accounts";
import { expect, sharedAddressTest as test } from "./fixtures";
import { hasJs } from "./helpers";

test("a rejected token is forgotten and the visitor is told to log in", async ({
  page,
  context,
}, testInfo) => {
  await context.addCookies([
    await sessionCookie({
      langId: "en",
      Authorization: "x".repeat(43),
      userInfo: { id: 1, nickname: "Ghost", phone: "13900000000" },
    }),
  ]);
  await page.goto("/goods");
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("please log in first!");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  if (hasJs(testInfo)) {
    // Error toasts time out after 5 s with JavaScript.
    await expect(toast).toBeHidden({ timeout: 8000 });
  } else {
    await toast.getByText("Close").click();
    await expect(toast).toBeHidden();
  }
  // The session no longer holds the token: the next page has no toast and no user.
  await page.goto("/chateauList");
  await expect(page.getByTestId("toast")).toHaveCount(0);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("the toast closes from the keyboard too (its checkbox), and with JavaScript leaves the page", async ({
  page,
  context,
}, testInfo) => {
  await context.addCookies([
    await sessionCookie({
      langId: "en",
      Authorization: "x".repeat(43),
      userInfo: { id: 1, nickname: "Ghost", phone: "13900000000" },
    }),
  ]);
  await page.goto("/goods");
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("please log in first!");
  if (hasJs(testInfo)) await page.waitForFunction(() => "__remixRouter" in window);
  await page.getByRole("checkbox", { name: "Close" }).press("Space");
  if (hasJs(testInfo)) await expect(toast).toHaveCount(0);
  else await expect(toast).toBeHidden();
});

test("the language lives in the cookie session and survives without JavaScript", async ({
  page,
  context,
}) => {
  await context.addCookies([await sessionCookie({ langId: "en" })]);
  await page.goto("/goods/2");
  await expect(page.getByTestId("attributes")).toContainText("Capacity");
  await expect(page).toHaveTitle(/Wine details - Vintry/);
});

test("a forged session cookie is ignored", async ({ page, context }) => {
  const forged = await sessionCookie({ langId: "en" });
  await context.addCookies([{ ...forged, value: forged.value.slice(0, -3) + "abc" }]);
  const response = await page.goto("/goods");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
});
