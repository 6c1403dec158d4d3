/**
 * The back office's pages (decision 041), signed in as an owner: the owner made with the bench's
 * set-up key, set up with an authenticator and signed in through /admin/login as a person would;
 * then AUDIT_ROWS API tokens made through the console's own form, each an audit row; and a busy
 * shop's history, BENCH_CONSOLE_ORDERS orders (10,000 unless set) made in bulk by a test hook, for
 * the order desk, and BENCH_CONSOLE_WINES wines (2,000 unless set, copies of the seeded ones) for the
 * catalogue and stock desks (issue 32: every list within 300 ms at that scale). Measured last: the first member
 * retires the set-up key the other parts use.
 */
import { newTotpSecret } from "../contract/totp";
import { stepAt, totpCode } from "../shopping/staff/totp";
import type { Bare } from "./bare";
import { CookieJar, formFields } from "./login";
import { aloneMedianMs, load, measured, noteRow, pageRow } from "./pages";
import { BENCH_OPS_KEY, settle, type Shop } from "./shop";

const OWNER_PHONE = "13900009900";
const PASSWORD = "Bench-console-2026";
const TOKENS = 60;
const BULK_ORDERS = Number(process.env.BENCH_CONSOLE_ORDERS ?? 10_000);
/** the order desk's first page (ORDER_PAGE of features/admin/orders/order-list.server.ts) */
const ORDER_PAGE = 50;
const bulk = BULK_ORDERS.toLocaleString("en");
const WINES = Number(process.env.BENCH_CONSOLE_WINES ?? 2_000);
const wines = WINES.toLocaleString("en");
/** the audit log's first page (AUDIT_PAGE of features/admin/audit-log.server.ts) */
const AUDIT_PAGE = 50;

/** The order page's path stands for the newest order's, found on the desk once the orders exist. */
const ORDER_PAGE_PATH = "/admin/orders/:newest";

export const CONSOLE_PAGES: {
  name: string;
  path: string;
  rows?: { testId: string; count: number };
}[] = [
  { name: `/admin (owner: the dashboard today, of ${bulk} orders)`, path: "/admin" },
  { name: `/admin?range=30d (the dashboard, 30 days)`, path: "/admin?range=30d" },
  {
    name: "/admin/staff (owner, 1 member)",
    path: "/admin/staff",
    rows: { testId: "staff-row", count: 1 },
  },
  {
    name: `/admin/audit (owner, first ${AUDIT_PAGE} rows)`,
    path: "/admin/audit",
    rows: { testId: "audit-row", count: AUDIT_PAGE },
  },
  {
    name: `/admin/tokens (owner, ${TOKENS} tokens)`,
    path: "/admin/tokens",
    rows: { testId: "token-row", count: TOKENS },
  },
  {
    name: `/admin/orders (${bulk} orders, first ${ORDER_PAGE})`,
    path: "/admin/orders",
    rows: { testId: "order-row", count: ORDER_PAGE },
  },
  {
    name: `/admin/orders?status=pending_delivery (of ${bulk})`,
    path: "/admin/orders?status=pending_delivery",
    rows: { testId: "order-row", count: ORDER_PAGE },
  },
  {
    name: `/admin/orders?phone=0000016 (a phone's end, of ${bulk})`,
    path: "/admin/orders?phone=0000016",
  },
  { name: "/admin/orders/:orderNo (the newest)", path: ORDER_PAGE_PATH },
  { name: "/admin/afterSale (the open queue)", path: "/admin/afterSale" },
  {
    name: `/admin/wines (${wines} wines, first 30)`,
    path: "/admin/wines",
    rows: { testId: "wine-row", count: 30 },
  },
  {
    name: `/admin/wines?q=拉菲 (of ${wines})`,
    path: `/admin/wines?q=${encodeURIComponent("拉菲")}`,
  },
  { name: "/admin/wines/:id (a wine's form)", path: "/admin/wines/1" },
  {
    name: `/admin/stock (${wines} wines, first 50)`,
    path: "/admin/stock",
    rows: { testId: "stock-row", count: 50 },
  },
  { name: `/admin/stock?low=1 (of ${wines})`, path: "/admin/stock?low=1" },
  { name: "/admin/invoices (the titles to review)", path: "/admin/invoices" },
  { name: "/admin/invoices/requests (the invoices to issue)", path: "/admin/invoices/requests" },
  { name: "/admin/resale (the items awaiting inspection)", path: "/admin/resale" },
  { name: "/admin/resale/payouts (the payouts due)", path: "/admin/resale/payouts" },
  { name: `/admin/reports (30 days by wine, of ${bulk} orders)`, path: "/admin/reports" },
  { name: `/admin/reports?by=day (30 days by day)`, path: "/admin/reports?by=day" },
  { name: `/admin/reports/stock (${wines} wines' value)`, path: "/admin/reports/stock" },
];

async function service<T>(shop: Shop, path: string, body: unknown, auth?: string): Promise<T> {
  const res = await fetch(`${shop.base}/shopping${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(auth ? { authorization: auth } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = JSON.parse((await res.text()).replace(/^\)\]\}',\n/, ""));
  if (envelope.code !== 200 && envelope.code !== 0)
    throw new Error(`${path} answered ${envelope.code}: ${envelope.message}`);
  return envelope.data as T;
}

/** Posts a console form as a browser without JavaScript would; answers the response. */
async function postForm(
  shop: Shop,
  jar: CookieJar,
  path: string,
  testId: string,
  fill: Record<string, string>,
) {
  const page = await fetch(shop.base + path, {
    headers: { accept: "text/html", cookie: jar.header() },
  });
  jar.take(page);
  const fields = formFields(await page.text(), testId);
  for (const [name, value] of Object.entries(fill)) fields.set(name, value);
  const res = await fetch(shop.base + path, {
    method: "POST",
    redirect: "manual",
    headers: {
      accept: "text/html",
      "content-type": "application/x-www-form-urlencoded",
      origin: shop.base,
      cookie: jar.header(),
    },
    body: new URLSearchParams([...fields]).toString(),
  });
  jar.take(res);
  return res;
}

/** The owner's cookies, signed in, with TOKENS tokens (and their audit rows). */
async function signedInOwner(shop: Shop): Promise<CookieJar> {
  const added = await service<{ setupToken: string }>(
    shop,
    "/ops/staff/add",
    { phone: OWNER_PHONE, name: "bench-owner", role: "owner" },
    `Ops ${BENCH_OPS_KEY}`,
  );
  const secret = newTotpSecret();
  const step = stepAt(Date.now());
  await service(shop, "/staff/completeSetup", {
    token: added.setupToken,
    password: PASSWORD,
    confirm: PASSWORD,
    totpSecret: secret,
    totp: totpCode(secret, step),
  });
  const jar = new CookieJar();
  // The next step's code: the set-up spent this one.
  const login = await postForm(shop, jar, "/admin/login", "staff-login-form", {
    phone: OWNER_PHONE,
    password: PASSWORD,
    totp: totpCode(secret, step + 1),
  });
  if (login.status !== 302 || !jar.has("__staff"))
    throw new Error(`the console's sign-in answered ${login.status} without a session`);
  for (let i = 1; i <= TOKENS; i++) {
    const made = await postForm(shop, jar, "/admin/tokens", "token-form", {
      label: `bench ${i} 🍷`,
    });
    if (made.status !== 200) throw new Error(`making token ${i} answered ${made.status}`);
  }
  return jar;
}

export async function consoleRows(shop: Shop, bare: Bare): Promise<string[][]> {
  const pages = CONSOLE_PAGES.filter((page) => measured(page.path));
  if (pages.length === 0) return [];
  let jar: CookieJar;
  try {
    jar = await signedInOwner(shop);
  } catch (error) {
    return pages.map((page) => noteRow(page.name, `error: ${(error as Error).message}`));
  }
  let newest = "";
  try {
    const res = await fetch(`${shop.base}/shopping/test/test/bulkOrders?count=${BULK_ORDERS}`, {
      method: "POST",
    });
    if (!res.ok) throw new Error(`bulkOrders answered ${res.status}`);
    const grown = await fetch(`${shop.base}/shopping/test/test/growCatalogue?wines=${WINES}`, {
      method: "POST",
    });
    if (!grown.ok) throw new Error(`growCatalogue answered ${grown.status}`);
    const desk = await fetch(`${shop.base}/admin/orders`, { headers: { cookie: jar.header() } });
    newest = /href="\/admin\/orders\/(\d{20})"/.exec(await desk.text())?.[1] ?? "";
  } catch (error) {
    return pages.map((page) => noteRow(page.name, `error: ${(error as Error).message}`));
  }
  const rows: string[][] = [];
  for (const page of pages) {
    const url = shop.base + page.path.replace(ORDER_PAGE_PATH, `/admin/orders/${newest}`);
    try {
      await settle(shop.base);
      const res = await fetch(url, {
        redirect: "manual",
        headers: { accept: "text/html", cookie: jar.header() },
      });
      const html = await res.text();
      const count = page.rows ? html.split(`data-testid="${page.rows.testId}"`).length - 1 : 0;
      if (res.status !== 200 || (page.rows && count !== page.rows.count)) {
        rows.push(noteRow(page.name, `answered ${res.status} with ${count} rows, not measured`));
        continue;
      }
      const headers = { cookie: jar.header() };
      const loaded = await load(url, headers);
      loaded.aloneMs = await aloneMedianMs(url, headers);
      rows.push(await pageRow(page.name, html, loaded, bare));
    } catch (error) {
      rows.push(noteRow(page.name, `error: ${(error as Error).message}`));
    }
  }
  return rows;
}
