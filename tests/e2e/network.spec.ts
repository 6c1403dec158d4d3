/** The /shopping service being down shows the poor-network message inside the shell. */
import { expect, sharedAddressTest as test } from "./fixtures";

const DOWN = `http://localhost:${Number(process.env.E2E_PORT ?? 3300) + 1}`;

test(
  "a page whose service is down says the network is poor, inside the shell",
  {
    tag: "@desktop",
  },
  async ({ page }, testInfo) => {
    for (const path of ["/goods", "/goods/1", "/"]) {
      const response = await page.goto(DOWN + path);
      expect(response?.status(), path).toBe(503);
      await expect(page.getByTestId("service-error"), path).toContainText("网络状况不佳，请重试");
      await expect(page.getByRole("link", { name: "重试" })).toBeVisible();
      // The shell stays: the phone's tab bar on a main screen, the desktop's top bar everywhere.
      if (testInfo.project.name === "desktop-js")
        await expect(page.getByRole("navigation", { name: "导航" })).toBeVisible();
      else if (path === "/goods") await expect(page.getByTestId("tab-bar")).toBeVisible();
    }
  },
);

test("/login and /register say the network is poor on arrival, before anything is submitted", async ({
  page,
}) => {
  for (const path of ["/login", "/login?mode=password", "/register"]) {
    const response = await page.goto(DOWN + path);
    expect(response?.status(), path).toBe(503);
    await expect(page.getByTestId("service-error"), path).toContainText("网络状况不佳，请重试");
    await expect(page.getByRole("link", { name: "重试" })).toHaveAttribute("href", path);
    // No form that could only fail.
    await expect(page.getByTestId("login-submit")).toHaveCount(0);
  }
});
