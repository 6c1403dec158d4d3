/**
 * Resale in tests: a seller with a received order whose bottles have serials (as shipping gives
 * them), the seller's form, and an item brought through the shop's audit onto the shelf.
 */
import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { ResaleItem } from "../../contract/resale-answers";
import { bottles, resaleItemBottles, resaleItems, resaleSales } from "../../shopping/db/schema";
import { sellOrderBottles } from "../../shopping/provenance/bottles";
import { api } from "./accounts";
import { buyer } from "./buying";
import { ops } from "./ops";
import { receivedOrder } from "./received";
import type { RunningService } from "./service";
import { setShopContacts } from "./shop";

export const RESALE = {
  bottles: "/resale/resale-goods/findOrderBottles",
  save: "/resale/resale-goods/saveResale",
  returnAddress: "/resale/resale-goods/findReturnAddress",
  ship: "/resale/resale-goods/shipResale",
  withdraw: "/resale/resale-goods/withdrawResale",
  shelf: "/resale/resale-goods/shelfResale",
  items: "/resale/resale-goods/findMyResaleGoods",
  sales: "/resale/resale-order/findMyResaleOrders",
  sale: "/resale/resale-order/findResaleOrder",
} as const;

export type Seller = Awaited<ReturnType<typeof sellerWithBottles>>;

/**
 * A buyer whose received order of `quantity` bottles (of a 100-yuan wine) has its serials. The
 * operator has set the shop's return address (a new shop has none, and refuses the parcel).
 */
export async function sellerWithBottles(svc: RunningService, quantity = 3) {
  const db = svc.database.db;
  await setShopContacts(svc);
  const b = await buyer(svc);
  const { goodsId, order } = await receivedOrder(svc, b, quantity);
  await db.transaction((tx) => sellOrderBottles(tx, order.id));
  const serials = (
    await db
      .select({ serial: bottles.serial })
      .from(bottles)
      .where(eq(bottles.orderId, order.id))
      .orderBy(asc(bottles.serial))
  ).map((r) => r.serial);
  expect(serials).toHaveLength(quantity);
  return { ...b, goodsId, order, serials };
}

export function saveResale(svc: RunningService, seller: Seller, body: object, lang = "ch") {
  return api<ResaleItem>(svc, RESALE.save, {
    token: seller.token,
    lang,
    body: { orderId: seller.order.id, goodsId: seller.goodsId, ...body },
  });
}

/** Listed (all the order's bottles at 100 yuan, minimum 1), sent, passed by the shop. */
export async function passedItem(
  svc: RunningService,
  seller: Seller,
  body: object = {},
  lang = "ch",
) {
  const listed = await saveResale(
    svc,
    seller,
    { serials: seller.serials, priceCents: 10_000, minQuantity: 1, ...body },
    lang,
  );
  expect(listed.code, listed.message).toBe(0);
  const code = listed.data.code;
  const sent = await api(svc, RESALE.ship, {
    token: seller.token,
    body: { code, company: "SF", trackingNo: "SF 1234-5678 90" },
  });
  expect(sent.code, sent.message).toBe(0);
  const received = await ops(svc.base, "/ops/resale/receive", {
    operator: "alice",
    body: { code, grade: "A", note: "原封" },
  });
  expect(received.code, received.message).toBe(0);
  return code;
}

/** On the shelf, by its seller. */
export async function shelvedItem(
  svc: RunningService,
  seller: Seller,
  body: object = {},
  lang = "ch",
) {
  const code = await passedItem(svc, seller, body, lang);
  const shelved = await api(svc, RESALE.shelf, {
    token: seller.token,
    body: { code, onShelf: true },
  });
  expect(shelved.code, shelved.message).toBe(0);
  return code;
}

export async function itemRow(svc: RunningService, code: string) {
  const [row] = await svc.database.db.select().from(resaleItems).where(eq(resaleItems.code, code));
  return row;
}

/** Every resale row there is, to show that a refused call changed nothing. */
export async function resaleRows(svc: RunningService) {
  const db = svc.database.db;
  return {
    items: await db.select().from(resaleItems).orderBy(asc(resaleItems.id)),
    bottles: await db.select().from(resaleItemBottles).orderBy(asc(resaleItemBottles.serial)),
    sales: await db.select().from(resaleSales).orderBy(asc(resaleSales.id)),
  };
}
