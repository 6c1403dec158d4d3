/**
 * A sold-out wine says so on its buttons: 加入购物车 and 立即购买 are disabled and look it (grey,
 * not the wine red of a wine that can be bought), in all three projects.
 */
import { register } from "./accounts";
import { expect, test } from "./fixtures";

test("a sold-out wine's buttons are disabled and look disabled", async ({ page }, testInfo) => {
  // A wine of this test alone in each project: its stock is set to 0 and put back.
  const goodsId =
    { "mobile-js": 161, "mobile-nojs": 162, "desktop-js": 163 }[testInfo.project.name] ?? 161;
  const setStock = (stock: number) =>
    page.request.post(`/shopping/test/test/setStock?goodsId=${goodsId}&stock=${stock}`);
  const detail = await page.request.get(`/shopping/goods/goods/findGoodsDetail?id=${goodsId}`);
  const before = JSON.parse((await detail.text()).replace(/^\)\]\}',\n/, "")).data.stock as number;
  const colours = async () => ({
    cart: await page
      .getByTestId("add-to-cart")
      .evaluate((b) => getComputedStyle(b).backgroundColor),
    buy: await page.getByTestId("buy-now").evaluate((b) => getComputedStyle(b).backgroundColor),
  });

  // Logged in: an anonymous visitor may get the page from the short page cache (decision 002).
  await register(page);
  await page.goto(`/goods/${goodsId}`);
  await expect(page.getByTestId("add-to-cart")).toBeEnabled();
  const inStock = await colours();
  try {
    expect((await setStock(0)).ok()).toBe(true);
    await page.goto(`/goods/${goodsId}`);
    await expect(page.getByTestId("add-to-cart")).toBeDisabled();
    await expect(page.getByTestId("buy-now")).toBeDisabled();
    const soldOut = await colours();
    expect(soldOut.cart).not.toBe(inStock.cart);
    expect(soldOut.buy).not.toBe(inStock.buy);
  } finally {
    await setStock(before);
  }
});
