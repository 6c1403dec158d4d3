/**
 * The whole journey through the real pages, in each project (no JavaScript
 * included): a new user registers, adds an address, buys a wine from its page,
 * checks out, pays in the sandbox wallet as a phone would (the QR code's URL)
 * → the order is under "待发货" in my orders and among the personal center's
 * recent orders with the counts → the operator ships it and adds a tracking
 * event with `npm run ops` → the logistics page shows the event → confirm
 * receipt (its confirmation step) → evaluate → the review is on the wine's
 * page, the nickname masked → the order is completed (交易成功). At each step the service
 * API says the same status as the page.
 *
 * And the account menus of the personal center and /user: every link they
 * offer answers a page (200, not the 404 page).
 */
import { expect, test, type Page } from "./fixtures";
import { register } from "./accounts";
import { hasJs } from "./helpers";
import { apiToken, ops, orderStatus, plentifulWine } from "./journey-helpers";
import { chooseQrCode } from "./payment-page";

/**
 * Adds an address in the address book, as a person would (the area step by step without
 * JavaScript).
 */
async function addAddress(page: Page, js: boolean) {
  await page.goto("/user/address?new=1");
  const form = page.getByTestId("address-form");
  await form.getByLabel("收货人").fill("王小明");
  await form.getByLabel("手机号").fill("13900001111");
  await form.getByLabel("省份").selectOption({ label: "浙江省" });
  if (!js) await form.getByTestId("pick-province").click();
  await expect(form.getByLabel("城市").locator("option", { hasText: "杭州市" })).toHaveCount(1);
  await form.getByLabel("城市").selectOption({ label: "杭州市" });
  if (!js) await form.getByTestId("pick-city").click();
  await expect(form.getByLabel("区县").locator("option", { hasText: "西湖区" })).toHaveCount(1);
  await form.getByLabel("区县").selectOption({ label: "西湖区" });
  await form.getByLabel("详细地址").fill("文三路 100 号");
  await page.getByTestId("save-address").click();
  await expect(page.getByTestId("address")).toHaveCount(1);
  await expect(page.getByTestId("address")).toContainText("王小明");
}

/** The counts of the order shortcuts on the personal center. */
async function expectCenterCounts(
  page: Page,
  counts: Record<
    "pending_payment" | "pending_delivery" | "pending_receipt" | "pending_comment",
    number
  >,
  all: number,
) {
  for (const [tab, count] of Object.entries(counts)) {
    await expect(
      page.getByTestId(`center-tab-${tab}`).getByTestId("center-tab-count"),
      tab,
    ).toHaveText(String(count));
  }
  await expect(page.getByTestId("center-orders-all")).toContainText(`(${all})`);
}

test("register → address → buy a wine → pay → shipped with npm run ops → tracking → receipt → review on the wine's page → completed", async ({
  page,
}, testInfo) => {
  test.slow();
  const js = hasJs(testInfo);

  // A new user, registered through the page; no order yet.
  const { phone } = await register(page);
  await expect(page.getByTestId("recent-orders")).toContainText("还没有订单");
  await addAddress(page, js);
  const token = await apiToken(page.request, phone);

  // The wine's page → buy now → the checkout page with the address → the order.
  const wine = await plentifulWine(page.request);
  await page.goto(`/goods/${wine.id}`);
  await expect(page.getByTestId("goods-title")).toContainText(wine.spuName);
  await page.getByTestId("buy-now").click();
  await expect(page).toHaveURL(new RegExp(`/checkOrder\\?goodsId=${wine.id}&qty=1&k=`));
  await expect(page.getByTestId("checkout-line")).toHaveCount(1);
  await expect(page.getByTestId("checkout-line")).toContainText(wine.spuName);
  await expect(page.getByTestId("chosen-address")).toContainText(
    "浙江省 杭州市 西湖区 文三路 100 号",
  );
  const total = (await page.getByTestId("order-total").textContent())!.trim();
  await page.getByTestId("buyer-message").fill("工作日送货");
  await page.getByTestId("submit-order").click();
  await expect(page).toHaveURL(/\/payment\?orderId=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get("orderId"));
  const orderNo = (await page.getByTestId("order-no").textContent())!.trim();
  expect(orderNo).toMatch(/^\d{20}$/);
  await expect(page.getByTestId("amount")).toHaveText(total);
  expect(await orderStatus(page.request, token, orderId)).toBe("pending_payment");

  // The payment page: the wallet's QR code; the phone opens its URL and pays.
  await chooseQrCode(page, "alipay");
  const walletUrl = await page.getByTestId("wallet-link").getAttribute("href");
  expect(walletUrl).toMatch(/\/shopping\/payment\/sandbox\/pay\//);
  const phoneScreen = await page.context().newPage();
  await phoneScreen.goto(walletUrl!);
  await phoneScreen.getByRole("button", { name: /Pay/ }).click();
  await expect(phoneScreen.getByText("支付成功 · Payment successful").first()).toBeVisible();
  await phoneScreen.close();
  // With JavaScript the page follows the payment by itself; without, "I have paid" asks.
  if (!js) await page.getByTestId("check-paid").click();
  await expect(page).toHaveURL(new RegExp(`/user/order/${orderId}$`), { timeout: 15_000 });
  await expect(page.getByTestId("toast")).toContainText("支付成功");
  await expect(page.getByTestId("status-title")).toHaveText("待发货");
  // The page's one heading of level 1 names it (the phone's header, or the page itself on
  // desktops).
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("订单详情");
  expect(await orderStatus(page.request, token, orderId)).toBe("pending_delivery");

  // The personal center: the order among the recent ones, the shortcuts' counts.
  await page.goto("/personalCenter");
  const recent = page.getByTestId("recent-order");
  await expect(recent).toHaveCount(1);
  await expect(recent.getByTestId("recent-order-no")).toHaveText(orderNo);
  await expect(recent.getByTestId("order-status")).toHaveText("待发货");
  await expect(recent.getByTestId("recent-order-total")).toHaveText(total);
  await expect(recent.getByTestId("recent-order-wines")).toHaveText(wine.spuName);
  await expectCenterCounts(
    page,
    { pending_payment: 0, pending_delivery: 1, pending_receipt: 0, pending_comment: 0 },
    1,
  );

  // My orders, "待发货": the order with its wine and total.
  await page.getByTestId("center-tab-pending_delivery").click();
  await expect(page).toHaveURL(/\/user\/order\?tab=pending_delivery$/);
  await expect(page.getByTestId("orders-tab-pending_delivery")).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByTestId("orders-tab-pending_delivery")).toContainText("待发货");
  await expect(page.getByTestId("orders-tab-pending_delivery").getByTestId("tab-count")).toHaveText(
    "(1)",
  );
  const card = page.getByTestId("order-card");
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId("order-card-no")).toHaveText(orderNo);
  await expect(card.getByTestId("order-status")).toHaveText("待发货");
  await expect(card.getByTestId("order-card-wine")).toHaveText(wine.spuName);
  await expect(card.getByTestId("order-card-total")).toHaveText(total);

  // The operator ships it and feeds the tracking, with the real tool.
  const tracking = `SF${String(orderId).padStart(10, "0")}${Date.now() % 1000}`;
  expect(await ops("ship", orderNo, "--company", "SF", "--tracking", tracking)).toContain(orderNo);
  const event = `已揽收，杭州转运中心 ${testInfo.project.name}`;
  expect(await ops("track", orderNo, "--event", event)).toContain(orderNo);
  expect(await orderStatus(page.request, token, orderId)).toBe("pending_receipt");

  // The order page: shipped, carrier and number; the logistics page: the event.
  await card.getByTestId("order-action-detail").click();
  await expect(page).toHaveURL(new RegExp(`/user/order/${orderId}$`));
  await expect(page.getByTestId("status-title")).toHaveText("待收货");
  await expect(page.getByTestId("logistics-company")).toHaveText("顺丰速运");
  await expect(page.getByTestId("logistics-no")).toHaveText(tracking);
  await expect(page.locator('[data-testid="timeline-event"][data-action="ship"]')).toHaveCount(1);
  await page.getByTestId("order-viewLogistics").click();
  await expect(page).toHaveURL(new RegExp(`/user/order/${orderId}/logistics$`));
  await expect(page.getByTestId("parcel-company")).toHaveText("顺丰速运");
  await expect(page.getByTestId("parcel-no")).toHaveText(tracking);
  await expect(page.getByTestId("tracking-event")).toHaveCount(1);
  await expect(page.getByTestId("tracking-event")).toContainText(event);

  // Confirm receipt, after its confirmation step.
  await page.goto(`/user/order/${orderId}`);
  await page.getByTestId("order-receive").click();
  await expect(page.getByTestId("receive-confirm")).toBeVisible();
  expect(await orderStatus(page.request, token, orderId)).toBe("pending_receipt");
  await page.getByTestId("receive-yes").click();
  await expect(page.getByTestId("toast")).toHaveText(/已确认收货/);
  await expect(page.getByTestId("status-title")).toHaveText("待评价");
  expect(await orderStatus(page.request, token, orderId)).toBe("pending_comment");

  // Evaluate: a rating and the text.
  await page.getByTestId("order-evaluate").click();
  await expect(page).toHaveURL(new RegExp(`/user/order/${orderId}/evaluate$`));
  const reviewed = page.getByTestId("review-wine");
  await expect(reviewed).toHaveCount(1);
  await expect(reviewed).toHaveAttribute("data-goods-id", String(wine.id));
  await reviewed.locator(`label[for="rating-${wine.id}-5"]`).click();
  await expect(page.getByTestId(`star-${wine.id}-5`)).toBeChecked();
  const text = `${testInfo.project.name}：果香浓郁，回味悠长 ${Date.now()}`;
  await reviewed.getByTestId("review-content").fill(text);
  await page.getByTestId("evaluate-submit").click();
  await expect(page).toHaveURL(new RegExp(`/user/order/${orderId}$`));
  await expect(page.getByTestId("toast")).toHaveText(/评价成功/);
  await expect(page.getByTestId("status-title")).toHaveText("交易成功");
  expect(await orderStatus(page.request, token, orderId)).toBe("completed");

  // The wine's page: the review among the newest, the nickname (醇友 + the phone's last 4) masked.
  await page.goto(`/goods/${wine.id}`);
  const review = page
    .getByTestId("review")
    .filter({ has: page.getByTestId("review-content").getByText(text, { exact: true }) });
  await expect(review).toHaveCount(1);
  await expect(review.getByTestId("reviewer")).toHaveText(`醇***${phone.slice(-1)}`);
  await expect(review.getByTestId("review-rating")).toHaveAttribute("data-rating", "5");
  await expect(page.getByTestId("reviews")).not.toContainText(phone.slice(-4));

  // My orders: 交易成功 (spec §4: transaction successful or completed), and no tab waits for anything.
  await page.goto("/user/order");
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId("order-card-no")).toHaveText(orderNo);
  await expect(card.getByTestId("order-status")).toHaveText("交易成功");
  await expect(card.getByTestId("order-card-total")).toHaveText(total);
  for (const [tab, count] of [
    ["all", 1],
    ["pending_payment", 0],
    ["pending_delivery", 0],
    ["pending_receipt", 0],
    ["pending_comment", 0],
  ] as const) {
    await expect(page.getByTestId(`orders-tab-${tab}`).getByTestId("tab-count"), tab).toHaveText(
      `(${count})`,
    );
  }
  await page.goto("/personalCenter");
  await expect(page.getByTestId("recent-order").getByTestId("order-status")).toHaveText("交易成功");
  await expectCenterCounts(
    page,
    { pending_payment: 0, pending_delivery: 0, pending_receipt: 0, pending_comment: 0 },
    1,
  );
});

test("every link of the personal center's and the user area's account menus answers a page", async ({
  page,
}) => {
  test.slow();
  await register(page);
  const links = new Map<string, string>();
  for (const from of ["/personalCenter", "/user"]) {
    await page.goto(from);
    // Every menu of the page's own content (the account menu, the order shortcuts, the desktop side
    // menu), shown or not at this width.
    const menus = page.locator("main nav, main [role=navigation]");
    expect(await menus.count(), from).toBeGreaterThan(0);
    const hrefs = await menus
      .locator("a[href]")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
    expect(hrefs.length, from).toBeGreaterThan(0);
    for (const href of hrefs) links.set(href, from);
  }
  // The menus list the account's screens, my orders first among them.
  expect([...links.keys()]).toEqual(
    expect.arrayContaining(["/user/order", "/user/info", "/user/address", "/user/security"]),
  );

  for (const [href, from] of links) {
    const response = await page.goto(href);
    expect(response?.status(), `${href} (linked from ${from})`).toBe(200);
    await expect(page.getByTestId("not-found"), `${href} (linked from ${from})`).toHaveCount(0);
    await expect(page).not.toHaveURL(/\/login/);
  }
});
