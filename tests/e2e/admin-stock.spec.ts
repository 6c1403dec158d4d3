/**
 * The stock desk (issue 32): on a fresh shop of its own, the owner adds a warehouse member; the
 * member, on a phone at 390 px, finds a wine by words of its name, receives 12 bottles (the toast
 * names their serials and lot), is told a correction needs a note and that the shelf cannot go below
 * zero, records 2 broken bottles, saves a stock-take's count, sets a threshold above the stock and
 * finds the wine in the low-stock list. Every screen has one h1, passes axe and fits the phone: no
 * sideways scroll, 44 px targets. With JavaScript (mobile-js) and without (mobile-nojs).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { seriousAxeViolations } from "./axe-check";
import { addMember, consolePort, DESKTOP, signInFirstOwner, staffBrowser } from "./console-shop";
import { startFreshShop, type FreshShop } from "./fresh-shop";
import { hasJs, setLanguage } from "./helpers";
import { smallTargetsOf, visibleHeadingsOf } from "./layout-checks";

const portOf = (project: string) => consolePort(3, project);
const PHONE = { width: 390, height: 844 };

let shop: FreshShop;
/** The owner, signed in once for the file (a shop has one first owner). */
let owner: Page;

test.describe.configure({ mode: "serial" });
test.use({
  ...DESKTOP,
  baseURL: async ({}, use, testInfo) => use(`http://localhost:${portOf(testInfo.project.name)}`),
});

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(180_000);
  shop = await startFreshShop(portOf(testInfo.project.name));
  owner = await staffBrowser(browser, testInfo, shop.url, "10.77.3.1");
  await signInFirstOwner(shop, owner);
});
test.afterAll(async () => {
  await owner?.context().close();
  await shop?.stop();
});

test("a warehouse member receives, records breakage and sets a threshold on a phone", async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const js = hasJs(testInfo);
  const page = await addMember(owner, browser, testInfo, {
    phone: "13800000031",
    name: "仓库-老周",
    role: "warehouse",
    address: "10.77.3.2",
  });
  await page.setViewportSize(PHONE);
  const problems: string[] = [];
  // React redraws what it cannot hydrate or reconcile (two forms under one key once doubled one).
  page.on("console", (message) => {
    if (message.type() === "error" && /React|[Hh]ydrat|key/.test(message.text()))
      problems.push(`console: ${message.text().slice(0, 200)}`);
  });
  const check = async (where: string) => {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > PHONE.width) problems.push(`${where}: ${width} px wide`);
    for (const small of await smallTargetsOf(page)) problems.push(`${where}: small ${small}`);
    const headings = await visibleHeadingsOf(page);
    if (headings.length !== 1) problems.push(`${where}: h1 ${JSON.stringify(headings)}`);
    if (js) for (const line of await seriousAxeViolations(page)) problems.push(`${where}: ${line}`);
  };

  await page
    .getByRole("navigation", { name: "后台菜单" })
    .getByRole("link", { name: "库存" })
    .click();
  await expect(page).toHaveURL(/\/admin\/stock$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("库存");
  await check("/admin/stock");

  // The wine: the list's first, found again by the first words of its Chinese name.
  const first = page.getByTestId("stock-row").first();
  const goodsId = (await first.locator("td").first().textContent())!.trim();
  const name = (await first.getByRole("link").locator("span").first().textContent())!.trim();
  await page.getByLabel("酒款编号或名称").fill(name.slice(0, 4));
  await page.getByRole("button", { name: "查找" }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.getByTestId("stock-row").filter({ hasText: name });
  await expect(row.first()).toBeVisible();
  await row.first().getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/admin/stock/${goodsId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`库存：${name}`);
  const stockNow = async () =>
    Number((await page.getByTestId("stock-now").textContent())!.replace(/\D/g, ""));
  const start = await stockNow();
  await check("wine stock page");

  // Twelve bottles received: the toast names their serials and lot, and stays until closed.
  await page.getByTestId("receive-form").getByLabel("入库瓶数").fill("12");
  await page.getByTestId("receive-submit").click();
  await expect(page.getByTestId("toast")).toContainText(
    /已入库 12 瓶：序列号 (L\d{5,})-0001 至 \1-0012（批次 \1）/,
  );
  await expect(page.getByTestId("stock-now")).toHaveText(`${start + 12} 瓶`);
  await expect(page.getByTestId("history-row").first()).toContainText("入库");
  await page.getByTestId("toast").getByText("关闭").click();
  await expect(page.getByTestId("toast")).toBeHidden();
  await expect(page.getByTestId("receive-form").getByLabel("入库瓶数")).toHaveValue("");

  // A correction without a note, and more fewer than the shelf holds: refused, nothing changed.
  const adjust = page.getByTestId("adjust-form");
  await adjust.getByLabel("原因").selectOption("correction");
  await adjust.getByLabel("变动瓶数").fill("3");
  await page.getByTestId("adjust-submit").click();
  await expect(adjust.getByTestId("field-error")).toHaveText("更正须写明原因");
  await adjust.getByLabel("原因").selectOption("breakage");
  await adjust.getByLabel("变动瓶数").fill(String(-(start + 13)));
  await page.getByTestId("adjust-submit").click();
  await expect(adjust.getByTestId("field-error")).toContainText(`可售库存只有 ${start + 12} 瓶`);
  await expect(page.getByTestId("stock-now")).toHaveText(`${start + 12} 瓶`);
  await check("wine stock page, refused");

  // Two broken bottles, with a note in Chinese and emoji.
  await adjust.getByLabel("原因").selectOption("breakage");
  await adjust.getByLabel("变动瓶数").fill("-2");
  await adjust.getByLabel("说明").fill("搬运时摔碎 🍷");
  await page.getByTestId("adjust-submit").click();
  await expect(page.getByTestId("stock-now")).toHaveText(`${start + 10} 瓶`);
  const broken = page.getByTestId("history-row").first();
  await expect(broken).toContainText("破损");
  await expect(broken).toContainText("-2");
  await expect(broken).toContainText("搬运时摔碎 🍷");
  await expect(broken).toContainText("仓库-老周");

  // A stock-take: one bottle fewer on the shelf than the books say (no order holds any here).
  await expect(page.getByTestId("count-form")).toContainText("含未发货订单占用的 0 瓶");
  await page
    .getByTestId("count-form")
    .getByLabel("盘点到的瓶数")
    .fill(String(start + 9));
  await page.getByTestId("count-submit").click();
  await expect(page.getByTestId("stock-now")).toHaveText(`${start + 9} 瓶`);
  await expect(page.getByTestId("history-row").first()).toContainText("盘点");
  await expect(page.getByTestId("history-row").first().getByTestId("history-counted")).toHaveText(
    `清点 ${start + 9} 瓶`,
  );

  // A threshold above the stock: the wine is low now, and in the low-stock list.
  const threshold = page.getByTestId("threshold-form");
  await threshold.getByLabel("预警数量").fill(String(start + 20));
  await page.getByTestId("threshold-submit").click();
  await expect(page.getByTestId("stock-threshold")).toHaveText(String(start + 20));
  await expect(page.getByTestId("stock-low")).toBeVisible();
  await check("wine stock page, low");

  await page.getByRole("link", { name: "← 返回库存列表" }).click();
  await page.getByLabel("只看低库存").check();
  await page.getByRole("button", { name: "查找" }).click();
  await expect(page).toHaveURL(/[?&]low=1/);
  const low = page.getByTestId("stock-row").filter({ hasText: name });
  await expect(low.first()).toContainText("低库存");
  await check("/admin/stock?low=1");
  expect(problems).toEqual([]);
  await page.context().close();
});

test("an order clerk reads the stock but has no forms to change it", async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const page = await addMember(owner, browser, testInfo, {
    phone: "13800000032",
    name: "客服-小吴",
    role: "clerk",
    address: "10.77.3.3",
  });
  await page.goto("/admin/stock");
  await page.getByTestId("stock-row").first().getByRole("link").click();
  await expect(page.getByTestId("stock-now")).toBeVisible();
  for (const form of ["receive-form", "adjust-form", "count-form", "threshold-form"])
    await expect(page.getByTestId(form)).toHaveCount(0);
  // A forged post is refused by the service, in the member's language; nothing changes.
  const before = await page.getByTestId("stock-now").textContent();
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const forged = await page.request.post(page.url(), {
    form: { csrf, intent: "adjust", reason: "breakage", delta: "-1" },
  });
  expect(forged.status()).toBeLessThan(500);
  await page.reload();
  await expect(page.getByTestId("stock-now")).toHaveText(before!);
  // In English, with its plurals.
  await setLanguage(page, "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Stock: \S/);
  await expect(page.getByTestId("stock-now")).toHaveText(/^(1 bottle|\d+ bottles)$/);
  await page.getByRole("link", { name: "← Back to the stock list" }).click();
  await expect(page.getByTestId("stock-total")).toHaveText(/^\d+ wines$/);
  await page.context().close();
});
