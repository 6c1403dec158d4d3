/**
 * Buying another buyer's bottles (decision 037): a seller's item brought onto the shelf through the
 * service (listed, sent, received by the operator, shelved), then a second buyer finds the offer on
 * the wine page, is refused below its minimum, adds it, sees the resale line in the cart, checks
 * out and pays; the operator ships, and the buyer's order shows the seller's bottles.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Browser, TestInfo } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { PASSWORD, sendSms, uniquePhone } from "./accounts";
import {
  expectWaitingForDeferredParts,
  hasJs,
  holdScripts,
  hydrated,
  isMobile,
  setLanguage,
} from "./helpers";
import { smallTargetsOf } from "./layout-checks";
import { ops, payInSandbox, service, userWithOrders, userWithShippedOrder } from "./orders";

interface ShelvedOffer {
  code: string;
  goodsId: number;
  serials: string[];
  priceCents: number;
}

/** A seller (in a browser context of their own) whose two bottles are on the resale shelf, minimum 2. */
async function shelvedOffer(browser: Browser, n: number): Promise<ShelvedOffer> {
  const context = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": `10.250.${n % 250}.${Date.now() % 250}` },
  });
  const page = await context.newPage();
  const { token, order, goods } = await userWithShippedOrder(page, { received: true });
  const view = await service<{ lines: { unitPriceCents: number }[] }>(
    page.request,
    "/order/order/findOrder",
    { token, query: { id: order.id } },
  );
  const priceCents = view.lines[0].unitPriceCents;
  const item = await service<{ code: string; serials: string[] }>(
    page.request,
    "/resale/resale-goods/saveResale",
    {
      token,
      body: { orderId: order.id, goodsId: goods.id, quantity: 2, priceCents, minQuantity: 2 },
    },
  );
  await service(page.request, "/resale/resale-goods/shipResale", {
    token,
    body: { code: item.code, company: "SF", trackingNo: `SF${Date.now()}` },
  });
  expect(await ops("receive-resale", item.code, "--grade", "A", "--note", "原封")).toContain(
    item.code,
  );
  await service(page.request, "/resale/resale-goods/shelfResale", {
    token,
    body: { code: item.code, onShelf: true },
  });
  await context.close();
  return { code: item.code, goodsId: goods.id, serials: item.serials, priceCents };
}

/** The sweep's rules on this page (sweep.spec.ts): 44 px targets on phones, no serious axe finding. */
async function keepsTheRules(page: Page, testInfo: TestInfo) {
  if (isMobile(testInfo)) expect(await smallTargetsOf(page)).toEqual([]);
  if (!hasJs(testInfo)) return;
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  expect(
    violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

const feedback = (page: Page) => page.getByTestId("toast").or(page.getByTestId("dialog"));

async function addOffer(page: Page, offer: ShelvedOffer, quantity: number) {
  const row = page.locator(`[data-testid="resale-offer"][data-code="${offer.code}"]`);
  await row.getByTestId("resale-quantity").fill(String(quantity));
  await row.getByTestId("resale-add").click();
}

test(
  "a second buyer buys a resale offer: refused below its minimum, added, checked out, paid, shipped with the seller's bottles",
  { tag: "@desktop" },
  async ({ page, browser }, testInfo) => {
    test.slow();
    const offer = await shelvedOffer(browser, testInfo.workerIndex * 10 + testInfo.retry);
    const { token } = await userWithOrders(page, 0);

    await page.goto(`/goods/${offer.goodsId}`);
    const row = page.locator(`[data-testid="resale-offer"][data-code="${offer.code}"]`);
    await expect(page.getByTestId("resale-offers")).toContainText("转售");
    await expect(row).toContainText(`转售编号 ${offer.code}`);
    await expect(row).toContainText("品相A（如新）");
    await expect(row.getByTestId("resale-left")).toHaveText("剩 2 瓶");
    await expect(row.getByTestId("resale-minimum")).toHaveText("每次至少 2 瓶");

    await addOffer(page, offer, 1);
    await expect(feedback(page)).toContainText("该转售商品每次至少购买2瓶");
    await page.goto(`/goods/${offer.goodsId}`);
    await addOffer(page, offer, 2);
    await expect(page.getByTestId("toast")).toContainText("已加入购物车");

    await page.goto("/user/myCart");
    const line = page.getByTestId("cart-line").filter({ hasText: offer.code });
    await expect(line.getByTestId("resale-mark")).toContainText(`${offer.code} · 品相A（如新）`);
    await expect(line.getByTestId("resale-minimum")).toHaveText("每次至少 2 瓶，剩 2 瓶");
    await expect(line.getByTestId("line-quantity")).toHaveValue("2");
    await expect(line.getByTestId("decrease")).toBeDisabled();
    await expect(line.getByTestId("increase")).toBeDisabled();
    await keepsTheRules(page, testInfo);

    await page.getByTestId("checkout").click();
    await expect(page).toHaveURL(/\/checkOrder\?k=[0-9a-f-]{36}$/);
    await expect(page.getByTestId("checkout-line").getByTestId("resale-mark")).toContainText(
      offer.code,
    );
    await page.getByTestId("submit-order").click();
    await expect(page).toHaveURL(/\/payment\?orderId=\d+$/);
    const orderId = Number(/orderId=(\d+)/.exec(page.url())![1]);
    await payInSandbox(page, token, { id: orderId });
    const order = await service<{ orderNo: string }>(page.request, "/order/order/findOrder", {
      token,
      query: { id: orderId },
    });
    expect(
      await ops("ship", order.orderNo, "--company", "SF", "--tracking", `SF${Date.now()}`),
    ).toContain(order.orderNo);

    await page.goto(`/user/order/${orderId}`);
    await expect(page.getByTestId("order-line").getByTestId("resale-mark")).toContainText(
      offer.code,
    );
    const bottles = page.getByTestId("order-bottles").getByTestId("order-bottle");
    await expect(bottles).toHaveCount(2);
    for (const serial of offer.serials)
      await expect(page.getByTestId("order-bottles")).toContainText(serial);
    // Sold out: the offer is no longer on the wine's page.
    await page.goto(`/goods/${offer.goodsId}`);
    await expect(row).toHaveCount(0);
  },
);

test("in English: the offer, its grade and minimum, and the refusal below it", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const offer = await shelvedOffer(browser, testInfo.workerIndex * 10 + testInfo.retry + 5);
  await userWithOrders(page, 0);
  await page.goto(`/goods/${offer.goodsId}`);
  await setLanguage(page, "en");
  const row = page.locator(`[data-testid="resale-offer"][data-code="${offer.code}"]`);
  await expect(page.getByTestId("resale-offers")).toContainText("Resale");
  await expect(row).toContainText(`Resale ${offer.code}`);
  await expect(row).toContainText("Grade A (as new)");
  await expect(row.getByTestId("resale-left")).toHaveText("2 left");
  await expect(row.getByTestId("resale-minimum")).toHaveText("At least 2 at once");
  await addOffer(page, offer, 1);
  await expect(feedback(page)).toContainText("this resale offer sells at least 2 bottles at once");
});

test("a visitor's add to cart on an offer is done right after registering, once", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const offer = await shelvedOffer(browser, testInfo.workerIndex * 10 + testInfo.retry + 7);
  // A visitor's wine page comes from the page cache, fresh for a few seconds (server/page-cache.ts).
  await expect(async () => {
    await page.goto(`/goods/${offer.goodsId}`);
    await expect(
      page.locator(`[data-testid="resale-offer"][data-code="${offer.code}"]`),
    ).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await addOffer(page, offer, 2);
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await expect(page.getByTestId("pending-buy")).toContainText("将把转售的");
  await expect(page.getByTestId("pending-buy")).toContainText("× 2");

  const phone = uniquePhone();
  await page.getByRole("link", { name: "立即注册" }).click();
  await expect(page.getByTestId("register-form")).toBeVisible();
  await page.getByLabel("手机号").fill(phone);
  await page.getByLabel("短信验证码").fill(await sendSms(page, phone, "register"));
  await page.getByLabel("密码", { exact: true }).fill(PASSWORD);
  await page.getByLabel("确认密码").fill(PASSWORD);
  await page.getByLabel(/^我已年满18周岁，已阅读并同意/).check();
  await page.getByTestId("register-submit").click();
  await expect(page).toHaveURL(new RegExp(`/goods/${offer.goodsId}`));
  await expect(page.getByTestId("toast")).toContainText("已加入购物车");

  await page.goto("/user/myCart");
  const line = page.getByTestId("cart-line").filter({ hasText: offer.code });
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId("line-quantity")).toHaveValue("2");
  await page.reload();
  await expect(line.getByTestId("line-quantity")).toHaveValue("2");
});

test("a quantity typed before the offers' code came is the one sent", async ({
  page,
  browser,
}, testInfo) => {
  test.skip(!hasJs(testInfo), "nothing hydrates without it");
  test.slow();
  const offer = await shelvedOffer(browser, testInfo.workerIndex * 10 + testInfo.retry + 3);
  await userWithOrders(page, 0);
  // The offers' code held back, as a slow phone's network may: the rest of the page's comes.
  const release = await holdScripts(page, /\/build\/_shared\/offers-[A-Z0-9]+\.js$/);
  await page.goto(`/goods/${offer.goodsId}`, { waitUntil: "commit" });
  const row = page.locator(`[data-testid="resale-offer"][data-code="${offer.code}"]`);
  await row.getByTestId("resale-quantity").fill("1");
  // A page that hydrated without them left the server's offers to the first update that reached
  // them (the router's, for one), and React then drew them afresh with the default quantity
  // (decision 038). The page waits for their code before it hydrates.
  await expectWaitingForDeferredParts(page);
  release();
  await hydrated(page, `[data-code="${offer.code}"] [data-testid="resale-quantity"]`);
  await expect(row.getByTestId("resale-quantity")).toHaveValue("1");
  await row.getByTestId("resale-add").click();
  await expect(feedback(page)).toContainText("该转售商品每次至少购买2瓶");
});
