/** Orders brought to "received" (paid in the sandbox, shipped and received), and returned in full. */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { approveAfterSale, confirmGoodsReturned } from "../../shopping/aftersale/operator";
import { afterSales, orders } from "../../shopping/db/schema";
import { api } from "./accounts";
import { orderRow, payInSandbox, placeOrder, wine, type buyer } from "./buying";
import type { RunningService } from "./service";
import { setShopContacts } from "./shop";

type Buyer = Awaited<ReturnType<typeof buyer>>;

const APPLY = "/order/afterSale/applyRefund";
const SHIP_BACK = "/order/afterSale/returnShipment";

/** A paid order of `quantity` bottles of a 100-yuan wine (freight 12 yuan under 299), received. */
export async function receivedOrder(
  svc: RunningService,
  b: Buyer,
  quantity = 1,
  usePoints = false,
) {
  const db = svc.database.db;
  const goodsId = await wine(db, { priceCents: 10_000, stock: 100 });
  const placed = await placeOrder(
    svc,
    b.token,
    { source: "buyNow", goodsId, quantity },
    b.addressId,
    usePoints,
  );
  await payInSandbox(svc, b.token, placed.id);
  expect((await orderRow(db, placed.id)).status).toBe("pending_delivery");
  const now = new Date();
  await db
    .update(orders)
    .set({
      status: "pending_comment",
      shippedAt: now,
      receivedAt: now,
      logisticsCompany: "SF",
      logisticsNo: "SF1234567890",
    })
    .where(eq(orders.id, placed.id));
  return { goodsId, order: await orderRow(db, placed.id) };
}

/**
 * Returns a received or completed order in full: request, approval, goods back, money back. The
 * operator sets the shop's return address first (a new shop has none, and refuses the parcel).
 */
export async function returnOrder(
  svc: RunningService,
  b: Buyer,
  order: { id: number; orderNo: string; totalCents: number },
) {
  const db = svc.database.db;
  await setShopContacts(svc);
  const applied = await api(svc, APPLY, {
    token: b.token,
    body: {
      orderId: order.id,
      reasonCode: "changedMind",
      amountCents: order.totalCents,
      points: 0,
    },
  });
  expect(applied.code, applied.message).toBe(0);
  await approveAfterSale(svc.buying, order.orderNo, "tester");
  const shipped = await api(svc, SHIP_BACK, {
    token: b.token,
    body: { orderId: order.id, company: "SF", trackingNo: "SF0000000009" },
  });
  expect(shipped.code, shipped.message).toBe(0);
  await confirmGoodsReturned(svc.buying, order.orderNo, "tester");
  // The money goes back at the sandbox, whose answer settles the request.
  const [request] = await db.select().from(afterSales).where(eq(afterSales.orderId, order.id));
  expect(request.status).toBe("succeeded");
  expect((await orderRow(db, order.id)).status).toBe("returned");
}
