/** Opens the database (migrated and seeded) and builds the /shopping app on it. */
import { readShoppingConfig, type ShoppingConfig } from "./config";
import { openDatabase, type Database } from "./db/client";
import { seedIfEmpty } from "./db/seed/seed";
import { indexWinesForSearch } from "./catalog/search-index";
import { createShoppingApp, type ShoppingAppOptions } from "./app";
import { listenForOrderChanges, localOrderChanges } from "./orders/changes";
import { startExpiryJob } from "./orders/ending";
import { startRefundJob } from "./payments/refunds";
import { prepareLogKeys } from "./provenance/start";
import { prepareOpsKey } from "./ops/auth";
import { startAutoCompleteJob } from "./orders/completion";
import { startAutoConfirmJob } from "./orders/receipt";
import { startPartialUploadSweep } from "./files/partial-uploads";
import { startRestockNoticeJob } from "./restock/notices";
import { startResaleShelfJob } from "./resale/shelf-expiry";
import { selectLogisticsProvider } from "./providers/logistics/provider";
import { testHooksEnabled } from "./testing/routes";
import { queryCountingLogger } from "./testing/usage";
import { unsetContactWarnings } from "./shop/settings";
import { noOwnerWarning } from "./staff/start";

export async function startShoppingService(
  config: ShoppingConfig = readShoppingConfig(),
  options: Pick<ShoppingAppOptions, "trustProxy"> = {},
) {
  const database: Database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    logger: testHooksEnabled() ? queryCountingLogger : undefined,
  });
  await seedIfEmpty(database.db);
  // Once, at start: the contact details the operator has not set yet, and how to set them.
  const unset = await unsetContactWarnings(database.db);
  if (unset.length > 0) console.warn(unset.join("\n"));
  const noOwner = await noOwnerWarning(database.db);
  if (noOwner) console.warn(noOwner);
  await indexWinesForSearch(database.db);
  await prepareLogKeys(database.db, config.dataDir);
  // A LOGISTICS_PROVIDER this shop does not know stops the start, not the buyer's tracking page.
  selectLogisticsProvider(database.db);
  // Several processes may share PostgreSQL: each hears the others' order moves (decision 014).
  const changes =
    database.kind === "postgres" && config.databaseUrl
      ? await listenForOrderChanges(config.databaseUrl)
      : localOrderChanges();
  const app = createShoppingApp(database.db, {
    orders: config.orders,
    ...options,
    changes,
    opsKey: prepareOpsKey(process.env, config.dataDir).key,
  });
  const stopExpiryJob = startExpiryJob(app.locals.buying);
  const stopRefundJob = startRefundJob(app.locals.buying);
  const stopAutoConfirmJob = startAutoConfirmJob(app.locals.buying);
  const stopAutoCompleteJob = startAutoCompleteJob(app.locals.buying);
  const stopRestockNoticeJob = startRestockNoticeJob(database.db, config.orders.sweepSeconds);
  const stopResaleShelfJob = startResaleShelfJob(database.db, config.orders.sweepSeconds);
  const stopPartialUploadSweep = await startPartialUploadSweep(config.uploadDir);
  const close = async () => {
    stopPartialUploadSweep();
    stopExpiryJob();
    stopRefundJob();
    stopAutoConfirmJob();
    stopAutoCompleteJob();
    stopRestockNoticeJob();
    stopResaleShelfJob();
    await changes.close();
    await database.close();
  };
  return { app, database: { ...database, close } };
}
