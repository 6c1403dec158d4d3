/**
 * After-sale in the browser: a refund before shipping and a return after it,
 * each with its request form (the bottles, field errors, the confirmation
 * step), the progress page, and, for the return, the return shipment form;
 * a return of one bottle of two, then the other (decision 033). The operator's
 * moves (ship, approve, goods received) go through the test hook
 * /shopping/test/test/operate, which calls the same functions as the
 * /shopping/ops endpoints (the e2e shop runs without OPS_KEY). The shop's return address was set
 * with `npm run ops -- shop return-address` before the tests (global-setup.ts); a return while a
 * shop has none: shop-contact-unset.spec.ts.
 */
import { E2E_CONTACTS } from "./e2e-settings";
import { expect, test, type Page } from "./fixtures";
import { hasJs, switchLanguage } from "./helpers";
import { payInSandbox, service, userWithOrders } from "./orders";

interface Placed {
  id: number;
  orderNo: string;
  totalCents: number;
  pointsUsed: number;
  token: string;
  goodsId: number;
}

/** A new user (logged in in the browser) with a paid order of one bottle, 500 points taken off. */
async function paidOrder(page: Page): Promise<Placed> {
  const { token, orders, goods } = await userWithOrders(page, 1, {
    grantPoints: 500,
    usePoints: true,
    buyerMessage: "",
  });
  const created = orders[0];
  await payInSandbox(page, token, created);
  const order = await service<{ amounts: { pointsUsed: number } }>(
    page.request,
    "/order/order/findOrder",
    { token, query: { id: created.id } },
  );
  expect(order.amounts.pointsUsed).toBeGreaterThan(0);
  return { ...created, pointsUsed: order.amounts.pointsUsed, token, goodsId: goods.id };
}

async function operate(
  page: Page,
  orderNo: string,
  move: "ship" | "approve" | "received",
): Promise<string> {
  const res = await page.request.post(
    `/shopping/test/test/operate?orderNo=${orderNo}&move=${move}`,
  );
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { status: string }).status;
}

/** The buyer's points balance, as checkout shows it. */
const points = async (page: Page, order: Placed) =>
  (
    await service<{ pointsBalance: number }>(page.request, "/order/order/previewOrder", {
      token: order.token,
      body: { source: "buyNow", goodsId: order.goodsId, quantity: 1, usePoints: false },
    })
  ).pointsBalance;
const yuan = (cents: number) => (cents / 100).toFixed(2);

/** Fills the request form, checks the confirmation, submits; lands on the progress page. */
async function requestAfterSale(
  page: Page,
  order: Placed,
  reason: string,
  amountCents: number,
  pointsBack: number,
) {
  await page.getByLabel(/^(退款原因|退货原因)$/).selectOption({ label: reason });
  await page.getByLabel("退款金额（元）").fill(yuan(amountCents));
  await page.getByLabel("退款积分").fill(String(pointsBack));
  await page.getByTestId("refund-next").click();
  const confirm = page.getByTestId("refund-confirm");
  await expect(confirm).toBeVisible();
  await expect(confirm.getByTestId("confirm-reason")).toHaveText(reason);
  await expect(confirm.getByTestId("confirm-worth")).toContainText(`¥${yuan(amountCents)}`);
  await expect(confirm.getByTestId("confirm-amount")).toHaveText(`¥${yuan(amountCents)}`);
  await expect(confirm.getByTestId("confirm-points")).toHaveText(String(pointsBack));
  await confirm.getByTestId("refund-submit").click();
  await expect(page).toHaveURL(new RegExp(`/user/order/${order.id}/afterSale$`));
  await expect(page.getByText("售后申请已提交").first()).toBeVisible();
  await expect(page.getByTestId("aftersale-status")).toHaveText("等待商家处理");
}

/**
 * Reloads the progress page until the refund is through (the sandbox confirms it by notification).
 */
async function expectRefunded(page: Page) {
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByTestId("aftersale-status").textContent();
      },
      { timeout: 20_000, intervals: [500, 1000, 2000] },
    )
    .toBe("退款成功");
}

test("a refund before shipping: the form checks the amounts, the request is confirmed, the shop approves, money and points come back", async ({
  page,
}) => {
  // A whole refund, to the gateway's confirmation: over a minute when the machine is busy.
  test.slow();
  const order = await paidOrder(page);
  const before = await points(page, order);
  await page.goto(`/user/order/${order.id}/refund`);
  await expect(page.getByTestId("refund-page")).toHaveAttribute("data-kind", "refund");
  await expect(page.getByRole("heading", { name: "申请退款", exact: true })).toBeVisible();
  // Every bottle chosen at first; empty amounts ask for all they are worth, which is shown.
  await expect(page.getByTestId("refund-line").locator("select")).toHaveValue("1");
  await expect(page.getByLabel("退款金额（元）")).toHaveValue("");
  await expect(page.getByText(`所选酒款最多可退 ¥${yuan(order.totalCents)}`)).toBeVisible();
  await expect(page.getByText(`所选酒款最多可退 ${order.pointsUsed} 积分`)).toBeVisible();

  // Spec §5: a reason; never more than the bottles are worth; not both zero; whole numbers.
  await page.getByLabel("退款金额（元）").fill(yuan(order.totalCents + 1));
  await page.getByTestId("refund-next").click();
  await expect(page.getByText("请选择或填写退款原因")).toBeVisible();
  await expect(page.getByText("退款金额不能超过所选酒款可退的金额")).toBeVisible();
  await page.getByLabel("退款原因").selectOption({ label: "不想要了" });
  await page.getByLabel("退款金额（元）").fill("0");
  await page.getByLabel("退款积分").fill("0");
  await page.getByTestId("refund-next").click();
  await expect(page.getByText("退款金额和退款积分不能同时为0")).toBeVisible();
  await page.getByLabel("退款金额（元）").fill("abc");
  await page.getByLabel("退款积分").fill("1.5");
  await page.getByTestId("refund-next").click();
  await expect(page.getByText("退款金额须为不小于0的金额，最多两位小数")).toBeVisible();
  await expect(page.getByText("退款积分须为不小于0的整数")).toBeVisible();
  // No bottle chosen: nothing to refund.
  await page.getByTestId("refund-line").locator("select").selectOption("0");
  await page.getByLabel("退款金额（元）").fill("");
  await page.getByLabel("退款积分").fill("");
  await page.getByTestId("refund-next").click();
  await expect(page.getByText("请选择要退的酒款和数量")).toBeVisible();
  // Changing one's mind at the confirmation keeps what was typed.
  await page.getByTestId("refund-line").locator("select").selectOption("1");
  await page.getByLabel("退款金额（元）").fill(yuan(order.totalCents));
  await page.getByLabel("退款积分").fill(String(order.pointsUsed));
  await page.getByTestId("refund-next").click();
  await expect(page.getByTestId("confirm-bottles")).toContainText("×1");
  await page.getByTestId("refund-edit").click();
  await expect(page.getByLabel("退款金额（元）")).toHaveValue(yuan(order.totalCents));

  await requestAfterSale(page, order, "不想要了", order.totalCents, order.pointsUsed);
  await expect(page.getByTestId("aftersale-amount")).toHaveText(`¥${yuan(order.totalCents)}`);
  await expect(page.getByTestId("aftersale-points")).toHaveText(String(order.pointsUsed));
  await expect(page.getByTestId("aftersale-step").first()).toHaveAttribute("data-reached", "true");
  await expect(page.getByTestId("order-status")).toHaveText("退款中");
  // The order's page no longer offers a second request.
  await page.goto(`/user/order/${order.id}/refund`);
  await expect(page).toHaveURL(new RegExp(`/user/order/${order.id}/afterSale$`));

  expect(await operate(page, order.orderNo, "approve")).toMatch(/^(refunding|refunded)$/);
  await expectRefunded(page);
  await expect(page.getByTestId("order-status")).toHaveText("退款成功");
  await expect(page.locator('[data-testid="aftersale-step"][data-reached="true"]')).toHaveCount(3);
  expect(await points(page, order)).toBe(before + order.pointsUsed);
});

test("a return after shipping: the request, the shop agrees, the return address and shipment form, the goods come back, the refund", async ({
  page,
  context,
}) => {
  test.slow();
  const order = await paidOrder(page);
  expect(await operate(page, order.orderNo, "ship")).toBe("pending_receipt");
  await page.goto(`/user/order/${order.id}/refund`);
  await expect(page.getByTestId("refund-page")).toHaveAttribute("data-kind", "return");
  await expect(page.getByRole("heading", { name: "申请退货" })).toBeVisible();
  // Who pays the parcel back is said before asking.
  await expect(page.getByTestId("refund-freight")).toContainText("运费由本店承担");
  await requestAfterSale(page, order, "酒瓶破损", order.totalCents, 0);
  await expect(page.getByTestId("aftersale-freight")).toHaveText("本店承担");
  await expect(page.getByTestId("return-shipment-form")).toHaveCount(0);

  expect(await operate(page, order.orderNo, "approve")).toBe("returning");
  await page.reload();
  await expect(page.getByTestId("aftersale-status")).toHaveText("商家已同意，请寄回商品");
  // Where to send the bottles: the shop's return address, as text to select, and with JavaScript
  // a button that copies all of it.
  const address = page.getByTestId("return-address-text");
  const shop = E2E_CONTACTS.returnAddress;
  await expect(address).toContainText(shop.name);
  await expect(address).toContainText(shop.phone);
  await expect(address).toContainText(shop.address);
  if (hasJs(test.info())) {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByTestId("copy-return-address").click();
    await expect(page.getByTestId("return-address").getByTestId("copy-result")).toHaveText(
      "复制成功",
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${shop.name} ${shop.phone} ${shop.address}`,
    );
  } else {
    await expect(page.getByTestId("copy-return-address")).toHaveCount(0);
  }
  const form = page.getByTestId("return-shipment-form");
  // Spec §5: a courier company chosen and a tracking number entered.
  await form.getByTestId("return-shipment-submit").click();
  await expect(page.getByTestId("field-error").filter({ hasText: "请选择快递公司" })).toBeVisible();
  await expect(page.getByTestId("field-error").filter({ hasText: "请输入快递单号" })).toBeVisible();
  await page.getByLabel("快递公司").selectOption({ label: "顺丰速运" });
  await page.getByLabel("快递单号").fill("SF-1");
  await page.getByTestId("return-shipment-submit").click();
  await expect(page.getByText("快递单号为6-32位字母或数字")).toBeVisible();
  // Typed as a phone keyboard offers it: the spaces and dashes are not part of the number.
  await page.getByLabel("快递单号").fill("sf 2025-0101-888");
  await page.getByTestId("return-shipment-submit").click();
  await expect(page.getByText("退货物流已提交").first()).toBeVisible();
  await expect(page.getByTestId("aftersale-status")).toHaveText("退货已寄出，等待商家收货");
  await expect(page.getByTestId("aftersale-parcel")).toHaveText("顺丰速运 SF20250101888");
  await expect(page.getByTestId("return-shipment-form")).toHaveCount(0);
  await expect(page.getByTestId("return-address")).toBeVisible();

  expect(await operate(page, order.orderNo, "received")).toMatch(/^(returning|returned)$/);
  await expectRefunded(page);
  await expect(page.getByTestId("order-status")).toHaveText("退货成功");
  await expect(page.getByTestId("return-address")).toHaveCount(0);
  await expect(page.locator('[data-testid="aftersale-step"][data-reached="true"]')).toHaveCount(5);
});

test("English: the form's errors are in the user's language", async ({ page }) => {
  const order = await paidOrder(page);
  await page.goto(`/user/order/${order.id}/refund`);
  await switchLanguage(page, "English");
  await expect(page.getByRole("heading", { name: "Request a refund" })).toBeVisible();
  await page.getByLabel("Refund amount (yuan)").fill("0");
  await page.getByLabel("Refund points").fill("0");
  await page.getByTestId("refund-next").click();
  await expect(page.getByText("Please choose or enter a reason")).toBeVisible();
  await expect(
    page.getByText("The refund amount and the refund points cannot both be zero"),
  ).toBeVisible();
});

test("English: a reason chosen in Chinese reads in English on the progress page and in the order's timeline", async ({
  page,
}) => {
  const order = await paidOrder(page);
  await page.goto(`/user/order/${order.id}/refund`);
  await page.getByLabel("退款原因").selectOption({ label: "拍错或多拍" });
  await page.getByLabel("补充说明").fill("多拍了一瓶");
  await page.getByTestId("refund-next").click();
  await expect(page.getByTestId("confirm-reason")).toHaveText("拍错或多拍");
  await expect(page.getByTestId("confirm-reason-details")).toHaveText("多拍了一瓶");
  await page.getByTestId("refund-submit").click();
  await expect(page).toHaveURL(new RegExp(`/user/order/${order.id}/afterSale$`));
  await expect(page.getByTestId("aftersale-reason")).toHaveText("拍错或多拍");

  await switchLanguage(page, "English");
  await expect(page.getByTestId("aftersale-reason")).toHaveText("Ordered by mistake");
  // The buyer's own words stay as typed, apart from the reason.
  await expect(page.getByTestId("aftersale-reason-details")).toHaveText("多拍了一瓶");
  await page.goto(`/user/order/${order.id}`);
  await expect(page.locator('[data-testid="timeline-event"][data-action="refund"]')).toContainText(
    "Ordered by mistake",
  );
  await expect(page.getByText("拍错或多拍")).toHaveCount(0);
});

test("a return of one bottle of two, then the other: each worth its share, the order partly refunded in between", async ({
  page,
}) => {
  test.slow();
  const { token, orders } = await userWithOrders(page, 2, { buyerMessage: "" });
  const order = orders[1];
  await payInSandbox(page, token, order);
  expect(await operate(page, order.orderNo, "ship")).toBe("pending_receipt");
  const half = Math.floor(order.totalCents / 2);

  await page.goto(`/user/order/${order.id}/refund`);
  const bottles = page.getByTestId("refund-line").locator("select");
  await expect(bottles).toHaveValue("2");
  await bottles.selectOption("1");
  if (hasJs(test.info()))
    await expect(page.getByText(`所选酒款最多可退 ¥${yuan(half)}`)).toBeVisible();
  await page.getByLabel("退货原因").selectOption({ label: "酒瓶破损" });
  if (hasJs(test.info()))
    await expect(page.getByTestId("refund-freight-payer")).toHaveText("这次退货的运费由本店承担。");
  await page.getByTestId("refund-next").click();
  const confirm = page.getByTestId("refund-confirm");
  await expect(confirm.getByTestId("confirm-bottles")).toContainText("×1");
  await expect(confirm.getByTestId("confirm-worth")).toHaveText(`¥${yuan(half)}`);
  await expect(confirm.getByTestId("confirm-amount")).toHaveText(`¥${yuan(half)}`);
  await expect(confirm.getByTestId("confirm-freight")).toHaveText("本店承担");
  await confirm.getByTestId("refund-submit").click();
  await expect(page.getByTestId("aftersale-bottles")).toContainText("×1");

  expect(await operate(page, order.orderNo, "approve")).toBe("returning");
  await page.reload();
  await page.getByLabel("快递公司").selectOption({ label: "顺丰速运" });
  await page.getByLabel("快递单号").fill("SF 3000 0000 01");
  await page.getByTestId("return-shipment-submit").click();
  await expect(page.getByTestId("aftersale-parcel")).toHaveText("顺丰速运 SF3000000001");
  expect(await operate(page, order.orderNo, "received")).toMatch(/^(returning|pending_receipt)$/);
  await expectRefunded(page);

  // The order goes on with the other bottle, and says what went back, where and when.
  await page.goto(`/user/order/${order.id}`);
  await expect(page.getByTestId("status-title")).toContainText("待收货");
  await expect(page.getByTestId("partly-refunded")).toHaveText("部分退款");
  await expect(page.getByTestId("line-refunded")).toHaveText("已退 1 瓶");
  const refund = page.getByTestId("order-refund");
  await expect(refund).toHaveCount(1);
  await expect(refund.getByTestId("order-refund-status")).toHaveText("退款成功");
  await expect(refund.getByTestId("order-refund-amount")).toHaveText(`¥${yuan(half)}`);
  await expect(refund.getByTestId("order-refund-where")).toHaveText("原路退回支付宝");
  await expect(page.getByTestId("amount-refunded")).toHaveText(`-¥${yuan(half)}`);
  // 退换/售后 in the personal center leads to the orders that had a refund or return.
  await page.goto("/personalCenter");
  await expect(page.getByTestId("center-tab-after_sale")).toContainText("退换/售后");
  await page.getByTestId("center-tab-after_sale").click();
  await expect(page).toHaveURL(/\/user\/order\?tab=after_sale$/);
  await expect(page.getByTestId("order-card")).toHaveCount(1);
  await page.goto("/user/order");
  await expect(
    page
      .locator(`[data-testid="order-card"][data-order-id="${order.id}"]`)
      .getByTestId("partly-refunded"),
  ).toBeVisible();

  // The other bottle: worth what is left; changing one's mind, the buyer pays the parcel.
  await page.goto(`/user/order/${order.id}/afterSale`);
  await page.getByTestId("aftersale-again").click();
  await expect(page.getByTestId("refund-line").locator("select")).toHaveValue("1");
  await page.getByLabel("退货原因").selectOption({ label: "不想要了" });
  await page.getByTestId("refund-next").click();
  await expect(page.getByTestId("confirm-worth")).toHaveText(`¥${yuan(order.totalCents - half)}`);
  await expect(page.getByTestId("confirm-freight")).toHaveText("您承担");
  await page.getByTestId("refund-submit").click();
  await expect(page.getByTestId("aftersale-status")).toHaveText("等待商家处理");
});
