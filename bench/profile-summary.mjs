/**
 * `node bench/profile-summary.mjs FILE.cpuprofile [top]`: where a V8 CPU profile (`node --cpu-prof`,
 * BENCH_PROFILE) spent its time: self time per package and per function, and inclusive time of the
 * functions that matter most. Prints figures; reading them is the point (decision 015).
 */
import { readFileSync } from "node:fs";

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error("usage: node bench/profile-summary.mjs FILE.cpuprofile [top]");
  process.exit(2);
}
const top = Number(topArg ?? 40);
const profile = JSON.parse(readFileSync(file, "utf8"));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parent.set(child, node.id);

const self = new Map();
const deltas = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i];
  self.set(id, (self.get(id) ?? 0) + (deltas[i] ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);

function packageOf(url) {
  if (!url) return "(native)";
  const nm = url.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const rest = url.slice(nm + 13).split("/");
    return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith("node:")) return url;
  const build = url.indexOf("/build/");
  if (build >= 0) return `build/${url.slice(build + 7).split("/")[0]}`;
  return url
    .replace(/^file:\/\//, "")
    .split("/")
    .slice(-2)
    .join("/");
}
const name = (node) =>
  `${node.callFrame.functionName || "(anonymous)"} ${packageOf(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;

const sum = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);
const perPackage = new Map();
const perFunction = new Map();
const inclusive = new Map();
for (const [id, time] of self) {
  const node = byId.get(id);
  sum(perPackage, packageOf(node.callFrame.url), time);
  sum(perFunction, name(node), time);
  // inclusive: each function once per stack
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const key = name(byId.get(at));
    if (seen.has(key)) continue;
    seen.add(key);
    sum(inclusive, key, time);
  }
}
const pct = (t) => `${((100 * t) / total).toFixed(1).padStart(5)}%`;
const print = (title, map, n) => {
  console.log(`\n${title}`);
  for (const [key, t] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n))
    console.log(`${pct(t)}  ${key}`);
};
console.log(`${file}: ${(total / 1e6).toFixed(2)} s sampled`);
print("self, per package", perPackage, 25);

// The same without the idle time: what a request costs, whatever the load was.
const idle = [...perFunction].find(([key]) => key.startsWith("(idle)"))?.[1] ?? 0;
const busy = total - idle;
console.log(`\nself, per package, share of the busy time (${(busy / 1e6).toFixed(2)} s)`);
const busyKinds = new Map();
for (const [id, time] of self) {
  const node = byId.get(id);
  const fn = node.callFrame.functionName;
  if (fn === "(idle)") continue;
  const key = node.callFrame.url
    ? packageOf(node.callFrame.url).replace(/^node:.*/, "node's own modules")
    : fn === "(garbage collector)"
      ? "garbage collection"
      : `native: ${fn}`;
  sum(busyKinds, key, time);
}
for (const [key, t] of [...busyKinds].sort((a, b) => b[1] - a[1]).slice(0, 25))
  console.log(`${((100 * t) / busy).toFixed(1).padStart(5)}%  ${key}`);
print("self, per function", perFunction, top);
print("inclusive, per function", inclusive, top);
