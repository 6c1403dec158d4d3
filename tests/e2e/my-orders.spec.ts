/**
 * My orders (/user/order) and the personal center's orders: a paid order
 * shows under "pending delivery" and among the recent orders with the tabs'
 * counts; the tabs keep the tab in the URL; paging (a "load more" link
 * without JavaScript, infinite scroll with it); the CSV download of a tab.
 */
import Papa from "papaparse";
import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { hasJs, hydrated, setLanguage } from "./helpers";
import { payInSandbox, service, userWithOrders } from "./orders";

const yuan = (cents: number) =>
  `¥${(cents / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
const plainYuan = (cents: number) => (cents / 100).toFixed(2);

test("a paid order shows under pending delivery and in the personal center, with the tabs' counts", async ({
  page,
}) => {
  const { token, orders, goods } = await userWithOrders(page, 2);
  const wineName = goods.spuName;
  const [paid, unpaid] = orders;
  await payInSandbox(page, token, paid);

  await page.goto("/personalCenter");
  const recent = page.getByTestId("recent-order");
  await expect(recent).toHaveCount(2);
  // Newest first: the unpaid order was placed last.
  await expect(recent.nth(0).getByTestId("recent-order-no")).toHaveText(unpaid.orderNo);
  await expect(recent.nth(1).getByTestId("recent-order-no")).toHaveText(paid.orderNo);
  await expect(recent.nth(1).getByTestId("order-status")).toHaveText("待发货");
  await expect(recent.nth(1).getByTestId("recent-order-total")).toHaveText(yuan(paid.totalCents));
  await expect(recent.nth(1).getByTestId("recent-order-wines")).toHaveText(wineName);
  await expect(page.getByTestId("recent-orders")).not.toContainText("还没有订单");
  await expect(
    page.getByTestId("center-tab-pending_payment").getByTestId("center-tab-count"),
  ).toHaveText("1");
  await expect(
    page.getByTestId("center-tab-pending_delivery").getByTestId("center-tab-count"),
  ).toHaveText("1");
  await expect(
    page.getByTestId("center-tab-pending_receipt").getByTestId("center-tab-count"),
  ).toHaveText("0");
  await expect(
    page.getByTestId("center-tab-pending_comment").getByTestId("center-tab-count"),
  ).toHaveText("0");
  await expect(page.getByTestId("center-orders-all")).toContainText("(2)");

  await page.getByTestId("center-tab-pending_delivery").click();
  await expect(page).toHaveURL(/\/user\/order\?tab=pending_delivery$/);
  const cards = page.getByTestId("order-card");
  await expect(cards).toHaveCount(1);
  const card = cards.first();
  await expect(card.getByTestId("order-card-no")).toHaveText(paid.orderNo);
  await expect(card.getByTestId("order-status")).toHaveText("待发货");
  await expect(card.getByTestId("order-card-wine")).toHaveText(wineName);
  await expect(card.getByTestId("order-card-qty")).toHaveText("×1");
  await expect(card.getByTestId("order-card-total")).toHaveText(yuan(paid.totalCents));
  await expect(card.getByTestId("order-card-time")).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  // A paid order waiting for the seller: a refund request, on the order's page.
  await expect(card.getByTestId("order-action-pay")).toHaveCount(0);
  await expect(card.getByTestId("order-action-refund")).toHaveAttribute(
    "href",
    `/user/order/${paid.id}/refund`,
  );
  await expect(page.getByTestId("orders-tab-pending_delivery")).toHaveAttribute(
    "aria-current",
    "page",
  );
  for (const [tab, count] of [
    ["all", 2],
    ["pending_payment", 1],
    ["pending_delivery", 1],
    ["pending_receipt", 0],
    ["pending_comment", 0],
  ] as const) {
    await expect(page.getByTestId(`orders-tab-${tab}`).getByTestId("tab-count")).toHaveText(
      `(${count})`,
    );
  }

  // The unpaid order's tab: pay goes to the payment page, cancel to the order's confirmation step.
  await page.getByTestId("orders-tab-pending_payment").click();
  await expect(page).toHaveURL(/\/user\/order\?tab=pending_payment$/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByTestId("order-card-no")).toHaveText(unpaid.orderNo);
  await expect(cards.first().getByTestId("order-card-qty")).toHaveText("×2");
  await expect(cards.first().getByTestId("order-action-pay")).toHaveAttribute(
    "href",
    `/payment?orderId=${unpaid.id}`,
  );
  await expect(cards.first().getByTestId("order-action-cancel")).toHaveAttribute(
    "href",
    `/user/order/${unpaid.id}?confirm=cancel`,
  );
  await cards.first().getByTestId("order-action-detail").click();
  await expect(page).toHaveURL(new RegExp(`/user/order/${unpaid.id}$`));

  // An empty tab says so.
  await page.goto("/user/order?tab=pending_receipt");
  await expect(page.getByTestId("orders-empty")).toHaveText(/没有待收货的订单。/);
  await expect(cards).toHaveCount(0);

  // A tab no link makes is the list of all.
  await page.goto("/user/order?tab=shipped");
  await expect(page).toHaveURL(/\/user\/order$/);
  await expect(cards).toHaveCount(2);
});

test("pages: a load-more link without JavaScript, infinite scroll with it", async ({
  page,
}, testInfo) => {
  const { orders } = await userWithOrders(page, 12);
  const newestFirst = [...orders].reverse().map((o) => o.orderNo);
  await page.goto("/user/order");
  const numbers = page.getByTestId("order-card").getByTestId("order-card-no");
  await expect(numbers).toHaveCount(10);
  expect(await numbers.allTextContents()).toEqual(newestFirst.slice(0, 10));
  await expect(page.getByTestId("orders-tab-all").getByTestId("tab-count")).toHaveText("(12)");

  if (hasJs(testInfo)) {
    await page.getByTestId("list-bottom").scrollIntoViewIfNeeded();
    await expect(numbers).toHaveCount(12);
    expect(await numbers.allTextContents()).toEqual(newestFirst);
    // The address bar follows, so a reload or going back shows both pages.
    await expect(page).toHaveURL(/\/user\/order\?page=2$/);
    await expect(page.getByTestId("list-bottom")).toHaveAttribute("data-state", "nomore");
    // An order of page 2, then back: both pages again, and the place kept.
    await page.getByTestId("order-card").nth(11).getByTestId("order-card-no").click();
    await expect(page).toHaveURL(/\/user\/order\/\d+$/);
    await page.goBack();
    await expect(numbers).toHaveCount(12);
    await expect(page.getByTestId("order-card").nth(11)).toBeInViewport();
    await expect(page.getByTestId("list-bottom")).toContainText("没有更多数据了");
    await expect(page.getByTestId("load-more")).toHaveCount(0);
  } else {
    // Without JavaScript scrolling loads nothing: the link says what to do, not "pull up".
    await expect(page.getByTestId("list-bottom")).not.toContainText("上拉加载更多");
    await expect(page.getByTestId("load-more")).toBeVisible();
    // Pages 1..2 at once, landing where page 2 starts.
    await page.getByTestId("load-more").click();
    await expect(page).toHaveURL(/\/user\/order\?page=2#page-2$/);
    await expect(numbers).toHaveCount(12);
    expect(await numbers.allTextContents()).toEqual(newestFirst);
    await expect(page.getByTestId("list-bottom")).toContainText("没有更多数据了");
    await expect(page.getByTestId("load-more")).toHaveCount(0);
  }
});

test("the CSV export of a tab: BOM, a header in the chosen language, one row per order, amounts in yuan", async ({
  page,
}) => {
  const { token, orders, goods } = await userWithOrders(page, 3);
  const wineName = goods.spuName;
  await payInSandbox(page, token, orders[0]);
  const details = await Promise.all(
    orders.map((o) =>
      service<{ amounts: Record<string, number>; createdAt: string }>(
        page.request,
        "/order/order/findOrder",
        { token, query: { id: o.id } },
      ),
    ),
  );

  await page.goto("/user/order?tab=pending_payment");
  await expect(page.getByTestId("orders-export")).toHaveAttribute(
    "href",
    "/user/order/export.csv?tab=pending_payment",
  );
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("orders-export").click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^我的订单-待付款-\d{8}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString("utf8").slice(1);
  const rows = Papa.parse<string[]>(text.trim()).data;
  expect(rows[0]).toEqual([
    "订单号",
    "下单时间（北京时间）",
    "订单状态",
    "商品",
    "数量（瓶）",
    "商品金额（元）",
    "运费（元）",
    "优惠（元）",
    "使用积分",
    "实付金额（元）",
  ]);
  // The two unpaid orders, newest first.
  // Order numbers are text constants (="…"), which a spreadsheet keeps exactly.
  expect(rows.slice(1).map((r) => r[0])).toEqual([
    `="${orders[2].orderNo}"`,
    `="${orders[1].orderNo}"`,
  ]);
  for (const [row, i] of [
    [rows[1], 2],
    [rows[2], 1],
  ] as const) {
    const a = details[i].amounts;
    expect(row).toEqual([
      `="${orders[i].orderNo}"`,
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      "待付款",
      `${wineName} ×${a.quantity}`,
      String(a.quantity),
      plainYuan(a.goodsCents),
      plainYuan(a.freightCents),
      plainYuan(a.discountCents),
      String(a.pointsUsed),
      plainYuan(a.totalCents),
    ]);
    // Beijing time: eight hours ahead of UTC.
    expect(row[1]).toBe(
      new Date(Date.parse(details[i].createdAt) + 8 * 3600_000)
        .toISOString()
        .slice(0, 19)
        .replace("T", " "),
    );
  }

  // The tab of all orders, straight from its URL.
  const res = await page.request.get("/user/order/export.csv");
  expect(res.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(res.headers()["content-disposition"]).toMatch(
    /^attachment; filename="orders-all-\d{8}\.csv"; filename\*=UTF-8''/,
  );
  const all = Papa.parse<string[]>((await res.text()).replace(/^\uFEFF/, "").trim()).data;
  expect(all).toHaveLength(4);
  expect(all.slice(1).map((r) => r[2])).toEqual(["待付款", "待付款", "待发货"]);
});

test("choose orders and export them: nothing chosen is refused, the chosen ones are exported", async ({
  page,
}, testInfo) => {
  const { orders } = await userWithOrders(page, 3);
  await page.goto("/user/order");
  const bar = page.getByTestId("selection-bar");
  await expect(bar).toBeVisible();

  // Nothing chosen: the spec's message, and no file.
  let downloads = 0;
  page.on("download", () => (downloads += 1));
  // Before hydration the button takes the form's way (the no-JS branch below); here the page's own.
  if (hasJs(testInfo)) await hydrated(page, '[data-testid="export-chosen"]');
  await page.getByTestId("export-chosen").click();
  if (hasJs(testInfo))
    await expect(page.getByTestId("selection-refused")).toHaveText("请先选择要操作的项目");
  else {
    await expect(page).toHaveURL(/\/user\/order$/);
    await expect(page.getByTestId("toast")).toContainText("请先选择要操作的项目");
  }
  expect(downloads).toBe(0);

  // One order chosen: a file with that order alone.
  const chosen = orders[1];
  const box = page.locator(`[data-order-id="${chosen.id}"]`).getByTestId("select-item");
  await box.check();
  if (hasJs(testInfo)) await expect(page.getByTestId("selected-count")).toHaveText("已选 1 项");
  const rowsOf = async () => {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("export-chosen").click(),
    ]);
    const text = (await readFile((await download.path())!)).toString("utf8").slice(1);
    return Papa.parse<string[]>(text.trim())
      .data.slice(1)
      .map((row) => row[0]);
  };
  expect(await rowsOf()).toEqual([`="${chosen.orderNo}"`]);

  // Select all: every order shown.
  if (!hasJs(testInfo)) await page.goto("/user/order");
  await page.getByTestId("select-all").click();
  if (!hasJs(testInfo)) await expect(page).toHaveURL(/select=all/);
  await expect(page.getByTestId("select-item")).toHaveCount(3);
  for (const item of await page.getByTestId("select-item").all()) await expect(item).toBeChecked();
  expect(await rowsOf()).toEqual([...orders].reverse().map((o) => `="${o.orderNo}"`));
});

test("the 全选 / 导出 strip is one 44 px line above the list, exports included, in both languages @desktop", async ({
  page,
}) => {
  await userWithOrders(page, 2, { buyerMessage: "" });
  await page.goto("/user/order");
  for (const lang of ["ch", "en"] as const) {
    await setLanguage(page, lang);
    const bar = page.getByTestId("selection-bar");
    await expect(bar.getByTestId("orders-export")).toHaveText(
      lang === "ch" ? "导出全部" : "Export all",
    );
    await expect(bar.getByTestId("export-chosen")).toHaveText(
      lang === "ch" ? "导出所选" : "Export selected",
    );
    // Measured once the page has settled: with JavaScript, hydration and the language's render
    // replace the strip's elements, and a box read in between is none.
    await expect(async () => {
      const strip = (await bar.boundingBox())!;
      // One line: 44 px targets and nothing around them (it was 60, under a 44 px export row).
      expect(strip.height).toBeLessThanOrEqual(46);
      for (const id of ["select-all", "export-chosen", "orders-export"]) {
        // (With JavaScript 全选 is a box in its label: the label is the target.)
        const target = (await bar
          .getByTestId(id)
          .locator("xpath=ancestor-or-self::*[self::label or self::a or self::button][1]")
          .boundingBox())!;
        expect(target.height, id).toBeGreaterThanOrEqual(44);
        expect(target.y, id).toBeGreaterThanOrEqual(strip.y - 1);
        expect(target.y + target.height, id).toBeLessThanOrEqual(strip.y + strip.height + 1);
      }
      // Between the tabs and the first order: the strip and its two gaps, no more.
      const tabs = (await page
        .getByRole("navigation", { name: lang === "ch" ? "订单分类" : "Order tabs" })
        .boundingBox())!;
      const list = (await page.getByTestId("orders-list").boundingBox())!;
      expect(list.y - (tabs.y + tabs.height)).toBeLessThanOrEqual(strip.height + 2 * 16 + 1);
    }).toPass();
  }
});
