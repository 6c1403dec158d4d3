/** Opens the database (migrated and seeded) and builds the /shopping app on it. */
import { readShoppingConfig, type ShoppingConfig } from "./config";
import { openDatabase, type Database } from "./db/client";
import { seedIfEmpty } from "./db/seed/seed";
import { createShoppingApp, type ShoppingAppOptions } from "./app";
import { startExpiryJob } from "./orders/ending";

export async function startShoppingService(config: ShoppingConfig = readShoppingConfig(), options: Pick<ShoppingAppOptions, "trustProxy"> = {}) {
  const database: Database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await seedIfEmpty(database.db);
  const app = createShoppingApp(database.db, { orders: config.orders, ...options });
  const stopExpiryJob = startExpiryJob(app.locals.buying);
  const close = async () => {
    stopExpiryJob();
    await database.close();
  };
  return { app, database: { ...database, close } };
}
