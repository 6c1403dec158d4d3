/**
 * Staff write a wine (decision 043): a new one starts as a draft (initial), an edit keeps its
 * status. Every write is one transaction: the wine's row (locked for an edit), its grapes, and its
 * search terms, so the search finds it as it is the moment the change commits.
 */
import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import { canMoveShelf, SHELF_MOVES, type ShelfStatus } from "../../../contract/wine-desk";
import type { OpsWine, WineBody } from "../../../contract/wine-desk-answers";
import type { Db, Tx } from "../../db/client";
import { areas, grapes, productGrapes, products, wineries } from "../../db/schema";
import { fieldError } from "../../http/endpoint";
import { BusinessError } from "../../http/envelope";
import { indexWine } from "../search-index";
import { bodyOf, columnsOf } from "./columns";
import { createOnce } from "./create-once";

/** The wine's region's country, once its winery, region and grapes are found to exist. */
async function checkedCountry(tx: Tx, wine: WineBody): Promise<string> {
  const [winery] = await tx
    .select({ id: wineries.id })
    .from(wineries)
    .where(eq(wineries.id, wine.wineryId));
  if (!winery) throw fieldError("wineryId", "wineWinery.required");
  const [area] = await tx
    .select({ country: areas.countryCode })
    .from(areas)
    .where(eq(areas.id, wine.areaId));
  if (!area) throw fieldError("areaId", "wineArea.required");
  const found = await tx
    .select({ id: grapes.id })
    .from(grapes)
    .where(inArray(grapes.id, wine.grapeIds));
  if (found.length !== wine.grapeIds.length) throw fieldError("grapeIds", "wineGrapes.required");
  return area.country;
}

async function writeGrapes(tx: Tx, productId: number, grapeIds: number[]): Promise<void> {
  await tx.delete(productGrapes).where(eq(productGrapes.productId, productId));
  await tx
    .insert(productGrapes)
    .values(grapeIds.map((grapeId, position) => ({ productId, grapeId, position })));
}

/**
 * Adds a draft. `requestKey` is the form's own (made when the form was drawn): the same form sent
 * twice, at once or replayed, answers the wine its first sending made, and adds none.
 */
export async function createWine(
  db: Db,
  wine: WineBody,
  requestKey: string | undefined,
): Promise<OpsWine> {
  const key = `wine-${requestKey ?? randomBytes(6).toString("hex")}`;
  const id = await createOnce(
    db,
    requestKey,
    async (tx) =>
      (await tx.select({ id: products.id }).from(products).where(eq(products.key, key)))[0]?.id,
    async (tx) => {
      const countryCode = await checkedCountry(tx, wine);
      const [row] = await tx
        .insert(products)
        .values({
          ...columnsOf(wine),
          key,
          countryCode,
          stock: 0,
          shelfTime: new Date(),
          shelfStatus: "initial",
          onShelf: false,
        })
        .returning({ id: products.id });
      await writeGrapes(tx, row.id, wine.grapeIds);
      await indexWine(tx, row.id);
      return row.id;
    },
  );
  return (await readWine(db, id))!;
}

/**
 * Writes the wine's form over it. `seenAt` is when the member's form was read: a wine changed by
 * someone else since is refused, so two members never overwrite each other unseen.
 */
export async function updateWine(
  db: Db,
  id: number,
  wine: WineBody,
  seenAt: string | undefined,
): Promise<OpsWine> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.id, id))
      .for("update");
    if (!current) throw new BusinessError(404, "ops_wine_not_found", { id });
    if (seenAt && current.updatedAt.toISOString() !== seenAt)
      throw new BusinessError(409, "ops_wine_changed_meanwhile");
    const countryCode = await checkedCountry(tx, wine);
    await tx
      .update(products)
      .set({ ...columnsOf(wine), countryCode, updatedAt: new Date() })
      .where(eq(products.id, id));
    await writeGrapes(tx, id, wine.grapeIds);
    await indexWine(tx, id);
  });
  return (await readWine(db, id))!;
}

/** Puts a wine on the shelf or takes it off, as the transition table allows. */
export async function moveShelf(db: Db, id: number, to: ShelfStatus): Promise<OpsWine> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: products.shelfStatus })
      .from(products)
      .where(eq(products.id, id))
      .for("update");
    if (!current) throw new BusinessError(404, "ops_wine_not_found", { id });
    const from = current.status as ShelfStatus;
    if (!canMoveShelf(from, to))
      throw new BusinessError(409, `ops_wine_shelf_refused_${to}`, { id });
    await tx
      .update(products)
      .set({
        shelfStatus: to,
        onShelf: to === "on_shelf",
        updatedAt: new Date(),
        // A draft's first day on the shelf is its shelf time: the newest wines sort by it.
        ...(from === "initial" ? { shelfTime: new Date() } : {}),
      })
      .where(and(eq(products.id, id), eq(products.shelfStatus, from)));
  });
  return (await readWine(db, id))!;
}

/** One wine as the desk edits it, or null. */
export async function readWine(db: Db | Tx, id: number): Promise<OpsWine | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) return null;
  const grapeRows = await db
    .select({ grapeId: productGrapes.grapeId })
    .from(productGrapes)
    .where(eq(productGrapes.productId, id))
    .orderBy(asc(productGrapes.position));
  const status = row.shelfStatus as ShelfStatus;
  return {
    id: row.id,
    status,
    stock: row.stock,
    sales: row.sales,
    updatedAt: row.updatedAt.toISOString(),
    wine: bodyOf(
      row,
      grapeRows.map((g) => g.grapeId),
    ),
    shelfMoves: [...SHELF_MOVES[status]],
  };
}
