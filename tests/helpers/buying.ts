/**
 * Helpers for the buying tests (cart, orders, payments, concurrency): paths,
 * a wine of chosen price and stock, a buyer with an address, points, and
 * readers of the rows the tests check.
 */
import { randomBytes } from "node:crypto";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Address } from "../../contract/accounts";
import type { CheckoutPreview, CreatedOrder, PaymentView } from "../../contract/buying";
import type { Db } from "../../shopping/db/client";
import {
  cartItems,
  orderEvents,
  orderLines,
  orders,
  payments,
  pointsLedger,
  products,
} from "../../shopping/db/schema";
import { lockPoints, postPoints } from "../../shopping/points/ledger";
import { api, type CallOptions } from "./accounts";
import type { Answer, RunningService } from "./service";
import { createUser } from "./users";

const CART = "/shoppingCart/shoppingCart";
export const PATHS = {
  cart: `${CART}/findShoppingCart`,
  add: `${CART}/addShoppingCartItem`,
  quantity: `${CART}/updateShoppingCartItemQuantity`,
  remove: `${CART}/deleteShoppingCartItem`,
  select: `${CART}/selectShoppingCartItem`,
  count: `${CART}/findShoppingCartTotalItem`,
  preview: "/order/order/previewOrder",
  create: "/order/order/createOrder",
  find: "/order/order/findOrder",
  cancel: "/order/order/cancelOrder",
  pay: "/payment/payment/createPayment",
  query: "/payment/payment/queryPayment",
  wait: "/payment/payment/waitPayment",
  saveAddress: "/user/address/saveAddress",
} as const;

/**
 * The service's environment in these tests: nothing from the machine, so every payment goes to the
 * sandbox with its development secret.
 */
export const TEST_ENV = {
  NODE_ENV: "test",
  PAYMENT_SANDBOX_SECRET: "integration-tests-sandbox-secret-0123456789",
} as NodeJS.ProcessEnv;

export const HOME = {
  recipient: "李白",
  phone: "13800138000",
  areaCode: "310115",
  detail: "世纪大道100号",
};

/**
 * Each call takes a seeded wine no earlier call on this database took (the
 * lowest ids first), and gives it the price and stock the test wants, so no
 * test sees another test's stock. Counted per database: the test files share
 * this module when vitest runs them in one worker without isolation.
 */
const lastWineOf = new WeakMap<Db, number>();
export async function wine(
  db: Db,
  opts: { priceCents: number; marketPriceCents?: number; stock: number },
): Promise<number> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(sql`${products.id} > ${lastWineOf.get(db) ?? 0}`)
    .orderBy(asc(products.id))
    .limit(1);
  if (!row) throw new Error("the seed has run out of wines for this test file");
  lastWineOf.set(db, row.id);
  await db
    .update(products)
    .set({
      priceCents: opts.priceCents,
      marketPriceCents: opts.marketPriceCents ?? opts.priceCents,
      stock: opts.stock,
      onShelf: true,
      shelfStatus: "on_shelf",
      pointsPrice: null,
      pointsByRate: false,
    })
    .where(eq(products.id, row.id));
  return row.id;
}

export async function product(db: Db, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

export async function setStock(db: Db, id: number, stock: number): Promise<void> {
  await db.update(products).set({ stock }).where(eq(products.id, id));
}

export async function saveAddress(
  svc: RunningService,
  token: string,
  fields: Record<string, unknown> = {},
): Promise<Address> {
  const a = await api<Address>(svc, PATHS.saveAddress, { token, body: { ...HOME, ...fields } });
  if (a.code !== 0) throw new Error(`saveAddress answered ${a.code} ${a.message}`);
  return a.data;
}

/** A user with a login token and one saved address. */
export async function buyer(svc: RunningService) {
  const { user, token } = await createUser(svc.database.db);
  const address = await saveAddress(svc, token);
  return { user, token, addressId: address.id };
}

/** Gives points as the grantPoints test hook does: under the balance lock, through the ledger. */
export async function grantPoints(db: Db, userId: number, points: number): Promise<number> {
  return db.transaction(async (tx) => {
    await lockPoints(tx, userId);
    return postPoints(tx, userId, points, { reason: "operator_grant", operator: "test" });
  });
}

export function idempotencyKey(): string {
  return `k-${randomBytes(8).toString("hex")}`;
}

export type Source =
  { source: "cart" } | { source: "buyNow" | "points"; goodsId: number; quantity: number };

export function addToCart(
  svc: RunningService,
  token: string,
  goodsId: number,
  quantity: number,
  opts: CallOptions = {},
) {
  return api<{ productTotalItem: number }>(svc, PATHS.add, {
    ...opts,
    token,
    body: { goodsId, quantity },
  });
}

export function preview(svc: RunningService, token: string, source: Source, usePoints = false) {
  return api<CheckoutPreview>(svc, PATHS.preview, { token, body: { ...source, usePoints } });
}

export interface OrderForm {
  addressId: number | null;
  usePoints?: boolean;
  buyerMessage?: string;
  idempotencyKey?: string;
  expectedTotalCents: number;
}

export function createOrder(
  svc: RunningService,
  token: string,
  source: Source,
  form: OrderForm,
  opts: CallOptions = {},
): Promise<Answer<CreatedOrder>> {
  return api<CreatedOrder>(svc, PATHS.create, {
    ...opts,
    token,
    body: { ...source, idempotencyKey: idempotencyKey(), ...form },
  });
}

/** Previews, then submits with the total the preview showed; throws unless the order is placed. */
export async function placeOrder(
  svc: RunningService,
  token: string,
  source: Source,
  addressId: number,
  usePoints = false,
): Promise<CreatedOrder> {
  const seen = await preview(svc, token, source, usePoints);
  if (seen.code !== 200) throw new Error(`previewOrder answered ${seen.code} ${seen.message}`);
  const placed = await createOrder(svc, token, source, {
    addressId,
    usePoints,
    expectedTotalCents: seen.data.amounts.totalCents,
  });
  if (placed.code !== 200) throw new Error(`createOrder answered ${placed.code} ${placed.message}`);
  return placed.data;
}

// ---- rows

export const cartRowsOf = (db: Db, userId: number) =>
  db.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.id));
export const ordersOf = (db: Db, userId: number) =>
  db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id));
export const ledgerOf = (db: Db, userId: number) =>
  db
    .select()
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
    .orderBy(asc(pointsLedger.id));
export const eventsOf = (db: Db, orderId: number) =>
  db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
export const linesOf = (db: Db, orderId: number) =>
  db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
export const paymentsOf = (db: Db, orderId: number) =>
  db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));

export async function orderRow(db: Db, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** stock and sales of some wines, by id */
export async function stockAndSales(
  db: Db,
  ids: number[],
): Promise<Record<number, { stock: number; sales: number }>> {
  const rows = await db
    .select({ id: products.id, stock: products.stock, sales: products.sales })
    .from(products)
    .where(inArray(products.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, { stock: r.stock, sales: r.sales }]));
}

/** Pays an order at the sandbox wallet, as a buyer taps 确认付款 there. */
export async function payInSandbox(svc: RunningService, token: string, orderId: number) {
  const payment = await api<PaymentView>(svc, PATHS.pay, {
    token,
    body: { orderId, method: "alipay" },
  });
  if (payment.code !== 200) throw new Error(`createPayment answered ${payment.code}`);
  const url = new URL(new URL(payment.data.codeUrl!).pathname, new URL(svc.base).origin);
  await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "action=pay",
  });
}

/**
 * WeChat's browser: the sandbox's silent OAuth for this token's session, as the storefront runs
 * it (payerOauth, the authorize page's redirect, payerOpenid). Answers the code it used.
 */
export async function learnPayer(svc: RunningService, token: string): Promise<string> {
  const start = await api<{ openidKnown: boolean; url: string | null }>(
    svc,
    "/payment/payment/payerOauth",
    { token, body: { returnPath: "/payment/wechat-openid", state: "state-of-the-test" } },
  );
  if (start.code !== 200 || !start.data.url) throw new Error(`payerOauth answered ${start.raw}`);
  const authorize = await fetch(start.data.url, { redirect: "manual" });
  const code = new URL(authorize.headers.get("location")!).searchParams.get("code")!;
  const known = await api(svc, "/payment/payment/payerOpenid", { token, body: { code } });
  if (known.code !== 200) throw new Error(`payerOpenid answered ${known.raw}`);
  return code;
}

/** A buyer with an unpaid order of one wine (10,000 cents by default, with its delivery fee). */
export async function unpaidOrder(svc: RunningService, priceCents = 10_000) {
  const b = await buyer(svc);
  const goodsId = await wine(svc.database.db, { priceCents, stock: 10 });
  const order = await placeOrder(
    svc,
    b.token,
    { source: "buyNow", goodsId, quantity: 1 },
    b.addressId,
  );
  return { ...b, goodsId, order };
}
