/**
 * `npm run lighthouse`: Lighthouse (mobile preset, simulated throttling) on the
 * anonymous catalogue pages and the logged-in cart, checkout, personal center
 * and order pages, in Debian's Chromium. Prints the four category scores, LCP,
 * TBT, CLS and the JavaScript transferred per page; never fails (a page that
 * cannot be measured gets a row that says why). Builds first when the build
 * (REMIX_BUILD_DIR) is missing or stale, then starts its own shop on a fresh
 * PGlite (LIGHTHOUSE_PORT, default 4200). Each page's full JSON result is
 * written to LIGHTHOUSE_OUT (default reports/lighthouse/) for the audits.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { build } from "../scripts/build.mjs";
import { benchIp, benchPhone, ok, registerUser, winesInStock } from "./api";
import { storefrontLogin } from "./login";
import { printTable } from "./pages";
import { startShop, type Shop } from "./shop";

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4200);
const OUT = path.resolve(process.env.LIGHTHOUSE_OUT ?? "reports/lighthouse");
/** Runs per page; with more than one, the run of median performance is shown. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
/**
 * LIGHTHOUSE_TRACE=1 also saves each page's Chromium trace (for the DevTools performance panel).
 */
const TRACE = process.env.LIGHTHOUSE_TRACE === "1";
/** LIGHTHOUSE_PAGES=/,/user/order measures only these (a path, or the start of one). */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(",").map((p) => p.trim());
const wanted = (page: Page) =>
  !ONLY ||
  ONLY.some(
    (p) =>
      page.path.split("?")[0] === p ||
      (p.length > 1 && page.path.startsWith(`${p.replace(/\/$/, "")}/`)),
  );
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// As playwright.config.ts launches it, headless.
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
const CART_WINES = 3;

const HEADER = [
  "page",
  "perf",
  "a11y",
  "best pr.",
  "SEO",
  "LCP s",
  "TBT ms",
  "CLS",
  "JS KB",
  "benchmark",
];

interface Page {
  name: string;
  path: string;
  cookie?: string;
}

const score = (result: Result, id: string) => {
  const s = result.categories[id]?.score;
  return s === null || s === undefined ? "-" : String(Math.round(s * 100));
};

/** The JavaScript transferred (resource-summary), in KB. */
function scriptKb(result: Result): string {
  const items = (
    result.audits["resource-summary"]?.details as
      { items?: { resourceType: string; transferSize: number }[] } | undefined
  )?.items;
  const script = items?.find((i) => i.resourceType === "script");
  return script ? (script.transferSize / 1024).toFixed(1) : "-";
}

function row(name: string, requested: string, result: Result): string[] {
  const value = (id: string) => result.audits[id]?.numericValue;
  const lcp = value("largest-contentful-paint");
  const tbt = value("total-blocking-time");
  const cls = value("cumulative-layout-shift");
  const error = result.runtimeError ? `  (${result.runtimeError.code})` : "";
  // A page that redirected (to /login, say) was not the page asked for.
  const final = new URL(result.finalDisplayedUrl);
  const redirected = final.pathname + final.search !== requested ? `  (→ ${final.pathname})` : "";
  return [
    name + error + redirected,
    score(result, "performance"),
    score(result, "accessibility"),
    score(result, "best-practices"),
    score(result, "seo"),
    lcp === undefined ? "-" : (lcp / 1000).toFixed(1),
    tbt === undefined ? "-" : tbt.toFixed(0),
    cls === undefined ? "-" : cls.toFixed(3),
    scriptKb(result),
    result.environment.benchmarkIndex.toFixed(0),
  ];
}

const noteRow = (name: string, note: string) => [name, note, ...HEADER.slice(2).map(() => "-")];

interface Run {
  lhr: Result;
  trace: unknown;
}

const browsers = new Set<number>();
// Stopped (shop.ts exits on SIGINT and SIGTERM), the run leaves no Chromium behind.
process.on("exit", () => {
  for (const pid of browsers) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      /* already gone */
    }
  }
});

/** One Lighthouse run in a Chromium of its own. */
async function audit(url: string, cookie?: string): Promise<Run> {
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  browsers.add(chrome.pid);
  try {
    const flags: Flags = { port: chrome.port, logLevel: "error", output: "json" };
    if (cookie) flags.extraHeaders = { Cookie: cookie };
    const runner = await lighthouse(url, flags);
    if (!runner) throw new Error("Lighthouse returned no result");
    return { lhr: runner.lhr, trace: TRACE ? runner.artifacts.Trace : null };
  } finally {
    chrome.kill();
    browsers.delete(chrome.pid);
  }
}

async function measure(shop: Shop, page: Page): Promise<string[]> {
  try {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(shop.base + page.path, page.cookie));
    runs.sort(
      (a, b) =>
        (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0),
    );
    const median = runs[Math.floor(runs.length / 2)];
    const slug =
      page.name
        .replace(/\s*\(.*$/, "")
        .replace(/[^A-Za-z0-9]+/g, "_")
        .replace(/^_|_$/g, "") || "home";
    writeFileSync(path.join(OUT, `${slug}.json`), JSON.stringify(median.lhr, null, 1));
    if (median.trace)
      writeFileSync(path.join(OUT, `${slug}.trace.json`), JSON.stringify(median.trace));
    return row(page.name, page.path, median.lhr);
  } catch (error) {
    return noteRow(page.name, `error: ${(error as Error).message}`);
  }
}

/**
 * A user with an order (one wine bought now) and then three wines in the cart; answers the pages
 * that need the session.
 */
async function loggedInPages(shop: Shop): Promise<Page[]> {
  const user = await registerUser(shop.base, benchPhone(700), benchIp(700));
  const wines = await winesInStock(shop.base, CART_WINES);
  const buyNow = { source: "buyNow", goodsId: wines[0].id, quantity: 1, usePoints: false };
  const preview = await ok<{ amounts: { totalCents: number } }>(
    shop.base,
    "/order/order/previewOrder",
    { token: user.token, body: buyNow },
  );
  const order = await ok<{ id: number }>(shop.base, "/order/order/createOrder", {
    token: user.token,
    body: {
      ...buyNow,
      addressId: user.addressId,
      buyerMessage: "",
      idempotencyKey: randomUUID(),
      expectedTotalCents: preview.amounts.totalCents,
    },
  });
  for (const wine of wines)
    await ok(shop.base, "/shoppingCart/shoppingCart/addShoppingCartItem", {
      token: user.token,
      body: { goodsId: wine.id, quantity: 1 },
    });
  const cookie = (await storefrontLogin(shop.base, user.phone)).header();
  return [
    { name: `/user/myCart (logged in, ${CART_WINES} wines)`, path: "/user/myCart", cookie },
    // Without a key the loader redirects to a URL with a new one.
    { name: "/checkOrder (logged in, cart)", path: `/checkOrder?k=${randomUUID()}`, cookie },
    { name: "/personalCenter (logged in)", path: "/personalCenter", cookie },
    { name: "/user/order (logged in, my orders)", path: "/user/order", cookie },
    {
      name: `/user/order/${order.id} (logged in, unpaid)`,
      path: `/user/order/${order.id}`,
      cookie,
    },
  ];
}

async function main() {
  try {
    await build();
  } catch (error) {
    console.log(`lighthouse: the build: error: ${(error as Error).message}`);
    return;
  }
  mkdirSync(OUT, { recursive: true });
  let shop: Shop | null = null;
  try {
    shop = await startShop({ port: PORT, label: "lighthouse" });
    const anonymous: Page[] = ["/", "/goods", "/goods/1", "/chateauList", "/login"].map((p) => ({
      name: p,
      path: p,
    }));
    let loggedIn: Page[] | string;
    try {
      loggedIn = await loggedInPages(shop);
    } catch (error) {
      loggedIn = `error: ${(error as Error).message}`;
    }
    console.log(
      `\nlighthouse: mobile preset, simulated throttling, ${CHROMIUM}, ${RUNS} run(s) per page${RUNS > 1 ? " (median performance shown)" : ""}`,
    );
    console.log(
      `(load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} CPUs at the start; "benchmark" is Lighthouse's CPU index of this machine, lower is slower)\n`,
    );
    const rows = [HEADER];
    for (const page of anonymous.filter(wanted)) rows.push(await measure(shop, page));
    if (typeof loggedIn === "string") rows.push(noteRow("logged-in pages", loggedIn));
    else for (const page of loggedIn.filter(wanted)) rows.push(await measure(shop, page));
    printTable(rows);
    console.log(`\nfull results: ${path.relative(process.cwd(), OUT)}/*.json`);
  } catch (error) {
    console.log(`lighthouse: error: ${(error as Error).message}`);
  } finally {
    await shop
      ?.stop()
      .catch((error) =>
        console.log(`lighthouse: stopping the shop: error: ${(error as Error).message}`),
      );
  }
}

await main().catch((error) => console.log(`lighthouse: error: ${(error as Error).message}`));
process.exit(0);
