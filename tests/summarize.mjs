// Adds up the suites' reports into the one line CI reads: "N passed, N failed".
import { existsSync, readFileSync } from "node:fs";

const [vitestFile, e2eFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);

const vitest = read(vitestFile);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
  console.log(`vitest: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed`);
} else {
  console.log("vitest: no report");
  failed += 1;
}
const e2e = read(e2eFile);
if (e2e) {
  const s = e2e.stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected;
  skipped += s.skipped;
  console.log(
    `playwright: ${s.expected + s.flaky} passed (${s.flaky} flaky), ${s.unexpected} failed, ${s.skipped} skipped`,
  );
} else {
  console.log("playwright: no report");
  failed += 1;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exitCode = failed > 0 ? 1 : 0;
