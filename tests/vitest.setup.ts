/**
 * After every test: the points ledger of every service the file runs is whole, and every audit row
 * the file's operator calls wrote was written in the change's own transaction (decision 041). After
 * every file: which operator actions it audited, for tests/audit-coverage.ts.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, expect } from "vitest";
import { auditRecord } from "../shopping/staff/audit-record";
import { brokenLedgerRows, runningDatabases } from "./helpers/ledger-check";

afterEach(async () => {
  for (const db of runningDatabases) expect(await brokenLedgerRows(db)).toEqual([]);
  const outside = [...auditRecord]
    .filter(([, counts]) => counts.after > 0)
    .map(([action]) => action);
  expect(outside, "audit rows written after their change, not in its transaction").toEqual([]);
});

afterAll(() => {
  if (auditRecord.size === 0) return;
  const folder = path.resolve("tests/.tmp/audit-record");
  mkdirSync(folder, { recursive: true });
  const file = path.join(
    folder,
    `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.json`,
  );
  writeFileSync(file, JSON.stringify(Object.fromEntries(auditRecord)));
  // The next file of this worker shares the module (vitest.config.ts: no isolation).
  auditRecord.clear();
});
