/**
 * On a slow phone the page shows before its JavaScript has run, and the shopper types or chooses a
 * file. Once it hydrates, what was typed must stay and be what is sent (the search words, the
 * bottles to buy), and a chosen file is sent as if chosen then (a business licence, a refund's
 * pictures). The page's scripts are held back while the test types, then let through.
 */
import { register } from "./accounts";
import { expect, test } from "./fixtures";
import { expectWaitingForDeferredParts, hasJs, holdScripts, hydrated } from "./helpers";
import { payInSandbox, userWithOrder } from "./orders";
import { realisticFiles } from "./realistic-files";

const LUWEN = 176; // plenty of stock (cart.spec.ts)

test.beforeEach(({}, testInfo) => test.skip(!hasJs(testInfo), "nothing hydrates without it"));

test(
  "search words typed before the page hydrated are kept and searched for",
  {
    tag: "@desktop",
  },
  async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/goods", { waitUntil: "commit" });
    // Once the styles apply only one search box shows (the top bar's on desktops, the list's on
    // phones): the one a shopper types in.
    const visible = page.getByRole("search").filter({ visible: true });
    await expect(visible).toHaveCount(1);
    const box = visible.first();
    const input = box.getByLabel("搜索葡萄酒");
    await input.fill("penfolds");
    release();
    // Hydrated: the box became a combobox.
    await expect(box.getByRole("combobox")).toBeVisible({ timeout: 30_000 });
    await expect(input).toHaveValue("penfolds");
    await box.getByRole("button", { name: "搜索" }).click();
    await expect(page).toHaveURL(/\/goods\?q=penfolds$/);
  },
);

test("bottles typed before the wine page hydrated are the ones counted on", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/goods/1", { waitUntil: "commit" });
  const quantity = page.getByTestId("quantity");
  await quantity.fill("3");
  release();
  await hydrated(page, '[data-testid="quantity"]');
  await expect(quantity).toHaveValue("3");
  // With JavaScript the stepper counts on from what the box shows, on the page.
  await page.getByRole("button", { name: "增加", exact: true }).click();
  await expect(quantity).toHaveValue("4");
  await expect(page).toHaveURL(/\/goods\/1$/);
});

test("a cart quantity typed before the cart hydrated is saved", async ({ page }) => {
  await register(page);
  await page.goto(`/goods/${LUWEN}`);
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("toast")).toContainText("已加入购物车");

  const release = await holdScripts(page);
  await page.goto("/user/myCart", { waitUntil: "commit" });
  const box = page
    .locator(`[data-testid="cart-line"][data-goods-id="${LUWEN}"]`)
    .getByTestId("line-quantity");
  await box.fill("2");
  release();
  const saved = page.waitForResponse(
    (r) => r.url().includes("/user/myCart") && r.request().method() === "POST",
  );
  await hydrated(page, '[data-testid="line-quantity"]');
  await expect(box).toHaveValue("2");
  // Sent as if typed after hydration: the cart keeps it.
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(box).toHaveValue("2");
});

test("a business licence chosen before the title form hydrated is sent, and the details typed stay", async ({
  page,
}) => {
  test.slow();
  await register(page);
  const { scan } = await realisticFiles(page.context().browser()!);
  // The title form's code comes apart from the page's (components/deferred.tsx): held too.
  const release = await holdScripts(page);
  await page.goto("/user/myInvoiceHeader?new=special", { waitUntil: "commit" });
  await page.getByTestId("licence-file").setInputFiles(scan);
  await page.getByTestId("title-form").getByLabel("单位名称").fill("上海醇境酒业有限公司 🍷");
  release();
  // Hydrated, the upload goes at once: the saved scan shows, and no button is left to press.
  await expect(page.getByTestId("licence-current")).toHaveText("PDF 文件", { timeout: 30_000 });
  await expect(page.getByTestId("licence-submit")).toHaveCount(0);
  await expect(page.getByTestId("title-form").getByLabel("单位名称")).toHaveValue(
    "上海醇境酒业有限公司 🍷",
  );
  await expect(page.locator('input[name="licenceFile"]')).toHaveValue(/\.pdf$/);
});

test("pictures chosen before the refund form hydrated are uploaded and carried", async ({
  page,
}) => {
  test.slow();
  const order = await userWithOrder(page);
  await payInSandbox(page, order.token, order);
  const { photo } = await realisticFiles(page.context().browser()!);
  const release = await holdScripts(page);
  await page.goto(`/user/order/${order.id}/refund`, { waitUntil: "commit" });
  const picker = page.getByTestId("refund-photos");
  await picker.getByTestId("refund-photos-input").setInputFiles(photo);
  release();
  // The plain input gave way to the uploading one, with the picture already uploaded.
  await expect(picker.locator("input[type=file]:not([name])")).toHaveCount(1, { timeout: 30_000 });
  await expect
    .poll(() =>
      page
        .locator('input[type=hidden][name="photos"]')
        .evaluateAll((list) => list.map((input) => (input as HTMLInputElement).value)),
    )
    .toEqual([expect.stringMatching(/\.jpg$/)]);
  await expect(picker.getByTestId("refund-photos-photo")).toHaveCount(1);
});

test("an address typed before checkout's address form hydrated is the one saved", async ({
  page,
}) => {
  test.slow();
  await register(page);
  await page.goto(`/goods/${LUWEN}`);
  await page.getByTestId("buy-now").click();
  await expect(page).toHaveURL(/\/checkOrder\?goodsId=\d+&qty=1&k=[0-9a-f-]{36}$/);
  const checkout = page.url();
  // Only the form's code is held (it comes apart from the page's): the page's own arrives, and a
  // page that hydrated without the form gave it up to the first update that reached it, with what
  // was typed in it (decision 038). The page waits for it before it hydrates.
  const release = await holdScripts(page, /\/build\/_shared\/address-form-[A-Z0-9]+\.js$/);
  await page.goto(`${checkout}&newAddress=1`, { waitUntil: "commit" });
  const form = page.getByTestId("address-form");
  await form.getByLabel("收货人").fill("王小明 🍷");
  await form.getByLabel("手机号").fill("13900001111");
  await expectWaitingForDeferredParts(page);
  release();
  await hydrated(page, '[data-testid="address-form"] input[name="recipient"]');
  await expect(form.getByLabel("收货人")).toHaveValue("王小明 🍷");
  await expect(form.getByLabel("手机号")).toHaveValue("13900001111");
  await form.getByLabel("省份").selectOption({ label: "浙江省" });
  await form.getByLabel("城市").selectOption({ label: "杭州市" });
  await form.getByLabel("区县").selectOption({ label: "西湖区" });
  await form.getByLabel("详细地址").fill("文三路 100 号");
  await page.getByTestId("save-address").click();
  await expect(page.getByTestId("chosen-address")).toContainText("王小明 🍷");
  await expect(page.getByTestId("chosen-address")).toContainText("13900001111");
});
