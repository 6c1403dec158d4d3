/**
 * Buying a wine with points from its page: the operator sets its points price, the wine's page
 * offers it, checkout shows what it takes in points (nothing to pay), the order is paid at once
 * ("积分支付"), the log shows the points spent, and cancelling before shipping gives them back.
 */
import { expect, test } from "./fixtures";
import { ops, service, userWithOrders } from "./orders";

interface Log {
  balance: number;
  list: { reason: string; change: number; orderNo: string | null }[];
}

test("buy a wine with points from its page; cancel it before shipping and the points come back", async ({
  page,
}) => {
  test.slow();
  const { token, goods } = await userWithOrders(page, 0, { grantPoints: 50_000 });
  expect(await ops("points-price", String(goods.id), "2000")).toContain("2000 points a bottle");
  const preview = await service<{ amounts: { pointsUsed: number } }>(
    page.request,
    "/order/order/previewOrder",
    { token, body: { source: "points", goodsId: goods.id, quantity: 1 } },
  );
  const cost = preview.amounts.pointsUsed;
  expect(cost).toBeGreaterThanOrEqual(2_000);

  await page.goto(`/goods/${goods.id}`);
  await expect(page.getByTestId("points-purchase")).toContainText("积分兑换：2000 醇境积分/瓶");
  await page.getByTestId("buy-with-points").click();
  await expect(page).toHaveURL(/\/checkOrder\?.*points=1/);
  await expect(page.getByTestId("points-purchase-cost")).toContainText(
    `共 ${cost}，当前余额 50000`,
  );
  await expect(page.getByTestId("order-total")).toHaveText("¥0.00");
  await expect(page.getByTestId("checkout-points")).toHaveCount(0);
  await page.getByTestId("submit-order").click();

  // Paid already: the order's page, not the payment page.
  await expect(page).toHaveURL(/\/user\/order\/\d+$/);
  await expect(page.getByTestId("toast")).toContainText("兑换成功");
  await expect(page.getByTestId("status-title")).toHaveText("待发货");
  await expect(page.getByTestId("pay-method")).toContainText("积分支付");
  const orderId = Number(new URL(page.url()).pathname.split("/").pop());
  const log = () =>
    service<Log>(page.request, "/bonuspoint/bonus-point-log/findPointsLog", { token });
  expect((await log()).balance).toBe(50_000 - cost);
  expect((await log()).list[0]).toMatchObject({ reason: "order_offset", change: -cost });
  // The order list says what it cost: points, not ¥0.00.
  await page.goto("/user/order");
  await expect(
    page
      .locator(`[data-testid="order-card"][data-order-id="${orderId}"]`)
      .getByTestId("order-card-total"),
  ).toHaveText(`${cost} 醇境积分`);
  await page.goto(`/user/order/${orderId}`);

  // Before shipping it may be cancelled (a confirmation first); the points come back.
  await page.getByTestId("order-cancel").click();
  await page.getByTestId("cancel-yes").click();
  await expect(page.getByTestId("toast")).toContainText("订单已取消");
  await expect(page.getByTestId("status-title")).toHaveText("已取消");
  // It says where the points went, not that nothing was charged.
  await expect(page.getByTestId("status-hint")).toHaveText(`订单已取消，${cost} 积分已全部退回`);
  await page.goto(`/payment?orderId=${orderId}`);
  await expect(page.getByTestId("payment-closed")).not.toContainText("已付款");
  await expect(page.getByTestId("status-hint")).toHaveText(`订单已取消，${cost} 积分已全部退回`);
  expect((await log()).balance).toBe(50_000);
  await page.goto("/user/myIntegral");
  await expect(page.getByTestId("points-row").first().getByTestId("points-change")).toContainText(
    `+${cost}`,
  );
  expect(orderId).toBeGreaterThan(0);
});

test("too few points: the price and what is missing, no button that fails; the wines points can buy, from the points page to the wine list", async ({
  page,
}) => {
  const { goods } = await userWithOrders(page, 0, { grantPoints: 300 });
  expect(await ops("points-price", String(goods.id), "2000")).toContain("2000 points a bottle");
  await page.goto(`/goods/${goods.id}`);
  const offer = page.getByTestId("points-purchase");
  await expect(offer).toContainText("积分兑换：2000 醇境积分/瓶");
  // A new buyer's welcome points are in the balance too: what is missing is read from the page.
  await expect(offer.getByTestId("points-short")).toHaveText(/^积分还差 \d+ 醇境积分$/);
  await expect(offer.getByTestId("buy-with-points")).toBeDisabled();

  await page.goto("/user/myIntegral");
  const forPoints = page.getByTestId("for-points");
  await expect(forPoints.getByRole("heading")).toHaveText("积分可兑换");
  expect(await forPoints.getByTestId("for-points-wine").count()).toBeGreaterThan(0);
  await forPoints.getByTestId("for-points-all").click();
  await expect(page).toHaveURL(/\/goods\?points=1$/);
  await expect(page.getByTestId("active-filter")).toHaveText([/积分可兑换/]);
  const shown = await page.getByTestId("goods-card").count();
  expect(shown).toBeGreaterThan(0);
});
