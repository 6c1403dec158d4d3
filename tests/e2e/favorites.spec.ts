/**
 * Favorites and browsing history as a shopper uses them: collect from a wine's page as a visitor
 * (the login round trip brings the wine back collected), hearts on the list cards, batch delete
 * with and without a selection, clear behind its confirmation, history written by visits and
 * grouped by day, and the CSV of each list row by row. Each outcome is read back from the service.
 */
import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import { expect, test, type Page } from "./fixtures";
import { PASSWORD, sendSms, uniquePhone } from "./accounts";
import { hasJs, setLanguage } from "./helpers";
import { service, userWithOrders } from "./orders";

interface SavedList {
  list: {
    id: number;
    goods: { id: number; spuName: string; priceCents: number; stock: number };
    onShelf: boolean;
  }[];
  total: number;
}
interface Wine {
  id: number;
  spuName: string;
  vintage: number | null;
  countryName: string;
  areaName: string;
  stock: number;
}

const feedback = (page: Page) => page.getByTestId("toast").or(page.getByTestId("dialog"));
const favoritesOf = (page: Page, token: string) =>
  service<SavedList>(page.request, "/collect/collect/findCollectList", {
    token,
    query: { limit: 100 },
  });
const historyOf = (page: Page, token: string) =>
  service<SavedList>(page.request, "/footprint/footprint/findFootprintList", {
    token,
    query: { limit: 100 },
  });

async function wines(page: Page, count: number, skip = 0): Promise<Wine[]> {
  const list = await service<{ list: Wine[] }>(page.request, "/goods/goods/findGoodsList", {
    query: { pageSize: 40, sort: "shelfTime" },
  });
  return list.list.slice(skip, skip + count);
}

test("a visitor collects a wine from its page: asked to log in, back on the page with it collected", async ({
  page,
}) => {
  test.slow();
  const [wine] = await wines(page, 1, 3);
  await page.goto(`/goods/${wine.id}`);
  const heart = page.getByTestId("collect");
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();

  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await expect(page.getByTestId("toast")).toContainText("请先登录！");
  await expect(page.getByTestId("pending-buy")).toContainText(`登录后，将收藏「${wine.spuName}」`);

  const phone = uniquePhone();
  await page.getByRole("link", { name: "立即注册" }).click();
  await expect(page.getByTestId("register-form")).toBeVisible();
  await page.getByLabel("手机号").fill(phone);
  await page.getByLabel("短信验证码").fill(await sendSms(page, phone, "register"));
  await page.getByLabel("密码", { exact: true }).fill(PASSWORD);
  await page.getByLabel("确认密码").fill(PASSWORD);
  await page.getByLabel(/^我已年满18周岁，已阅读并同意/).check();
  await page.getByTestId("register-submit").click();

  await expect(page).toHaveURL(new RegExp(`/goods/${wine.id}$`));
  await expect(page.getByTestId("toast")).toContainText("注册成功");
  await expect(page.getByTestId("toast")).toContainText("收藏成功");
  await expect(page.getByTestId("collect")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("collect")).toContainText("已收藏");

  // The favorites list has it; pressing the heart again un-collects it.
  await page.goto("/user/myCollect");
  await expect(page.getByTestId("saved-name")).toHaveText([wine.spuName]);
  await page.goto(`/goods/${wine.id}`);
  // With JavaScript the heart turns at once and the shop answers after: the list is read once it
  // has (leaving the page before would cancel the request, which no tap on a link does).
  // (With JavaScript the heart's form is posted to /goods/ID.data, Remix's data request.)
  const answered = page.waitForResponse(
    (r) =>
      r.request().method() === "POST" &&
      new RegExp(`^/goods/${wine.id}(\\.data)?$`).test(new URL(r.url()).pathname),
  );
  await page.getByTestId("collect").click();
  await expect(page.getByTestId("collect")).toHaveAttribute("aria-pressed", "false");
  expect((await answered).status()).toBeLessThan(400);
  await page.goto("/user/myCollect");
  await expect(page.getByTestId("saved-empty")).toBeVisible();
});

test("hearts on the cards; batch delete asks for a selection first; clear asks to confirm", async ({
  page,
}, testInfo) => {
  test.slow();
  const { token } = await userWithOrders(page, 0);
  const chosen = await wines(page, 3);
  await page.goto("/goods?sort=shelfTime");
  for (const wine of chosen) {
    const heart = page
      .getByTestId("card-collect")
      .and(page.getByRole("button", { name: `收藏「${wine.spuName}」` }));
    // The heart turns at once (with JavaScript, while the post is still out): the test waits for
    // the shop's answer before it reads the favorites from the service.
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" &&
        // (a fetcher posts to the route's data URL, /goods/{id}.data)
        new RegExp(`^/goods/${wine.id}(\\.data)?$`).test(new URL(response.url()).pathname),
    );
    await heart.click();
    expect((await answered).status()).toBeLessThan(400);
    await expect(page.getByRole("button", { name: `取消收藏「${wine.spuName}」` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // The list stays where it is (without JavaScript, the page comes back to the same list).
    await expect(page).toHaveURL(/\/goods\?sort=shelfTime/);
  }
  expect((await favoritesOf(page, token)).list.map((r) => r.goods.id)).toEqual(
    [...chosen].reverse().map((w) => w.id),
  );

  await page.goto("/user/myCollect");
  await expect(page.getByTestId("saved-total")).toHaveText("共 3 个收藏");
  await expect(page.getByTestId("saved-name")).toHaveText(
    [...chosen].reverse().map((w) => w.spuName),
  );

  // Nothing chosen: the spec's message, and nothing deleted.
  await page.getByTestId("delete-chosen").click();
  if (hasJs(testInfo))
    await expect(page.getByTestId("selection-refused")).toHaveText("请先选择要删除的商品");
  else await expect(page.getByTestId("toast")).toContainText("请先选择要删除的商品");
  expect((await favoritesOf(page, token)).total).toBe(3);

  // One chosen: that one goes.
  await page.getByTestId("select-item").nth(1).check();
  await page.getByTestId("delete-chosen").click();
  await expect(page.getByTestId("toast")).toContainText("已删除 1 个收藏");
  await expect(page.getByTestId("saved-name")).toHaveText([chosen[2].spuName, chosen[0].spuName]);
  expect((await favoritesOf(page, token)).list.map((r) => r.goods.id)).toEqual([
    chosen[2].id,
    chosen[0].id,
  ]);

  // Clear all: a confirmation first; keeping changes nothing.
  await page.getByTestId("clear-all").click();
  await expect(page.getByTestId("clear-text")).toHaveText(
    "确定清空全部 2 个收藏吗？清空后不可恢复。",
  );
  await page.getByTestId("clear-keep").click();
  await expect(page.getByTestId("clear-confirm")).toHaveCount(0);
  expect((await favoritesOf(page, token)).total).toBe(2);
  await page.getByTestId("clear-all").click();
  await page.getByTestId("clear-yes").click();
  await expect(page.getByTestId("toast")).toContainText("收藏已清空");
  await expect(page.getByTestId("saved-empty")).toBeVisible();
  expect((await favoritesOf(page, token)).total).toBe(0);
});

test("history is written by visits, latest first under today's heading, and exported as CSV", async ({
  page,
}) => {
  test.slow();
  const { token } = await userWithOrders(page, 0);
  const [a, b] = await wines(page, 2, 5);
  await page.goto(`/goods/${a.id}`);
  await page.goto(`/goods/${b.id}`);
  await page.goto(`/goods/${a.id}`);
  await expect
    .poll(async () => (await historyOf(page, token)).list.map((r) => r.goods.id))
    .toEqual([a.id, b.id]);

  await page.goto("/user/myFootprint");
  await expect(page.getByTestId("saved-day")).toHaveText([/^今天 · \d{4}-\d{2}-\d{2}$/]);
  await expect(page.getByTestId("saved-name")).toHaveText([a.spuName, b.spuName]);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("saved-export").click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^浏览记录-\d{8}\.csv$/);
  const rows = await csvRows(download.path());
  const history = await historyOf(page, token);
  expect(rows[0]).toEqual(["时间", "商品编号", "商品名称", "当前价格（元）", "状态"]);
  expect(rows.slice(1).map((r) => r.slice(1))).toEqual(
    history.list.map((r) => [
      `="${r.goods.id}"`,
      r.goods.spuName,
      (r.goods.priceCents / 100).toFixed(2),
      r.goods.stock === 0 ? "已售罄" : "在售",
    ]),
  );
  for (const row of rows.slice(1)) expect(row[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

  // The favorites' CSV, row by row.
  for (const wine of [a, b])
    await service(page.request, "/collect/collect/addCollect", {
      token,
      body: { goodsId: wine.id },
    });
  await page.goto("/user/myCollect");
  const [favoritesCsv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("saved-export").click(),
  ]);
  expect(favoritesCsv.suggestedFilename()).toMatch(/^我的收藏-\d{8}\.csv$/);
  const favoriteRows = await csvRows(favoritesCsv.path());
  expect(favoriteRows.slice(1).map((r) => r[2])).toEqual([b.spuName, a.spuName]);
  expect(favoriteRows).toHaveLength(3);
});

test("a favourite goes to the cart from its row, a sold-out one is refused in the buyer's language, history does the same @desktop", async ({
  page,
}) => {
  test.slow();
  const { token } = await userWithOrders(page, 0);
  // Wines of their own (far down the newest list), stock given back whatever happens.
  const [a, b, c] = await wines(page, 3, 30);
  const setStock = async (goodsId: number, stock: number) =>
    expect(
      (
        await page.request.post(`/shopping/test/test/setStock?goodsId=${goodsId}&stock=${stock}`)
      ).ok(),
    ).toBe(true);
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  const cartOf = async () =>
    (
      await service<{ lines: { goodsId: number; quantity: number }[] }>(
        page.request,
        "/shoppingCart/shoppingCart/findShoppingCart",
        { token },
      )
    ).lines.map((l) => [l.goodsId, l.quantity]);
  try {
    for (const wine of [c, b, a])
      await service(page.request, "/collect/collect/addCollect", {
        token,
        body: { goodsId: wine.id },
      });
    await page.goto("/user/myCollect");
    const rows = page.getByTestId("saved-row");
    await expect(page.getByTestId("saved-name")).toHaveText([a.spuName, b.spuName, c.spuName]);
    // The vintage and region line under each name.
    await expect(page.getByTestId("saved-origin")).toHaveText(
      [a, b, c].map((w) => `${w.vintage ?? "无年份"} · ${w.countryName} · ${w.areaName}`),
    );
    const button = rows.nth(0).getByTestId("saved-add-to-cart");
    await expect(button).toHaveText("加入购物车");
    const box = (await button.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);

    await button.click();
    await expect(page.getByTestId("toast")).toContainText("已加入购物车");
    await expect(page).toHaveURL(/\/user\/myCollect$/);
    await expect.poll(cartOf).toEqual([[a.id, 1]]);

    // Sold out since the page was drawn: the cart service refuses, the page says why.
    await setStock(b.id, 0);
    await rows.nth(1).getByTestId("saved-add-to-cart").click();
    // (The shop's words for a refusal: a dialog, as on the wine's page.)
    await expect(feedback(page)).toContainText("该酒已售罄，暂时不能加入购物车");
    expect(await cartOf()).toEqual([[a.id, 1]]);
    // Drawn again, its button is off.
    await page.goto("/user/myCollect");
    await expect(rows.nth(1).getByTestId("saved-add-to-cart")).toBeDisabled();

    // In English: the same, in English.
    await setLanguage(page, "en");
    await expect(rows.nth(0).getByTestId("saved-add-to-cart")).toHaveText("Add to cart");
    await expect(page.getByTestId("saved-origin").nth(0)).toHaveText(
      /^(\d{4}|NV) · [^\u4e00-\u9fff]+ · [^\u4e00-\u9fff]+$/,
    );
    await setStock(c.id, 0);
    await rows.nth(2).getByTestId("saved-add-to-cart").click();
    await expect(feedback(page)).toContainText("this wine is sold out and cannot go in the cart");

    // History: the rows of wines seen put a bottle in the cart too.
    await page.goto(`/goods/${a.id}`);
    await expect
      .poll(async () => (await historyOf(page, token)).list.map((r) => r.goods.id))
      .toContain(a.id);
    await page.goto("/user/myFootprint");
    await expect(page.getByTestId("saved-row")).toHaveCount(1);
    await page.getByTestId("saved-add-to-cart").click();
    await expect(page.getByTestId("toast")).toContainText(/added to cart/i);
    await expect(page).toHaveURL(/\/user\/myFootprint$/);
    await expect.poll(cartOf).toEqual([[a.id, 2]]);
    expect(problems).toEqual([]);
  } finally {
    await setStock(b.id, b.stock);
    await setStock(c.id, c.stock);
  }
});

test("the lists and their CSV ask a visitor to log in first", async ({ page }) => {
  for (const path of ["/user/myCollect", "/user/myFootprint"]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(path)}`));
    const res = await page.request.get(`${path}/export.csv`, { maxRedirects: 0 });
    expect(res.status()).toBe(302);
  }
});

async function csvRows(path: Promise<string | null>): Promise<string[][]> {
  const text = (await readFile((await path)!)).toString("utf8");
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return Papa.parse<string[]>(text.slice(1).trim()).data;
}
