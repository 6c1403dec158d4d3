/**
 * A resale's life after the sale, as its seller sees it (decision 037): the operator inspects the
 * parcel with a phone's photo, another buyer buys one of the two bottles and receives it, the
 * payout falls due and the operator pays it to the seller's default account. The seller reads the
 * sale (the buyer masked, the commission, the payout paid) and its timeline, sees the inspection
 * photo, and takes the item off the shelf: its sale stays.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Browser } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { hasJs, setLanguage } from "./helpers";
import { smallTargetsOf, visibleHeadingsOf } from "./layout-checks";
import { ops, service, userWithShippedOrder } from "./orders";
import { realisticFiles } from "./realistic-files";
import { boughtAndReceived, type Offer } from "./resale-buyer";

interface PricedOffer extends Offer {
  priceCents: number;
}

/** The seller (logged in on `page`) with two bottles of a received order on the shelf, minimum 1. */
async function sellerOnShelf(
  page: Page,
  browser: Browser,
): Promise<PricedOffer & { token: string }> {
  const { token, order, goods } = await userWithShippedOrder(page, { received: true });
  const view = await service<{ lines: { unitPriceCents: number }[] }>(
    page.request,
    "/order/order/findOrder",
    { token, query: { id: order.id } },
  );
  const priceCents = view.lines[0].unitPriceCents;
  const item = await service<{ code: string }>(page.request, "/resale/resale-goods/saveResale", {
    token,
    body: { orderId: order.id, goodsId: goods.id, quantity: 2, priceCents, minQuantity: 1 },
  });
  await service(page.request, "/resale/resale-goods/shipResale", {
    token,
    body: { code: item.code, company: "SF", trackingNo: `SF${Date.now()}` },
  });
  const { photo } = await realisticFiles(browser);
  expect(
    await ops(
      "receive-resale",
      item.code,
      "--grade",
      "B",
      "--note",
      "酒标轻微磨损",
      "--photo",
      photo,
    ),
  ).toContain(`${item.code} grade B, registered, 1 photo(s)`);
  await service(page.request, "/resale/resale-goods/shelfResale", {
    token,
    body: { code: item.code, onShelf: true },
  });
  await service(page.request, "/user/payout-account/saveAccount", {
    token,
    body: { kind: "alipay", account: "13912345678", realName: "王小明", bankName: "" },
  });
  return { token, code: item.code, goodsId: goods.id, priceCents };
}

test("after the sale: the payout falls due and is paid; the seller reads the sale and its timeline, sees the inspection photo, and takes the item off the shelf with its sale kept", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const offer = await sellerOnShelf(page, browser);
  const bought = await boughtAndReceived(
    browser,
    offer,
    testInfo.workerIndex * 10 + testInfo.retry,
    { ops },
  );

  // Before the payout days are over the operator cannot pay it.
  const payoutId = /^(\d+)\s/m.exec(
    (await ops("payouts", "--status", "due")).split("\n").find((l) => l.includes(offer.code))!,
  )![1];
  await expect(ops("paid-out", payoutId, "--reference", "ALIPAY-EARLY")).rejects.toThrow(/due on/);
  const due = await page.request.post(`/shopping/test/test/payoutDue?orderNo=${bought.orderNo}`);
  expect(await due.json()).toEqual({ ok: true, payouts: 1 });
  const reference = `ALIPAY-${Date.now()}`;
  expect(await ops("paid-out", payoutId, "--reference", reference, "--as", "alice")).toContain(
    reference,
  );

  const commissionCents = Math.round(offer.priceCents * 0.08);
  const yuan = (cents: number) =>
    (cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 });
  await page.goto("/user/myRecyclingOrder");
  const sale = page.getByTestId("resale-sale").filter({ hasText: offer.code });
  await expect(sale.getByTestId("sale-payout-status")).toHaveText("已打款");
  await expect(sale).toContainText(`${bought.phone.slice(0, 3)}****${bought.phone.slice(-4)}`);
  await expect(sale).not.toContainText(bought.phone);
  await expect(sale).toContainText(yuan(commissionCents));
  await expect(sale).toContainText(yuan(offer.priceCents - commissionCents));
  await sale.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/user\/myRecyclingOrder\/\d+$/);
  await expect(page.getByTestId("sale-step")).toHaveText([
    /买家下单/,
    /买家收货/,
    /退货期结束，可以打款/,
    /已打款/,
  ]);
  // A sale's page with a real sale, read as the sweep reads every screen (the sweep's own buyer has
  // none): one heading, 44 px targets, no serious accessibility violation. The checks run scripts
  // in the page, so they run where it has JavaScript; without it the server sends the same page.
  if (hasJs(testInfo)) {
    expect(await visibleHeadingsOf(page)).toHaveLength(1);
    expect(await smallTargetsOf(page)).toEqual([]);
    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .setLegacyMode(true)
      .options({ resultTypes: ["violations"] })
      .analyze();
    expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  }

  await page.goto("/user/myRecyclingGoods");
  const card = page.getByTestId("resale-item").filter({ hasText: offer.code });
  await expect(card.getByTestId("resale-sold")).toHaveText("1");
  await expect(card.getByTestId("resale-grade")).toHaveText("品相B（良好）");
  const photo = card.getByTestId("resale-audit-photos-open");
  await expect(photo).toHaveCount(1);
  const src = await photo.locator("img").getAttribute("src");
  const picture = await page.request.get(src!);
  expect(picture.status()).toBe(200);
  expect((await picture.body()).length).toBeGreaterThan(1_000_000);

  await card.getByTestId("resale-unshelve").click();
  await page.getByTestId("unshelve-resale-yes").click();
  await expect(page.getByTestId("toast")).toContainText("已下架");
  await expect(card.getByTestId("resale-status")).toHaveText("未上架");
  await expect(card.getByTestId("resale-sold")).toHaveText("1");
  await page.goto("/user/myRecyclingOrder");
  await expect(page.getByTestId("resale-sale").filter({ hasText: offer.code })).toHaveCount(1);

  // The same sale in English.
  await setLanguage(page, "en");
  await page.goto("/user/myRecyclingOrder");
  await expect(
    page
      .getByTestId("resale-sale")
      .filter({ hasText: offer.code })
      .getByTestId("sale-payout-status"),
  ).toHaveText("Paid out");
});
