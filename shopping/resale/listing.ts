/**
 * The seller's resale form and its system audit (decision 037), in one transaction: the order is
 * the seller's and received or completed; the bottles are the seller's from that order, of that
 * wine, neither listed, resold nor returned; the price is within the band around the shop's price;
 * the minimum is at most the quantity. A form that fails writes nothing; one that passes is an
 * item moved from initial to system_audit_passed, holding its bottles.
 */
import { and, asc, eq, inArray, notExists, sql } from "drizzle-orm";
import { RESELLABLE_ORDER_STATUSES } from "../../contract/resale-statuses";
import type { ResaleForm } from "../../contract/resale";
import type { Db, Tx } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import {
  bottles,
  orderLines,
  orders,
  products,
  resaleItemBottles,
  resaleItems,
} from "../db/schema";
import { fieldError } from "../http/endpoint";
import type { ServiceLang } from "../http/messages";
import { BusinessError } from "../http/envelope";
import { moveItem, type ItemRow } from "./items";
import { priceBand, readResaleRules } from "./rules";

const yuan = (cents: number) => (cents / 100).toFixed(2);

/** `lang`: the seller's language, which the shop's notices about the item are written in. */
export async function listForResale(
  db: Db,
  sellerId: number,
  form: ResaleForm,
  lang: ServiceLang = "ch",
): Promise<ItemRow> {
  try {
    return await db.transaction((tx) => audit(tx, sellerId, form, lang));
  } catch (error) {
    // Another form took a bottle between our read and our write.
    if (isUniqueViolation(error, "resale_item_bottles_one_open_item_uq"))
      throw fieldError("serials", "resale.bottles.unavailable");
    throw error;
  }
}

async function audit(
  tx: Tx,
  sellerId: number,
  form: ResaleForm,
  lang: ServiceLang,
): Promise<ItemRow> {
  // The order first (decision 028): a return asked meanwhile waits for this form, or it waits.
  const [order] = await tx
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, form.orderId), eq(orders.userId, sellerId)))
    .for("update");
  if (!order) throw new BusinessError(404, "order_not_found");
  if (!(RESELLABLE_ORDER_STATUSES as readonly string[]).includes(order.status))
    throw new BusinessError(409, "resale_order_not_resellable");
  const [line] = await tx
    .select({ productId: orderLines.productId })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), eq(orderLines.productId, form.goodsId)))
    .limit(1);
  if (!line) throw fieldError("goodsId", "resale.bottles.invalid");

  const chosen = await chooseBottles(tx, sellerId, order.id, form);
  const quantity = chosen.length;
  if (form.minQuantity > quantity) throw fieldError("minQuantity", "resale.min.tooMany");

  const [wine] = await tx
    .select({ priceCents: products.priceCents })
    .from(products)
    .where(eq(products.id, form.goodsId));
  const rules = await readResaleRules(tx);
  const band = priceBand(wine.priceCents, rules.bandPercent);
  if (form.priceCents < band.min || form.priceCents > band.max)
    throw new BusinessError(
      422,
      "resale_price_out_of_band",
      { band: rules.bandPercent, min: yuan(band.min), max: yuan(band.max) },
      { fieldErrors: { priceCents: ["resale.price.outOfBand"] } },
    );

  const [created] = await tx
    .insert(resaleItems)
    .values({
      sellerId,
      orderId: order.id,
      productId: form.goodsId,
      status: "initial",
      registration: "unregistered",
      priceCents: form.priceCents,
      shopPriceCents: wine.priceCents,
      quantity,
      minQuantity: form.minQuantity,
      lang,
    })
    .returning();
  await tx
    .insert(resaleItemBottles)
    .values(chosen.map((serial) => ({ itemId: created.id, serial })));
  return moveItem(tx, created, "systemAudit", "system");
}

/** The serials the form names, or the first `quantity` the seller may list; locked. */
async function chooseBottles(
  tx: Tx,
  sellerId: number,
  orderId: number,
  form: ResaleForm,
): Promise<string[]> {
  const listable = and(
    eq(bottles.orderId, orderId),
    eq(bottles.productId, form.goodsId),
    eq(bottles.ownerId, sellerId),
    eq(bottles.status, "sold"),
    notExists(
      tx
        .select({ one: sql`1` })
        .from(resaleItemBottles)
        .where(
          and(eq(resaleItemBottles.serial, bottles.serial), eq(resaleItemBottles.released, false)),
        ),
    ),
  );
  if (form.serials === undefined) {
    const rows = await tx
      .select({ serial: bottles.serial })
      .from(bottles)
      .where(listable)
      .orderBy(asc(bottles.serial))
      .limit(form.quantity!)
      .for("update", { of: bottles });
    if (rows.length < form.quantity!) throw fieldError("quantity", "resale.quantity.tooMany");
    return rows.map((r) => r.serial);
  }
  const serials = [...form.serials].sort();
  const named = await tx
    .select({ serial: bottles.serial, ownerId: bottles.ownerId })
    .from(bottles)
    .where(inArray(bottles.serial, serials))
    .orderBy(asc(bottles.serial))
    .for("update");
  // Someone else's bottle is as unknown to this seller as one that does not exist.
  if (
    named.length < serials.length ||
    named.some((b) => b.ownerId !== null && b.ownerId !== sellerId)
  )
    throw new BusinessError(404, "resale_bottle_not_found");
  const free = await tx
    .select({ serial: bottles.serial })
    .from(bottles)
    .where(and(inArray(bottles.serial, serials), listable));
  if (free.length < serials.length) throw fieldError("serials", "resale.bottles.unavailable");
  return serials;
}
