/**
 * `npm run sms:outbox`: the latest 20 texts of the outbox SMS provider (time,
 * phone, purpose, code, or a notice's text), from DATABASE_URL or else the PGlite folder DATA_DIR
 * (default .data). PGlite serves one process at a time, so while the shop
 * runs on that folder this script says so and stops.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { desc } from "drizzle-orm";
import { readShoppingConfig } from "../../config";
import { openDatabase, pgliteFolderOwner } from "../../db/client";
import { smsOutbox } from "../../db/schema";

const LIMIT = 20;

async function main(): Promise<number> {
  const config = readShoppingConfig();
  if (!config.databaseUrl) {
    const folder = path.resolve(config.dataDir);
    if (!existsSync(path.join(folder, "pglite"))) {
      console.error(
        `No shop database in ${folder} yet: start the shop once (npm start), or set DATA_DIR or DATABASE_URL.`,
      );
      return 1;
    }
    const owner = pgliteFolderOwner(folder);
    if (owner !== null) {
      console.error(
        `The shop (process ${owner}) is running on the PGlite folder ${folder}, and PGlite allows only one process to open it.\n` +
          `Stop the shop and run this again, or run the shop on PostgreSQL (DATABASE_URL) to read the outbox while it runs.`,
      );
      return 2;
    }
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const rows = await database.db
      .select()
      .from(smsOutbox)
      .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
      .limit(LIMIT);
    if (rows.length === 0) console.log("The SMS outbox is empty.");
    for (const row of rows.reverse()) {
      console.log(
        `${row.createdAt.toISOString()}  ${row.phone}  ${row.purpose.padEnd(14)}  ${row.code || row.body}`,
      );
    }
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
