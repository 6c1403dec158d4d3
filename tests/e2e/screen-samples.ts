/**
 * The pages the sweep visits: for every row of the route table (app/screens.ts), the URLs that show
 * it with real content, from a visitor's or a buyer's side. A row without parameters is visited at
 * its own path when it has none here (as the buyer under /user and /personalCenter, else as a
 * visitor), so a new screen is audited the day it is added; a row with parameters needs its
 * samples, or the sweep fails. The buyer has a cart line, an address, a payout account, a
 * favorite, a visit in the history, and orders in every status a buyer meets.
 */
import { expect, type Page } from "@playwright/test";
import { SCREENS } from "../../app/screens";
import { register } from "./accounts";
import {
  apiToken,
  applyRefund,
  confirmReceipt,
  evaluate,
  operate,
  ops,
  orderStatus,
  payInSandbox,
  placeOrder,
  plentifulWine,
  saveAddress,
} from "./journey-helpers";
import { service } from "./orders";
import { realisticFiles } from "./realistic-files";
import { uploadPhoto } from "./service-api";

export interface Sample {
  path: string;
  /** the page's status (a page that does not exist says so with 404) */
  status?: number;
}

/** A buyer with content on every screen, made through the API and the test hooks. */
export async function buyerWithEverything(page: Page) {
  const { phone } = await register(page);
  const request = page.request;
  const token = await apiToken(request, phone);
  const addressId = await saveAddress(request, token);
  const wine = await plentifulWine(request);
  const place = () => placeOrder(request, token, addressId, wine.id);
  const paidOrder = async () => {
    const order = await place();
    await payInSandbox(request, token, order.id);
    return order;
  };
  const shippedOrder = async () => {
    const order = await paidOrder();
    expect(await operate(page, order.orderNo, "ship")).toBe("pending_receipt");
    return order;
  };

  const unpaid = await place();
  const paid = await paidOrder();
  const shipped = await shippedOrder();
  await ops("track", shipped.orderNo, "--event", "已揽收，杭州转运中心");
  await ops("track", shipped.orderNo, "--event", "派送中，快递员 138****0000");
  const received = await shippedOrder();
  await confirmReceipt(request, token, received.id);
  // Two pictures as phones take them, for the review and a refund request (and their viewers).
  const files = await realisticFiles(page.context().browser()!);
  const photos = async (purpose: "review" | "aftersale") => [
    await uploadPhoto(request, token, purpose, files.photo),
    await uploadPhoto(request, token, purpose, files.portrait),
  ];
  const completed = await shippedOrder();
  await confirmReceipt(request, token, completed.id);
  const review = `酒体饱满，单宁细腻 ${Date.now()}`;
  await evaluate(request, token, completed.id, wine.id, review, await photos("review"));
  const { list: reviews } = await service<{ list: { id: number; content: string }[] }>(
    request,
    "/goods/comment/findComments",
    { query: { goodsId: wine.id, limit: 50 } },
  );
  const reviewId = reviews.find((r) => r.content === review)!.id;
  const cancelled = await place();
  await service(request, "/order/order/cancelOrder", { token, body: { id: cancelled.id } });
  const closed = await place();
  expect((await request.post(`/shopping/test/test/expireOrder?orderNo=${closed.orderNo}`)).ok());
  await expect.poll(() => orderStatus(request, token, closed.id)).toBe("closed");
  const refunding = await paidOrder();
  await applyRefund(request, token, refunding, await photos("aftersale"));
  const returnAgreed = await shippedOrder();
  await applyRefund(request, token, returnAgreed);
  expect(await operate(page, returnAgreed.orderNo, "approve")).toBe("returning");
  const returnSent = await shippedOrder();
  await applyRefund(request, token, returnSent);
  await operate(page, returnSent.orderNo, "approve");
  await service(request, "/order/afterSale/returnShipment", {
    token,
    body: { orderId: returnSent.id, company: "SF", trackingNo: "SF1234567890" },
  });
  await service(request, "/shoppingCart/shoppingCart/addShoppingCartItem", {
    token,
    body: { goodsId: wine.id, quantity: 1 },
  });
  await service(request, "/collect/collect/addCollect", { token, body: { goodsId: wine.id } });
  const payoutAccount = await service<{ id: number }>(request, "/user/payout-account/saveAccount", {
    token,
    body: { kind: "bank", account: "6222020200112341234", realName: "李明", bankName: "工商银行" },
  });
  // Resale: the completed order's bottle listed (waiting for its parcel); the received order's
  // bottle still free to resell.
  const [resold] = (
    await service<{ wines: { goodsId: number; shopPriceCents: number }[] }>(
      request,
      "/resale/resale-goods/findOrderBottles",
      { token, query: { orderId: completed.id } },
    )
  ).wines;
  const resaleItem = await service<{ code: string }>(request, "/resale/resale-goods/saveResale", {
    token,
    body: {
      orderId: completed.id,
      goodsId: resold.goodsId,
      quantity: 1,
      priceCents: resold.shopPriceCents,
      minQuantity: 1,
    },
  });
  // A visit of the browser's own session writes the history.
  await page.goto(`/goods/${wine.id}`);
  // A bottle of the received order: it has a history of its own.
  const [bottle] = (
    await service<{ bottles: { serial: string }[] }>(request, "/order/bottles", {
      token,
      query: { id: received.id },
    })
  ).bottles;
  return {
    wine,
    bottleSerial: bottle.serial,
    reviewId,
    payoutAccountId: payoutAccount.id,
    resaleCode: resaleItem.code,
    orders: {
      unpaid,
      paid,
      shipped,
      received,
      completed,
      cancelled,
      closed,
      refunding,
      returnAgreed,
      returnSent,
    },
  };
}

type Buyer = Awaited<ReturnType<typeof buyerWithEverything>>;

/** Every row's samples: what a visitor sees, and what the buyer sees. */
export function screenSamples({
  wine,
  reviewId,
  orders: o,
  payoutAccountId,
  bottleSerial,
  resaleCode,
}: Buyer) {
  const order = (id: number, rest = "") => `/user/order/${id}${rest}`;
  const visitor: Record<string, string[]> = {
    "/login": ["/login", "/login?mode=password"],
    "/goods": ["/goods", "/goods?style=red&sort=sales", "/goods?q=xyzzy"],
    "/goods/:id": ["/goods/176"],
    "/chateauList/:id": ["/chateauList/1"],
    // A bottle still in the shop, and one that was sold and received.
    "/p/:serial": ["/p/L00001-0001", `/p/${bottleSerial}`],
    "/goods/:id/reviews/:reviewId/photos": [
      `/goods/${wine.id}/reviews/${reviewId}/photos`,
      `/goods/${wine.id}/reviews/${reviewId}/photos?photo=2&back=${encodeURIComponent(`/goods/${wine.id}`)}`,
    ],
  };
  const buyer: Record<string, string[]> = {
    "/goods/:id": [`/goods/${wine.id}`],
    "/checkOrder": [`/checkOrder?goodsId=${wine.id}&qty=1`],
    "/payment": [`/payment?orderId=${o.unpaid.id}`],
    "/user/order": ["/user/order", "/user/order?tab=pending_receipt"],
    "/user/order/:id": [
      ...Object.values(o).map((placed) => order(placed.id)),
      order(o.unpaid.id, "?confirm=cancel"),
      order(o.shipped.id, "?confirm=receive"),
    ],
    "/user/order/:id/evaluate": [order(o.received.id, "/evaluate")],
    "/user/order/:id/logistics": [
      order(o.shipped.id, "/logistics"),
      order(o.returnSent.id, "/logistics"),
    ],
    "/user/order/:id/refund": [order(o.paid.id, "/refund"), order(o.shipped.id, "/refund")],
    "/user/order/:id/afterSale": [
      order(o.refunding.id, "/afterSale"),
      order(o.returnAgreed.id, "/afterSale"),
      order(o.returnSent.id, "/afterSale"),
    ],
    "/user/order/:id/afterSale/photos": [order(o.refunding.id, "/afterSale/photos?photo=2")],
    "/user/order/:id/invoice": [order(o.completed.id, "/invoice")],
    "/user/order/:id/resell": [order(o.received.id, "/resell"), order(o.completed.id, "/resell")],
    "/user/myRecyclingGoods": [
      "/user/myRecyclingGoods",
      "/user/myRecyclingGoods?pick=1",
      `/user/myRecyclingGoods?ship=${resaleCode}`,
      `/user/myRecyclingGoods?confirm=withdraw&code=${resaleCode}`,
    ],
    // No sale can be made before the checkout sells resale lines: the page of one that is not there.
    "/user/myRecyclingOrder/:id": [],
    "/user/address": ["/user/address", "/user/address?new=1"],
    "/user/payoutAccounts": [
      "/user/payoutAccounts",
      "/user/payoutAccounts?new=1",
      `/user/payoutAccounts?confirm=delete&id=${payoutAccountId}`,
    ],
  };
  for (const { pattern } of SCREENS) {
    if (visitor[pattern] || buyer[pattern] || pattern.includes(":")) continue;
    const own = /^\/(user|personalCenter)(\/|$)/.test(pattern) ? buyer : visitor;
    own[pattern] = [pattern];
  }
  const missing = SCREENS.map((s) => s.pattern).filter((p) => !visitor[p] && !buyer[p]);
  expect(missing, "rows of app/screens.ts with parameters and no sample").toEqual([]);
  const samples = (table: Record<string, string[]>): Sample[] =>
    Object.values(table).flatMap((paths) => paths.map((path) => ({ path })));
  return {
    visitor: [...samples(visitor), { path: "/no-such-page", status: 404 }],
    buyer: [...samples(buyer), { path: "/user/myRecyclingOrder/999999", status: 404 }],
  };
}
