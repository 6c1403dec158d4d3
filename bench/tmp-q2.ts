import { mkdtempSync } from "node:fs";
import { openDatabase } from "../shopping/db/client";
import { seedIfEmpty } from "../shopping/db/seed/seed";
import { productColumns } from "../shopping/catalog/queries";
import { products, wineries, countries, areas } from "../shopping/db/schema";
import { and, eq, sql } from "drizzle-orm";
const { db } = await openDatabase({ dataDir: mkdtempSync("/tmp/q-") });
await seedIfEmpty(db);
async function time(label: string, fn: () => Promise<unknown>) {
  for (let i = 0; i < 200; i++) await fn();
  const N = 1000;
  const c0 = process.cpuUsage();
  for (let i = 0; i < N; i++) await fn();
  const c = process.cpuUsage(c0);
  console.log(label.padEnd(30), ((c.user + c.system) / N).toFixed(0), "us cpu");
}
const q = () =>
  db
    .select(productColumns)
    .from(products)
    .innerJoin(wineries, eq(wineries.id, products.wineryId))
    .innerJoin(countries, eq(countries.code, products.countryCode))
    .innerJoin(areas, eq(areas.id, products.areaId))
    .where(and(eq(products.id, sql.placeholder("id")), eq(products.onShelf, true)))
    .limit(1);
const prepared = q().prepare("detail_x");
await time("unprepared join", () => q().execute({ id: 1 }));
await time("prepared join", () => prepared.execute({ id: 1 }));
await time("select 1", () => db.execute(sql`select 1`));
await time("pk only", () =>
  db.select({ id: products.id }).from(products).where(eq(products.id, 1)),
);
await db.execute(sql`set plan_cache_mode = force_generic_plan`);
await time("prepared join generic", () => prepared.execute({ id: 1 }));
process.exit(0);
