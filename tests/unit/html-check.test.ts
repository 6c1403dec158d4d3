/**
 * The HTML check after the browser tests (tests/html-check.mjs) really runs the W3C checker: a
 * saved page with an error fails it and is named by its URL; a valid page, with the script Remix
 * streams after </html>, passes. Needs Java (tests/setup-machine.sh installs it).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { streamedTailIntoBody } from "../html-check.mjs";

const script = path.resolve("tests/html-check.mjs");
const work = mkdtempSync(path.join(tmpdir(), "html-check-test-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>t</title></head>` +
  `<body>${body}<script>1</script></body></html>` +
  `<!--$--><script nonce="abc">window.x = 1;</script><!--/$-->`;

/** A folder as the browser tests leave it: pages named by hash, an index of their URLs. */
function savedPages(name: string, pages: Record<string, string>) {
  const dir = path.join(work, name);
  mkdirSync(dir);
  const index: string[] = [];
  for (const [url, html] of Object.entries(pages)) {
    const file = `${index.length}abc.html`;
    writeFileSync(path.join(dir, file), html);
    index.push(JSON.stringify({ file, url, status: 200 }));
  }
  writeFileSync(path.join(dir, "index-1.jsonl"), index.join("\n") + "\n");
  return dir;
}

function check(dir: string) {
  const report = path.join(dir, "report.json");
  const run = spawnSync(process.execPath, [script, "--report", report, dir], { encoding: "utf8" });
  return { ...run, report: JSON.parse(readFileSync(report, "utf8")) };
}

describe("html-check", () => {
  it("moves what is streamed after </html> into the body, keeping the lines before it", () => {
    expect(streamedTailIntoBody("<html><body><p>a</p>\n</body></html><script>s</script>")).toBe(
      "<html><body><p>a</p>\n<script>s</script></body></html>",
    );
    expect(streamedTailIntoBody("<html><body></body></html>\n")).toBe(
      "<html><body></body></html>\n",
    );
  });

  it("fails on a page with an error and names its URL, line and message", () => {
    const dir = savedPages("bad", {
      "http://localhost:3300/good": page("<p>fine</p>"),
      "http://localhost:3300/user/info?x=1": page(
        '<input type="radio" id="g" name="g"><input type="radio" id="g" name="g">',
      ),
    });
    const run = check(dir);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("Duplicate ID “g”");
    expect(run.stdout).toMatch(/http:\/\/localhost:3300\/user\/info\?x=1 line 1, column \d+/);
    expect(run.stdout).not.toContain("/good");
    expect(run.report).toMatchObject({ files: 2, urls: 2, errors: 1, pagesWithErrors: 1 });
  }, 60_000);

  it("passes valid pages, the script streamed after </html> included", () => {
    const run = check(savedPages("good", { "http://localhost:3300/": page("<p>fine</p>") }));
    expect(run.stdout).toContain("0 errors");
    expect(run.status).toBe(0);
    expect(run.report).toMatchObject({ files: 1, errors: 0 });
  }, 60_000);

  it("fails when nothing was saved", () => {
    const dir = path.join(work, "empty");
    mkdirSync(dir);
    const run = check(dir);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("no pages to check");
  });
});
