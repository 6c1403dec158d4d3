/**
 * The cart: adding from the detail page, quantities, selection, deleting (with confirmations),
 * unavailable lines.
 */
import { expect, test, type Page } from "./fixtures";
import { register } from "./accounts";
import { hasJs, isMobile } from "./helpers";
import type { TestInfo } from "@playwright/test";

// Wines with plenty of stock, so parallel tests and earlier runs never run them out.
const ARTE = 177; // ¥559.00, list ¥658.00
const WANGCHAO = 219; // ¥289.00, list ¥328.00
const LUWEN = 176; // ¥988.00

const line = (page: Page, goodsId: number) =>
  page.locator(`[data-testid="cart-line"][data-goods-id="${goodsId}"]`);
/** A toast or a dialog: the error catalogue shows a business warning (code > 100) as a dialog. */
const feedback = (page: Page) => page.getByTestId("toast").or(page.getByTestId("dialog"));

/**
 * The cart count the shopper sees: the desktop header, or the detail page's bottom bar on phones.
 */
function headerCount(page: Page, testInfo: TestInfo) {
  return isMobile(testInfo) ? page.getByTestId("bar-cart-count") : page.getByTestId("cart-count");
}

async function addToCart(page: Page, goodsId: number, quantity: number) {
  await page.goto(`/goods/${goodsId}`);
  await page.getByTestId("quantity").fill(String(quantity));
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("toast")).toContainText("已加入购物车");
  await expect(page).toHaveURL(new RegExp(`/goods/${goodsId}(\\?|$)`));
}

/** Types a quantity into a cart line; without JavaScript the "update" button sends it. */
async function typeQuantity(page: Page, goodsId: number, value: string, js: boolean) {
  const box = line(page, goodsId).getByTestId("line-quantity");
  await box.fill(value);
  if (js) await box.blur();
  else await line(page, goodsId).getByTestId("update-quantity").click();
}

test(
  "detail → cart: add, change quantities, delete with confirmation, delete selected",
  {
    tag: "@desktop",
  },
  async ({ page }, testInfo) => {
    test.slow();
    const js = hasJs(testInfo);
    await register(page);

    await page.goto(`/goods/${ARTE}`);
    await expect(headerCount(page, testInfo)).toHaveCount(0);
    await addToCart(page, ARTE, 2);
    await expect(headerCount(page, testInfo)).toHaveText("2");
    await addToCart(page, WANGCHAO, 1);
    await expect(headerCount(page, testInfo)).toHaveText("3");

    await page.goto("/user/myCart");
    await expect(page.getByTestId("cart-line")).toHaveCount(2);
    const arte = line(page, ARTE);
    await expect(arte.getByTestId("line-quantity")).toHaveValue("2");
    await expect(arte.getByTestId("line-total")).toHaveText("¥1,118.00");
    await expect(page.getByTestId("cart-total")).toHaveText("¥1,407.00");

    // +
    await arte.getByTestId("increase").click();
    await expect(arte.getByTestId("line-quantity")).toHaveValue("3");
    await expect(arte.getByTestId("line-total")).toHaveText("¥1,677.00");
    await expect(page.getByTestId("cart-total")).toHaveText("¥1,966.00");
    // a typed value
    await typeQuantity(page, ARTE, "5", js);
    await expect(arte.getByTestId("line-total")).toHaveText("¥2,795.00");
    await expect(arte.getByTestId("line-quantity")).toHaveValue("5");
    // 0 becomes 1, in the box and on the server
    await typeQuantity(page, ARTE, "0", js);
    await expect(arte.getByTestId("line-quantity")).toHaveValue("1");
    await expect(arte.getByTestId("line-total")).toHaveText("¥559.00");
    await expect(page.getByTestId("checkout")).toContainText("去结算 (2)");
    if (isMobile(testInfo)) await expect(page.getByTestId("cart-title")).toContainText("(2)");
    else await expect(page.getByTestId("cart-count")).toHaveText("2");

    // delete one line, after a confirmation
    await arte.getByTestId("delete-line").click();
    await expect(page.getByTestId("confirm")).toContainText("确定把这件商品移出购物车吗？");
    await page.getByTestId("confirm-yes").click();
    await expect(page.getByTestId("toast")).toContainText("已从购物车删除");
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expect(line(page, WANGCHAO)).toBeVisible();

    // nothing selected: deleting the selection (and checking out) asks to choose first
    await page.getByTestId("select-all").click();
    await expect(page.getByTestId("cart-total")).toHaveText("¥0.00");
    await expect(line(page, WANGCHAO).getByTestId("select-line")).toHaveAttribute(
      "aria-checked",
      "false",
    );
    await page.locator('[data-testid="delete-selected"]:visible').click();
    await expect(page.getByTestId("toast")).toContainText("请先选择商品");
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    // (the same message again: close the first one, so the second is known to be new)
    await page.getByTestId("toast").getByText("关闭").click();
    await expect(page.getByTestId("toast")).toBeHidden();
    await page.getByTestId("checkout").click();
    await expect(page.getByTestId("toast")).toContainText("请先选择商品");
    await expect(page).toHaveURL(/\/user\/myCart$/);

    // select the line again, then delete the selection after a confirmation
    await line(page, WANGCHAO).getByTestId("select-line").click();
    await expect(line(page, WANGCHAO).getByTestId("select-line")).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(page.getByTestId("cart-total")).toHaveText("¥289.00");
    await page.locator('[data-testid="delete-selected"]:visible').click();
    await expect(page.getByTestId("confirm")).toContainText("确定删除选中的 1 件商品吗？");
    await page.getByTestId("confirm-yes").click();
    await expect(page.getByTestId("toast")).toContainText("已从购物车删除");
    await expect(page.getByTestId("cart-empty")).toContainText("购物车还是空的");
    await page.getByTestId("browse-goods").click();
    await expect(page).toHaveURL(/\/goods$/);
  },
);

test("more than the stock is refused with the service's understock message", async ({
  page,
}, testInfo) => {
  test.slow();
  const js = hasJs(testInfo);
  await register(page);

  // The detail page: with JavaScript the box stops at the stock, so the second add goes beyond it.
  await page.goto(`/goods/${LUWEN}`);
  await page.getByTestId("quantity").fill("999");
  await page.getByTestId("add-to-cart").click();
  if (js) {
    await expect(page.getByTestId("toast")).toContainText("已加入购物车");
    await page.getByTestId("add-to-cart").click();
  }
  await expect(feedback(page)).toContainText("库存不足");

  // The cart: a typed quantity beyond the stock.
  await addToCart(page, ARTE, 1);
  await page.goto("/user/myCart");
  await typeQuantity(page, ARTE, "999", js);
  await expect(feedback(page)).toContainText("库存不足");
  await expect(line(page, ARTE).getByTestId("line-quantity")).toHaveValue("1");
});

test("a visitor who adds to the cart is asked to log in first, the quantity kept", async ({
  page,
}) => {
  await page.goto(`/goods/${ARTE}?qty=2`);
  await expect(page.getByTestId("login-first")).toContainText("请先登录");
  await page.getByTestId("add-to-cart").click();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  expect(decodeURIComponent(page.url())).toContain(`/goods/${ARTE}?qty=2`);
});

test("the empty cart says so and leads to the wines", async ({ page }) => {
  await register(page);
  await page.goto("/user/myCart");
  await expect(page.getByTestId("cart-empty")).toContainText("挑几瓶心仪的葡萄酒吧");
  await expect(page.getByTestId("checkout")).toHaveCount(0);
});
