/**
 * The screens that act on an order (review, refund or return request, after-sale progress) open
 * only when the order allows it now; otherwise they land on the order's page, which says why. The
 * service's allowed actions decide, not the screen.
 */
import { expect, test } from "./fixtures";
import { switchLanguage } from "./helpers";
import { confirmReceipt, evaluate, operate } from "./journey-helpers";
import { payInSandbox, userWithOrders } from "./orders";

test("the review form opens only for an order waiting for its review; otherwise the order page says why", async ({
  page,
}) => {
  const { token, orders, goods } = await userWithOrders(page, 3);
  const [unpaid, reviewed, reviewable] = orders;
  for (const order of [reviewed, reviewable]) {
    await payInSandbox(page, token, order);
    expect(await operate(page, order.orderNo, "ship")).toBe("pending_receipt");
    await confirmReceipt(page.request, token, order.id);
  }
  await evaluate(page.request, token, reviewed.id, goods.id, "果香浓郁，单宁柔和");

  await page.goto(`/user/order/${unpaid.id}/evaluate`);
  await expect(page).toHaveURL(new RegExp(`/user/order/${unpaid.id}$`));
  await expect(page.getByTestId("toast")).toContainText("该订单当前状态为“待付款”，不能评价");
  await expect(page.getByTestId("evaluate-form")).toHaveCount(0);

  await page.goto(`/user/order/${reviewed.id}/evaluate`);
  await expect(page).toHaveURL(new RegExp(`/user/order/${reviewed.id}$`));
  await expect(page.getByTestId("toast")).toContainText("该订单当前状态为“交易成功”，不能评价");

  await page.goto(`/user/order/${reviewable.id}/evaluate`);
  await expect(page).toHaveURL(new RegExp(`/user/order/${reviewable.id}/evaluate$`));
  await expect(page.getByTestId("evaluate-form")).toBeVisible();
  await expect(page.getByTestId("review-wine")).toHaveCount(1);

  await switchLanguage(page, "English");
  await page.goto(`/user/order/${unpaid.id}/evaluate`);
  await expect(page.getByTestId("toast")).toContainText(
    "This order cannot be reviewed (status: Pending payment)",
  );
});

test("the refund and after-sale screens of an unpaid order land on the order page, which says why", async ({
  page,
}) => {
  const { orders } = await userWithOrders(page, 1);
  const [unpaid] = orders;
  await page.goto(`/user/order/${unpaid.id}/refund`);
  await expect(page).toHaveURL(new RegExp(`/user/order/${unpaid.id}$`));
  await expect(page.getByTestId("toast")).toContainText(
    "该订单当前状态为“待付款”，不能申请退款或退货",
  );

  await page.goto(`/user/order/${unpaid.id}/afterSale`);
  await expect(page).toHaveURL(new RegExp(`/user/order/${unpaid.id}$`));
  await expect(page.getByTestId("toast")).toContainText("该订单没有售后申请");
});
