/**
 * Scale-out on PostgreSQL: the logged-in cart page (/user/myCart, 3 wines)
 * served by one storefront process, then by two at once (one autocannon run
 * per process, in parallel, the connections split between them, their req/s
 * summed), first both on one /shopping service process, then each on its own.
 * Every process is the production start (`node scripts/start.mjs [shopping]`)
 * on one fresh database. Prints figures; never throws.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import {
  benchIp,
  benchPhone,
  captchaAnswer,
  ok,
  PASSWORD,
  registerUser,
  winesInStock,
} from "./api";
import { CookieJar, formFields } from "./login";
import { CONNECTIONS, DURATION, printTable } from "./pages";
import { createBenchDatabase, type BenchDatabase } from "./postgres";
import { settle, startShop, waitFor, type Shop } from "./shop";

const PAGE = "/user/myCart";
const CART_WINES = 3;

interface Service {
  base: string;
  stop(): Promise<void>;
}

const services = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of services) child.kill("SIGKILL");
});

/** `npm run start:shopping` on `port`, with the hooks the bench registers users through. */
async function startService(port: number, databaseUrl: string, label: string): Promise<Service> {
  const dataDir = path.resolve(`tests/.tmp/bench-scale-${port}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    SHOPPING_PORT: String(port),
    DATA_DIR: dataDir,
    PAYMENT_SANDBOX: "1",
    RATE_LIMITS: "off",
    SHOPPING_TEST_HOOKS: "1",
    SMS_PROVIDER: "outbox",
  };
  const child = spawn(process.execPath, ["scripts/start.mjs", "shopping"], {
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  services.add(child);
  child.once("exit", () => services.delete(child));
  createInterface({ input: child.stderr! }).on("line", (line) => {
    // The sandbox's banner and the hooks' warning are known; anything else is news.
    if (!/test hooks are mounted|^!+$|^\[payments\] (SANDBOX|Configure)/.test(line))
      console.error(`  [${label}] ${line}`);
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 12_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/shopping/health`, 120_000, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

/** A storefront process whose /shopping is `service`. */
const startStorefront = (port: number, service: Service, label: string) =>
  startShop({
    port,
    label,
    env: { SHOPPING_API_URL: `${service.base}/shopping`, PAGE_CACHE: "off" },
  });

/**
 * The storefront's password login (bench/login.ts), with the captcha's answer from the service the
 * storefront calls.
 */
async function login(storefront: string, service: string, phone: string): Promise<string> {
  const jar = new CookieJar();
  const page = await fetch(`${storefront}/login?mode=password`, {
    headers: { accept: "text/html" },
  });
  jar.take(page);
  const fields = formFields(await page.text());
  fields.set("phone", phone);
  fields.set("password", PASSWORD);
  fields.set("captchaCode", await captchaAnswer(service, fields.get("captchaId") ?? ""));
  fields.set("mode", "password");
  fields.set("intent", "login");
  const res = await fetch(`${storefront}/login?mode=password`, {
    method: "POST",
    redirect: "manual",
    headers: {
      accept: "text/html",
      "content-type": "application/x-www-form-urlencoded",
      origin: storefront,
      cookie: jar.header(),
    },
    body: new URLSearchParams([...fields]).toString(),
  });
  jar.take(res);
  if (res.status < 300 || res.status >= 400 || !jar.has("__session"))
    throw new Error(`the login form answered ${res.status} without a session`);
  // The welcome toast is a flash cookie: one visit consumes it.
  jar.take(
    await fetch(new URL(res.headers.get("location") ?? "/", storefront), {
      redirect: "manual",
      headers: { accept: "text/html", cookie: jar.header() },
    }),
  );
  return jar.header();
}

interface Run {
  rps: number;
  p99: number;
  errors: number;
}

function run(url: string, connections: number, cookie: string): Promise<Run> {
  return autocannon({
    url,
    connections,
    duration: DURATION,
    headers: { accept: "text/html", cookie },
  }).then((r) => ({
    rps: r.requests.average,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx + r.timeouts,
  }));
}

/** The page at once on every storefront, then the load split across them; one table row. */
async function measure(
  label: string,
  fronts: Shop[],
  service: Service,
  cookie: string,
  wineIds: number[],
): Promise<string[]> {
  for (const front of fronts) {
    const res = await fetch(front.base + PAGE, {
      redirect: "manual",
      headers: { accept: "text/html", cookie },
    });
    const html = await res.text();
    const missing = wineIds.filter((id) => !html.includes(`data-goods-id="${id}"`));
    if (res.status !== 200 || missing.length)
      return [
        label,
        `${front.label} answered ${res.status}${missing.length ? " without the cart lines" : ""}, not measured`,
        "-",
        "-",
        "-",
      ];
  }
  await settle(service.base);
  const share = Math.max(1, Math.round(CONNECTIONS / fronts.length));
  const runs = await Promise.all(fronts.map((front) => run(front.base + PAGE, share, cookie)));
  const rps = runs.reduce((sum, r) => sum + r.rps, 0);
  return [
    label,
    rps.toFixed(0),
    String(Math.max(...runs.map((r) => r.p99))),
    String(runs.reduce((sum, r) => sum + r.errors, 0)),
    runs.map((r) => r.rps.toFixed(0)).join(" + "),
  ];
}

/**
 * Prints the one- and two-storefront figures on a fresh database of the PostgreSQL server
 * `serverUrl`; ports from `basePort` to basePort + 4.
 */
export async function scaleFigures(serverUrl: string, basePort: number): Promise<void> {
  let database: BenchDatabase | null = null;
  const stops: (() => Promise<void>)[] = [];
  const say = (what: string, error: unknown) =>
    console.log(`${what}: error: ${error instanceof Error ? error.message : String(error)}`);
  try {
    database = await createBenchDatabase(serverUrl, `vintry_scale_${process.pid}`);
    const serviceA = await startService(basePort, database.url, "service A");
    stops.push(serviceA.stop);
    const [front1, front2] = await Promise.all([
      startStorefront(basePort + 1, serviceA, "storefront 1"),
      startStorefront(basePort + 2, serviceA, "storefront 2"),
    ]);
    stops.push(front1.stop, front2.stop);

    const user = await registerUser(serviceA.base, benchPhone(950), benchIp(950));
    const wines = await winesInStock(serviceA.base, CART_WINES);
    for (const wine of wines)
      await ok(serviceA.base, "/shoppingCart/shoppingCart/addShoppingCartItem", {
        token: user.token,
        body: { goodsId: wine.id, quantity: 1 },
      });
    const wineIds = wines.map((w) => w.id);
    // The session is a signed cookie: the login at one storefront is good at every other.
    const cookie = await login(front1.base, serviceA.base, user.phone);

    console.log(
      `\nScale-out on PostgreSQL (database ${database.name}, dropped at the end): ${PAGE} logged in with ${CART_WINES} wines, page cache off,`,
    );
    console.log(
      `autocannon ${CONNECTIONS} connections in all (split between the storefronts), ${DURATION} s;`,
    );
    console.log(
      `${os.availableParallelism()} CPUs shared by every process and PostgreSQL (load average ${os.loadavg()[0].toFixed(1)} at the start): a second process adds only the idle CPU there is.\n`,
    );
    const rows: string[][] = [
      ["storefront processes", "req/s", "p99 ms", "errors", "per storefront req/s"],
    ];
    rows.push(
      await measure("one storefront process (one service)", [front1], serviceA, cookie, wineIds),
    );
    rows.push(
      await measure(
        "two storefront processes (one service)",
        [front1, front2],
        serviceA,
        cookie,
        wineIds,
      ),
    );

    // Storefront 2 in front of a service process of its own.
    const serviceB = await startService(basePort + 3, database.url, "service B");
    stops.push(serviceB.stop);
    await front2.stop();
    const front2b = await startStorefront(basePort + 4, serviceB, "storefront 2b");
    stops.push(front2b.stop);
    rows.push(
      await measure(
        "two storefront processes (a service each)",
        [front1, front2b],
        serviceA,
        cookie,
        wineIds,
      ),
    );
    printTable(rows);
  } catch (error) {
    say("\nscale-out on PostgreSQL", error);
  } finally {
    for (const stop of stops.reverse())
      await stop().catch((error) => say("stopping a scale-out process", error));
    await database?.drop().catch((error) => say(`dropping ${database?.name}`, error));
  }
}

// `tsx bench/scale.ts` alone: BENCH_DATABASE_URL (default the local server), BENCH_PORT + 10
// onwards.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await scaleFigures(
    process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
    Number(process.env.BENCH_PORT ?? 3400) + 10,
  );
  process.exit(0);
}
