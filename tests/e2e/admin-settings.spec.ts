/**
 * The settings desk (issue 32, decision 042), on a fresh shop of its own: the owner changes each
 * setting through its form and sees it after a reload; a value that is not valid (a minus, Chinese
 * numerals, an emoji, a number beyond the limits) is refused beside its field in Chinese and
 * changes nothing; a clerk sees the values, no form, and a post of theirs is refused by the
 * service; the page keeps the sweep's rules (one h1, no serious axe violation, 44 px targets at
 * 390 px). At 1280 px, with JavaScript (mobile-js) and without it (mobile-nojs).
 */
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { startFreshShop, type FreshShop } from "./fresh-shop";
import { seriousAxeViolations } from "./axe-check";
import { hasJs } from "./helpers";
import { smallTargetsOf, visibleHeadingsOf } from "./layout-checks";
import { addMember, consolePort, DESKTOP, signInFirstOwner } from "./console-shop";

const portOf = (project: string) => consolePort(2, project);
const OWNER_PHONE = "13900000001";

let shop: FreshShop;
/** The owner's signed-in cookies, made by the first test, lent to the others' browsers. */
let ownerCookies: Awaited<ReturnType<BrowserContext["cookies"]>> = [];

test.describe.configure({ mode: "serial" });
test.use({
  ...DESKTOP,
  baseURL: async ({}, use, testInfo) => use(`http://localhost:${portOf(testInfo.project.name)}`),
});

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  shop = await startFreshShop(portOf(testInfo.project.name));
});
test.afterAll(async () => {
  await shop?.stop();
});

/**
 * The owner's page, signed in: the first test makes the owner; the others take the session into
 * their own browser, each from an address of its own (fixtures.ts), as the service limits operator
 * calls per address (120 a minute) and a page of this desk makes four.
 */
async function owner(page: Page) {
  if (ownerCookies.length === 0) {
    await signInFirstOwner(shop, page, OWNER_PHONE);
    ownerCookies = await page.context().cookies();
  } else await page.context().addCookies(ownerCookies);
  await page.goto("/admin/settings");
  return page;
}

const section = (page: Page, intent: string) => page.getByTestId(`settings-${intent}`);

/** Fills a section's fields by their labels and saves it. */
async function save(page: Page, intent: string, values: Record<string, string>) {
  const part = section(page, intent);
  for (const [label, value] of Object.entries(values))
    await part.getByLabel(label, { exact: true }).fill(value);
  await part.getByTestId(`settings-${intent}-save`).click();
}

async function expectSaved(page: Page, intent: string) {
  await expect(page.getByTestId("toast-layer")).toContainText("店铺设置已保存");
  await expect(page).toHaveURL(new RegExp(`/admin/settings#settings-${intent}$`));
}

/** A refusal beside the field, and after a reload the values as they were. */
async function expectRefused(
  page: Page,
  intent: string,
  label: string,
  typed: string,
  sentence: string,
  kept: Record<string, string>,
) {
  const part = section(page, intent);
  await part.getByLabel(label, { exact: true }).fill(typed);
  await part.getByTestId(`settings-${intent}-save`).click();
  await expect(part.getByTestId("field-error")).toContainText(sentence);
  await expect(part.getByLabel(label, { exact: true })).toHaveValue(typed);
  await page.goto("/admin/settings");
  for (const [name, value] of Object.entries(kept))
    await expect(section(page, intent).getByLabel(name, { exact: true })).toHaveValue(value);
}

test("the owner finds the desk in the menu: a new shop's defaults are the spec's", async ({
  page,
}) => {
  await owner(page);
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "后台菜单" })
    .getByRole("link", { name: "设置" })
    .click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("店铺设置");

  // A new shop: no contact details, the environment's freight and timeouts (the spec's numbers).
  await expect(section(page, "freight")).toContainText("当前为默认值（来自环境变量）");
  await expect(section(page, "freight").getByLabel("包邮金额（元）")).toHaveValue("299.00");
  await expect(section(page, "freight").getByLabel("运费（元）")).toHaveValue("12.00");
  await expect(section(page, "orderTimeouts").getByLabel("付款时限（分钟）")).toHaveValue("30");
  await expect(section(page, "orderTimeouts").getByLabel("自动确认收货（发货后天数）")).toHaveValue(
    "10",
  );
});

test("the owner sets the return address, customer service and the return freight", async ({
  page,
}) => {
  await owner(page);
  await save(page, "returnAddress", {
    收件人: "醇境酒窖售后部",
    电话: "021-60881688",
    地址: "上海市浦东新区张江路1688号",
  });
  await expectSaved(page, "returnAddress");
  await page.reload();
  await expect(section(page, "returnAddress").getByLabel("地址", { exact: true })).toHaveValue(
    "上海市浦东新区张江路1688号",
  );
  await expect(page.getByTestId("settings-changed")).toContainText("最近修改：店主王");

  // Customer service: hours that are not hours are refused, then the right ones are saved.
  await section(page, "customerService").getByLabel("客服电话").fill("400-820-1688");
  await section(page, "customerService").getByLabel("微信号").fill("VintryService");
  await expectRefused(
    page,
    "customerService",
    "服务时间",
    "9点到21点",
    "服务时间格式为 09:00-21:00（北京时间）",
    { 客服电话: "", 服务时间: "" },
  );
  await save(page, "customerService", {
    客服电话: "400-820-1688",
    服务时间: "09:00-21:00",
    微信号: "VintryService",
  });
  await expectSaved(page, "customerService");
  await page.reload();
  await expect(section(page, "customerService").getByLabel("服务时间")).toHaveValue("09:00-21:00");

  // The return freight: the shop pays for damaged bottles only.
  const freightBoxes = section(page, "returnFreight");
  for (const reason of ["漏液或酒塞渗漏", "商品与订单不符", "质量问题"])
    await freightBoxes.getByLabel(reason).uncheck();
  await freightBoxes.getByTestId("settings-returnFreight-save").click();
  await expectSaved(page, "returnFreight");
  await page.reload();
  await expect(section(page, "returnFreight").getByLabel("酒瓶破损")).toBeChecked();
  await expect(section(page, "returnFreight").getByLabel("质量问题")).not.toBeChecked();
});

test("the owner sets the freight and the order timeouts; a value that is not valid changes nothing", async ({
  page,
}) => {
  await owner(page);
  // A minus, Chinese numerals, an emoji and too much are refused; then saved.
  const keptFreight = { "包邮金额（元）": "299.00", "运费（元）": "12.00" };
  for (const [label, typed, sentence] of [
    ["包邮金额（元）", "-5", "请输入金额：不小于 0 的阿拉伯数字"],
    ["包邮金额（元）", "二百九十九", "请输入金额：不小于 0 的阿拉伯数字"],
    ["运费（元）", "🍷", "请输入金额：不小于 0 的阿拉伯数字"],
    ["运费（元）", "5000", "运费须在 0 到 1,000 元之间"],
  ])
    await expectRefused(page, "freight", label, typed, sentence, keptFreight);
  // Full-width digits, as a Chinese keyboard types them, are digits.
  await save(page, "freight", { "包邮金额（元）": "３９９", "运费（元）": "15.5" });
  await expectSaved(page, "freight");
  await page.reload();
  await expect(section(page, "freight").getByLabel("包邮金额（元）")).toHaveValue("399.00");
  await expect(section(page, "freight").getByLabel("运费（元）")).toHaveValue("15.50");
  await expect(section(page, "freight")).not.toContainText("当前为默认值");

  // The order timeouts.
  await expectRefused(
    page,
    "orderTimeouts",
    "付款时限（分钟）",
    "3",
    "付款时限须为 5 到 1,440 分钟",
    {
      "付款时限（分钟）": "30",
    },
  );
  await save(page, "orderTimeouts", {
    "付款时限（分钟）": "45",
    "自动确认收货（发货后天数）": "7",
  });
  await expectSaved(page, "orderTimeouts");
  await page.reload();
  await expect(section(page, "orderTimeouts").getByLabel("付款时限（分钟）")).toHaveValue("45");
  await expect(section(page, "orderTimeouts").getByLabel("自动确认收货（发货后天数）")).toHaveValue(
    "7",
  );
});

test("the owner sets the resale and points rules; every save is in the audit log", async ({
  page,
}) => {
  await owner(page);
  await expectRefused(page, "resaleRules", "佣金（%）", "80", "佣金须为 0% 到 50%", {
    "佣金（%）": "8",
  });
  await save(page, "resaleRules", { "佣金（%）": "10" });
  await expect(page.getByTestId("toast-layer")).toContainText("转售规则已更新");
  await page.reload();
  await expect(section(page, "resaleRules").getByLabel("佣金（%）")).toHaveValue("10");

  // The points rule: a new rule in force, the earlier one listed below it.
  const rows = page.getByTestId("points-rule-row");
  const rulesBefore = await rows.count();
  await expectRefused(
    page,
    "pointsRule",
    "积分最多抵扣商品金额（%）",
    "150",
    "抵扣上限须为商品金额的 0% 到 100%",
    {},
  );
  await save(page, "pointsRule", { "每付 1 元获得积分": "2" });
  await expect(page.getByTestId("toast-layer")).toContainText("积分规则已更新");
  await page.reload();
  await expect(section(page, "pointsRule").getByLabel("每付 1 元获得积分")).toHaveValue("2");
  await expect(rows).toHaveCount(rulesBefore + 1);
  await expect(rows.first()).toContainText("当前");
  await expect(rows.first()).toContainText("operator:店主王");

  // Each save is in the audit log with its state before and after.
  await page.goto("/admin/audit?action=shop%2Ffreight");
  await expect(page.getByTestId("audit-row")).toHaveCount(1);
  await expect(page.getByTestId("audit-table")).toContainText("POST /ops/shop/freight");
});

test("a clerk sees the values with no form, and a post of theirs is refused", async ({
  page,
  browser,
}, testInfo) => {
  await owner(page);
  const clerk = await addMember(page, browser, testInfo, {
    phone: "13800000002",
    name: "客服小李",
    role: "clerk",
    address: "10.77.2.2",
  });
  await clerk
    .getByRole("navigation", { name: "后台菜单" })
    .getByRole("link", { name: "设置" })
    .click();
  await expect(clerk).toHaveURL(/\/admin\/settings$/);
  await expect(clerk.getByTestId("settings-read-only")).toBeVisible();
  await expect(clerk.locator("form[data-testid^=settings-]")).toHaveCount(0);
  await expect(clerk.getByRole("textbox")).toHaveCount(0);
  await expect(clerk.getByTestId("setting-freeFreightYuan")).toHaveText("¥399.00");
  await expect(clerk.getByTestId("setting-paymentMinutes")).toHaveText("45 分钟");
  await expect(clerk.getByTestId("setting-autoConfirmDays")).toHaveText("7 天");
  await expect(clerk.getByTestId("setting-shopPays")).toHaveText("酒瓶破损");
  await expect(clerk.getByTestId("setting-commissionPercent")).toHaveText("10");
  await expect(clerk.getByTestId("setting-earnPerYuan")).toHaveText("2");
  await expect(clerk.getByTestId("points-rules-table")).toBeVisible();

  // A form the clerk was not shown, posted anyway with the page's own token: the service refuses.
  const token = await clerk.locator('input[name="csrf"]').first().inputValue();
  const refused = await clerk.request.post("/admin/settings", {
    form: { csrf: token, intent: "freight", freeFreightYuan: "1", flatFreightYuan: "1" },
    headers: { origin: new URL(clerk.url()).origin },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain("你的角色没有此权限（shop.settings）");
  await page.goto("/admin/settings");
  await expect(section(page, "freight").getByLabel("包邮金额（元）")).toHaveValue("399.00");
  await clerk.context().close();
});

test("the page keeps the sweep's rules at 1280 and 390 px, a refusal shown too", async ({
  page,
}, testInfo) => {
  await owner(page);
  const problems: string[] = [];
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto("/admin/settings");
    // A refused value on the page as well: its message is part of what is checked.
    await section(page, "freight").getByLabel("运费（元）").fill("-1");
    await section(page, "freight").getByTestId("settings-freight-save").click();
    await expect(section(page, "freight").getByTestId("field-error")).toBeVisible();
    const where = `/admin/settings at ${viewport.width}`;
    const headings = await visibleHeadingsOf(page);
    if (headings.length !== 1) problems.push(`${where}: h1 ${JSON.stringify(headings)}`);
    for (const small of await smallTargetsOf(page)) problems.push(`${where}: small ${small}`);
    if (hasJs(testInfo))
      for (const line of await seriousAxeViolations(page)) problems.push(`${where}: ${line}`);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (overflow > 0) problems.push(`${where}: the page scrolls sideways by ${overflow} px`);
  }
  expect(problems).toEqual([]);
});
