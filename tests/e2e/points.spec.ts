/**
 * The points page (/user/myIntegral): an order completed earns its row (checked against the rule),
 * the balance links from the personal center and /user, the log pages (load more without
 * JavaScript, scrolling with it), and the CSV export holds the log row by row.
 */
import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import { expect, test } from "./fixtures";
import { hasJs } from "./helpers";
import { confirmReceipt, evaluate, operate } from "./journey-helpers";
import { payInSandbox, service, userWithOrders } from "./orders";

interface LogRow {
  id: number;
  createdAt: string;
  before: number;
  change: number;
  after: number;
  reason: string;
  orderNo: string | null;
}
interface Log {
  balance: number;
  rule: { earnPerYuan: number };
  list: LogRow[];
  nextCursor: string | null;
}

const beijing = (iso: string) =>
  new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 19).replace("T", " ");

test("a completed order earns its points, shown on the points page and in its CSV", async ({
  page,
}, testInfo) => {
  test.slow();
  const { phone, token, orders, goods } = await userWithOrders(page, 1);
  const order = orders[0];
  await payInSandbox(page, token, order);
  expect(await operate(page, order.orderNo, "ship")).toBe("pending_receipt");
  await confirmReceipt(page.request, token, order.id);
  await evaluate(page.request, token, order.id, goods.id, "酒体饱满，回味悠长");

  const log = await service<Log>(page.request, "/bonuspoint/bonus-point-log/findPointsLog", {
    token,
  });
  const earned = Math.floor((order.totalCents * log.rule.earnPerYuan) / 100);
  expect(earned).toBeGreaterThan(0);
  expect(log.list.map((r) => [r.reason, r.change, r.orderNo])).toEqual([
    ["order_earn", earned, order.orderNo],
  ]);

  // The personal center's balance leads to the page.
  await page.goto("/personalCenter");
  await expect(page.getByTestId("points-balance")).toHaveText(String(earned));
  await page.getByTestId("points-link").click();
  await expect(page).toHaveURL(/\/user\/myIntegral$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("我的积分");
  await expect(page.getByTestId("points-balance")).toHaveText(String(earned));
  const row = page.getByTestId("points-row");
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("points-reason")).toHaveText(`订单 ${order.orderNo} 完成获得`);
  await expect(row.getByTestId("points-change")).toContainText(`+${earned}`);
  await expect(row.getByTestId("points-before-after")).toHaveText(`变动前 0 → 变动后 ${earned}`);
  await expect(row.locator("time")).toHaveText(beijing(log.list[0].createdAt));
  // The reason links to its order.
  await row.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/user/order/${order.id}$`));

  // More rows than a page: 24 operator grants of 1..24 points.
  for (let i = 1; i <= 24; i++) {
    const res = await page.request.post(
      `/shopping/test/test/grantPoints?phone=${phone}&points=${i}`,
    );
    expect(res.ok()).toBe(true);
  }
  await page.goto("/user/myIntegral");
  const total = earned + (24 * 25) / 2;
  await expect(page.getByTestId("points-balance")).toHaveText(String(total));
  await expect(page.getByTestId("points-row")).toHaveCount(20);
  await expect(page.getByTestId("points-change").first()).toContainText("+24");
  if (hasJs(testInfo)) {
    await page.getByTestId("list-bottom").scrollIntoViewIfNeeded();
  } else {
    await page.getByTestId("load-more").click();
    await expect(page).toHaveURL(/\/user\/myIntegral\?page=2#page-2$/);
  }
  await expect(page.getByTestId("points-row")).toHaveCount(25);
  await expect(page.getByTestId("list-bottom")).toHaveAttribute("data-state", "nomore");
  await expect(page.getByTestId("points-row").last().getByTestId("points-reason")).toHaveText(
    `订单 ${order.orderNo} 完成获得`,
  );

  // The CSV: a header in Chinese, then every row newest first, as the service holds them.
  const full: LogRow[] = [];
  let cursor: string | null = null;
  do {
    const pageOf: Log = await service<Log>(
      page.request,
      "/bonuspoint/bonus-point-log/findPointsLog",
      { token, query: cursor ? { cursor, limit: 10 } : { limit: 10 } },
    );
    full.push(...pageOf.list);
    cursor = pageOf.nextCursor;
  } while (cursor);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("points-export").click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^积分明细-\d{8}\.csv$/);
  const text = (await readFile((await download.path())!)).toString("utf8");
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows = Papa.parse<string[]>(text.slice(1).trim()).data;
  expect(rows[0]).toEqual(["变动时间", "变动前", "变动数量", "变动后", "原因", "订单号"]);
  expect(rows.slice(1)).toEqual(
    full.map((r) => [
      beijing(r.createdAt),
      String(r.before),
      String(r.change),
      String(r.after),
      r.reason === "order_earn" ? `订单 ${order.orderNo} 完成获得` : "客服调整",
      r.orderNo ? `="${r.orderNo}"` : "",
    ]),
  );
  expect(rows).toHaveLength(26);

  // /user shows the balance too, and its menu has the points entry.
  await page.goto("/user");
  await expect(page.getByTestId("points-balance")).toHaveText(String(total));
  await expect(page.getByRole("link", { name: "我的积分" }).first()).toBeVisible();
});

test("the points page and its CSV ask a visitor to log in first", async ({ page }) => {
  await page.goto("/user/myIntegral");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fuser%2FmyIntegral/);
  const res = await page.request.get("/user/myIntegral/export.csv", { maxRedirects: 0 });
  expect(res.status()).toBe(302);
});
