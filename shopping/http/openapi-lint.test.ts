/**
 * /shopping/openapi.json passes Redocly's recommended rules (`redocly lint`) without an error; the
 * warnings are counted in the log.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { servedOpenApi } from "../../tests/helpers/openapi";

interface LintProblem {
  ruleId: string;
  severity: "error" | "warn";
  message: string;
  location: { pointer?: string }[];
}

function redoclyLint(doc: unknown): { errors: string[]; warnings: Record<string, number> } {
  const dir = mkdtempSync(path.join(tmpdir(), "openapi-lint-"));
  try {
    const file = path.join(dir, "openapi.json");
    writeFileSync(file, JSON.stringify(doc));
    const cli = path.resolve("node_modules/@redocly/cli/bin/cli.js");
    // In the temporary folder, so that no redocly.yaml of the tree's changes the rules.
    const run = spawnSync(
      process.execPath,
      [cli, "lint", file, "--format=json", "--extends=recommended", "--max-problems=1000"],
      {
        cwd: dir,
        encoding: "utf8",
        timeout: 60_000,
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
      },
    );
    const start = run.stdout.indexOf("{");
    if (start < 0) throw new Error(`redocly lint printed no report:\n${run.stdout}\n${run.stderr}`);
    const { problems } = JSON.parse(run.stdout.slice(start)) as { problems: LintProblem[] };
    const warnings: Record<string, number> = {};
    for (const p of problems.filter((p) => p.severity !== "error"))
      warnings[p.ruleId] = (warnings[p.ruleId] ?? 0) + 1;
    const errors = problems
      .filter((p) => p.severity === "error")
      .map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`);
    return { errors, warnings };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("redocly lint /shopping/openapi.json", () => {
  it("finds no error with the recommended rules", async () => {
    const served = await servedOpenApi();
    await served.close();
    const { errors, warnings } = redoclyLint(served.doc);
    console.log(`redocly lint: ${errors.length} errors, warnings ${JSON.stringify(warnings)}`);
    expect(errors).toEqual([]);
  });
});
