/**
 * Claiming a bottle: whoever holds it reveals the secret under its panel, and the log records the
 * claim. A bottle is claimed once per owner (an inspection before a resale issues a new secret),
 * so a copied serial and code show everyone when the real bottle was claimed. Here the buyer's
 * order page stands in for the scratch panel: after receipt it reveals the secret and claims.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { bottleLots, bottles, orders, products } from "../db/schema";
import { BusinessError } from "../http/envelope";
import { bottleSubject } from "./bottles";
import { lotBySerial } from "./chains";
import { claimSecret, normaliseSecret } from "./claims";
import { appendEntries, chainEntries } from "./log";

/** The statuses in which the buyer has the bottles in hand. */
const RECEIVED = ["pending_comment", "completed", "returning"];

export interface OrderBottle {
  serial: string;
  goodsId: number;
  name: { ch: string; en: string };
  claimedAt: string | null;
  /** the claim secret, once the owner revealed it */
  secret: string | null;
}

export interface ClaimResult {
  serial: string;
  claimedAt: string;
}

async function lockedBottle(tx: Tx, serial: string) {
  const [row] = await tx
    .select({ bottle: bottles, seed: bottleLots.claimSeed })
    .from(bottles)
    .innerJoin(bottleLots, eq(bottleLots.id, bottles.lotId))
    .where(eq(bottles.serial, serial))
    .for("update", { of: bottles });
  return row ?? null;
}

async function logClaim(tx: Tx, bottle: typeof bottles.$inferSelect, now: Date) {
  const [claimed] = await appendEntries(
    tx,
    await chainEntries(
      bottleSubject(bottle.serial),
      [
        {
          type: "claim",
          serial: bottle.serial,
          claimGeneration: bottle.claimGeneration,
          time: now.toISOString(),
        },
      ],
      bottle.lastLeaf,
    ),
  );
  await tx
    .update(bottles)
    .set({ claimedAt: now, lastEntry: claimed.index, lastLeaf: claimed.leaf })
    .where(eq(bottles.serial, bottle.serial));
}

/** A claim by the code read off the bottle, by anyone holding it. */
export function claimByCode(
  db: Db,
  serial: string,
  typedCode: string,
  now = new Date(),
): Promise<ClaimResult> {
  return db.transaction(async (tx) => {
    const code = normaliseSecret(typedCode);
    if (!code) throw new BusinessError(422, "provenance_code_format");
    const row = await lockedBottle(tx, serial);
    // A serial of a lot whose bottle has not left it is in the shop's stock.
    if (!row && (await lotBySerial(tx, serial))) throw new BusinessError(409, "provenance_in_shop");
    if (!row) throw new BusinessError(404, "provenance_no_bottle");
    // A bottle in the shop (never sold, returned, or held for resale) has no owner to claim it.
    if (row.bottle.status !== "sold") throw new BusinessError(409, "provenance_in_shop");
    const { bottle, seed } = row;
    if (code !== claimSecret(seed, serial, bottle.claimGeneration))
      throw new BusinessError(422, "provenance_wrong_code");
    if (bottle.claimedAt)
      throw new BusinessError(409, "provenance_already_claimed", {
        date: bottle.claimedAt.toISOString().slice(0, 10),
      });
    await logClaim(tx, bottle, now);
    return { serial, claimedAt: now.toISOString() };
  });
}

async function ownOrder(db: Db | Tx, userId: number, orderId: number) {
  const [order] = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw new BusinessError(404, "order_not_found");
  return order;
}

/** The bottles an order brought its buyer, once shipped; their secrets once revealed. */
export async function orderBottles(
  db: Db | Tx,
  userId: number,
  orderId: number,
): Promise<OrderBottle[]> {
  await ownOrder(db, userId, orderId);
  const rows = await db
    .select({
      bottle: bottles,
      seed: bottleLots.claimSeed,
      zh: products.spuName,
      en: products.spuNameEn,
    })
    .from(bottles)
    .innerJoin(bottleLots, eq(bottleLots.id, bottles.lotId))
    .innerJoin(products, eq(products.id, bottles.productId))
    .where(and(eq(bottles.orderId, orderId), eq(bottles.ownerId, userId)))
    .orderBy(bottles.serial);
  return rows.map(({ bottle, seed, zh, en }) => ({
    serial: bottle.serial,
    goodsId: bottle.productId,
    name: { ch: zh, en },
    claimedAt: bottle.claimedAt?.toISOString() ?? null,
    secret: bottle.claimedAt ? claimSecret(seed, bottle.serial, bottle.claimGeneration) : null,
  }));
}

/**
 * The owner reveals a bottle's secret, which claims it; again changes nothing. Only after
 * receipt: before it, the bottle is not in their hands.
 */
export function revealAndClaim(
  db: Db,
  userId: number,
  orderId: number,
  serials: string[],
  now = new Date(),
): Promise<OrderBottle[]> {
  return db.transaction(async (tx) => {
    const order = await ownOrder(tx, userId, orderId);
    if (!RECEIVED.includes(order.status)) throw new BusinessError(409, "provenance_not_received");
    const owned = await tx
      .select({ serial: bottles.serial })
      .from(bottles)
      .where(
        and(
          eq(bottles.orderId, orderId),
          eq(bottles.ownerId, userId),
          inArray(bottles.serial, serials),
        ),
      );
    if (owned.length !== serials.length) throw new BusinessError(404, "provenance_no_bottle");
    for (const serial of [...serials].sort()) {
      const row = await lockedBottle(tx, serial);
      if (row && !row.bottle.claimedAt) await logClaim(tx, row.bottle, now);
    }
    return orderBottles(tx, userId, orderId);
  });
}
