/**
 * The back office's staff (issue 32, decision 041), on a fresh shop of its own (a shop with staff
 * retires the set-up key the other specs use): a new owner made with `npm run ops -- staff-add`
 * sets a password and enrols an authenticator through the one-time link, signs in with TOTP, adds
 * a clerk; the clerk sets up and signs in, sees no staff desk or audit log and is refused them by
 * URL; the owner's audit log shows every step, exports it as CSV, and disabling the clerk ends the
 * clerk's session at once. At 1280 px, with JavaScript (the mobile-js project) and without it
 * (mobile-nojs); the desktop-js project does not run it (playwright.config.ts), as it would repeat
 * the first.
 */
import { expect, test } from "./fixtures";
import { startFreshShop, type FreshShop } from "./fresh-shop";
import { seriousAxeViolations } from "./axe-check";
import { hasJs } from "./helpers";
import { smallTargetsOf, visibleHeadingsOf } from "./layout-checks";
import { consolePort, DESKTOP, setUp, signIn, STAFF_PASSWORD, staffBrowser } from "./console-shop";

const portOf = (project: string) => consolePort(0, project);

let shop: FreshShop;

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

test("the console's doors keep the sweep's rules, at 390 and 1280 px", async ({
  page,
}, testInfo) => {
  // The console is not in the shop's route table (its rows are the server's only), so the sweep
  // does not walk it: its doors are checked here, as a visitor, its signed-in pages below.
  const problems: string[] = [];
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    for (const [path, status] of [
      ["/admin/login", 200],
      ["/admin/setup/setup_no-such-link-0123456789", 410],
    ] as const) {
      const response = await page.goto(path);
      const where = `${path} at ${viewport.width}`;
      if (response?.status() !== status) problems.push(`${where}: status ${response?.status()}`);
      const headings = await visibleHeadingsOf(page);
      if (headings.length !== 1) problems.push(`${where}: h1 ${JSON.stringify(headings)}`);
      if (viewport.width === 390)
        for (const small of await smallTargetsOf(page)) problems.push(`${where}: small ${small}`);
      if (hasJs(testInfo))
        for (const line of await seriousAxeViolations(page)) problems.push(`${where}: ${line}`);
    }
  }
  expect(problems).toEqual([]);
});

test("a new owner signs in with TOTP, adds a clerk, and the audit log shows every step", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  // The shop says at start that nobody can sign in yet, and how to make the first owner.
  expect(shop.log()).toContain("this shop has no owner yet");
  const ownerPhone = "13900000001";
  const printed = await shop.ops("staff-add", ownerPhone, "--role", "owner", "--name", "店主王");
  const ownerLink = /http:\/\/\S+\/admin\/setup\/\S+/.exec(printed)![0];
  // Before the set-up, nobody is signed in: the console sends a visitor to its sign-in.
  await page.goto("/admin/staff");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fstaff/);
  // An owner without an authenticator's code is refused, and nothing is set.
  await page.goto(ownerLink);
  if (hasJs(testInfo)) expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByLabel("新密码", { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel("再次输入新密码").fill(STAFF_PASSWORD);
  await page.getByTestId("staff-setup-submit").click();
  await expect(page.getByTestId("staff-setup-form")).toContainText(
    "请输入身份验证器中的 6 位验证码",
  );
  const secret = await setUp(page, ownerLink, true);
  // The link is spent.
  await page.goto(ownerLink);
  await expect(page.getByTestId("setup-gone")).toBeVisible();
  // A wrong code is refused with the service's words; the right one signs in.
  await page.goto("/admin/login");
  await page.getByLabel("手机号").fill(ownerPhone);
  await page.getByLabel("密码", { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel("身份验证器验证码").fill("000000");
  await page.getByTestId("staff-login-submit").click();
  await expect(page.getByTestId("staff-login-form")).toContainText("验证码不正确或已使用");
  await signIn(page, ownerPhone, secret);
  await expect(page.getByTestId("console-welcome")).toContainText("店主王，你好。你的角色是店主。");

  // The owner adds a clerk: the set-up link is shown once.
  await page.getByRole("link", { name: "员工" }).first().click();
  await page.getByLabel("手机号").fill("13800000002");
  await page.getByLabel("姓名").fill("客服-小李");
  await page.getByLabel("角色", { exact: true }).selectOption("clerk");
  await page.getByTestId("staff-add-submit").click();
  const clerkLink = await page.getByTestId("setup-link").getByRole("textbox").inputValue();
  expect(clerkLink).toMatch(/\/admin\/setup\/setup_/);
  await expect(page.getByTestId("staff-table")).toContainText("等待设置密码");

  // The clerk, in a browser of their own, sets up without an authenticator and signs in.
  const clerk = await staffBrowser(browser, testInfo, shop.url, "10.77.0.2");
  await setUp(clerk, clerkLink, false);
  await signIn(clerk, "13800000002", null);
  const menu = clerk.getByRole("navigation", { name: "后台菜单" });
  await expect(menu.getByRole("link")).toHaveText([
    "首页",
    "订单",
    "售后",
    "酒款",
    "库存",
    "发票",
    "转售",
    "买家",
    "设置",
    "我的令牌",
  ]);
  // The staff desk and the audit log by URL: refused with the role's words, nothing shown.
  for (const [path, permission] of [
    ["/admin/staff", "staff.read"],
    ["/admin/roles", "staff.read"],
    ["/admin/audit", "audit.read"],
  ]) {
    const answer = await clerk.goto(path);
    expect(answer!.status()).toBe(403);
    await expect(clerk.getByTestId("service-error")).toContainText(
      `你的角色没有此权限（${permission}）`,
    );
  }

  // The owner's audit log: every step, newest first, with who and from where.
  await page.goto("/admin/audit");
  const rows = page.getByTestId("audit-row");
  await expect(rows.first()).toContainText("客服-小李");
  const log = await page.getByTestId("audit-table").innerText();
  for (const step of [
    "setup-key:operator",
    "POST /ops/staff/add",
    "POST /staff/setup",
    "POST /staff/login",
    "10.77.0.2",
  ])
    expect(log).toContain(step);
  // Filtered by the action, in the URL.
  await page.getByLabel("操作", { exact: true }).fill("staff/add");
  await page.getByRole("button", { name: "筛选" }).click();
  await expect(page).toHaveURL(/action=staff%2Fadd/);
  await expect(rows).toHaveCount(2);
  // The same filter as CSV: a spreadsheet's UTF-8 with the header in Chinese.
  const csv = await page.request.get("/admin/audit/export.csv?action=staff%2Fadd");
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const text = (await csv.body()).toString("utf8");
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text.split("\r\n")[0]).toContain("操作人");
  expect(text.split("\r\n").filter(Boolean)).toHaveLength(3);

  // Every console page keeps the rules the sweep keeps on the shop's (sweep.spec.ts), signed in:
  // one visible h1, and no serious axe violation (axe is a script: read with JavaScript on).
  const problems: string[] = [];
  for (const path of ["/admin", "/admin/staff", "/admin/roles", "/admin/audit", "/admin/tokens"]) {
    const response = await page.goto(path);
    const where = `${path} (${response?.status()})`;
    const headings = await visibleHeadingsOf(page);
    if (headings.length !== 1) problems.push(`${where}: h1 ${JSON.stringify(headings)}`);
    if (hasJs(testInfo))
      for (const line of await seriousAxeViolations(page)) problems.push(`${where}: ${line}`);
  }
  expect(problems).toEqual([]);

  // The owner makes a role of its own: a bad key and empty names are refused on their fields, and
  // what was ticked stays ticked; then a sommelier who reads wines and orders.
  await page.goto("/admin/roles");
  const newRole = page.getByTestId("role-new");
  await newRole.getByLabel("角色代码").fill("品鉴 sommelier");
  await newRole.getByLabel("查看酒款", { exact: true }).check();
  await page.getByTestId("role-new-save").click();
  await expect(newRole).toContainText("角色代码为 2 到 32 个小写英文字母");
  await expect(newRole).toContainText("请输入角色名称");
  await expect(newRole.getByLabel("查看酒款", { exact: true })).toBeChecked();
  await newRole.getByLabel("角色代码").fill("sommelier");
  await newRole.getByLabel("中文名称").fill("品鉴顾问🍷");
  await newRole.getByLabel("英文名称").fill("Sommelier");
  await newRole.getByLabel("查看订单", { exact: true }).check();
  await page.getByTestId("role-new-save").click();
  await expect(page.getByTestId("toast-layer")).toContainText("角色已保存");
  const sommelier = page.getByTestId("role-card").filter({ hasText: "品鉴顾问🍷" });
  await expect(sommelier).toContainText("sommelier · 自建 · 2/");
  // The same key again is refused: an edit is never made by a new role's form.
  await newRole.getByLabel("角色代码").fill("sommelier");
  await newRole.getByLabel("中文名称").fill("另一个");
  await newRole.getByLabel("英文名称").fill("Another");
  await page.getByTestId("role-new-save").click();
  await expect(newRole).toContainText("已有代码为 sommelier 的角色");
  // The clerk becomes a sommelier: the menu follows the role at the next page.
  await page.goto("/admin/staff");
  const clerkRow = page.getByTestId("staff-row").filter({ hasText: "客服-小李" });
  await clerkRow.getByLabel("客服-小李的角色").selectOption("sommelier");
  await clerkRow.getByRole("button", { name: "更改角色" }).click();
  await expect(page.getByTestId("toast-layer")).toContainText("角色已更改");
  await clerk.goto("/admin");
  await expect(menu.getByRole("link")).toHaveText(["首页", "订单", "酒款", "库存", "我的令牌"]);
  // The owner lets sommeliers see points: at the clerk's next click, 买家 is there.
  await page.goto("/admin/roles");
  await sommelier.getByText("修改“品鉴顾问🍷”").click();
  await page.getByTestId("role-sommelier").getByLabel("查看积分", { exact: true }).check();
  await page.getByTestId("role-sommelier-save").click();
  await expect(page.getByTestId("toast-layer")).toContainText("角色已保存");
  await expect(sommelier).toContainText("3/");
  await clerk.goto("/admin");
  await expect(menu.getByRole("link")).toHaveText([
    "首页",
    "订单",
    "酒款",
    "库存",
    "买家",
    "我的令牌",
  ]);

  // The clerk changes their own password: a wrong current one is refused on its field and no
  // password comes back into the page; then every session ends and the clerk signs in anew.
  await clerk
    .getByRole("navigation", { name: "后台菜单" })
    .getByRole("link", { name: "我的令牌" })
    .click();
  await clerk.getByTestId("to-password").click();
  const newPassword = "Cellar-2027-新密码🍷";
  await clerk.getByLabel("当前密码").fill("Wrong-2026-密码");
  await clerk.getByLabel("新密码", { exact: true }).fill(newPassword);
  await clerk.getByLabel("再次输入新密码").fill(newPassword);
  await clerk.getByTestId("staff-password-submit").click();
  await expect(clerk.getByTestId("staff-password-form")).toContainText("当前密码不正确");
  // The page the server sends back never carries a password (with JavaScript, the fields keep what
  // the browser holds already).
  if (!hasJs(testInfo)) await expect(clerk.getByLabel("新密码", { exact: true })).toHaveValue("");
  if (hasJs(testInfo)) expect(await seriousAxeViolations(clerk)).toEqual([]);
  expect(await visibleHeadingsOf(clerk)).toHaveLength(1);
  await clerk.getByLabel("当前密码").fill(STAFF_PASSWORD);
  await clerk.getByLabel("新密码", { exact: true }).fill(newPassword);
  await clerk.getByLabel("再次输入新密码").fill(newPassword);
  await clerk.getByTestId("staff-password-submit").click();
  await expect(clerk.getByTestId("login-password-changed")).toContainText("密码已修改");
  await clerk.goto("/admin/tokens");
  await expect(clerk).toHaveURL(/\/admin\/login/);
  await clerk.getByLabel("手机号").fill("13800000002");
  await clerk.getByLabel("密码", { exact: true }).fill(STAFF_PASSWORD);
  await clerk.getByTestId("staff-login-submit").click();
  await expect(clerk.getByTestId("staff-login-form")).toContainText("手机号或密码错误");
  await signIn(clerk, "13800000002", null, newPassword);

  // Disabling the clerk ends the clerk's session at once.
  await page.goto("/admin/staff");
  await page
    .getByTestId("staff-row")
    .filter({ hasText: "客服-小李" })
    .getByTestId("staff-disable")
    .click();
  await expect(page.getByTestId("staff-table")).toContainText("已停用");
  await clerk.goto("/admin/tokens");
  await expect(clerk).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Ftokens&expired=1/);
  await expect(clerk.getByTestId("login-expired")).toContainText("登录已超时或已失效");
  await clerk.context().close();
});
