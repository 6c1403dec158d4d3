/**
 * The catalogue desk (issue 32, tests 3 and 4): on a fresh shop of its own, the owner adds a winery
 * (a mistyped area refused on its field) and a wine of it
 * in Chinese, traditional Chinese, English and emoji (a mistyped price is refused on its field and
 * nothing typed is lost), uploads its pictures (a sideways 2.4 MB phone photo kept upright, a PNG,
 * and a text file called .jpg named and refused while the others are kept), makes the label the
 * cover, previews the draft, puts it on the shelf, and a visitor finds it at once by its Chinese
 * name and its pinyin, the cover in the list and both pictures on its page. Then a buyer opens the checkout of that wine, the owner
 * changes its price, and the buyer's order is refused with the changed amount named, shown the new
 * total, and placed at the new price. With JavaScript (mobile-js) and without (mobile-nojs), at
 * desktop width.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { consolePort, DESKTOP, signInFirstOwner, staffBrowser, pageProblems } from "./console-shop";
import { startFreshShop, type FreshShop } from "./fresh-shop";
import { hasJs } from "./helpers";
import { userWithOrders } from "./orders";
import { labelPng, phonePhoto } from "../helpers/pictures";

const portOf = (project: string) => consolePort(4, project);
const NAME = { ch: "醇境晨雾珍藏干红🍷", tc: "醇境晨霧珍藏乾紅🍷", en: "Morning Mist Reserve 🍷" };

let shop: FreshShop;
let owner: Page;
let wineId = 0;

test.describe.configure({ mode: "serial" });
test.use({
  ...DESKTOP,
  baseURL: async ({}, use, testInfo) => use(`http://localhost:${portOf(testInfo.project.name)}`),
});

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(180_000);
  shop = await startFreshShop(portOf(testInfo.project.name));
  owner = await staffBrowser(browser, testInfo, shop.url, "10.77.4.1");
  await signInFirstOwner(shop, owner);
});
test.afterAll(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus && shop)
    await testInfo.attach("shop.log", { body: shop.log(), contentType: "text/plain" });
  await owner?.context().close();
  await shop?.stop();
});

const names = (page: Page, label: string) => page.getByRole("group", { name: label, exact: true });

/** Saves the wine and waits for the shop's answer: an earlier save's toast may still be showing. */
async function saveWine(page: Page) {
  const answered = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/admin/wines/"),
  );
  await page.getByTestId("wine-save").click();
  await answered;
  await expect(page.getByTestId("toast-layer")).toContainText("新订单按新价格");
}

test("the owner adds a wine, previews it, puts it on the shelf, and a visitor finds it", async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const page = owner;
  const js = hasJs(testInfo);
  const problems: string[] = [];
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "后台菜单" })
    .getByRole("link", { name: "酒款" })
    .click();
  await expect(page).toHaveURL(/\/admin\/wines$/);
  problems.push(...(await pageProblems(page, "/admin/wines", js)));

  // The wine's winery first: a new one, its hectares refused until written with one decimal.
  await page.getByTestId("to-wineries").click();
  await page.getByTestId("winery-new").click();
  const wineryName = names(page, "酒庄名称");
  await wineryName.getByLabel("简体中文", { exact: true }).fill("云雾山庄🍇");
  await wineryName.getByLabel("繁体中文", { exact: true }).fill("雲霧山莊🍇");
  await wineryName.getByLabel("英文", { exact: true }).fill("Cloud Mist Estate");
  await page.getByLabel("产区", { exact: true }).selectOption({ index: 1 });
  await page.getByLabel("建立年份", { exact: true }).fill("1998");
  await page.getByLabel("葡萄园面积（公顷）", { exact: true }).fill("42.25");
  await page.getByTestId("winery-save").click();
  await expect(page.getByText("葡萄园面积须在")).toBeVisible();
  await page.getByLabel("葡萄园面积（公顷）", { exact: true }).fill("42.5");
  await page.getByTestId("winery-save").click();
  await expect(page).toHaveURL(/\/admin\/wineries\/\d+$/);
  await expect(page.getByTestId("toast-layer")).toContainText("酒庄已添加");
  problems.push(...(await pageProblems(page, "/admin/wineries/:id", js)));
  await page.goto("/admin/wines");
  await page.getByTestId("wine-new").click();
  await expect(page).toHaveURL(/\/admin\/wines\/new$/);

  const name = names(page, "酒名");
  await name.getByLabel("简体中文", { exact: true }).fill(NAME.ch);
  await name.getByLabel("繁体中文", { exact: true }).fill(NAME.tc);
  await name.getByLabel("英文", { exact: true }).fill(NAME.en);
  await page.getByLabel("酒庄", { exact: true }).selectOption({ label: "云雾山庄🍇" });
  await page.getByLabel("产区", { exact: true }).selectOption({ index: 1 });
  await page.getByLabel("主要葡萄", { exact: true }).selectOption({ index: 1 });
  await page.getByLabel("葡萄 2", { exact: true }).selectOption({ index: 2 });
  await page.getByLabel("年份", { exact: true }).fill("２０１９");
  await page.getByLabel("酒精度 (%)", { exact: true }).fill("13.5");
  await page.getByLabel("评分（满分 100）", { exact: true }).fill("93");
  await page.getByLabel("采收日期", { exact: true }).fill("2019-09-20");
  await names(page, "配餐建议").getByLabel("简体中文", { exact: true }).fill("烤羊排、红烧肉 🥩");
  await names(page, "介绍")
    .getByLabel("简体中文", { exact: true })
    .fill("黑醋栗与雪松的香气，单宁细腻，余味悠长。");
  // A market price below the price is refused on its field; what was typed stays.
  await page.getByLabel("售价（元）", { exact: true }).fill("328");
  await page.getByLabel("市场价（元）", { exact: true }).fill("100");
  await page.getByTestId("wine-save").click();
  await expect(page.getByText("市场价不能低于售价")).toBeVisible();
  await expect(name.getByLabel("繁体中文", { exact: true })).toHaveValue(NAME.tc);
  await expect(names(page, "配餐建议").getByLabel("简体中文", { exact: true })).toHaveValue(
    "烤羊排、红烧肉 🥩",
  );
  await page.getByLabel("市场价（元）", { exact: true }).fill("398.00");
  await page.getByTestId("wine-save").click();

  await expect(page).toHaveURL(/\/admin\/wines\/\d+$/);
  wineId = Number(/\/admin\/wines\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByTestId("toast-layer")).toContainText("已添加为草稿");
  await expect(page.getByTestId("wine-status")).toHaveText("草稿（未上架）");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NAME.ch);
  problems.push(...(await pageProblems(page, "/admin/wines/:id", js)));

  // Pictures: a 2.4 MB phone photo taken sideways, a PNG, and a text file called .jpg in one form.
  // The two pictures are kept (the photo upright), the text file is named with the reason.
  await expect(page.getByTestId("wine-pictures-none")).toBeVisible();
  await page.getByTestId("wine-picture-files").setInputFiles([
    { name: "侧拍酒瓶🍷.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() },
    { name: "label.png", mimeType: "image/png", buffer: await labelPng() },
    {
      name: "不是图片.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("不是图片 🍷".repeat(500)),
    },
  ]);
  await page.getByTestId("wine-picture-upload").click();
  await expect(page.getByTestId("wine-pictures-error")).toContainText(
    "不是图片.jpg：只支持 JPEG、PNG 或 WebP 图片",
  );
  await expect(page.getByTestId("wine-picture")).toHaveCount(2);
  await expect(page.getByTestId("wine-picture").first()).toContainText("800×1200");
  await expect(page.getByTestId("wine-picture").nth(1)).toContainText("300×400");
  for (const thumb of await page.getByTestId("wine-picture").locator("img").all())
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  problems.push(...(await pageProblems(page, "/admin/wines/:id pictures", js)));
  // The label becomes the cover lists show.
  await page.getByRole("button", { name: "设为封面：第 2 张" }).click();
  await expect(page.getByTestId("toast-layer")).toContainText("已设为封面");
  await expect(page.getByTestId("wine-picture").first()).toContainText("300×400");
  await expect(
    page.getByTestId("wine-picture").first().getByTestId("wine-picture-cover"),
  ).toBeVisible();

  // A draft is not in the shop; its preview is the wine page buyers will see.
  const visitor = await browser.newPage({ baseURL: shop.url, locale: "zh-CN" });
  expect((await visitor.goto(`/goods/${wineId}`))!.status()).toBe(404);
  await page.getByTestId("wine-preview").click();
  await expect(page.getByTestId("preview-bar")).toContainText("预览");
  await expect(page.getByTestId("goods-title")).toHaveText(NAME.ch);
  await expect(page.getByTestId("goods-detail")).toContainText("¥328");
  // The draft's pictures show (through the console: they are not public yet), label first.
  const shown = page.getByTestId("goods-detail").locator("img");
  await expect(shown).toHaveCount(2);
  for (const [i, size] of [
    [300, 400],
    [800, 1200],
  ].entries()) {
    await shown.nth(i).scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        shown.nth(i).evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]),
      )
      .toEqual(size);
  }
  const draftPhoto = (await shown.nth(1).getAttribute("src"))!;
  const photoName = /photos\/([0-9a-f]{32}\.jpg)/.exec(draftPhoto)![1];
  expect((await visitor.goto(`/img/photos/${photoName}`))!.status()).toBe(404);
  await expect(page.getByTestId("goods-detail")).toContainText("烤羊排、红烧肉 🥩");
  await expect(page.getByTestId("goods-detail")).toContainText("云雾山庄🍇");
  problems.push(...(await pageProblems(page, "/admin/wines/:id/preview", js)));
  await page.getByRole("link", { name: "返回编辑" }).click();

  // The visitor's searches before: nothing, and the anonymous page cache keeps those pages.
  for (const words of ["晨雾珍藏", "chenwuzhencang"]) {
    await visitor.goto(`/goods?q=${encodeURIComponent(words)}`);
    await expect(visitor.getByTestId("goods-name").filter({ hasText: "晨雾珍藏" })).toHaveCount(0);
  }
  await page.getByTestId("wine-on_shelf").click();
  await expect(page.getByTestId("toast-layer")).toContainText("已上架");
  await expect(page.getByTestId("wine-status")).toHaveText("在架上");
  await expect(page.getByTestId("wine-off_shelf")).toBeVisible();

  // At once, for a visitor: by its Chinese name and by its pinyin (the cache forgot its pages).
  for (const words of ["晨雾珍藏", "chenwuzhencang"]) {
    await visitor.goto(`/goods?q=${encodeURIComponent(words)}`);
    await expect(visitor.getByTestId("goods-name").filter({ hasText: "晨雾珍藏" })).toHaveCount(1);
  }
  // The search list shows the cover; the wine's page shows both pictures, served by the shop.
  const cover = visitor.locator(`a[href="/goods/${wineId}"] img`).first();
  await cover.scrollIntoViewIfNeeded();
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([300, 400]);
  const wine = await visitor.goto(`/goods/${wineId}`);
  expect(wine!.status()).toBe(200);
  await expect(visitor.getByTestId("goods-title")).toHaveText(NAME.ch);
  const gallery = visitor.getByRole("region", { name: "商品图片" }).locator("img");
  await expect(gallery).toHaveCount(2);
  await expect(gallery.nth(1)).toHaveAttribute("src", `/img/photos/${photoName}`);
  await expect(gallery.first()).toHaveAttribute("alt", `${NAME.ch} 图片 1`);
  const photo = await visitor.request.get(`/img/photos/${photoName}`);
  expect([photo.status(), photo.headers()["content-type"]]).toEqual([200, "image/jpeg"]);
  expect(photo.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  await visitor.close();

  // The list finds it by its number.
  await page.goto(`/admin/wines?q=${wineId}`);
  await expect(page.getByTestId("wine-row")).toHaveCount(1);
  await expect(page.getByTestId("wine-row")).toContainText("在架上");
  expect(problems).toEqual([]);
});

test("the owner changes the price while a buyer's checkout is open, and runs a timed promotion", async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  expect(wineId).toBeGreaterThan(0);
  // The new wine's first bottles, received on the stock desk.
  await owner.goto(`/admin/stock/${wineId}`);
  await owner.getByTestId("receive-form").getByLabel("入库瓶数").fill("24");
  await owner.getByTestId("receive-submit").click();
  await expect(owner.getByTestId("toast-layer")).toContainText("已入库 24 瓶");
  const buyerContext = await browser.newContext({
    baseURL: shop.url,
    locale: "zh-CN",
    javaScriptEnabled: hasJs(testInfo),
  });
  const buyer = await buyerContext.newPage();
  await userWithOrders(buyer, 0);
  await buyer.goto(`/checkOrder?goodsId=${wineId}&qty=2`);
  await expect(buyer.getByTestId("submit-order")).toBeEnabled();
  await expect(buyer.locator("body")).toContainText("¥656");

  await owner.goto(`/admin/wines/${wineId}`);
  await owner.getByLabel("售价（元）", { exact: true }).fill("299");
  await saveWine(owner);
  await expect(owner.getByLabel("售价（元）", { exact: true })).toHaveValue("299.00");

  // The open checkout's order is refused with the change named, and shows the new total.
  await buyer.getByTestId("submit-order").click();
  await expect(buyer.locator("body")).toContainText("订单金额已变化，请确认后重新提交");
  await expect(buyer.locator("body")).toContainText("¥598");
  await buyer.getByTestId("submit-order").click();
  await expect(buyer).toHaveURL(/\/payment\?orderId=\d+/);
  await expect(buyer.locator("body")).toContainText("¥598");

  // A timed promotion: a partial one is refused on its field; one running since an hour ago (China
  // time) sells at its price with its label, and the regular price is back once it has ended.
  const chinaTime = (offsetMs: number) =>
    new Date(Date.now() + offsetMs + 8 * 3_600_000).toISOString().slice(0, 16);
  await owner.goto(`/admin/wines/${wineId}`);
  await owner.getByLabel("促销价（元）", { exact: true }).fill("268");
  await owner.getByTestId("wine-save").click();
  await expect(
    owner.getByText("限时促销需同时填写促销价、开始时间和结束时间").first(),
  ).toBeVisible();
  await owner.getByLabel("开始时间", { exact: true }).fill(chinaTime(-3_600_000));
  await owner.getByLabel("结束时间", { exact: true }).fill(chinaTime(86_400_000));
  await names(owner, "促销标签").getByLabel("简体中文", { exact: true }).fill("周末限时价🍷");
  await saveWine(owner);
  await buyer.goto(`/goods/${wineId}`);
  await expect(buyer.getByTestId("goods-detail")).toContainText("¥268.00");
  await expect(buyer.getByTestId("goods-detail")).toContainText("周末限时价🍷");
  await owner.getByLabel("开始时间", { exact: true }).fill(chinaTime(-7_200_000));
  await owner.getByLabel("结束时间", { exact: true }).fill(chinaTime(-60_000));
  await saveWine(owner);
  await buyer.goto(`/goods/${wineId}`);
  await expect(buyer.getByTestId("goods-detail")).toContainText("¥299.00");
  await expect(buyer.getByTestId("goods-detail")).not.toContainText("周末限时价");
  await buyerContext.close();

  // A second member's form, read before this change, would be refused: the audit log has both.
  await owner.goto("/admin/audit");
  await expect(owner.locator("body")).toContainText("/ops/catalog/wine/update");
  await expect(owner.locator("body")).toContainText("/ops/catalog/wine/shelf");
});
