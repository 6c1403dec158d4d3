/**
 * A catalogue of any size for the search's scale figures (bench/search-scale.ts) and tests: copies
 * of the seeded wines, each copy's names carrying its number as new wines of the same wineries
 * would, with their originals' search terms and the number as a term of its own.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { queryRows } from "../db/rows";

/** Copies of the seeded wines until the shop has `wines`, indexed as their originals. */
export async function growCatalogue(db: Db, wines: number): Promise<void> {
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products`);
  const copies = Math.ceil((wines - n) / n);
  if (copies <= 0) return;
  for (let copy = 1; copy <= copies; copy += 20) {
    const last = Math.min(copies, copy + 19);
    await db.execute(sql`
      insert into products (key, winery_id, country_code, area_id, spu_name, spu_name_tc,
        spu_name_en, style, vintage, sweetness, cork_type, alcohol_tenths, capacity_ml,
        attributes, description, price_cents, market_price_cents, discount, promotion, score,
        stock, sales, on_shelf, shelf_status, shelf_time, search_terms, search_names, search_text)
      select p.key || '-copy-' || g, p.winery_id, p.country_code, p.area_id,
        p.spu_name || ' ' || g, p.spu_name_tc || ' ' || g, p.spu_name_en || ' ' || g, p.style,
        p.vintage, p.sweetness, p.cork_type, p.alcohol_tenths, p.capacity_ml, p.attributes,
        p.description, p.price_cents, p.market_price_cents, p.discount, p.promotion, p.score,
        p.stock, p.sales, p.on_shelf, p.shelf_status, p.shelf_time, p.search_terms || array[g::text],
        p.search_names || g || '|', p.search_text || g || '|'
      from products p, generate_series(${copy}::int, ${last}::int) as g
      where p.key not like '%-copy-%'`);
  }
  await db.execute(sql`analyze products`);
}
