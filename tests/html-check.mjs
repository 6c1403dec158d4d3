#!/usr/bin/env node
/**
 * The HTML check: the W3C Nu HTML Checker (npm vnu-jar, Java) over the pages the browser tests
 * saved (tests/e2e/html-pages.ts), in one run of the checker (one JVM start).
 *
 *   node tests/html-check.mjs [--report reports/html.json] DIR|FILE...
 *
 * A DIR holds <sha1>.html files and index-*.jsonl lines ({file, url, status}) naming the URL of
 * each; a FILE is checked as it is (its URL is its path). Every error is printed with the page's
 * URL, line, column, message and markup, grouped by message (each page once, the first few
 * pages of each). Exits 1 when there is an error or when there is nothing to check,
 * 2 when the checker cannot run (no Java).
 *
 * The one change made to the copy that is checked: Remix v2 streams its last scripts after
 * </html> (the loader data of a deferred render), which the checker cannot read past ("Stray start
 * tag script", fatal). Whatever follows the last </html> is moved to just before the last </body>,
 * where a browser puts it too. Line numbers before it do not change.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const VNU = path.join(root, "node_modules", "vnu-jar", "build", "dist", "vnu.jar");
/** How many pages an error that is on many pages lists by URL. */
const PAGES_SHOWN = 5;

/** The copy the checker reads: the markup streamed after </html> moved into the body. */
export function streamedTailIntoBody(html) {
  const end = html.lastIndexOf("</html>");
  if (end < 0) return html;
  const tail = html.slice(end + "</html>".length);
  if (tail.trim() === "") return html;
  const before = html.slice(0, end);
  const body = before.lastIndexOf("</body>");
  if (body < 0) return before + tail + "</html>";
  return before.slice(0, body) + tail + before.slice(body) + "</html>";
}

/** The pages to check: [{ name (the file's name in the checked copy), source, urls }]. */
function collect(targets) {
  const pages = [];
  let n = 0;
  for (const target of targets) {
    if (!existsSync(target)) throw new Error(`${target} does not exist`);
    if (statSync(target).isDirectory()) {
      const urls = new Map();
      for (const entry of readdirSync(target).filter((f) => /^index-.*\.jsonl$/.test(f))) {
        for (const line of readFileSync(path.join(target, entry), "utf8").split("\n")) {
          if (!line.trim()) continue;
          const { file, url, status } = JSON.parse(line);
          if (!urls.has(file)) urls.set(file, new Set());
          urls.get(file).add(status && status !== 200 ? `${url} (${status})` : url);
        }
      }
      for (const file of readdirSync(target)
        .filter((f) => f.endsWith(".html"))
        .sort()) {
        pages.push({
          name: `${++n}-${file}`,
          source: path.join(target, file),
          urls: [...(urls.get(file) ?? [path.join(target, file)])],
        });
      }
    } else {
      pages.push({
        name: `${++n}-${path.basename(target)}`,
        source: target,
        urls: [target],
      });
    }
  }
  return pages;
}

function runChecker(dir) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      "java",
      ["-jar", VNU, "--errors-only", "--exit-zero-always", "--format", "json", "--stdout", dir],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    const out = [];
    const err = [];
    child.stdout.on("data", (chunk) => out.push(chunk));
    child.stderr.on("data", (chunk) => err.push(chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      const stdout = Buffer.concat(out).toString("utf8");
      const stderr = Buffer.concat(err).toString("utf8");
      if (code !== 0) reject(new Error(`the checker exited with ${code}: ${stderr || stdout}`));
      else resolve(stdout);
    });
  });
}

/** A page's URL as it is listed: the path and query (the port differs between servers). */
function shortUrl(url) {
  try {
    const u = new URL(url.split(" ")[0]);
    return u.pathname + u.search + url.slice(url.split(" ")[0].length);
  } catch {
    return url;
  }
}

async function main(argv) {
  const args = [...argv];
  let reportFile = null;
  const at = args.indexOf("--report");
  if (at >= 0) [, reportFile] = args.splice(at, 2);
  if (args.length === 0) {
    console.error("usage: node tests/html-check.mjs [--report FILE] DIR|FILE...");
    return 64;
  }
  const report = (fields) => {
    if (!reportFile) return;
    mkdirSync(path.dirname(reportFile), { recursive: true });
    writeFileSync(reportFile, JSON.stringify(fields, null, 2));
  };

  const started = Date.now();
  const pages = collect(args);
  if (pages.length === 0) {
    console.error(`[html-check] no pages to check in ${args.join(" ")}: were they saved?`);
    report({ files: 0, urls: 0, errors: 0, problem: "no pages" });
    return 1;
  }
  if (!existsSync(VNU)) {
    console.error(`[html-check] ${VNU} is missing: run npm ci`);
    report({ files: pages.length, errors: 0, problem: "no vnu.jar" });
    return 2;
  }

  const work = mkdtempSync(path.join(tmpdir(), "html-check-"));
  let output;
  try {
    for (const page of pages) {
      const html = readFileSync(page.source, "utf8");
      writeFileSync(path.join(work, page.name), streamedTailIntoBody(html));
    }
    output = await runChecker(work);
  } catch (error) {
    const missing = error && error.code === "ENOENT";
    console.error(
      missing
        ? "[html-check] java is not installed: apt-get install -y default-jre-headless (tests/setup-machine.sh does it as root)"
        : `[html-check] ${error instanceof Error ? error.message : String(error)}`,
    );
    report({ files: pages.length, errors: 0, problem: missing ? "no java" : "checker failed" });
    return 2;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }

  const byName = new Map(pages.map((p) => [p.name, p]));
  const messages = JSON.parse(output).messages.filter(
    (m) => m.type === "error" || m.type === "non-document-error",
  );
  // One entry per kind of error (its message), with every place it was seen.
  const groups = new Map();
  const pagesWithErrors = new Set();
  for (const m of messages) {
    const name = m.url ? decodeURIComponent(path.basename(new URL(m.url).pathname)) : "";
    const page = byName.get(name);
    if (!groups.has(m.message)) groups.set(m.message, { message: m.message, places: [] });
    for (const url of page?.urls ?? [m.url ?? "?"]) {
      pagesWithErrors.add(shortUrl(url));
      groups.get(m.message).places.push({
        url,
        line: m.lastLine,
        column: m.firstColumn ?? m.lastColumn,
        extract: (m.extract ?? "").replace(/\s+/g, " ").trim(),
      });
    }
  }

  const urls = new Set(pages.flatMap((p) => p.urls.map(shortUrl)));
  for (const group of groups.values()) {
    // Each page once (the same URL is often loaded by several tests).
    const distinctPages = new Map();
    for (const place of group.places) {
      const key = shortUrl(place.url);
      if (!distinctPages.has(key)) distinctPages.set(key, place);
    }
    const shown = [...distinctPages.values()].slice(0, PAGES_SHOWN);
    console.log(`✘ ${group.message} (${group.places.length} times on ${distinctPages.size} pages)`);
    for (const place of shown) {
      console.log(`    ${place.url} line ${place.line}, column ${place.column}`);
      if (place.extract) console.log(`      ${place.extract}`);
    }
    if (distinctPages.size > shown.length)
      console.log(`    ... and ${distinctPages.size - shown.length} other pages`);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const summary =
    `html check: ${urls.size} pages (${pages.length} distinct documents), ` +
    `${messages.length} errors (${groups.size} kinds) on ${pagesWithErrors.size} pages, ${seconds} s`;
  console.log(summary);
  report({
    files: pages.length,
    urls: urls.size,
    errors: messages.length,
    kinds: groups.size,
    pagesWithErrors: pagesWithErrors.size,
    seconds: Number(seconds),
    groups: [...groups.values()].map((g) => ({
      message: g.message,
      count: g.places.length,
      pages: [...new Set(g.places.map((p) => shortUrl(p.url)))],
    })),
  });
  return messages.length > 0 ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
