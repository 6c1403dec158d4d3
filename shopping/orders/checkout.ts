/**
 * Checkout: what an order would cost (preview) and placing it (createOrder). A points purchase
 * (source "points") is paid in points alone: the points are taken with the stock, and the order is
 * paid at once, with no payment step.
 * Every amount is computed here from the database; the form only says which
 * lines, which address, whether to use points, and the total the buyer saw.
 * Placing an order is one transaction: stock is reserved with conditional
 * updates (never below zero under any concurrency), points are taken, the
 * order, its lines and its first timeline row are written and the cart lines
 * leave the cart. A second submit of the same form finds the first order.
 * A cart line bought from a resale item (decision 037) is priced at the item's price, takes none
 * of the shop's stock and is reserved from the item (openResaleSale) in the same transaction, after
 * the products (decision 028's lock order): a refused reservation places no order.
 */
import { randomInt } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { CheckoutInvoice } from "../../contract/invoices";
import type { ResaleGrade } from "../../contract/resale-statuses";
import type {
  Amounts,
  CheckoutLine,
  CheckoutPreview,
  CheckoutSource,
  CreatedOrder,
} from "../../contract/buying";
import { priceNow } from "../catalog/price-now";
import { pictureUrl } from "../catalog/present";
import type { OrderSettings } from "../config";
import type { Db, Tx } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { orderRulesInForce, type OrderRules } from "../shop/order-rules";
import {
  addresses,
  cartItems,
  orderEvents,
  orderLines,
  orders,
  products,
  resaleItems,
} from "../db/schema";
import {
  leastOf,
  resaleLineAvailability,
  resaleLineColumns,
  type ResaleOfLine,
} from "../cart/resale-lines";
import { openResaleSale } from "../resale/stock";
import { fieldError } from "../http/endpoint";
import { BusinessError } from "../http/envelope";
import { requestInvoiceWithOrder } from "../invoices/requests";
import { lockPoints, pointsBalance, postPoints } from "../points/ledger";
import { activePointRule } from "../points/rules";
import { pointsPriceColumn } from "../points/purchase";
import {
  computeAmounts,
  pointsOffset,
  pointsPayableCents,
  pointsPurchaseAmounts,
  type PricingRules,
} from "./pricing";
import { reserveStock } from "./stock";
import { plannedRead } from "../db/prepared";

interface SourceLine extends Omit<CheckoutLine, "resale"> {
  cartItemId: number | null;
  stock: number;
  onShelf: boolean;
  pointsPrice: number | null;
  resale: ResaleOfLine | null;
}

type Problem = CheckoutPreview["problems"][number];

const lineColumns = {
  goodsId: products.id,
  spuName: products.spuName,
  spuNameTc: products.spuNameTc,
  spuNameEn: products.spuNameEn,
  vintage: products.vintage,
  capacityMl: products.capacityMl,
  unitPriceCents: priceNow,
  marketPriceCents: products.marketPriceCents,
  stock: products.stock,
  onShelf: products.onShelf,
  pointsPrice: pointsPriceColumn,
};

// The wines being bought, by the buyer's or the wine's id.
const sourceRead = plannedRead();

async function sourceLines(
  db: Db | Tx,
  userId: number,
  source: CheckoutSource,
): Promise<SourceLine[]> {
  if (source.source !== "cart") {
    const rows = await sourceRead(
      db.select(lineColumns).from(products).where(eq(products.id, source.goodsId)),
      "buy now",
    );
    return rows.map((r) => toLine({ ...r, resale: null }, source.quantity, null));
  }
  const rows = await sourceRead(
    db
      .select({
        ...lineColumns,
        quantity: cartItems.quantity,
        cartItemId: cartItems.id,
        resale: resaleLineColumns,
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .leftJoin(resaleItems, eq(resaleItems.id, cartItems.resaleItemId))
      .where(and(eq(cartItems.userId, userId), eq(cartItems.selected, true)))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id)),
    "cart",
  );
  return rows.map((r) =>
    toLine(r.resale ? resaleSource(r, r.resale) : r, r.quantity, r.cartItemId),
  );
}

/** A resale line: the item's price (no promotion, not for points), what is left as its stock. */
function resaleSource<
  T extends Omit<SourceLine, "picture" | "quantity" | "lineCents" | "cartItemId">,
>(r: T, item: ResaleOfLine): T {
  return {
    ...r,
    unitPriceCents: item.priceCents,
    marketPriceCents: item.priceCents,
    stock: Math.max(0, item.left),
    onShelf: item.status === "on_shelf",
    pointsPrice: null,
    resale: item,
  };
}

function toLine(
  r: Omit<SourceLine, "picture" | "quantity" | "lineCents" | "cartItemId">,
  quantity: number,
  cartItemId: number | null,
): SourceLine {
  return {
    ...r,
    picture: pictureUrl(r.goodsId),
    quantity,
    lineCents: r.unitPriceCents * quantity,
    cartItemId,
  };
}

function problemOf(l: SourceLine): Problem | null {
  if (l.resale) {
    const availability = resaleLineAvailability(l.resale, l.quantity);
    return availability === "ok" ? null : { goodsId: l.goodsId, reason: availability };
  }
  if (!l.onShelf) return { goodsId: l.goodsId, reason: "offShelf" };
  if (l.stock === 0) return { goodsId: l.goodsId, reason: "soldOut" };
  if (l.stock < l.quantity) return { goodsId: l.goodsId, reason: "understock" };
  return null;
}

function problemsOf(lines: SourceLine[]): Problem[] {
  if (lines.length === 0) return [{ goodsId: null, reason: "empty" }];
  return lines.map(problemOf).filter((p): p is Problem => p !== null);
}

/**
 * What the order is made of. From the cart: the selected lines that can be
 * bought, as the cart shows them (a sold-out line is never counted as
 * selected there). Buy now: the one wine, whatever its state, so its
 * problem is shown.
 */
function orderable(source: CheckoutSource, lines: SourceLine[]): SourceLine[] {
  return source.source === "cart" ? lines.filter((l) => problemOf(l) === null) : lines;
}

function refusalFor(line: SourceLine): BusinessError {
  if (line.resale) {
    const reason = problemOf(line)?.reason;
    if (reason === "offShelf") return new BusinessError(409, "resale_offer_unavailable");
    if (reason === "belowMinimum")
      return new BusinessError(409, "resale_below_minimum", { min: leastOf(line.resale) });
    return new BusinessError(409, "resale_stock_short", {}, { left: line.stock });
  }
  return problemOf(line)?.reason === "offShelf"
    ? new BusinessError(409, "goods_unavailable", {}, { goodsId: line.goodsId })
    : understock(line);
}

/**
 * The rules an order is priced and timed by: the shop's order rules in force (an owner's, else the
 * environment's) and the points rule, read once, in the order's own transaction.
 */
async function rulesFor(
  db: Db | Tx,
  settings: OrderSettings,
): Promise<PricingRules & Pick<OrderRules, "paymentTimeoutSeconds" | "autoConfirmSeconds">> {
  const orderRules = await orderRulesInForce(db, settings);
  const points = await activePointRule(db);
  return {
    freeFreightFromCents: orderRules.freeFreightFromCents,
    flatFreightCents: orderRules.flatFreightCents,
    paymentTimeoutSeconds: orderRules.paymentTimeoutSeconds,
    autoConfirmSeconds: orderRules.autoConfirmSeconds,
    pointsPerYuan: points.pointsPerYuan,
    maxOffsetPercent: points.maxOffsetPercent,
  };
}

function publicLine({
  cartItemId: _c,
  stock: _s,
  onShelf: _o,
  pointsPrice: _p,
  resale,
  ...line
}: SourceLine): CheckoutLine {
  return {
    ...line,
    resale: resale ? { code: resale.code, grade: resale.grade as ResaleGrade } : null,
  };
}

export async function previewOrder(
  db: Db,
  userId: number,
  source: CheckoutSource,
  usePoints: boolean,
  settings: OrderSettings,
): Promise<CheckoutPreview> {
  const selected = await sourceLines(db, userId, source);
  if (source.source !== "cart" && selected.length === 0)
    throw new BusinessError(404, "goods_not_found");
  const lines = orderable(source, selected);
  const rules = await rulesFor(db, settings);
  const balance = await pointsBalance(db, userId);
  if (source.source === "points") {
    const amounts = pointsPurchaseAmounts(lines, rules);
    return {
      lines: lines.map(publicLine),
      amounts,
      pointsBalance: balance,
      pointsUsable: amounts.pointsUsed,
      pointsOfferCents: amounts.pointsCents,
      pointsPerYuan: rules.pointsPerYuan,
      maxOffsetPercent: rules.maxOffsetPercent,
      freightRule: { freeFromCents: rules.freeFreightFromCents, flatCents: rules.flatFreightCents },
      problems: [...problemsOf(lines), ...pointsProblems(lines, amounts, balance)],
    };
  }
  const amounts = computeAmounts(lines, rules, usePoints ? { balance } : null);
  // The page shows what the points would take off beside the unticked box: one answer, not a second
  // preview.
  const withPoints = usePoints ? amounts : computeAmounts(lines, rules, { balance });
  return {
    lines: lines.map(publicLine),
    amounts,
    pointsBalance: balance,
    pointsUsable: pointsOffset(pointsPayableCents(lines), balance, rules).pointsUsed,
    pointsOfferCents: withPoints.pointsCents,
    pointsPerYuan: rules.pointsPerYuan,
    maxOffsetPercent: rules.maxOffsetPercent,
    freightRule: { freeFromCents: rules.freeFreightFromCents, flatCents: rules.flatFreightCents },
    problems: problemsOf(lines),
  };
}

function pointsProblems(lines: SourceLine[], amounts: Amounts, balance: number): Problem[] {
  const notForPoints = lines
    .filter((l) => l.pointsPrice === null)
    .map((l) => ({ goodsId: l.goodsId, reason: "notForPoints" as const }));
  if (notForPoints.length > 0) return notForPoints;
  return amounts.pointsUsed > balance ? [{ goodsId: null, reason: "pointsShort" }] : [];
}

export interface OrderRequest {
  addressId: number | null;
  buyerMessage: string;
  usePoints: boolean;
  idempotencyKey: string;
  expectedTotalCents: number;
  /** a points purchase: the points the buyer saw */
  expectedPoints?: number;
  /** checkout's 发票 row; absent: no invoice */
  invoice?: CheckoutInvoice;
}

export async function createOrder(
  db: Db,
  userId: number,
  source: CheckoutSource,
  form: OrderRequest,
  settings: OrderSettings,
): Promise<CreatedOrder> {
  const earlier = await findByKey(db, userId, form.idempotencyKey);
  if (earlier) return earlier;
  try {
    return await db.transaction((tx) => placeOrder(tx, userId, source, form, settings));
  } catch (error) {
    // Two submits of one form at the same moment: the unique key lets one in; the other finds it.
    if (isUniqueViolation(error, "orders_idempotency_uq")) {
      const first = await findByKey(db, userId, form.idempotencyKey);
      if (first) return first;
    }
    throw error;
  }
}

async function findByKey(db: Db, userId: number, key: string): Promise<CreatedOrder | null> {
  const [row] = await db
    .select({ id: orders.id, orderNo: orders.orderNo, totalCents: orders.totalCents })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row ? { ...row, repeated: true } : null;
}

async function placeOrder(
  tx: Tx,
  userId: number,
  source: CheckoutSource,
  form: OrderRequest,
  settings: OrderSettings,
): Promise<CreatedOrder> {
  // Submits of one form run one after the other, so a repeat finds the first order
  // instead of being refused for the stock the first one just took.
  await tx.execute(
    sql`select pg_advisory_xact_lock(${userId}::int, hashtext(${form.idempotencyKey}))`,
  );
  const [earlier] = await tx
    .select({ id: orders.id, orderNo: orders.orderNo, totalCents: orders.totalCents })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, form.idempotencyKey)));
  if (earlier) return { ...earlier, repeated: true };

  const [address] = form.addressId
    ? await tx
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, form.addressId), eq(addresses.userId, userId)))
    : [];
  if (!address) throw fieldError("addressId", "address.choose");

  const selected = await sourceLines(tx, userId, source);
  const lines = orderable(source, selected);
  // A selected line that can no longer be bought: the buyer saw it in the preview unless the totals
  // still agree.
  const lost = selected.find((l) => problemOf(l) !== null);
  if (lines.length === 0) throw lost ? refusalFor(lost) : new BusinessError(400, "cart_empty");
  if (source.source !== "cart" && lost) throw refusalFor(lost);

  // The cart refuses one's own item; an item is never anyone else's, so this only guards the door.
  if (lines.some((l) => l.resale?.sellerId === userId))
    throw new BusinessError(409, "resale_own_item");

  const rules = await rulesFor(tx, settings);
  const byPoints = source.source === "points";
  // The balance before the wines, in the order every writer of both locks them.
  const balance = form.usePoints || byPoints ? await lockPoints(tx, userId) : 0;
  const amounts = byPoints
    ? pointsPurchaseAmounts(lines, rules)
    : computeAmounts(lines, rules, form.usePoints ? { balance } : null);
  if (byPoints) {
    if (lines.some((l) => l.pointsPrice === null))
      throw new BusinessError(409, "goods_not_for_points");
    if (amounts.pointsUsed !== form.expectedPoints)
      throw new BusinessError(409, "price_changed", {}, { pointsUsed: amounts.pointsUsed });
    if (amounts.pointsUsed > balance) throw new BusinessError(409, "points_insufficient");
  }
  if (amounts.totalCents !== form.expectedTotalCents) {
    if (lost) throw refusalFor(lost);
    throw new BusinessError(409, "price_changed", {}, { totalCents: amounts.totalCents });
  }

  const short = await reserveStock(
    tx,
    lines.filter((l) => !l.resale).map((l) => ({ productId: l.goodsId, quantity: l.quantity })),
  );
  if (short) throw understock(lines.find((l) => l.goodsId === short.productId)!);

  const now = new Date();
  const [order] = await tx
    .insert(orders)
    .values({
      orderNo: orderNumber(now),
      userId,
      // Paid in full with points: no payment step.
      status: byPoints ? "pending_delivery" : "pending_payment",
      ...(byPoints ? { payMethod: "points", paidAt: now } : {}),
      idempotencyKey: form.idempotencyKey,
      ...amounts,
      buyerMessage: form.buyerMessage,
      address: {
        recipient: address.recipient,
        phone: address.phone,
        areaCode: address.areaCode,
        province: address.province,
        city: address.city,
        district: address.district,
        detail: address.detail,
        postalCode: address.postalCode,
      },
      source: source.source,
      createdAt: now,
      payBefore: new Date(now.getTime() + rules.paymentTimeoutSeconds * 1000),
      autoConfirmSeconds: rules.autoConfirmSeconds,
    })
    .returning({ id: orders.id, orderNo: orders.orderNo, totalCents: orders.totalCents });

  const written = await tx
    .insert(orderLines)
    .values(
      lines.map((l) => ({
        orderId: order.id,
        productId: l.goodsId,
        spuName: l.spuName,
        spuNameTc: l.spuNameTc,
        spuNameEn: l.spuNameEn,
        vintage: l.vintage,
        capacityMl: l.capacityMl,
        unitPriceCents: l.unitPriceCents,
        marketPriceCents: l.marketPriceCents,
        quantity: l.quantity,
        lineCents: l.lineCents,
        resaleItemId: l.resale?.itemId ?? null,
      })),
    )
    .returning({ id: orderLines.id, resaleItemId: orderLines.resaleItemId });
  // After the products (reserveStock), as decision 028 orders the locks; lowest item first.
  const resaleLines = written
    .filter((w) => w.resaleItemId !== null)
    .sort((a, b) => a.resaleItemId! - b.resaleItemId!);
  for (const written of resaleLines) {
    const line = lines.find((l) => l.resale?.itemId === written.resaleItemId)!;
    await openResaleSale(tx, {
      itemId: written.resaleItemId!,
      buyerId: userId,
      orderId: order.id,
      orderLineId: written.id,
      quantity: line.quantity,
    });
  }
  await tx.insert(orderEvents).values([
    {
      orderId: order.id,
      action: "submit",
      fromStatus: null,
      toStatus: "pending_payment",
      actor: "buyer",
      createdAt: now,
    },
    ...(byPoints
      ? [
          {
            orderId: order.id,
            action: "pay",
            fromStatus: "pending_payment",
            toStatus: "pending_delivery",
            actor: "points",
            createdAt: now,
          },
        ]
      : []),
  ]);
  if (form.invoice) await requestInvoiceWithOrder(tx, { ...order, userId }, form.invoice);
  if (amounts.pointsUsed > 0)
    await postPoints(tx, userId, -amounts.pointsUsed, {
      reason: "order_offset",
      orderId: order.id,
    });

  const cartIds = lines.map((l) => l.cartItemId).filter((id): id is number => id !== null);
  if (cartIds.length > 0)
    await tx
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, cartIds)));
  return { ...order, repeated: false };
}

function understock(line: SourceLine): BusinessError {
  return new BusinessError(409, "understock", {}, { goodsId: line.goodsId, stock: line.stock });
}

/** 20 digits: the time in China (yyyyMMddHHmmss) and 6 random digits. */
export function orderNumber(now: Date): string {
  const china = new Date(now.getTime() + 8 * 3600_000)
    .toISOString()
    .replace(/\D/g, "")
    .slice(0, 14);
  return china + String(randomInt(0, 1_000_000)).padStart(6, "0");
}
