/**
 * Resale lines in the cart (decision 037): another buyer's bottles the shop holds, a line of their
 * own beside the shop's line of the same wine, priced at the item's price, limited by what is left
 * of the item (quantity - sold - reserved) and by its minimum. The cart reserves nothing: the
 * checkout does, in the order's transaction (openResaleSale).
 */
import { and, eq, sql } from "drizzle-orm";
import { MAX_LINE_QUANTITY, type CartLine } from "../../contract/buying";
import type { ResaleGrade } from "../../contract/resale-statuses";
import { claimWish } from "../accounts/wishes";
import type { Db } from "../db/client";
import { cartItems, resaleItems } from "../db/schema";
import { BusinessError } from "../http/envelope";

export const resaleLeft = sql<number>`(${resaleItems.quantity} - ${resaleItems.soldQuantity} - ${resaleItems.reservedQuantity})::int`;

/** What a line needs of its item (null for the shop's lines, through a left join). */
export const resaleLineColumns = {
  itemId: resaleItems.id,
  code: resaleItems.code,
  grade: resaleItems.grade,
  status: resaleItems.status,
  sellerId: resaleItems.sellerId,
  priceCents: resaleItems.priceCents,
  minQuantity: resaleItems.minQuantity,
  left: resaleLeft,
};

export interface ResaleOfLine {
  itemId: number;
  code: string;
  grade: string | null;
  status: string;
  sellerId: number;
  priceCents: number;
  minQuantity: number;
  left: number;
}

/** The least one may buy now: the minimum, or all that is left when fewer are. */
export const leastOf = (item: Pick<ResaleOfLine, "minQuantity" | "left">) =>
  Math.max(1, Math.min(item.minQuantity, item.left));

export function resaleLineAvailability(
  item: ResaleOfLine,
  quantity: number,
): CartLine["availability"] {
  if (item.status !== "on_shelf") return "offShelf";
  if (item.left <= 0) return "soldOut";
  if (item.left < quantity) return "understock";
  if (quantity < leastOf(item)) return "belowMinimum";
  return "ok";
}

type WineColumns = Omit<
  CartLine,
  | "picture"
  | "lineCents"
  | "availability"
  | "resale"
  | "priceCents"
  | "marketPriceCents"
  | "discount"
  | "stock"
> & { onShelf: boolean };

export function resaleCartLine(r: WineColumns & { picture: string }, item: ResaleOfLine): CartLine {
  const availability = resaleLineAvailability(item, r.quantity);
  return {
    id: r.id,
    goodsId: r.goodsId,
    spuName: r.spuName,
    spuNameTc: r.spuNameTc,
    spuNameEn: r.spuNameEn,
    vintage: r.vintage,
    capacityMl: r.capacityMl,
    picture: r.picture,
    // The seller's price, as it is: no promotion of the shop's applies to it.
    priceCents: item.priceCents,
    marketPriceCents: item.priceCents,
    discount: null,
    quantity: r.quantity,
    lineCents: item.priceCents * r.quantity,
    selected: r.selected && availability === "ok",
    stock: Math.max(0, item.left),
    availability,
    resale: {
      code: item.code,
      grade: item.grade as ResaleGrade,
      minQuantity: leastOf(item),
      left: Math.max(0, item.left),
    },
  };
}

/** Refuses a quantity the item cannot sell now: more than is left, or fewer than its minimum. */
export function resaleQuantityAllowed(item: ResaleOfLine, quantity: number): void {
  if (item.status !== "on_shelf") throw new BusinessError(409, "resale_offer_unavailable");
  if (quantity > item.left)
    throw new BusinessError(409, "resale_stock_short", {}, { left: Math.max(0, item.left) });
  if (quantity < leastOf(item))
    throw new BusinessError(409, "resale_below_minimum", { min: leastOf(item) });
  if (quantity > MAX_LINE_QUANTITY)
    throw new BusinessError(409, "line_limit", { n: MAX_LINE_QUANTITY });
}

/**
 * Adds bottles of a resale item on the shelf to the cart; a line of it already there grows. Refused
 * (nothing changed): an item not on the shelf or not of this wine, one's own item, more than is
 * left, fewer than the minimum. With a wish id it is done once, as the shop's lines are.
 */
export async function addResaleToCart(
  db: Db,
  userId: number,
  goodsId: number,
  itemId: number,
  quantity: number,
  wishId?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (wishId && !(await claimWish(tx, userId, wishId))) return;
    const [item] = await tx
      .select(resaleLineColumns)
      .from(resaleItems)
      .where(and(eq(resaleItems.id, itemId), eq(resaleItems.productId, goodsId)));
    if (!item) throw new BusinessError(404, "resale_item_not_found");
    if (item.sellerId === userId) throw new BusinessError(409, "resale_own_item");
    const [line] = await tx
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.resaleItemId, itemId)))
      .for("update");
    resaleQuantityAllowed(item, (line?.quantity ?? 0) + quantity);
    await tx
      .insert(cartItems)
      .values({ userId, productId: goodsId, resaleItemId: itemId, quantity, selected: true })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.resaleItemId],
        targetWhere: sql`${cartItems.resaleItemId} is not null`,
        set: {
          quantity: sql`${cartItems.quantity} + ${quantity}`,
          selected: true,
          updatedAt: new Date(),
        },
      });
  });
}
