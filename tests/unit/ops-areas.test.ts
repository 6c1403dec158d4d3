/**
 * Every file of scripts/ops/ that brings commands is an area scripts/ops.mjs lists: each of its
 * commands is in the tool's help; and no two areas bring a command of the same name.
 */
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

const AREA_FOLDER = path.resolve("scripts/ops");

describe("the operator tool's areas", () => {
  it("lists every file with commands, each command once", async () => {
    const helpLines = execFileSync(process.execPath, ["scripts/ops.mjs", "help"], {
      encoding: "utf8",
    }).split("\n");
    const names: string[] = [];
    for (const file of readdirSync(AREA_FOLDER).filter((name) => name.endsWith(".mjs"))) {
      const area = await import(pathToFileURL(path.join(AREA_FOLDER, file)).href);
      for (const [name, command] of Object.entries<any>(area.commands ?? {})) {
        names.push(name);
        for (const { usage } of command.help) {
          const first = `  ${[usage].flat()[0]}`;
          const listed = helpLines.some((line) => line === first || line.startsWith(`${first}  `));
          expect(listed, `${file}: ${name}`).toBe(true);
        }
      }
    }
    expect(names).toContain("ship");
    expect(new Set(names).size).toBe(names.length);
  });
});
