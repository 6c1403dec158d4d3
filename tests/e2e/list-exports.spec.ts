/**
 * The CSV exports of the wine list, the winery list and the invoice titles (spec §2), downloaded
 * from their pages with and without JavaScript: the file's name and header in the reader's
 * language, and its rows against what the page and the service say (the wine list's: every wine
 * the count counts, in the list's order, for a filtered and sorted list).
 */
import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import type { GoodsPage } from "../../contract/catalog";
import type { InvoiceTitleList } from "../../contract/invoices";
import { expect, test, type Page } from "./fixtures";
import { isMobile, setLanguage } from "./helpers";
import { service, userWithOrders } from "./orders";

async function download(page: Page, testId: string) {
  const link = page.getByTestId(testId);
  await expect(link).toBeVisible();
  const box = (await link.boundingBox())!;
  expect(box.height, testId).toBeGreaterThanOrEqual(44);
  expect(box.width, testId).toBeGreaterThanOrEqual(44);
  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const text = (await readFile((await file.path())!)).toString("utf8");
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return { name: file.suggestedFilename(), rows: Papa.parse<string[]>(text.slice(1)).data };
}

const countOn = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).textContent())!.replace(/\D/g, ""));

/** The wines of the list's service answer for `query`, page after page. */
async function listedIds(page: Page, query: Record<string, string | number>) {
  const ids: number[] = [];
  for (let n = 1; ; n++) {
    const answer = await service<GoodsPage>(page.request, "/goods/goods/findGoodsList", {
      query: { ...query, page: n, pageSize: 100 },
    });
    ids.push(...answer.list.map((wine) => wine.id));
    if (!answer.hasMore) break;
  }
  return ids;
}

test("the wine list's CSV holds every wine the filtered, sorted list counts, in its order @desktop", async ({
  page,
}, testInfo) => {
  await page.goto("/goods?country=fr&price=200-&sort=priceDesc");
  const count = await countOn(page, "goods-count");
  expect(count).toBeGreaterThan(20);
  await expect(page.getByTestId("goods-export")).toHaveAttribute(
    "href",
    "/goods/export.csv?country=fr&price=200-&sort=priceDesc",
  );
  const { name, rows } = await download(page, "goods-export");
  expect(name).toMatch(/^葡萄酒-\d{8}\.csv$/);
  expect(rows[0]).toEqual([
    "商品编号",
    "商品名称",
    "酒庄",
    "国家",
    "产区",
    "葡萄品种",
    "年份",
    "容量（毫升）",
    "价格（元）",
    "市场价（元）",
    "酒评分",
    "促销",
    "状态",
  ]);
  const wines = rows.slice(1);
  expect(wines).toHaveLength(count);
  expect(wines.map((row) => Number(/^="(\d+)"$/.exec(row[0])![1]))).toEqual(
    await listedIds(page, { countryCode: "fr", priceMin: 20_000, sort: "priceDesc" }),
  );
  // The first page as the page shows it, and prices falling from at least ¥200.
  await expect(page.getByTestId("goods-name")).toHaveText(wines.slice(0, 20).map((row) => row[1]));
  const prices = wines.map((row) => Number(row[8]));
  expect(prices.every((price, i) => price >= 200 && (i === 0 || price <= prices[i - 1]))).toBe(
    true,
  );
  for (const row of wines) {
    expect(row[3]).toBe("法国");
    expect(row[5]).not.toBe("");
    expect(row[6]).toMatch(/^(\d{4}|无年份)$/);
    expect(["在售", "已售罄"]).toContain(row[12]);
  }
  if (!isMobile(testInfo)) return;

  // In English: the English header, file name and words.
  await setLanguage(page, "en");
  const english = await download(page, "goods-export");
  expect(english.name).toMatch(/^wines-\d{8}\.csv$/);
  expect(english.rows[0]).toEqual([
    "Item no.",
    "Name",
    "Winery",
    "Country",
    "Region",
    "Grapes",
    "Vintage",
    "Volume (ml)",
    "Price (CNY)",
    "Market price (CNY)",
    "Critic score",
    "Promotion",
    "Availability",
  ]);
  expect(english.rows.slice(1).map((row) => row[0])).toEqual(wines.map((row) => row[0]));
  for (const row of english.rows.slice(1)) {
    expect(row[3]).toBe("France");
    expect(["On sale", "Sold out"]).toContain(row[12]);
    expect(row.join("")).not.toMatch(/[在售已罄无年份法国]/);
  }
});

test("a search's CSV holds the wines the search found, and a list without wines offers no export", async ({
  page,
}) => {
  await page.goto("/goods?q=lafei");
  const count = await countOn(page, "goods-count");
  expect(count).toBeGreaterThan(0);
  const { rows } = await download(page, "goods-export");
  expect(rows.slice(1).map((row) => row[1])).toEqual(
    await page.getByTestId("goods-name").allTextContents(),
  );
  expect(rows).toHaveLength(count + 1);
  // Never from the anonymous pages' cache, nor kept by a browser or a proxy: a file per reader.
  const answer = await page.request.get("/goods/export.csv?q=lafei");
  expect(answer.headers()["cache-control"]).toBe("private, no-store");
  expect(answer.headers()["x-page-cache"]).toBeUndefined();

  await page.goto("/goods?country=fr&price=0-1");
  await expect(page.getByTestId("goods-empty")).toBeVisible();
  await expect(page.getByTestId("goods-export")).toHaveCount(0);
});

test("the winery list's CSV holds every winery, both names for a Chinese reader @desktop", async ({
  page,
}) => {
  await page.goto("/chateauList");
  const count = await countOn(page, "chateau-count");
  const { name, rows } = await download(page, "chateau-export");
  expect(name).toMatch(/^酒庄-\d{8}\.csv$/);
  expect(rows[0]).toEqual([
    "酒庄编号",
    "酒庄名称",
    "英文名称",
    "国家",
    "产区",
    "创立年份",
    "在售酒款",
    "简介",
  ]);
  expect(rows).toHaveLength(count + 1);
  const shown = await page.getByTestId("chateau-card").locator("h3").allTextContents();
  expect(rows.slice(1, shown.length + 1).map((row) => row[1])).toEqual(shown);
  for (const row of rows.slice(1)) {
    expect(row[0]).toMatch(/^="\d+"$/);
    expect(row[2]).toMatch(/^[^\u4e00-\u9fff]+$/);
    expect(row[5]).toMatch(/^(\d{4}|)$/);
    expect(row[6]).toMatch(/^\d+$/);
  }
});

test("the invoice titles' CSV needs the login, and keeps the taxpayer id, phone and bank account as text", async ({
  page,
}) => {
  const visitor = await page.request.get("/user/myInvoiceHeader/export.csv", { maxRedirects: 0 });
  expect(visitor.status()).toBe(302);
  expect(visitor.headers().location).toContain(
    `/login?redirectTo=${encodeURIComponent("/user/myInvoiceHeader/export.csv")}`,
  );

  const { token } = await userWithOrders(page, 0);
  const save = (body: Record<string, unknown>) =>
    service(page.request, "/invoice/invoice-title/saveTitle", { token, body });
  await save({
    kind: "special",
    name: "=上海醇境酒业有限公司",
    taxNo: "91350100M000100Y43",
    address: "上海市浦东新区世纪大道100号",
    phone: "021-68880000",
    bank: "招商银行上海分行",
    bankAccount: "62148301234567890123",
    submit: false,
  });
  await save({ kind: "general", holder: "personal", name: "+李白 🍷", submit: true });
  const titles = (
    await service<InvoiceTitleList>(page.request, "/invoice/invoice-title/findTitles", { token })
  ).list;

  await page.goto("/user/myInvoiceHeader");
  await expect(page.getByTestId("title-name")).toHaveText(titles.map((title) => title.name));
  const { name, rows } = await download(page, "titles-export");
  expect(name).toMatch(/^发票抬头-\d{8}\.csv$/);
  expect(rows[0]).toEqual([
    "发票类型",
    "抬头类型",
    "名称",
    "纳税人识别号",
    "注册地址",
    "注册电话",
    "开户银行",
    "银行账号",
    "状态",
    "驳回原因",
    "默认",
    "创建时间",
  ]);
  const byName = new Map(rows.slice(1).map((row) => [row[2], row]));
  expect(rows.slice(1).map((row) => row[2])).toEqual(titles.map((title) => `="${title.name}"`));
  expect(byName.get('="=上海醇境酒业有限公司"')!.slice(0, 11)).toEqual([
    "增值税专用发票",
    "单位",
    '="=上海醇境酒业有限公司"',
    '="91350100M000100Y43"',
    "上海市浦东新区世纪大道100号",
    '="021-68880000"',
    "招商银行上海分行",
    '="62148301234567890123"',
    "草稿",
    "",
    "否",
  ]);
  expect(byName.get('="+李白 🍷"')!.slice(0, 11)).toEqual([
    "增值税普通发票",
    "个人",
    '="+李白 🍷"',
    "",
    "",
    "",
    "",
    "",
    "可使用",
    "",
    "否",
  ]);
  for (const row of rows.slice(1)) expect(row[11]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
});
