/**
 * The wineries and regions a query names, for the suggestions beside the wines (issue 29): "拉菲"
 * suggests the winery 拉菲古堡, "bordeaux" the region. There are a few hundred of them, so each
 * process keeps them with their search index (search-terms.ts) in memory, read again after a
 * minute, and a query's pieces are matched as the wines' are: every term indexed, and a piece the
 * terms do not prove found in the compact names.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { areas, products, wineries } from "../db/schema";
import { queryPieces, searchIndex, type SearchIndex } from "./search-terms";

export interface Place {
  id: number;
  nameCh: string;
  nameTc: string;
  nameEn: string;
}

interface IndexedPlace extends Place {
  terms: Set<string>;
  index: SearchIndex;
}

interface Places {
  wineries: IndexedPlace[];
  regions: IndexedPlace[];
}

const PLACES_FRESH_MS = 60_000;
const placesByDb = new WeakMap<Db, { at: number; places: Places }>();

const indexed = (place: Place): IndexedPlace => {
  const index = searchIndex({ names: [place.nameCh, place.nameTc, place.nameEn], others: [] });
  return { ...place, index, terms: new Set(index.terms) };
};

/** Wineries and regions that have a wine on the shelf, with their search index. */
async function placesOf(db: Db): Promise<Places> {
  const known = placesByDb.get(db);
  if (known && Date.now() - known.at < PLACES_FRESH_MS) return known.places;
  const [wineryRows, regionRows] = await Promise.all([
    db
      .select({
        id: wineries.id,
        nameCh: wineries.nameCh,
        nameTc: wineries.nameTc,
        nameEn: wineries.nameEn,
      })
      .from(wineries)
      .where(
        sql`exists (select 1 from ${products} where ${products.wineryId} = ${wineries.id} and ${products.onShelf})`,
      ),
    db
      .select({ id: areas.id, nameCh: areas.nameCh, nameTc: areas.nameTc, nameEn: areas.nameEn })
      .from(areas)
      .where(
        sql`exists (select 1 from ${products} where ${products.areaId} = ${areas.id} and ${products.onShelf})`,
      ),
  ]);
  const places = { wineries: wineryRows.map(indexed), regions: regionRows.map(indexed) };
  placesByDb.set(db, { at: Date.now(), places });
  return places;
}

/** The place's names hold every piece of the query, or its compact whole. */
function names(place: IndexedPlace, { pieces, compact }: ReturnType<typeof queryPieces>): boolean {
  const matches = (piece: (typeof pieces)[number]) =>
    piece.terms.every((t) => place.terms.has(t)) &&
    (piece.implied || place.index.text.includes(piece.piece));
  return pieces.length > 0 && (pieces.every(matches) || (compact !== null && matches(compact)));
}

/** At most `max` wineries and regions the query names, those whose name begins with it first. */
export async function placesNamed(
  db: Db,
  query: string,
  max: number,
): Promise<{ wineries: Place[]; regions: Place[] }> {
  const { wineries: allWineries, regions: allRegions } = await placesOf(db);
  const read = queryPieces(query);
  const whole = read.pieces.map((p) => p.piece).join("");
  const begins = (p: IndexedPlace) => (p.index.names.includes(`|${whole}`) ? 0 : 1);
  // A few letters are a name's beginning or its initials (as for the wines suggested).
  const short = /^[a-z]{1,3}$/.test(whole);
  const pick = (list: IndexedPlace[]) =>
    list
      .filter((p) => names(p, read) && (!short || begins(p) === 0))
      .sort((a, b) => begins(a) - begins(b) || a.id - b.id)
      .slice(0, max)
      .map(({ id, nameCh, nameTc, nameEn }) => ({ id, nameCh, nameTc, nameEn }));
  return { wineries: pick(allWineries), regions: pick(allRegions) };
}
