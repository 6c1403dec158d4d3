/**
 * Payout accounts as a seller keeps them: one of each kind added (Chinese names, a minority name's
 * middle dot, a card typed with its spaces), a refusal said beside its field each time, the same
 * card refused; the default set and an account deleted through the spec's confirmations; the page
 * in English beside the desktop's side menu. Read back from the service each time: it only ever
 * answers masked accounts.
 */
import AxeBuilder from "@axe-core/playwright";
import type { PayoutAccountList } from "../../contract/payouts";
import { expect, test, type Page } from "./fixtures";
import { hasJs, isMobile, setLanguage } from "./helpers";
import { smallTargetsOf, visibleHeadingsOf } from "./layout-checks";
import { service, userWithOrders } from "./orders";

const PATH = "/user/payoutAccounts";

const accountsOf = async (page: Page, token: string) =>
  (await service<PayoutAccountList>(page.request, "/user/payout-account/findAccounts", { token }))
    .list;

const addThroughService = (page: Page, token: string, body: object) =>
  service(page.request, "/user/payout-account/saveAccount", { token, body });

/**
 * The field's own error, under it. A field is found by its accessible name: its label holds every
 * kind's words, of which CSS shows one.
 */
const errorOf = (page: Page, label: string) =>
  page
    .getByTestId("payout-form")
    .locator("div.flex-col", { has: page.getByRole("textbox", { name: label, exact: true }) })
    .getByTestId("field-error");

/** What the sweep asks of every screen, asked of the list, the dialog and a refused form too. */
async function seriousAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
}

async function chooseKind(page: Page, kind: "alipay" | "wechat" | "bank") {
  await page.getByTestId(`payout-kind-${kind}`).click();
  await expect(page.getByTestId(`payout-kind-${kind}`).locator("input")).toBeChecked();
}

test("adds an Alipay, a WeChat and a bank card account; each refusal beside its field", async ({
  page,
}) => {
  test.slow();
  const { token } = await userWithOrders(page, 0);
  await page.goto(PATH);
  await expect(page.getByTestId("payouts-empty")).toBeVisible();
  const form = page.getByTestId("payout-form");
  await expect(form.getByTestId("payout-kind-alipay").locator("input")).toBeChecked();
  // Only the chosen kind's words show; a card's bank only for a card.
  await expect(form.getByRole("textbox", { name: "支付宝账号", exact: true })).toBeVisible();
  await expect(form.getByText("微信号", { exact: true })).toBeHidden();
  await expect(form.getByLabel("开户银行")).toBeHidden();

  await form.getByRole("textbox", { name: "支付宝账号", exact: true }).fill("12800138000");
  await form.getByRole("textbox", { name: "真实姓名", exact: true }).fill("张三明");
  await page.getByTestId("payout-submit").click();
  await expect(errorOf(page, "支付宝账号")).toHaveText("支付宝账号为11位手机号或邮箱");
  expect(await accountsOf(page, token)).toEqual([]);
  await form.getByRole("textbox", { name: "支付宝账号", exact: true }).fill("138 0013 8000");
  await page.getByTestId("payout-submit").click();
  await expect(page.getByTestId("toast")).toContainText("收款账户已添加");
  await expect(page.getByTestId("payout-account")).toHaveText(["138****8000"]);
  await expect(page.getByTestId("payout-name")).toHaveText(["户名 张*明"]);
  await expect(page.getByTestId("payout-default")).toHaveCount(1);

  await page.getByTestId("add-payout").click();
  await chooseKind(page, "wechat");
  await expect(form.getByText("支付宝账号", { exact: true })).toBeHidden();
  await form.getByRole("textbox", { name: "微信号", exact: true }).fill("wine_lover88");
  await form.getByRole("textbox", { name: "真实姓名", exact: true }).fill("李明😀");
  await page.getByTestId("payout-submit").click();
  await expect(errorOf(page, "真实姓名")).toHaveText("不能包含表情符号，请输入文字");
  await form.getByRole("textbox", { name: "真实姓名", exact: true }).fill("买买提·艾力");
  await page.getByTestId("payout-submit").click();
  await expect(page.getByTestId("toast")).toContainText("收款账户已添加");
  await expect(page.getByTestId("payout-account")).toHaveText(["138****8000", "wi****88"]);

  await page.getByTestId("add-payout").click();
  await chooseKind(page, "bank");
  await form
    .getByRole("textbox", { name: "银行卡号", exact: true })
    .fill("6222 0202 0011 2341 234");
  await form.getByRole("textbox", { name: "持卡人姓名", exact: true }).fill("欧阳小明");
  await page.getByTestId("payout-submit").click();
  await expect(errorOf(page, "开户银行")).toHaveText("请输入开户银行");
  await form.getByLabel("开户银行").fill("中国工商银行上海分行");
  await page.getByTestId("payout-submit").click();
  await expect(page.getByTestId("toast")).toContainText("收款账户已添加");
  const card = page.getByTestId("payout-card").nth(2);
  await expect(card.getByTestId("payout-account")).toHaveText("6222 **** **** 1234");
  await expect(card.getByTestId("payout-kind")).toHaveText("银行卡 · 中国工商银行上海分行");
  await expect(card.getByTestId("payout-name")).toHaveText("户名 欧**明");

  // The same card again, typed without its spaces: only the service knows, and says so beside it.
  await page.getByTestId("add-payout").click();
  await chooseKind(page, "bank");
  await form.getByRole("textbox", { name: "银行卡号", exact: true }).fill("6222020200112341234");
  await form.getByRole("textbox", { name: "持卡人姓名", exact: true }).fill("欧阳小明");
  await form.getByLabel("开户银行").fill("工商银行");
  await page.getByTestId("payout-submit").click();
  await expect(errorOf(page, "银行卡号")).toHaveText("这个账户已经添加过了");
  // The refused form keeps the kind and what was typed.
  await expect(form.getByTestId("payout-kind-bank").locator("input")).toBeChecked();
  await expect(form.getByLabel("开户银行")).toHaveValue("工商银行");

  expect(await accountsOf(page, token)).toEqual([
    expect.objectContaining({ kind: "alipay", accountMasked: "138****8000", isDefault: true }),
    expect.objectContaining({
      kind: "wechat",
      accountMasked: "wi****88",
      realNameMasked: "买**·*力",
    }),
    expect.objectContaining({
      kind: "bank",
      accountMasked: "6222 **** **** 1234",
      bankName: "中国工商银行上海分行",
    }),
  ]);
});

test("with JavaScript a field is checked as it is left", async ({ page }, testInfo) => {
  test.skip(!hasJs(testInfo), "checked on blur only with JavaScript");
  const { token } = await userWithOrders(page, 0);
  // The checks arrive just after hydration (blur-checks.spec.ts).
  const checks = page.waitForRequest((r) => r.url().includes("/form-checks-"));
  await page.goto(PATH);
  await checks;
  await chooseKind(page, "bank");
  const form = page.getByTestId("payout-form");
  const leaveUntilShown = async (label: string, message: string) => {
    await expect(async () => {
      await form.getByRole("textbox", { name: label, exact: true }).focus();
      await form.getByRole("textbox", { name: label, exact: true }).blur();
      await expect(errorOf(page, label)).toHaveText(message, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  };
  await form.getByRole("textbox", { name: "银行卡号", exact: true }).fill("6222 0202 001");
  await leaveUntilShown("银行卡号", "银行卡号为12-19位数字");
  await form.getByRole("textbox", { name: "持卡人姓名", exact: true }).fill("🍷");
  await leaveUntilShown("持卡人姓名", "不能包含表情符号，请输入文字");
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await accountsOf(page, token)).toEqual([]);
});

test("sets the default and deletes, each after its confirmation", async ({ page }, testInfo) => {
  const { token } = await userWithOrders(page, 0);
  await addThroughService(page, token, {
    kind: "alipay",
    account: "alice@qq.com",
    realName: "王爱丽",
  });
  await addThroughService(page, token, {
    kind: "bank",
    account: "6217000010001234567",
    realName: "李明",
    bankName: "中国建设银行",
  });
  await page.goto(PATH);
  await expect(page.getByTestId("payout-card")).toHaveCount(2);
  if (hasJs(testInfo)) expect(await seriousAxeViolations(page)).toEqual([]);
  if (isMobile(testInfo)) {
    expect(await smallTargetsOf(page)).toEqual([]);
    for (const action of ["payout-set-default", "payout-delete"]) {
      const box = await page.getByTestId(action).first().boundingBox();
      expect(box!.width, action).toBeGreaterThanOrEqual(44);
      expect(box!.height, action).toBeGreaterThanOrEqual(44);
    }
  }

  const bank = page.getByTestId("payout-card").filter({ hasText: "6217 **** **** 4567" });
  await bank.getByTestId("payout-set-default").click();
  await expect(page.getByTestId("default-payout-text")).toHaveText(
    "确定将「银行卡 6217 **** **** 4567」设为默认收款账户吗？今后的转售货款将打入这个账户。",
  );
  if (hasJs(testInfo)) expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByTestId("default-payout-keep").click();
  await expect(page.getByTestId("default-payout-confirm")).toHaveCount(0);
  expect((await accountsOf(page, token))[0].accountMasked).toBe("a***@qq.com");

  await bank.getByTestId("payout-set-default").click();
  await page.getByTestId("default-payout-yes").click();
  await expect(page.getByTestId("toast")).toContainText("已设为默认收款账户");
  await expect(page.getByTestId("payout-card").first().getByTestId("payout-default")).toBeVisible();
  await expect(page.getByTestId("payout-account").first()).toHaveText("6217 **** **** 4567");
  expect((await accountsOf(page, token)).map((a) => [a.kind, a.isDefault])).toEqual([
    ["bank", true],
    ["alipay", false],
  ]);

  // Deleting the default says what follows; the other account becomes the default.
  await page.getByTestId("payout-card").first().getByTestId("payout-delete").click();
  await expect(page.getByTestId("delete-payout-text")).toContainText(
    "最早添加的账户将成为默认账户",
  );
  await page.getByTestId("delete-payout-yes").click();
  await expect(page.getByTestId("toast")).toContainText("收款账户已删除");
  await expect(page.getByTestId("payout-account")).toHaveText(["a***@qq.com"]);
  await expect(page.getByTestId("payout-default")).toHaveCount(1);
  expect(await accountsOf(page, token)).toEqual([
    expect.objectContaining({ kind: "alipay", isDefault: true }),
  ]);
});

test("in English, beside the account's side menu on a desktop @desktop", async ({
  page,
}, testInfo) => {
  const { token } = await userWithOrders(page, 0);
  await page.goto(PATH);
  await setLanguage(page, "en");
  await expect(page).toHaveTitle(/^Payout accounts - /);
  expect(await visibleHeadingsOf(page)).toEqual(["Payout accounts"]);
  if (!isMobile(testInfo)) {
    const menu = page.getByTestId("account-side-menu");
    await expect(menu.getByRole("link", { name: "Payout accounts" })).toHaveClass(/font-semibold/);
    const side = (await menu.boundingBox())!;
    const form = (await page.getByTestId("payout-form").boundingBox())!;
    expect(form.x).toBeGreaterThan(side.x + side.width);
    expect(form.y).toBeLessThan(side.y + side.height);
  }
  const form = page.getByTestId("payout-form");
  await form
    .getByRole("textbox", { name: "Alipay account", exact: true })
    .fill("Alice.Wang@QQ.com");
  await form.getByRole("textbox", { name: "Real name", exact: true }).fill("");
  await page.getByTestId("payout-submit").click();
  await expect(errorOf(page, "Real name")).toHaveText("Enter your real name");
  await form.getByRole("textbox", { name: "Real name", exact: true }).fill("Alice Wang");
  await page.getByTestId("payout-submit").click();
  await expect(page.getByTestId("toast")).toContainText("payout account added");
  await expect(page.getByTestId("payout-account")).toHaveText(["a***@qq.com"]);
  await expect(page.getByTestId("payout-name")).toHaveText(["Name A**** W***"]);
  await expect(page.getByTestId("payout-kind")).toHaveText(["Alipay"]);
  expect((await accountsOf(page, token)).length).toBe(1);
});
