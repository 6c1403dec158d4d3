/**
 * Lots and bottles as the log follows them. A lot's history (bottled, shipped, imported,
 * received) is logged once for all its bottles; a bottle gets entries of its own when it leaves
 * the lot: sold with an order when it ships, back in the shop on a return, inspected. Each entry
 * names the previous one of the same bottle (`prev`), so a bottle's history is a hash chain.
 */
import { randomBytes } from "node:crypto";
import { and, asc, eq, isNull, lt, sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { bottleLots, bottles, orderLines, orders, products, resaleItemBottles } from "../db/schema";
import { buyerCommitment, claimCommitment, claimRoot, claimSecret, serialOf } from "./claims";
import { appendEntries, chainEntries, type NewEntry } from "./log";

export const SHOP_WAREHOUSE = { zh: "醇境酒窖 上海仓", en: "Vintry warehouse, Shanghai" };

export const lotSubject = (code: string) => `lot:${code}`;
export const bottleSubject = (serial: string) => `bottle:${serial}`;

export interface LotEvent {
  bizStep: string;
  disposition: string;
  time: Date;
  where: { zh: string; en: string };
  /** anything else the step records (a customs declaration, a note) */
  details?: Record<string, unknown>;
}

export interface NewLot {
  productId: number;
  wine: { zh: string; en: string };
  vintage: number | null;
  bottledOn: string | null;
  bottles: number;
  /** commissioning first, then the lot's further steps */
  commissioning: Omit<LotEvent, "bizStep" | "disposition">;
  then: LotEvent[];
}

/**
 * Logs new lots and keeps their rows. Codes are L + the row's id, so the rows are written first
 * with a placeholder leaf, then given the leaf of their latest entry.
 */
export async function createLots(tx: Tx, lots: NewLot[]): Promise<{ id: number; code: string }[]> {
  if (lots.length === 0) return [];
  const made: { id: number; code: string }[] = [];
  for (let i = 0; i < lots.length; i += 500) {
    const rows = await tx
      .insert(bottleLots)
      .values(
        lots.slice(i, i + 500).map((lot) => ({
          code: `pending-${randomBytes(8).toString("hex")}`,
          productId: lot.productId,
          vintage: lot.vintage,
          bottledOn: lot.bottledOn,
          bottles: lot.bottles,
          claimSeed: randomBytes(32).toString("base64"),
          firstEntry: 0,
          lastEntry: 0,
          lastLeaf: "",
        })),
      )
      .returning({ id: bottleLots.id, claimSeed: bottleLots.claimSeed });
    for (const row of rows) made.push({ id: row.id, code: lotCode(row.id) });
    const seeds = rows.map((r) => r.claimSeed);
    const entries: NewEntry[][] = [];
    for (const [n, lot] of lots.slice(i, i + 500).entries()) {
      const code = lotCode(rows[n].id);
      const root = claimRoot({ code, claimSeed: seeds[n], bottles: lot.bottles });
      entries.push(await lotEntries(code, lot, root));
    }
    const appended = await appendEntries(tx, entries.flat());
    let at = 0;
    for (const [n, row] of rows.entries()) {
      const first = appended[at];
      at += entries[n].length;
      const last = appended[at - 1];
      await tx
        .update(bottleLots)
        .set({
          code: lotCode(row.id),
          firstEntry: first.index,
          lastEntry: last.index,
          lastLeaf: last.leaf,
        })
        .where(eq(bottleLots.id, row.id));
    }
  }
  return made;
}

function lotCode(id: number): string {
  return `L${String(id).padStart(5, "0")}`;
}

/** A lot's entries, chained: each after the first names the one before by its leaf hash. */
function lotEntries(code: string, lot: NewLot, root: string): Promise<NewEntry[]> {
  const steps: LotEvent[] = [
    { bizStep: "commissioning", disposition: "active", ...lot.commissioning },
    ...lot.then,
  ];
  return chainEntries(
    lotSubject(code),
    steps.map((step, n) => ({
      type: "event",
      bizStep: step.bizStep,
      disposition: step.disposition,
      lot: code,
      time: step.time.toISOString(),
      where: step.where,
      ...(n === 0
        ? {
            wine: lot.wine,
            vintage: lot.vintage,
            bottledOn: lot.bottledOn,
            bottles: lot.bottles,
            serials: { first: serialOf(code, 0), last: serialOf(code, lot.bottles - 1) },
            claimRoot: root,
          }
        : {}),
      ...step.details,
    })),
  );
}

interface SoldBottle {
  serial: string;
  lotId: number;
  productId: number;
  position: number;
  claimGeneration: number;
  claimEntry: number;
  prev: string;
  seed: string;
  lotCode: string;
}

/**
 * The order's bottles leave the shop with it: for each wine, bottles that came back to the shelf
 * first, then the lots' next ones, oldest lot first; a shortfall (stock from before the log, or
 * added outside it) is serialised in the shop at once, as a lot of its own. A line bought from a
 * resale item takes that item's consigned bottles, never the shop's, and releases them from it.
 */
export async function sellOrderBottles(tx: Tx, orderId: number, now = new Date()): Promise<void> {
  const [order] = await tx
    .select({ userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId));
  const lines = await tx
    .select({
      productId: orderLines.productId,
      quantity: sql<number>`sum(${orderLines.quantity} - ${orderLines.refundedQuantity})::int`,
    })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNull(orderLines.resaleItemId)))
    .groupBy(orderLines.productId)
    .orderBy(orderLines.productId);
  const sold: SoldBottle[] = [];
  for (const line of lines) {
    if (line.quantity > 0)
      sold.push(...(await takeBottles(tx, line.productId, line.quantity, now)));
  }
  // After the products' bottles, the resale items' (decision 028's lock order), lowest item first.
  const resaleLines = await tx
    .select({
      itemId: sql<number>`${orderLines.resaleItemId}`,
      quantity: sql<number>`(${orderLines.quantity} - ${orderLines.refundedQuantity})::int`,
    })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), sql`${orderLines.resaleItemId} is not null`))
    .orderBy(asc(orderLines.resaleItemId));
  for (const line of resaleLines)
    if (line.quantity > 0) sold.push(...(await takeConsigned(tx, line.itemId, line.quantity)));
  if (sold.length === 0) return;
  const appended = await appendEntries(
    tx,
    sold.map((b) => ({
      subject: bottleSubject(b.serial),
      value: {
        type: "event",
        bizStep: "retail_selling",
        disposition: "retail_sold",
        serial: b.serial,
        lot: b.lotCode,
        time: now.toISOString(),
        where: SHOP_WAREHOUSE,
        buyer: buyerCommitment(b.seed, b.serial, orderId, order.userId),
        prev: b.prev,
      },
    })),
  );
  for (const [n, b] of sold.entries()) {
    const row = {
      status: "sold",
      orderId,
      ownerId: order.userId,
      claimedAt: null,
      lastEntry: appended[n].index,
      lastLeaf: appended[n].leaf,
    };
    await tx
      .insert(bottles)
      .values({
        ...row,
        serial: b.serial,
        lotId: b.lotId,
        productId: b.productId,
        position: b.position,
        claimGeneration: b.claimGeneration,
        claimEntry: b.claimEntry,
      })
      .onConflictDoUpdate({ target: bottles.serial, set: row });
  }
}

/** A resale item's bottles the shop holds for its seller, released from the item to their buyer. */
async function takeConsigned(tx: Tx, itemId: number, quantity: number): Promise<SoldBottle[]> {
  const held = await tx
    .select({ bottle: bottles, seed: bottleLots.claimSeed, code: bottleLots.code })
    .from(resaleItemBottles)
    .innerJoin(bottles, eq(bottles.serial, resaleItemBottles.serial))
    .innerJoin(bottleLots, eq(bottleLots.id, bottles.lotId))
    .where(
      and(
        eq(resaleItemBottles.itemId, itemId),
        eq(resaleItemBottles.released, false),
        eq(bottles.status, "consigned"),
      ),
    )
    .orderBy(asc(bottles.serial))
    .limit(quantity)
    .for("update", { of: bottles });
  // The item's count of sold and reserved bottles never exceeds what it holds, so a shortfall is a
  // broken invariant: nothing of the shipment may be kept.
  if (held.length < quantity)
    throw new Error(`resale item ${itemId}: ${held.length} consigned bottles for ${quantity}`);
  for (const { bottle } of held)
    await tx
      .update(resaleItemBottles)
      .set({ released: true })
      .where(
        and(eq(resaleItemBottles.itemId, itemId), eq(resaleItemBottles.serial, bottle.serial)),
      );
  return held.map(({ bottle, seed, code }) => ({
    serial: bottle.serial,
    lotId: bottle.lotId,
    productId: bottle.productId,
    position: bottle.position,
    claimGeneration: bottle.claimGeneration,
    claimEntry: bottle.claimEntry,
    prev: bottle.lastLeaf,
    seed,
    lotCode: code,
  }));
}

async function takeBottles(
  tx: Tx,
  productId: number,
  quantity: number,
  now: Date,
): Promise<SoldBottle[]> {
  const taken: SoldBottle[] = [];
  const back = await tx
    .select({ bottle: bottles, seed: bottleLots.claimSeed, code: bottleLots.code })
    .from(bottles)
    .innerJoin(bottleLots, eq(bottleLots.id, bottles.lotId))
    .where(and(eq(bottles.productId, productId), eq(bottles.status, "in_stock")))
    .orderBy(asc(bottles.serial))
    .limit(quantity)
    .for("update", { of: bottles });
  for (const { bottle, seed, code } of back)
    taken.push({
      serial: bottle.serial,
      lotId: bottle.lotId,
      productId,
      position: bottle.position,
      claimGeneration: bottle.claimGeneration,
      claimEntry: bottle.claimEntry,
      prev: bottle.lastLeaf,
      seed,
      lotCode: code,
    });
  while (taken.length < quantity) {
    const want = quantity - taken.length;
    const [lot] = await tx
      .select()
      .from(bottleLots)
      .where(and(eq(bottleLots.productId, productId), lt(bottleLots.issued, bottleLots.bottles)))
      .orderBy(asc(bottleLots.id))
      .limit(1)
      .for("update");
    if (!lot) {
      await serialiseInShop(tx, productId, want, now);
      continue;
    }
    const take = Math.min(want, lot.bottles - lot.issued);
    await tx
      .update(bottleLots)
      .set({ issued: lot.issued + take })
      .where(eq(bottleLots.id, lot.id));
    for (let position = lot.issued; position < lot.issued + take; position++)
      taken.push({
        serial: serialOf(lot.code, position),
        lotId: lot.id,
        productId,
        position,
        claimGeneration: 0,
        // The lot's commissioning entry committed to these bottles' first secrets.
        claimEntry: lot.firstEntry,
        prev: lot.lastLeaf,
        seed: lot.claimSeed,
        lotCode: lot.code,
      });
  }
  return taken;
}

/**
 * Bottles the log has not met yet, serialised in the shop's warehouse as a lot of their own;
 * answers the lot's code and its first and last serials.
 */
export async function serialiseInShop(
  tx: Tx,
  productId: number,
  count: number,
  now: Date,
  details?: Record<string, unknown>,
): Promise<{ lot: string; first: string; last: string }> {
  const [wine] = await tx
    .select({
      zh: products.spuName,
      en: products.spuNameEn,
      vintage: products.vintage,
      bottledOn: products.bottlingDate,
    })
    .from(products)
    .where(eq(products.id, productId));
  const [lot] = await createLots(tx, [
    {
      productId,
      wine: { zh: wine.zh, en: wine.en },
      vintage: wine.vintage,
      bottledOn: wine.bottledOn,
      bottles: count,
      commissioning: { time: now, where: SHOP_WAREHOUSE, details },
      then: [],
    },
  ]);
  return { lot: lot.code, first: serialOf(lot.code, 0), last: serialOf(lot.code, count - 1) };
}

/** Bottles of an order line coming back: a resale line's (resaleItemId) or the shop's. */
export interface BackLine {
  productId: number;
  quantity: number;
  resaleItemId?: number | null;
}

/**
 * Returned bottles back in the shop: of the order's sold bottles of each wine, as many as came
 * back (the last serials first), each received and inspected. The inspection commits to a new
 * claim secret, so the next buyer's claim is their own. A resale line's bottles are those of its
 * item; a shop line's never are.
 */
export async function bottlesBackInShop(
  tx: Tx,
  orderId: number,
  lines: BackLine[],
  now = new Date(),
): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    for (const back of await receiveBack(tx, orderId, line, now))
      await tx
        .update(bottles)
        .set({ ...back.row, status: "in_stock", ownerId: null })
        .where(eq(bottles.serial, back.serial));
  }
}

/**
 * A resale line's returned bottles back on its item, before the seller is paid (decision 037):
 * received and inspected, consigned again for the seller, in the item once more.
 */
export async function bottlesBackToItem(
  tx: Tx,
  orderId: number,
  line: BackLine & { resaleItemId: number },
  sellerId: number,
  now = new Date(),
): Promise<void> {
  for (const back of await receiveBack(tx, orderId, line, now)) {
    await tx
      .update(bottles)
      .set({ ...back.row, status: "consigned", ownerId: sellerId })
      .where(eq(bottles.serial, back.serial));
    await tx
      .update(resaleItemBottles)
      .set({ released: false })
      .where(
        and(
          eq(resaleItemBottles.itemId, line.resaleItemId),
          eq(resaleItemBottles.serial, back.serial),
        ),
      );
  }
}

async function receiveBack(tx: Tx, orderId: number, line: BackLine, now: Date) {
  const ofLine =
    line.resaleItemId != null
      ? sql`${bottles.serial} in (select serial from resale_item_bottles where item_id = ${line.resaleItemId})`
      : sql`${bottles.serial} not in (select rib.serial from resale_item_bottles rib
          join order_lines ol on ol.resale_item_id = rib.item_id where ol.order_id = ${orderId})`;
  const back = await tx
    .select({ bottle: bottles, seed: bottleLots.claimSeed, code: bottleLots.code })
    .from(bottles)
    .innerJoin(bottleLots, eq(bottleLots.id, bottles.lotId))
    .where(
      and(
        eq(bottles.orderId, orderId),
        eq(bottles.productId, line.productId),
        eq(bottles.status, "sold"),
        ofLine,
      ),
    )
    .orderBy(sql`${bottles.serial} desc`)
    .limit(line.quantity)
    .for("update", { of: bottles });
  const received = [];
  for (const { bottle, seed, code } of back) {
    const generation = bottle.claimGeneration + 1;
    const commitment = claimCommitment(bottle.serial, claimSecret(seed, bottle.serial, generation));
    const common = {
      type: "event",
      serial: bottle.serial,
      lot: code,
      time: now.toISOString(),
      where: SHOP_WAREHOUSE,
    };
    const [, inspected] = await appendEntries(
      tx,
      await chainEntries(
        bottleSubject(bottle.serial),
        [
          { ...common, bizStep: "receiving", disposition: "returned" },
          {
            ...common,
            bizStep: "inspecting",
            disposition: "sellable_accessible",
            claim: commitment,
            claimGeneration: generation,
          },
        ],
        bottle.lastLeaf,
      ),
    );
    received.push({
      serial: bottle.serial,
      row: {
        orderId: null,
        claimGeneration: generation,
        claimEntry: inspected.index,
        claimedAt: null,
        lastEntry: inspected.index,
        lastLeaf: inspected.leaf,
      },
    });
  }
  return received;
}
