#!/usr/bin/env node
/**
 * The JavaScript each page loads first, from a build's manifest, no server
 * needed: the gzip sizes of the entry and its imports plus every route module
 * of the page's chain and their imports (what the page modulepreloads).
 * Chunks loaded later with import() are not counted.
 *
 *   node bench/route-js.mjs [build dir, default: build] [--max-kb 130]
 *
 * With --max-kb it exits 1 when a page loads more (issue 9: at most 130 KB).
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const args = process.argv.slice(2);
const maxAt = args.indexOf("--max-kb");
const maxKb = maxAt >= 0 ? Number(args[maxAt + 1]) : null;
const dir = args.find((a, i) => !a.startsWith("--") && (maxAt < 0 || i !== maxAt + 1)) ?? "build";
// The default build keeps its browser assets in public/build; one of REMIX_BUILD_DIR in <dir>/public.
const pub = fs.existsSync(path.join(dir, "public")) ? path.join(dir, "public") : "public/build";
const manifestFile = fs.readdirSync(pub).find((f) => f.startsWith("manifest-"));
const source = fs.readFileSync(path.join(pub, manifestFile), "utf8");
const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));
const gzip = (url) =>
  zlib.gzipSync(fs.readFileSync(path.join(pub, url.replace(/^\/build\//, "")))).length;
const { routes } = manifest;
const chain = (id) => {
  const out = [];
  for (let at = id; at; at = routes[at].parentId) out.unshift(routes[at]);
  return out;
};

const rows = Object.keys(routes).map((id) => {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of chain(id))
    for (const file of [route.module, ...(route.imports ?? [])]) files.add(file);
  return { id, kb: [...files].reduce((sum, file) => sum + gzip(file), 0) / 1024 };
});
rows.sort((a, b) => b.kb - a.kb);
for (const { id, kb } of rows) console.log(kb.toFixed(1).padStart(6), id);
const over = maxKb === null ? [] : rows.filter((r) => r.kb > maxKb);
if (over.length > 0) {
  console.error(`over ${maxKb} KB gzip: ${over.map((r) => r.id).join(", ")}`);
  process.exit(1);
}
