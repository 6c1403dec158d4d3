/**
 * Resale as the seller meets it (decision 037): a received order's bottles resold from the order
 * page, each refusal of spec §5 said beside its field with everything typed kept, then 转售设置成功;
 * the parcel sent to the shop's return address; the operator's inspection (npm run ops); the shelf
 * and its confirmation; a rejected item with the shop's reason; the CSV export; the same form sent
 * twice at once making one item. In Chinese and in English, with and without JavaScript. The sales
 * screens are empty until the checkout sells resale lines (the other side of the work).
 */
import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import type { ResaleItemList, ResaleOrderBottles } from "../../contract/resale-answers";
import { formatPrice } from "../../app/utils/money";
import { expect, test, type Page } from "./fixtures";
import { setLanguage } from "./helpers";
import { ops, service, userWithOrders, userWithShippedOrder } from "./orders";

const GOODS = "/user/myRecyclingGoods";

/** A new seller, logged in, whose order of two bottles was shipped and received. */
async function sellerWithReceivedOrder(page: Page) {
  const { token, order } = await userWithShippedOrder(page, { received: true });
  const bottles = await service<ResaleOrderBottles>(
    page.request,
    "/resale/resale-goods/findOrderBottles",
    { token, query: { orderId: order.id } },
  );
  expect(bottles.resellable).toBe(true);
  const wine = bottles.wines[0];
  expect(wine.serials).toHaveLength(2);
  return { token, order, wine };
}

const itemsOf = async (page: Page, token: string) =>
  (await service<ResaleItemList>(page.request, "/resale/resale-goods/findMyResaleGoods", { token }))
    .list;

const yuan = (cents: number) => (cents / 100).toFixed(2);

/** The error under the field labelled `label` (the innermost block that holds the field). */
const errorOf = (page: Page, label: string) =>
  page
    .getByTestId("resell-form")
    .locator("div.flex-col", { has: page.getByLabel(label, { exact: true }) })
    .last()
    .getByTestId("field-error");

test(
  "resells part of a received order: every refusal beside its field, then 转售设置成功; sent, inspected, on and off the shelf; a rejection's reason; the CSV",
  { tag: "@desktop" },
  async ({ page }) => {
    test.slow();
    const { token, order, wine } = await sellerWithReceivedOrder(page);

    // The order page offers 转售; the form shows the wine, its bottles and the band.
    await page.goto(`/user/order/${order.id}`);
    await page.getByTestId("order-resell").click();
    await expect(page).toHaveURL(new RegExp(`/user/order/${order.id}/resell`));
    const form = page.getByTestId("resell-form");
    await expect(form.getByTestId("resell-serial")).toHaveCount(2);
    await expect(form.getByTestId("resell-band")).toContainText(
      `转售价格须在 ${formatPrice(wine.minPriceCents)} 至 ${formatPrice(wine.maxPriceCents)} 之间`,
    );
    const price = form.getByLabel("转售价格（元/瓶）", { exact: true });
    const quantity = form.getByLabel("转售数量", { exact: true });
    const minimum = form.getByLabel("最低购买数量", { exact: true });
    const submit = form.getByTestId("resell-submit");
    await expect(quantity).toHaveValue("2");
    // The terms the bottles are consigned on, beside the button: the agreement's own section.
    const terms = form.getByTestId("resell-terms-link");
    await expect(terms).toHaveAttribute("href", "/RegisetrAgreement#resale");
    const agreement = await page.request.get("/RegisetrAgreement");
    expect(await agreement.text()).toMatch(/id="resale"[^>]*>[\s\S]*?七、会员转售（寄售）/);

    // Spec §5, one rule at a time.
    await submit.click();
    await expect(errorOf(page, "转售价格（元/瓶）")).toHaveText("请输入转售价格");

    await price.fill(yuan(wine.shopPriceCents));
    await quantity.fill("");
    await submit.click();
    await expect(errorOf(page, "转售数量")).toHaveText("请输入转售数量");
    await expect(price).toHaveValue(yuan(wine.shopPriceCents));

    // One bottle of the two, chosen by its serial, stays chosen through the refusals.
    await form.getByTestId("resell-serial").first().check();
    await quantity.fill("1");
    await minimum.fill("2");
    await submit.click();
    await expect(errorOf(page, "最低购买数量")).toHaveText("最低购买数量不能大于转售数量");
    await expect(quantity).toHaveValue("1");
    await expect(form.getByTestId("resell-serial").first()).toBeChecked();
    await expect(form.getByTestId("resell-serial").nth(1)).not.toBeChecked();

    await price.fill(yuan(wine.maxPriceCents + 100));
    await minimum.fill("1");
    await submit.click();
    await expect(errorOf(page, "转售价格（元/瓶）")).toContainText(
      `转售价格须在本店现价的上下30%之内（${yuan(wine.minPriceCents)}元至${yuan(wine.maxPriceCents)}元）`,
    );
    await expect(price).toHaveValue(yuan(wine.maxPriceCents + 100));
    await expect(quantity).toHaveValue("1");
    expect(await itemsOf(page, token)).toEqual([]);

    await expect(form.getByTestId("resell-serial").first()).toBeChecked();
    await price.fill(yuan(wine.shopPriceCents));
    await quantity.fill("1");
    await submit.click();
    await expect(page.getByTestId("toast")).toContainText("转售设置成功");
    await expect(page).toHaveURL(GOODS);
    const [listed] = await itemsOf(page, token);
    expect(listed).toMatchObject({
      status: "system_audit_passed",
      registration: "unregistered",
      quantity: 1,
      minQuantity: 1,
      priceCents: wine.shopPriceCents,
      serials: [wine.serials[0]],
    });
    const card = page.locator(`[data-testid=resale-item][data-code=${listed.code}]`);
    await expect(card.getByTestId("resale-status")).toHaveText("系统审核通过");
    await expect(card.getByTestId("resale-registration")).toHaveText("未登记");
    await expect(card.getByTestId("resale-price")).toHaveText(formatPrice(wine.shopPriceCents));
    await expect(card.getByTestId("resale-quantity")).toHaveText("1");
    await expect(card.getByTestId("resale-min")).toHaveText("1");
    await expect(card.getByTestId("resale-sold")).toHaveText("0");

    // The parcel: the shop's address, a refusal beside its field, then sent.
    await card.getByTestId("resale-ship").click();
    const ship = page.getByTestId("resale-ship-form");
    await expect(ship.getByTestId("resale-return-address-text")).toBeVisible();
    await ship.getByTestId("resale-ship-submit").click();
    await expect(ship.getByTestId("field-error").first()).toHaveText("请选择快递公司");
    await ship.getByLabel("快递公司").selectOption("SF");
    await ship.getByLabel("快递单号").fill("SF 1234-5678 90");
    await ship.getByTestId("resale-ship-submit").click();
    await expect(page.getByTestId("toast")).toContainText("寄送信息已提交");
    await expect(card.getByTestId("resale-step")).toContainText("SF1234567890");
    await expect(card.getByTestId("resale-step")).toContainText("等待本店验收");
    await expect(card.getByTestId("resale-withdraw")).toHaveCount(0);

    // The shop inspects and passes the bottles.
    await ops("receive-resale", listed.code, "--grade", "A", "--note", "原封未开");
    await page.goto(GOODS);
    await expect(card.getByTestId("resale-status")).toHaveText("商家审核通过");
    await expect(card.getByTestId("resale-registration")).toHaveText("已登记");
    await expect(card.getByTestId("resale-grade")).toHaveText("品相A（如新）");
    await expect(card.getByTestId("resale-audit-note")).toContainText("原封未开");

    await card.getByTestId("resale-shelve").click();
    await expect(page.getByTestId("toast")).toContainText("已上架");
    await expect(card.getByTestId("resale-status")).toHaveText("已上架");

    await card.getByTestId("resale-unshelve").click();
    const dialog = page.getByTestId("unshelve-resale-confirm");
    await expect(dialog).toContainText("已售出的记录和历史都会保留");
    await page.getByTestId("unshelve-resale-yes").click();
    await expect(page.getByTestId("toast")).toContainText("已下架");
    await expect(card.getByTestId("resale-status")).toHaveText("未上架");
    await expect(card.getByTestId("resale-step")).toContainText("可重新上架");
    expect((await itemsOf(page, token))[0]).toMatchObject({
      code: listed.code,
      status: "off_shelf",
      offShelfBy: "seller",
    });

    // The other bottle, resold from the list's orders, and rejected by the shop.
    await page.getByTestId("resale-from-orders").click();
    const pick = page.locator(`[data-testid=resale-pick-order][data-order-id="${order.id}"]`);
    await expect(pick).toContainText("可转售 1 瓶");
    await pick.getByTestId("resale-pick-resell").click();
    await expect(page.getByTestId("resell-serial")).toHaveCount(1);
    await expect(page.getByLabel("转售数量", { exact: true })).toHaveValue("1");
    await page.getByLabel("转售价格（元/瓶）", { exact: true }).fill(yuan(wine.minPriceCents));
    await page.getByTestId("resell-submit").click();
    await expect(page.getByTestId("toast")).toContainText("转售设置成功");
    const second = (await itemsOf(page, token)).find((item) => item.code !== listed.code)!;
    expect(second.serials).toEqual([wine.serials[1]]);
    await ops("reject-resale", second.code, "--reason", "酒标破损，不能代售");
    await page.goto(GOODS);
    const rejected = page.locator(`[data-testid=resale-item][data-code=${second.code}]`);
    await expect(rejected.getByTestId("resale-status")).toHaveText("已拒收");
    await expect(rejected.getByTestId("resale-reject-reason")).toContainText("酒标破损，不能代售");

    // The export: both items, newest first, with their codes.
    const link = page.getByTestId("resale-export");
    const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(file.suggestedFilename()).toMatch(/^我的转售-\d{8}\.csv$/);
    const text = (await readFile((await file.path())!)).toString("utf8");
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = Papa.parse<string[]>(text.slice(1)).data;
    expect(rows[0].slice(0, 3)).toEqual(["转售编号", "状态", "登记状态"]);
    expect(rows.slice(1).map((row) => row.slice(0, 2))).toEqual([
      [`="${second.code}"`, "已拒收"],
      [`="${listed.code}"`, "未上架"],
    ]);
  },
);

test("the same resale form sent twice at once makes one item", async ({ page }) => {
  const { token, order, wine } = await sellerWithReceivedOrder(page);
  await page.goto(`/user/order/${order.id}/resell`);
  await page.getByLabel("转售价格（元/瓶）", { exact: true }).fill(yuan(wine.shopPriceCents));
  const sent = await page.getByTestId("resell-submit").evaluate((button: HTMLButtonElement) => ({
    action: button.form!.action,
    fields: Object.fromEntries(new FormData(button.form!, button)) as Record<string, string>,
  }));
  const answers = await Promise.all(
    [1, 2].map(() =>
      page.request.post(sent.action, {
        form: sent.fields,
        headers: { origin: new URL(sent.action).origin },
        maxRedirects: 0,
      }),
    ),
  );
  expect(answers.map((a) => a.status()).sort()).toEqual([200, 302]);
  const items = await itemsOf(page, token);
  expect(items).toHaveLength(1);
  expect(items[0].serials.sort()).toEqual([...wine.serials].sort());
});

test("in English: the empty states lead to the orders; a listed item's status and the resale set message", async ({
  page,
}) => {
  const { token, order, wine } = await sellerWithReceivedOrder(page);
  await page.goto(GOODS);
  await setLanguage(page, "en");
  await expect(page.getByTestId("resale-empty")).toContainText("Nothing resold yet");
  const pick = page.locator(`[data-testid=resale-pick-order][data-order-id="${order.id}"]`);
  await expect(pick).toContainText("2 bottles to resell");
  await pick.getByTestId("resale-pick-resell").click();
  await page.getByLabel("Resale price (yuan a bottle)", { exact: true }).fill("0");
  await page.getByTestId("resell-submit").click();
  await expect(errorOf(page, "Resale price (yuan a bottle)")).toHaveText(
    "The resale price is an amount above 0, with at most two decimals",
  );
  await page
    .getByLabel("Resale price (yuan a bottle)", { exact: true })
    .fill(yuan(wine.maxPriceCents));
  await page.getByLabel("Minimum purchase", { exact: true }).fill("2");
  await page.getByTestId("resell-submit").click();
  await expect(page.getByTestId("toast")).toContainText("Resale set");
  const [item] = await itemsOf(page, token);
  expect(item).toMatchObject({ quantity: 2, minQuantity: 2, priceCents: wine.maxPriceCents });
  const card = page.locator(`[data-testid=resale-item][data-code=${item.code}]`);
  await expect(card.getByTestId("resale-status")).toHaveText("System check passed");

  // Withdrawn behind its confirmation, before the parcel: the bottles are free again.
  await card.getByTestId("resale-withdraw").click();
  await expect(page.getByTestId("withdraw-resale-confirm")).toContainText(item.code);
  await page.getByTestId("withdraw-resale-yes").click();
  await expect(page.getByTestId("toast")).toContainText("resale withdrawn");
  await expect(card.getByTestId("resale-status")).toHaveText("Withdrawn");

  // No sale yet: the sales screen says so and leads back; another's sale is the 404 page.
  await page.goto("/user/myRecyclingOrder");
  await expect(page.getByTestId("resale-sales-empty")).toContainText("No resale orders yet");
  // Its export answers the header alone, in the reader's language.
  const exported = await page.request.get("/user/myRecyclingOrder/export.csv");
  expect(exported.headers()["content-type"]).toContain("text/csv");
  expect(exported.headers()["content-disposition"]).toMatch(/resale-orders-\d{8}\.csv/);
  const text = await exported.text();
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(Papa.parse<string[]>(text.slice(1)).data).toEqual([
    [
      "Resale code",
      "Wine",
      "Buyer",
      "Quantity",
      "Returned",
      "Unit price",
      "Amount",
      "Commission (%)",
      "Commission",
      "Your payout",
      "Payout status",
      "Bought",
      "Payable from",
      "Paid out",
    ],
  ]);
  const missing = await page.goto("/user/myRecyclingOrder/999999");
  expect(missing!.status()).toBe(404);
});

test("an order not received yet offers no resale and its form sends the seller back; an unknown order is the 404 page", async ({
  page,
}) => {
  const { orders } = await userWithOrders(page, 1);
  const unpaid = orders[0];
  await page.goto(`/user/order/${unpaid.id}`);
  await expect(page.getByTestId("status-title")).toBeVisible();
  await expect(page.getByTestId("order-resell")).toHaveCount(0);
  await page.goto(`/user/order/${unpaid.id}/resell`);
  await expect(page).toHaveURL(new RegExp(`/user/order/${unpaid.id}$`));
  await expect(page.getByTestId("toast")).toContainText("只有已收货或已完成的订单可以转售");
  const missing = await page.goto("/user/order/999999/resell");
  expect(missing!.status()).toBe(404);
});
