/** Opens the database (migrated and seeded) and builds the /shopping app on it. */
import { readShoppingConfig, type ShoppingConfig } from "./config";
import { openDatabase, type Database } from "./db/client";
import { seedIfEmpty } from "./db/seed/seed";
import { createShoppingApp } from "./app";

export async function startShoppingService(config: ShoppingConfig = readShoppingConfig()) {
  const database: Database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await seedIfEmpty(database.db);
  const app = createShoppingApp(database.db);
  return { app, database };
}
