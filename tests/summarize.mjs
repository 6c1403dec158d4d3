// Adds up the suites' reports into the one line CI reads: "N passed, N failed".
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const relative = (file) => path.relative(process.cwd(), file);

const [vitestFile, e2eFile, htmlFile] = process.argv.slice(2);
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
// The HTML check (tests/html-check.mjs) counts as one test: it passes with no error on any page.
if (htmlFile) {
  const html = read(htmlFile);
  if (!html) {
    console.log("html check: no report");
    failed += 1;
  } else {
    const ok = html.files > 0 && html.errors === 0 && !html.problem;
    if (ok) passed += 1;
    else failed += 1;
    console.log(
      html.problem
        ? `html check: failed (${html.problem})`
        : `html check: ${html.errors} errors (${html.kinds} kinds) on ${html.pagesWithErrors} of ${html.urls} pages`,
    );
  }
}
// The 15 slowest tests of the run, to choose what to make faster by figures.
const timed = [];
for (const file of vitest?.testResults ?? [])
  for (const test of file.assertionResults ?? [])
    if (typeof test.duration === "number")
      timed.push([test.duration, `vitest      ${relative(file.name)} > ${test.fullName}`]);
const walk = (suite) => {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? [])
      for (const result of test.results ?? [])
        timed.push([
          result.duration,
          `playwright  [${test.projectName}] ${spec.file}:${spec.line} > ${spec.title}`,
        ]);
  for (const child of suite.suites ?? []) walk(child);
};
for (const suite of e2e?.suites ?? []) walk(suite);
if (timed.length > 0) {
  console.log("slowest tests:");
  for (const [ms, name] of timed.sort((a, b) => b[0] - a[0]).slice(0, 15))
    console.log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${name}`);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exitCode = failed > 0 ? 1 : 0;
