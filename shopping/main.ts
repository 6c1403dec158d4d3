/** Runs the /shopping service on its own: `npm run start:shopping`. */
import express from "express";
import { readShoppingConfig } from "./config";
import { exitIfDataFolderInUse } from "./db/client";
import { startShoppingService } from "./service";

const config = readShoppingConfig();
const { app, database } = await startShoppingService(config).catch(exitIfDataFolderInUse);
const root = express();
root.use("/shopping", app);
const server = root.listen(config.port, () => {
  console.log(`/shopping service (${database.kind}) on http://localhost:${config.port}/shopping`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close(() => void database.close().then(() => process.exit(0)));
  });
}
