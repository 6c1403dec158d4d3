/**
 * 到货通知 on a sold-out wine, as a buyer uses it, with and without JavaScript (and on the desktop):
 * the button asks, turns into 已订阅到货通知 · 取消 (with JavaScript in place, without by the page
 * sent back) and says so after a reload; the operator receives bottles with `npm run ops -- stock
 * receive`, the sweep runs, and the buyer's phone has the one SMS naming the wine. A visitor is asked
 * to log in and comes back waiting for the wine.
 */
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { TestInfo } from "@playwright/test";
import { runOps } from "../helpers/ops";
import { PASSWORD, register, sendSms, uniquePhone } from "./accounts";
import { expect, test, type Page } from "./fixtures";
import { hasJs, isMobile, setLanguage } from "./helpers";
import { smallTargetsOf } from "./layout-checks";

// Wines of these tests alone, one per project (sold-out.spec.ts has 161-163): their stock is set to
// 0 and put back.
const WINES = {
  subscribe: { "mobile-js": 165, "mobile-nojs": 166, "desktop-js": 167 },
  visitor: { "mobile-js": 168, "mobile-nojs": 169, "desktop-js": 170 },
  english: { "mobile-js": 171, "mobile-nojs": 172, "desktop-js": 173 },
};
type Project = keyof typeof WINES.subscribe;

const unwrap = async (res: { text(): Promise<string> }) =>
  JSON.parse((await res.text()).replace(/^\)\]\}',\n/, "")).data;

async function soldOut(page: Page, goodsId: number) {
  const detail = await unwrap(
    await page.request.get(`/shopping/goods/goods/findGoodsDetail?id=${goodsId}`),
  );
  const setStock = async (stock: number) =>
    expect(
      (
        await page.request.post(`/shopping/test/test/setStock?goodsId=${goodsId}&stock=${stock}`)
      ).ok(),
    ).toBe(true);
  await setStock(0);
  return {
    name: detail.spuName as string,
    nameEn: detail.spuNameEn as string,
    vintage: detail.vintage as number | null,
    putBack: () => setStock(detail.stock),
  };
}

/**
 * Phones: every target of the page at least 44 px; the card: no serious or critical axe finding.
 * Both run scripts in the page, so not where JavaScript is off (the same layout as the JS phone's).
 */
async function checkLayout(page: Page, testInfo: TestInfo) {
  if (!hasJs(testInfo)) return;
  if (isMobile(testInfo)) expect(await smallTargetsOf(page)).toEqual([]);
  const { violations } = await new AxeBuilder({ page }).include("[data-testid=restock]").analyze();
  expect(
    violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id),
  ).toEqual([]);
}

async function latestNotice(page: Page, phone: string): Promise<string | null> {
  const res = await page.request.get(
    `/shopping/test/test/latestSms?phone=${phone}&purpose=restockNotice`,
  );
  return res.status() === 200 ? ((await res.json()) as { text: string }).text : null;
}

test("a buyer asks for 到货通知 on a sold-out wine, sees it after a reload, and gets one SMS when the operator receives bottles @desktop", async ({
  page,
}, testInfo) => {
  const goodsId = WINES.subscribe[testInfo.project.name as Project] ?? 165;
  const { phone } = await register(page);
  const wine = await soldOut(page, goodsId);
  try {
    await page.goto(`/goods/${goodsId}`);
    await expect(page.getByTestId("buy-now")).toBeDisabled();
    const button = page.getByTestId("restock-button");
    await expect(button).toHaveText("到货通知");
    await expect(page.getByTestId("restock-note")).toHaveText("到货后我们将短信通知您。");
    await checkLayout(page, testInfo);

    if (hasJs(testInfo)) {
      // In place: the page is the same document (a mark set on it survives), the button turns.
      await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
      await button.click();
      await expect(button).toHaveText("已订阅到货通知 · 取消");
      await expect(page.getByTestId("toast")).toContainText("已订阅到货通知，到货后将短信通知您");
      expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    } else {
      await button.click();
      await expect(page).toHaveURL(new RegExp(`/goods/${goodsId}$`));
      await expect(page.getByTestId("toast")).toContainText("已订阅到货通知，到货后将短信通知您");
      await expect(button).toHaveText("已订阅到货通知 · 取消");
    }
    await page.reload();
    await expect(button).toHaveText("已订阅到货通知 · 取消");
    await expect(page.getByTestId("restock-note")).toHaveText(
      "已订阅：到货后短信通知您，只通知一次。",
    );
    await checkLayout(page, testInfo);

    // Cancelled and asked again: one wait, as the buyer last said.
    await button.click();
    await expect(button).toHaveText("到货通知");
    await expect(page.getByTestId("toast")).toContainText("已取消到货通知");
    await button.click();
    await expect(button).toHaveText("已订阅到货通知 · 取消");

    // The operator receives six bottles; the sweep tells the buyer once.
    const received = await runOps(["stock", "receive", String(goodsId), "6", "--as", "e2e"], {
      SHOP_URL: testInfo.project.use.baseURL,
      DATA_DIR: path.resolve(`tests/.tmp/e2e-data-${new URL(testInfo.project.use.baseURL!).port}`),
    });
    expect(received.stderr).toBe("");
    expect(received.stdout).toContain(`+6, stock 0 → 6; 1 buyer(s) waiting`);
    // The shop's own sweep may have told the buyer already; either way, once.
    const swept = await page.request.post("/shopping/test/test/restockSweep");
    expect(swept.ok()).toBe(true);
    const named = wine.vintage === null ? wine.name : `${wine.name} ${wine.vintage}`;
    expect(await latestNotice(page, phone)).toBe(
      `【醇境酒窖】您订阅的「${named}」已到货，库存有限，欢迎选购。`,
    );

    // Back in stock: the wine is bought again, and nobody waits for it.
    await page.reload();
    await expect(page.getByTestId("add-to-cart")).toBeEnabled();
    await expect(page.getByTestId("restock")).toHaveCount(0);
  } finally {
    await wine.putBack();
  }
});

test("a visitor's 到货通知 asks for a login and comes back waiting for the wine", async ({
  page,
}, testInfo) => {
  test.slow();
  const goodsId = WINES.visitor[testInfo.project.name as Project] ?? 168;
  const wine = await soldOut(page, goodsId);
  try {
    await page.goto(`/goods/${goodsId}`);
    await page.getByTestId("restock-button").click();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await expect(page.getByTestId("toast")).toContainText("请先登录！");
    await expect(page.getByTestId("pending-buy")).toContainText(
      `登录后，将为「${wine.name}」订阅到货通知。`,
    );

    const phone = uniquePhone();
    await page.getByRole("link", { name: "立即注册" }).click();
    await expect(page.getByTestId("register-form")).toBeVisible();
    await page.getByLabel("手机号").fill(phone);
    await page.getByLabel("短信验证码").fill(await sendSms(page, phone, "register"));
    await page.getByLabel("密码", { exact: true }).fill(PASSWORD);
    await page.getByLabel("确认密码").fill(PASSWORD);
    await page.getByLabel(/^我已年满18周岁，已阅读并同意/).check();
    await page.getByTestId("register-submit").click();

    await expect(page).toHaveURL(new RegExp(`/goods/${goodsId}$`));
    await expect(page.getByTestId("toast")).toContainText("已订阅到货通知");
    await expect(page.getByTestId("restock-button")).toHaveText("已订阅到货通知 · 取消");
  } finally {
    await wine.putBack();
  }
});

test("in English: Notify me, and the SMS names the wine in English", async ({ page }, testInfo) => {
  const goodsId = WINES.english[testInfo.project.name as Project] ?? 171;
  const { phone } = await register(page);
  const wine = await soldOut(page, goodsId);
  try {
    await page.goto(`/goods/${goodsId}`);
    await setLanguage(page, "en");
    const button = page.getByTestId("restock-button");
    await expect(button).toHaveText("Notify me");
    await button.click();
    await expect(page.getByTestId("toast")).toContainText(
      "we will text you when it is back in stock",
    );
    await expect(button).toHaveText("You'll be notified · Cancel");
    await checkLayout(page, testInfo);

    await page.request.post(`/shopping/test/test/setStock?goodsId=${goodsId}&stock=2`);
    await page.request.post("/shopping/test/test/restockSweep");
    const named = wine.vintage === null ? wine.nameEn : `${wine.nameEn} ${wine.vintage}`;
    expect(await latestNotice(page, phone)).toBe(
      `[Vintry Cellars] ${named} is back in stock. Quantities are limited: order soon.`,
    );
  } finally {
    await wine.putBack();
  }
});
