/** After every test: the points ledger of every service the file runs is whole. */
import { afterEach, expect } from "vitest";
import { brokenLedgerRows, runningDatabases } from "./helpers/ledger-check";

afterEach(async () => {
  for (const db of runningDatabases) expect(await brokenLedgerRows(db)).toEqual([]);
});
