/**
 * After shipping, the buyer's side: a paid order is shipped by the operator
 * (the test runs `npm run ops -- ship` and `track` against this shop) → the
 * order page shows the carrier and number → the tracking page shows the
 * events → confirm receipt (a confirmation step) → evaluate → the review
 * shows on the wine's page. With JavaScript, the order number is copied.
 */
import { expect, test } from "./fixtures";
import { hasJs, setLanguage } from "./helpers";
import { ops, payInSandbox, userWithOrder } from "./orders";

test("shipped → tracking → confirm receipt → evaluate → the review on the wine's page", async ({
  page,
}, testInfo) => {
  // The whole after-shipping walk, with four runs of the operator's tool: over a minute when busy.
  test.slow();
  const order = await userWithOrder(page);
  const token = order.token;
  await payInSandbox(page, token, order);
  const tracking = `SF${String(order.id).padStart(10, "0")}`;
  expect(await ops("ship", order.orderNo, "--company", "SF", "--tracking", tracking)).toContain(
    order.orderNo,
  );
  await ops("track", order.orderNo, "--event", "已揽收，深圳转运中心");
  await ops("track", order.orderNo, "--event", "派送中，快递员 138****0000");

  // The order page: status, carrier and number, the timeline's ship step.
  await page.goto(`/user/order/${order.id}`);
  await expect(page.getByTestId("status-title")).toHaveAttribute("data-status", "pending_receipt");
  await expect(page.getByTestId("logistics-company")).toHaveText("顺丰速运");
  await expect(page.getByTestId("logistics-no")).toHaveText(tracking);
  await expect(page.getByTestId("order-no")).toHaveText(order.orderNo);
  await expect(page.locator('[data-testid="timeline-event"][data-action="ship"]')).toHaveCount(1);
  await expect(page.getByTestId("amount-goods")).toBeVisible();

  // Tracking, newest first.
  await page.getByTestId("order-viewLogistics").click();
  await expect(page).toHaveURL(new RegExp(`/user/order/${order.id}/logistics$`));
  await expect(page.getByTestId("parcel-company")).toHaveText("顺丰速运");
  await expect(page.getByTestId("parcel-no")).toHaveText(tracking);
  await expect(page.getByTestId("tracking-event")).toHaveCount(2);
  await expect(page.getByTestId("tracking-event").first()).toContainText("派送中");

  // Confirm receipt: a confirmation step first; "not yet" changes nothing.
  await page.goto(`/user/order/${order.id}`);
  await page.getByTestId("order-receive").click();
  await expect(page.getByTestId("receive-confirm")).toBeVisible();
  await page.getByTestId("receive-keep").click();
  await expect(page.getByTestId("receive-confirm")).toHaveCount(0);
  await expect(page.getByTestId("status-title")).toHaveAttribute("data-status", "pending_receipt");
  await page.getByTestId("order-receive").click();
  await page.getByTestId("receive-yes").click();
  await expect(page.getByTestId("toast")).toHaveText(/已确认收货/);
  await expect(page.getByTestId("status-title")).toHaveAttribute("data-status", "pending_comment");
  await expect(page.getByTestId("received-at")).toBeVisible();
  await expect(page.locator('[data-testid="timeline-event"][data-action="receive"]')).toHaveCount(
    1,
  );

  // Evaluate: an empty review is refused beside its field, then the real one completes the order.
  await page.getByTestId("order-evaluate").click();
  await expect(page).toHaveURL(new RegExp(`/user/order/${order.id}/evaluate$`));
  const wine = page.getByTestId("review-wine");
  await expect(wine).toHaveCount(1);
  const goodsId = await wine.getAttribute("data-goods-id");
  // Nothing chosen, nothing written: the form's own messages beside the stars and the text (not the
  // browser's bubble, which pointed at the hidden star inputs under the header), in the buyer's language.
  await page.getByTestId("evaluate-submit").click();
  await expect(page.getByTestId("rating-error")).toHaveText("请选择1到5星的评分");
  await expect(page.getByTestId("content-error")).toHaveText("评价内容不能为空");
  await expect(wine.getByRole("group", { name: "评分" })).toHaveAccessibleDescription(
    "请选择1到5星的评分",
  );
  const stars = await wine.locator(`label[for="rating-${goodsId}-1"]`).boundingBox();
  const ratingError = await page.getByTestId("rating-error").boundingBox();
  expect(ratingError!.y - (stars!.y + stars!.height)).toBeGreaterThanOrEqual(0);
  expect(ratingError!.y - (stars!.y + stars!.height)).toBeLessThan(24); // right under the stars
  await setLanguage(page, "en");
  await page.getByTestId("evaluate-submit").click();
  await expect(page.getByTestId("rating-error")).toHaveText(
    "Please choose a rating of 1 to 5 stars",
  );
  await expect(page.getByTestId("content-error")).toHaveText("Review content must not be empty");
  await setLanguage(page, "ch");
  await wine.locator(`label[for="rating-${goodsId}-4"]`).click();
  await wine.getByTestId("review-content").fill("   ");
  await page.getByTestId("evaluate-submit").click();
  await expect(page.getByTestId("content-error")).toHaveText("评价内容不能为空");
  const text = `${testInfo.project.name}：酒体饱满，单宁细腻 ${Date.now()}`;
  await wine.locator(`label[for="rating-${goodsId}-4"]`).click();
  await expect(page.getByTestId(`star-${goodsId}-4`)).toBeChecked();
  await wine.getByTestId("review-content").fill(text);
  await page.getByTestId("evaluate-submit").click();
  await expect(page).toHaveURL(new RegExp(`/user/order/${order.id}$`));
  await expect(page.getByTestId("toast")).toHaveText(/评价成功/);
  await expect(page.getByTestId("status-title")).toHaveAttribute("data-status", "completed");

  // The wine's page shows the review, newest first, the reviewer masked.
  await page.goto(`/goods/${goodsId}`);
  const first = page.getByTestId("review").first();
  await expect(first.getByTestId("review-content")).toHaveText(text);
  await expect(first.getByTestId("review-rating")).toHaveAttribute("data-rating", "4");
  await expect(first.getByTestId("reviewer")).toHaveText(/^.\*\*\*.$/);
});

test("the order number: selectable text, and a copy button with JavaScript", async ({
  page,
  context,
}) => {
  const order = await userWithOrder(page);
  await page.goto(`/user/order/${order.id}`);
  await expect(page.getByTestId("order-no")).toHaveText(order.orderNo);
  if (!hasJs(test.info())) {
    await expect(page.getByTestId("copy-order-no")).toHaveCount(0);
    return;
  }
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByTestId("copy-order-no").click();
  await expect(page.getByTestId("copy-result")).toHaveText("复制成功");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(order.orderNo);
  // A browser that cannot copy says so (spec §8).
  await page.evaluate(() =>
    Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true }),
  );
  await page.getByTestId("copy-order-no").click();
  await expect(page.getByTestId("copy-result")).toHaveText("复制失败，浏览器不支持自动复制");
});
