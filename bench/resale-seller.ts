/**
 * A seller for /user/myRecyclingGoods: RESALE_ITEMS orders of one bottle paid in the sandbox,
 * shipped and received, each bottle listed for resale, the items in the statuses a seller meets
 * (waiting for the parcel, sent, on the shelf), moved as the seller and the operator move them.
 */
import { randomUUID } from "node:crypto";
import { benchIp, benchPhone, hook, ok, registerUser, winesInStock } from "./api";
import { BENCH_OPS_KEY, type Shop } from "./shop";

export const RESALE_ITEMS = 5;

async function operator(shop: Shop, path: string, body: object) {
  const res = await fetch(`${shop.base}/shopping${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Ops ${BENCH_OPS_KEY}`,
      "x-operator": "bench",
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
}

/** One order of one bottle, paid in the sandbox wallet, shipped and received. */
export async function receivedOrder(shop: Shop, token: string, addressId: number, goodsId: number) {
  const buyNow = { source: "buyNow", goodsId, quantity: 1 };
  const preview = await ok<{ amounts: { totalCents: number } }>(
    shop.base,
    "/order/order/previewOrder",
    { token, body: { ...buyNow, usePoints: false } },
  );
  const order = await ok<{ id: number; orderNo: string }>(shop.base, "/order/order/createOrder", {
    token,
    body: {
      ...buyNow,
      addressId,
      buyerMessage: "",
      usePoints: false,
      idempotencyKey: `bench-resale-${randomUUID()}`,
      expectedTotalCents: preview.amounts.totalCents,
    },
  });
  const payment = await ok<{ codeUrl: string }>(shop.base, "/payment/payment/createPayment", {
    token,
    body: { orderId: order.id, method: "alipay" },
  });
  const code = new URL(payment.codeUrl);
  const paid = await fetch(`${shop.base}${code.pathname}${code.search}`, {
    method: "POST",
    body: new URLSearchParams({ action: "pay" }),
  });
  if (!paid.ok) throw new Error(`the sandbox wallet answered ${paid.status}`);
  for (let i = 0; ; i++) {
    const { status } = await ok<{ status: string }>(
      shop.base,
      `/order/order/findOrder?id=${order.id}`,
      { token },
    );
    if (status === "pending_delivery") break;
    if (i === 50) throw new Error(`order ${order.id} is ${status}, not paid`);
    await new Promise((r) => setTimeout(r, 100));
  }
  await hook(shop.base, `operate?orderNo=${order.orderNo}&move=ship`, "POST");
  await ok(shop.base, "/order/order/confirmReceipt", { token, body: { id: order.id } });
  return order.id;
}

export async function sellerWithResaleItems(shop: Shop) {
  const user = await registerUser(shop.base, benchPhone(904), benchIp(904));
  const [wine] = await winesInStock(shop.base, 1);
  await operator(shop, "/ops/shop/returnAddress", {
    recipient: "醇境售后部",
    phone: "021-6000-0000",
    address: "上海市浦东新区张江路1号 醇境仓库",
  });
  for (let i = 0; i < RESALE_ITEMS; i++) {
    const orderId = await receivedOrder(shop, user.token, user.addressId, wine.id);
    const { wines } = await ok<{ wines: { shopPriceCents: number }[] }>(
      shop.base,
      `/resale/resale-goods/findOrderBottles?orderId=${orderId}`,
      { token: user.token },
    );
    const { code } = await ok<{ code: string }>(shop.base, "/resale/resale-goods/saveResale", {
      token: user.token,
      body: {
        orderId,
        goodsId: wine.id,
        quantity: 1,
        priceCents: wines[0].shopPriceCents,
        minQuantity: 1,
      },
    });
    if (i < 2) continue;
    await ok(shop.base, "/resale/resale-goods/shipResale", {
      token: user.token,
      body: { code, company: "SF", trackingNo: `SF${String(orderId).padStart(10, "0")}` },
    });
    if (i < 3) continue;
    await operator(shop, "/ops/resale/receive", { code, grade: "A", note: "原封未开" });
    await ok(shop.base, "/resale/resale-goods/shelfResale", {
      token: user.token,
      body: { code, onShelf: true },
    });
  }
  return user;
}
