/**
 * Opens a PGlite data folder as the shop does and holds it until stopped; prints "holding the
 * folder" once it has it and can be stopped.
 */
import { exitIfDataFolderInUse, openDatabase } from "../../shopping/db/client";

const database = await openDatabase({ dataDir: process.argv[2] }).catch(exitIfDataFolderInUse);
const keepAlive = setInterval(() => {}, 60_000);
// As the shop on SIGTERM: close the database, then end.
process.once("SIGTERM", () => {
  clearInterval(keepAlive);
  void database.close().then(() => process.exit(0));
});
console.log("holding the folder");
