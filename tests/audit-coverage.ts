/**
 * After the API tests (tests/run-all.sh): every operator endpoint that changes something (every POST
 * under /ops) was called successfully by some test, and its audit row was written in the change's
 * transaction (tests/vitest.setup.ts records each file's). An endpoint no test changed anything
 * with, or that wrote no audit row, fails the run with its name.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { AREAS } from "../shopping/areas";
import { isAudited } from "../shopping/http/endpoint";

const folder = path.resolve("tests/.tmp/audit-record");
const audited = new Map<string, number>();
for (const file of readdirSync(folder, { withFileTypes: true }).filter((f) => f.isFile())) {
  const record = JSON.parse(readFileSync(path.join(folder, file.name), "utf8")) as Record<
    string,
    { inTransaction: number; after: number }
  >;
  for (const [action, counts] of Object.entries(record))
    audited.set(action, (audited.get(action) ?? 0) + counts.inTransaction);
}
const mutating = AREAS.flatMap(
  (area) => area.parts({ db: {} as never, buying: {} as never, env: process.env }).endpoints ?? [],
)
  .filter(isAudited)
  .map((endpoint) => `POST ${endpoint.path}`);
const missing = [...new Set(mutating)].filter((action) => !audited.get(action));
console.log(
  `[audit] ${mutating.length - missing.length} of ${mutating.length} mutating operator endpoints wrote their audit row in the change's transaction in the API tests`,
);
if (missing.length > 0) {
  console.error(`[audit] no test saw an audit row of:\n  ${missing.join("\n  ")}`);
  process.exit(1);
}
