/**
 * Checkout: from the cart and by "buy now", an address added on the way, points, problems, and the
 * idempotent submit.
 */
import { expect, test, type Page } from "./fixtures";
import { register } from "./accounts";
import { hasJs, isMobile } from "./helpers";

const ARTE = 177; // ¥559.00, list ¥658.00
const WANGCHAO = 219; // ¥289.00, list ¥328.00: below the ¥299 free-delivery line

async function addToCart(page: Page, goodsId: number, quantity: number) {
  await page.goto(`/goods/${goodsId}`);
  await page.getByTestId("quantity").fill(String(quantity));
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("toast")).toContainText("已加入购物车");
}

async function buyNow(page: Page, goodsId: number, quantity: number) {
  await page.goto(`/goods/${goodsId}`);
  await page.getByTestId("quantity").fill(String(quantity));
  await page.getByTestId("buy-now").click();
  await expect(page).toHaveURL(
    new RegExp(`/checkOrder\\?goodsId=${goodsId}&qty=${quantity}&k=[0-9a-f-]{36}$`),
  );
}

/**
 * Adds an address from the checkout page, as the address book does (the area step by step without
 * JavaScript).
 */
async function addAddressOnTheWay(page: Page, js: boolean) {
  await page.getByTestId("add-address").click();
  await expect(page).toHaveURL(/newAddress=1/);
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
  await expect(page).toHaveURL(/\/checkOrder\?.*addressId=\d+/);
  await expect(page.getByTestId("chosen-address")).toContainText("王小明");
  await expect(page.getByTestId("chosen-address")).toContainText(
    "浙江省 杭州市 西湖区 文三路 100 号",
  );
}

const orderIdOf = (url: string) => /\/payment\?orderId=(\d+)$/.exec(url)?.[1] ?? null;

test(
  "cart → checkout: amounts from the service, an address added on the way, the order placed",
  {
    tag: "@desktop",
  },
  async ({ page }, testInfo) => {
    test.slow();
    const js = hasJs(testInfo);
    await register(page);
    await addToCart(page, ARTE, 1);
    await addToCart(page, WANGCHAO, 2);

    await page.goto("/user/myCart");
    await page.getByTestId("checkout").click();
    await expect(page).toHaveURL(/\/checkOrder\?k=[0-9a-f-]{36}$/);
    await expect(page.getByTestId("checkout-line")).toHaveCount(2);
    await expect(page.getByTestId("checkout-line").filter({ hasText: "望潮" })).toContainText(
      "× 2",
    );
    await expect(page.getByTestId("amount-goods")).toContainText("¥1,137.00");
    await expect(page.getByTestId("amount-original")).toHaveText("¥1,314.00");
    await expect(page.getByTestId("amount-discount")).toContainText("-¥177.00");
    await expect(page.getByTestId("amount-freight")).toContainText("免运费");
    await expect(page.getByTestId("amount-freight")).toContainText("满 ¥299.00 免运费");
    await expect(page.getByTestId("order-total")).toHaveText("¥1,137.00");

    // No address yet: the order is refused until one is chosen.
    await expect(page.getByTestId("no-address")).toBeVisible();
    await page.getByTestId("submit-order").click();
    await expect(page.getByTestId("order-error")).toHaveText("请先选择收货地址");

    await addAddressOnTheWay(page, js);
    await page.getByTestId("buyer-message").fill("请工作日送货");
    await page.getByTestId("submit-order").click();
    await expect(page).toHaveURL(/\/payment\?orderId=\d+$/);

    // The ordered lines left the cart: the service holds them in the order now.
    await page.goto("/user/myCart");
    await expect(page.getByTestId("cart-empty")).toBeVisible();
    if (!isMobile(testInfo)) await expect(page.getByTestId("cart-count")).toHaveCount(0);
  },
);

test("buy now: one wine with its freight, points offset, and a second submit finds the same order", async ({
  page,
}, testInfo) => {
  test.slow();
  const js = hasJs(testInfo);
  const { phone } = await register(page);
  const granted = await page.request.post(
    `/shopping/test/test/grantPoints?phone=${phone}&points=1000`,
  );
  expect(granted.ok()).toBe(true);

  await buyNow(page, WANGCHAO, 1);
  await expect(page.getByTestId("checkout-line")).toHaveCount(1);
  await expect(page.getByTestId("checkout-line")).toContainText("望潮赤霞珠干红葡萄酒");
  await expect(page.getByTestId("amount-freight")).toContainText("¥12.00");
  await expect(page.getByTestId("order-total")).toHaveText("¥301.00");

  await addAddressOnTheWay(page, js);
  // Another address can be chosen in place; the message typed so far stays (with JavaScript).
  await page.getByTestId("change-address").click();
  await expect(page.getByTestId("address-option")).toHaveCount(1);
  await expect(page.getByTestId("address-option")).toHaveAttribute("aria-current", "true");
  await page.getByTestId("address-option").click();
  await expect(page.getByTestId("address-chooser")).toHaveCount(0);
  await expect(page.getByTestId("chosen-address")).toContainText("王小明");
  await expect(page.getByTestId("points-offer")).toContainText("1000");
  await page.getByTestId("use-points").check();
  if (!js) await page.getByTestId("recalculate").click();
  await expect(page.getByTestId("amount-points")).toContainText("-¥");
  await expect(page).toHaveURL(/usePoints=1/);
  const total = await page.getByTestId("order-total").textContent();
  expect(total).not.toBe("¥301.00");

  await page.getByTestId("submit-order").click();
  await expect(page).toHaveURL(/\/payment\?orderId=\d+$/);
  const first = orderIdOf(page.url());

  // Back to the same checkout (the same idempotency key), submit again: the same order.
  await page.goBack();
  await expect(page).toHaveURL(/\/checkOrder\?/);
  await page.getByTestId("submit-order").click();
  await expect(page).toHaveURL(/\/payment\?orderId=\d+$/);
  expect(orderIdOf(page.url())).toBe(first);
});

test("a line beyond the stock is shown in the cart and is not checked out; buying it now is refused", async ({
  page,
}, testInfo) => {
  test.slow();
  // A wine of this test alone in each project: its stock is changed and put back.
  const goodsId =
    { "mobile-js": 204, "mobile-nojs": 193, "desktop-js": 188 }[testInfo.project.name] ?? 204;
  await register(page);
  await addToCart(page, goodsId, 3);
  const setStock = (stock: number) =>
    page.request.post(`/shopping/test/test/setStock?goodsId=${goodsId}&stock=${stock}`);
  const detail = await page.request.get(`/shopping/goods/goods/findGoodsDetail?id=${goodsId}`);
  const before = JSON.parse((await detail.text()).replace(/^\)\]\}',\n/, "")).data.stock as number;
  try {
    expect((await setStock(2)).ok()).toBe(true);
    await page.goto("/user/myCart");
    const line = page.locator(`[data-testid="cart-line"][data-goods-id="${goodsId}"]`);
    await expect(line.getByTestId("availability")).toContainText("仅剩 2 瓶");
    await expect(line.getByTestId("select-line")).toBeDisabled();
    await expect(line.getByTestId("select-line")).toHaveAttribute("aria-checked", "false");

    // Checkout takes the selected lines that can be bought, as the cart shows them: here none, so
    // back to the cart.
    await page.goto("/checkOrder");
    await expect(page).toHaveURL(/\/user\/myCart$/);
    await expect(page.getByTestId("toast")).toContainText("请先选择商品");
    // Buying more than the stock straight away is refused with the shortfall named.
    await page.goto(`/checkOrder?goodsId=${goodsId}&qty=3`);
    await expect(page.getByTestId("checkout-problems")).toContainText("库存不足");
    await expect(page.getByTestId("submit-order")).toBeDisabled();
    // Bought straight from the wine's page, the way back is to the wine, not the cart.
    await expect(page.getByTestId("problems-back")).toHaveText("返回商品页");
    await expect(page.getByTestId("problems-back")).toHaveAttribute("href", `/goods/${goodsId}`);

    expect((await setStock(0)).ok()).toBe(true);
    await page.goto("/user/myCart");
    await expect(line.getByTestId("availability")).toContainText("已售罄");
  } finally {
    await setStock(before);
  }
});
