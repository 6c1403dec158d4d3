/**
 * The seller's bottles in the shop's custody (decision 037): each is logged received and
 * inspected (the inspection with its grade and a new claim secret, so the next buyer's claim is
 * their own, as a returned bottle's is), and held as `consigned`, still the seller's. This is what
 * makes an item registered.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Tx } from "../db/client";
import { bottleLots, bottles } from "../db/schema";
import { BusinessError } from "../http/envelope";
import { bottleSubject, SHOP_WAREHOUSE } from "../provenance/bottles";
import { claimCommitment, claimSecret } from "../provenance/claims";
import { appendEntries, chainEntries, type NewEntry } from "../provenance/log";

export async function consignBottles(
  tx: Tx,
  sellerId: number,
  serials: string[],
  grade: string,
  now = new Date(),
): Promise<void> {
  const held = await tx
    .select({ bottle: bottles, seed: bottleLots.claimSeed, code: bottleLots.code })
    .from(bottles)
    .innerJoin(bottleLots, eq(bottleLots.id, bottles.lotId))
    .where(inArray(bottles.serial, serials))
    .orderBy(asc(bottles.serial))
    .for("update", { of: bottles });
  // A bottle returned through an after-sale request meanwhile is the shop's, not the seller's.
  if (
    held.length !== serials.length ||
    held.some(({ bottle }) => bottle.status !== "sold" || bottle.ownerId !== sellerId)
  )
    throw new BusinessError(409, "resale_bottles_moved");

  const entries: NewEntry[] = [];
  for (const { bottle, seed, code } of held) {
    const generation = bottle.claimGeneration + 1;
    const common = {
      type: "event",
      serial: bottle.serial,
      lot: code,
      time: now.toISOString(),
      where: SHOP_WAREHOUSE,
    };
    entries.push(
      ...(await chainEntries(
        bottleSubject(bottle.serial),
        [
          { ...common, bizStep: "receiving", disposition: "in_progress", consignment: true },
          {
            ...common,
            bizStep: "inspecting",
            disposition: "sellable_accessible",
            grade,
            claim: claimCommitment(bottle.serial, claimSecret(seed, bottle.serial, generation)),
            claimGeneration: generation,
          },
        ],
        bottle.lastLeaf,
      )),
    );
  }
  // The log's head is locked last, after the bottles (decision 028).
  const appended = await appendEntries(tx, entries);
  for (const [n, { bottle }] of held.entries()) {
    const inspected = appended[2 * n + 1];
    await tx
      .update(bottles)
      .set({
        status: "consigned",
        orderId: null,
        claimGeneration: bottle.claimGeneration + 1,
        claimEntry: inspected.index,
        claimedAt: null,
        lastEntry: inspected.index,
        lastLeaf: inspected.leaf,
      })
      .where(and(eq(bottles.serial, bottle.serial), eq(bottles.ownerId, sellerId)));
  }
}
