/**
 * Staff write a winery (decision 043): its names, region, facts and story. A renamed winery's wines
 * are indexed again in the same transaction, as the search finds a wine by its winery's name.
 */
import { randomBytes } from "node:crypto";
import { and, asc, count, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { OpsWinery, WineryBody } from "../../../contract/wine-desk-answers";
import type { Db, Tx } from "../../db/client";
import { areas, products, wineries } from "../../db/schema";
import { fieldError } from "../../http/endpoint";
import { BusinessError } from "../../http/envelope";
import { indexWine } from "../search-index";
import { createOnce } from "./create-once";

const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const winesOf = sql<number>`(select count(*)::int from ${products} where ${products.wineryId} = ${wineries.id})`;

export async function listWineries(db: Db, query: { q?: string; page: number; pageSize: number }) {
  const q = query.q?.normalize("NFKC").trim();
  const where: SQL | undefined = q
    ? or(
        ilike(wineries.nameCh, `%${literal(q)}%`),
        ilike(wineries.nameTc, `%${literal(q)}%`),
        ilike(wineries.nameEn, `%${literal(q)}%`),
      )
    : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: wineries.id,
        nameCh: wineries.nameCh,
        nameTc: wineries.nameTc,
        nameEn: wineries.nameEn,
        area: areas.nameCh,
        wines: winesOf,
      })
      .from(wineries)
      .innerJoin(areas, eq(areas.id, wineries.areaId))
      .where(where)
      .orderBy(asc(wineries.nameEn), asc(wineries.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(wineries).where(where),
  ]);
  return {
    wineries: rows.map((r) => ({
      id: r.id,
      name: { ch: r.nameCh, tc: r.nameTc, en: r.nameEn },
      area: r.area,
      wines: r.wines,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function readWinery(db: Db | Tx, id: number): Promise<OpsWinery | null> {
  const [row] = await db
    .select({
      id: wineries.id,
      nameCh: wineries.nameCh,
      nameTc: wineries.nameTc,
      nameEn: wineries.nameEn,
      areaId: wineries.areaId,
      founded: wineries.founded,
      hectares: wineries.hectares,
      description: wineries.description,
      wines: winesOf,
    })
    .from(wineries)
    .where(eq(wineries.id, id));
  if (!row) return null;
  return {
    id: row.id,
    wines: row.wines,
    winery: {
      name: { ch: row.nameCh, tc: row.nameTc, en: row.nameEn },
      areaId: row.areaId,
      founded: row.founded,
      hectares: row.hectares,
      description: row.description,
    },
  };
}

async function columnsOf(tx: Tx, winery: WineryBody) {
  const [area] = await tx
    .select({ country: areas.countryCode })
    .from(areas)
    .where(eq(areas.id, winery.areaId));
  if (!area) throw fieldError("areaId", "wineArea.required");
  return {
    nameCh: winery.name.ch,
    nameTc: winery.name.tc,
    nameEn: winery.name.en,
    areaId: winery.areaId,
    countryCode: area.country,
    founded: winery.founded,
    hectares: winery.hectares,
    description: winery.description,
  };
}

/** Adds a winery; the same form sent again (its `requestKey`) answers the winery it made. */
export async function createWinery(
  db: Db,
  winery: WineryBody,
  requestKey: string | undefined,
): Promise<OpsWinery> {
  const key = `winery-${requestKey ?? randomBytes(6).toString("hex")}`;
  const id = await createOnce(
    db,
    requestKey,
    async (tx) =>
      (await tx.select({ id: wineries.id }).from(wineries).where(eq(wineries.key, key)))[0]?.id,
    async (tx) => {
      const [row] = await tx
        .insert(wineries)
        .values({ key, ...(await columnsOf(tx, winery)) })
        .returning({ id: wineries.id });
      return row.id;
    },
  );
  return (await readWinery(db, id))!;
}

export async function updateWinery(db: Db, id: number, winery: WineryBody): Promise<OpsWinery> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: wineries.id })
      .from(wineries)
      .where(eq(wineries.id, id))
      .for("update");
    if (!current) throw new BusinessError(404, "ops_winery_not_found", { id });
    await tx
      .update(wineries)
      .set(await columnsOf(tx, winery))
      .where(and(eq(wineries.id, id)));
    const wines = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.wineryId, id));
    for (const wine of wines) await indexWine(tx, wine.id);
  });
  return (await readWinery(db, id))!;
}
