/**
 * `npx tsx bench/cost.ts`: the CPU time one logged-in page costs, per thread of the shop (the
 * storefront's main thread, the /shopping service's thread, the rest: GC helpers, libuv), read from
 * /proc around a fixed number of requests. Unlike requests per second, this figure hardly moves with
 * whatever else the machine is doing, so it is the one to compare before and after a change
 * (decision 015). BENCH_PORT (+20 here), BENCH_COST_REQUESTS (default 1000), BENCH_ONLY as in the bench.
 * Prints figures; never fails.
 */
import { readdirSync, readFileSync } from "node:fs";
import autocannon from "autocannon";
import { serviceUsage } from "./api";
import { benchBuyers, LOGGED_IN_PAGES, pagePath } from "./logged-in";
import { measured, printTable } from "./pages";
import { settle, startShop } from "./shop";

const PORT = Number(process.env.BENCH_PORT ?? 3400) + 20;
const REQUESTS = Number(process.env.BENCH_COST_REQUESTS ?? 1000);
const TICK_MS = 1000 / 100; // USER_HZ

/** CPU milliseconds (user + system) of every thread of a process, by thread id. */
function threadTimes(pid: number): Map<number, number> {
  const times = new Map<number, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      times.set(Number(tid), (Number(fields[11]) + Number(fields[12])) * TICK_MS);
    } catch {
      /* the thread ended */
    }
  }
  return times;
}

async function run(url: string, cookie: string, amount: number) {
  const result = await autocannon({
    url,
    connections: 10,
    amount,
    headers: { accept: "text/html", cookie },
  });
  return result.non2xx + result.errors;
}

const shop = await startShop({ label: "cost", port: PORT });
try {
  const buyers = await benchBuyers(shop);
  const rows = [
    [
      "page",
      "main ms/req",
      "service ms/req",
      "other ms/req",
      "total ms/req",
      "errors",
      "calls/req",
      "queries/req",
    ],
  ];
  for (const page of LOGGED_IN_PAGES) {
    if (!measured(page.path)) continue;
    const url = shop.base + pagePath(page.path, buyers);
    const cookie = buyers.cookies[page.buyer];
    await run(url, cookie, 200); // warm: the JIT, the caches
    const usage = await serviceUsage(shop.base, url, cookie);
    await settle(shop.base);
    const before = threadTimes(shop.pid);
    const errors = await run(url, cookie, REQUESTS);
    const after = threadTimes(shop.pid);
    const spent = [...after].map(([tid, ms]) => ({ tid, ms: ms - (before.get(tid) ?? 0) }));
    const main = spent.find((s) => s.tid === shop.pid)?.ms ?? 0;
    const others = spent.filter((s) => s.tid !== shop.pid).sort((a, b) => b.ms - a.ms);
    // The service's thread is the busiest thread besides the main one.
    const service = others[0]?.ms ?? 0;
    const rest = others.slice(1).reduce((sum, s) => sum + s.ms, 0);
    const per = (ms: number) => (ms / REQUESTS).toFixed(2);
    rows.push([
      page.name,
      per(main),
      per(service),
      per(rest),
      per(main + service + rest),
      String(errors),
      usage.calls.toFixed(1),
      usage.queries.toFixed(1),
    ]);
  }
  console.log(`\nCPU per request, ${REQUESTS} requests, 10 connections, PGlite`);
  printTable(rows);
} finally {
  await shop.stop();
}
