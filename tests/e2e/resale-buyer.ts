/**
 * Another buyer buys resale bottles, in a browser context of their own, and receives them: the
 * payout of the sale then waits for the return window (the test hook payoutDue ends it). Shared by
 * the seller's payout spec and the console's resale desk spec, each with its own shop's `ops`.
 */
import type { Browser } from "@playwright/test";
import { payInSandbox, service, userWithOrders } from "./orders";

export interface Offer {
  code: string;
  goodsId: number;
}

export async function boughtAndReceived(
  browser: Browser,
  offer: Offer,
  n: number,
  shop: { ops: (...args: string[]) => Promise<string>; baseURL?: string },
) {
  const context = await browser.newContext({
    // Only when given: an undefined one would hide the test shop's from the config.
    ...(shop.baseURL ? { baseURL: shop.baseURL } : {}),
    extraHTTPHeaders: { "x-forwarded-for": `10.251.${n % 250}.${Date.now() % 250}` },
  });
  const buyerPage = await context.newPage();
  const { token, phone } = await userWithOrders(buyerPage, 0);
  const request = buyerPage.request;
  const { offers } = await service<{ offers: { itemId: number; code: string }[] }>(
    request,
    "/resale/resale-goods/findWineResaleOffers",
    { query: { goodsId: offer.goodsId } },
  );
  const itemId = offers.find((o) => o.code === offer.code)!.itemId;
  await service(request, "/shoppingCart/shoppingCart/addShoppingCartItem", {
    token,
    body: { goodsId: offer.goodsId, resaleItemId: itemId, quantity: 1 },
  });
  const addresses = await service<{ id: number }[] | { list: { id: number }[] }>(
    request,
    "/user/address/findAddressList",
    { token },
  );
  const addressId = (Array.isArray(addresses) ? addresses : addresses.list)[0].id;
  const preview = await service<{ amounts: { totalCents: number } }>(
    request,
    "/order/order/previewOrder",
    { token, body: { source: "cart" } },
  );
  const order = await service<{ id: number; orderNo: string }>(
    request,
    "/order/order/createOrder",
    {
      token,
      body: {
        source: "cart",
        addressId,
        idempotencyKey: `e2e-resale-${Date.now()}-${n}`,
        expectedTotalCents: preview.amounts.totalCents,
      },
    },
  );
  await payInSandbox(buyerPage, token, order);
  await shop.ops("ship", order.orderNo, "--company", "SF", "--tracking", `SF${Date.now()}`);
  await service(request, "/order/order/confirmReceipt", { token, body: { id: order.id } });
  await context.close();
  return { orderNo: order.orderNo, phone };
}
