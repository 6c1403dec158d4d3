/**
 * The cart's rules. A line's quantity is 1..MAX_LINE_QUANTITY and never more
 * than the stock when it is added or changed; the stock may still fall below
 * it later, which the cart then shows and checkout refuses. Only one's own
 * lines can be touched: every query is scoped by the user.
 */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { MAX_LINE_QUANTITY, type Cart, type CartLine } from "../../contract/buying";
import { claimWish } from "../accounts/wishes";
import { priceNow, discountNow } from "../catalog/price-now";
import { pictureUrl } from "../catalog/present";
import type { Db } from "../db/client";
import { plannedRead, preparedPerDatabase } from "../db/prepared";
import { cartItems, products, resaleItems } from "../db/schema";
import { BusinessError } from "../http/envelope";
import { freightFor } from "../orders/pricing";
import { orderRulesInForce, type OrderRuleDefaults } from "../shop/order-rules";
import { resaleCartLine, resaleLineColumns, resaleQuantityAllowed } from "./resale-lines";

const cartRead = plannedRead();

/**
 * The cart, with what delivering its selected lines would cost under the shop's freight rule in
 * force (`defaults`: the environment's, until an owner sets the shop's).
 */
export async function readCart(db: Db, userId: number, defaults: OrderRuleDefaults): Promise<Cart> {
  const freight = await orderRulesInForce(db, defaults);
  const rows = await cartRead(
    db
      .select({
        id: cartItems.id,
        quantity: cartItems.quantity,
        selected: cartItems.selected,
        goodsId: products.id,
        spuName: products.spuName,
        spuNameTc: products.spuNameTc,
        spuNameEn: products.spuNameEn,
        vintage: products.vintage,
        capacityMl: products.capacityMl,
        priceCents: priceNow,
        marketPriceCents: products.marketPriceCents,
        discount: discountNow,
        stock: products.stock,
        onShelf: products.onShelf,
        resale: resaleLineColumns,
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .leftJoin(resaleItems, eq(resaleItems.id, cartItems.resaleItemId))
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id)),
  );

  const lines: CartLine[] = rows.map(({ resale, ...r }) => {
    if (resale) return resaleCartLine({ ...r, id: r.id, picture: pictureUrl(r.goodsId) }, resale);
    const availability = !r.onShelf
      ? "offShelf"
      : r.stock === 0
        ? "soldOut"
        : r.stock < r.quantity
          ? "understock"
          : "ok";
    return {
      id: r.id,
      goodsId: r.goodsId,
      spuName: r.spuName,
      spuNameTc: r.spuNameTc,
      spuNameEn: r.spuNameEn,
      vintage: r.vintage,
      capacityMl: r.capacityMl,
      picture: pictureUrl(r.goodsId),
      priceCents: r.priceCents,
      marketPriceCents: r.marketPriceCents,
      discount: r.discount,
      quantity: r.quantity,
      lineCents: r.priceCents * r.quantity,
      // A line that cannot be bought is never counted as selected.
      selected: r.selected && availability === "ok",
      stock: r.stock,
      availability,
      resale: null,
    };
  });
  const buyable = lines.filter((l) => l.availability === "ok");
  const chosen = buyable.filter((l) => l.selected);
  const selectedCents = chosen.reduce((n, l) => n + l.lineCents, 0);
  return {
    lines,
    productTotalItem: lines.reduce((n, l) => n + l.quantity, 0),
    selectedQuantity: chosen.reduce((n, l) => n + l.quantity, 0),
    selectedCents,
    freightCents: freightFor(selectedCents, freight),
    freeFreightFromCents: freight.freeFreightFromCents,
    allSelected: buyable.length > 0 && chosen.length === buyable.length,
  };
}

// The shell shows the count on every logged-in page (spec §4).
const countStatement = preparedPerDatabase((db) =>
  db
    .select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(eq(cartItems.userId, sql.placeholder("userId")))
    .prepare("cart_count"),
);

export async function cartCount(db: Db, userId: number): Promise<number> {
  const [row] = await countStatement(db).execute({ userId });
  return Number(row?.n ?? 0);
}

/**
 * Adds bottles to the cart. With a wish id (a wish made before logging in), it is done once: a
 * second call with the same id changes nothing and answers the count.
 */
export async function addToCart(
  db: Db,
  userId: number,
  goodsId: number,
  quantity: number,
  wishId?: string,
): Promise<number> {
  await db.transaction(async (tx) => {
    if (wishId && !(await claimWish(tx, userId, wishId))) return;
    const [product] = await tx
      .select({ stock: products.stock, onShelf: products.onShelf })
      .from(products)
      .where(eq(products.id, goodsId));
    if (!product || !product.onShelf) throw new BusinessError(404, "goods_not_found");
    if (product.stock === 0) throw new BusinessError(409, "sold_out", {}, { stock: 0 });
    const [line] = await tx
      .select({ id: cartItems.id, quantity: cartItems.quantity })
      .from(cartItems)
      .where(
        and(
          eq(cartItems.userId, userId),
          eq(cartItems.productId, goodsId),
          isNull(cartItems.resaleItemId),
        ),
      )
      .for("update");
    const wanted = (line?.quantity ?? 0) + quantity;
    if (wanted > product.stock)
      throw new BusinessError(409, "understock", { n: product.stock }, { stock: product.stock });
    if (wanted > MAX_LINE_QUANTITY)
      throw new BusinessError(409, "line_limit", { n: MAX_LINE_QUANTITY });
    await tx
      .insert(cartItems)
      .values({ userId, productId: goodsId, quantity, selected: true })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId],
        targetWhere: isNull(cartItems.resaleItemId),
        set: {
          quantity: sql`${cartItems.quantity} + ${quantity}`,
          selected: true,
          updatedAt: new Date(),
        },
      });
  });
  return cartCount(db, userId);
}

export async function setQuantity(
  db: Db,
  userId: number,
  lineId: number,
  quantity: number,
): Promise<void> {
  const [line] = await db
    .select({ stock: products.stock, resale: resaleLineColumns })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(resaleItems, eq(resaleItems.id, cartItems.resaleItemId))
    .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)));
  if (!line) throw new BusinessError(404, "cart_line_not_found");
  if (line.resale) resaleQuantityAllowed(line.resale, quantity);
  else if (quantity > line.stock)
    throw new BusinessError(409, "understock", { n: line.stock }, { stock: line.stock });
  await db
    .update(cartItems)
    .set({ quantity, updatedAt: new Date() })
    .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)));
}

export async function deleteLines(db: Db, userId: number, ids: number[]): Promise<void> {
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)))
    .returning({ id: cartItems.id });
  if (deleted.length === 0) throw new BusinessError(404, "cart_line_not_found");
}

export async function selectLines(
  db: Db,
  userId: number,
  ids: number[] | "all",
  selected: boolean,
): Promise<void> {
  const mine = eq(cartItems.userId, userId);
  const updated = await db
    .update(cartItems)
    .set({ selected })
    .where(ids === "all" ? mine : and(mine, inArray(cartItems.id, ids)))
    .returning({ id: cartItems.id });
  if (ids !== "all" && updated.length === 0) throw new BusinessError(404, "cart_line_not_found");
}
