/**
 * The logged-in pages (a wine whose lot has 10 records, /user/myCart with 3 wines, /checkOrder of the cart, /personalCenter,
 * an order's page, /user/order of a buyer with 20 orders, /user/myIntegral of a buyer with 200 points changes,
 * /user/myCollect and /user/myFootprint of a buyer with 100 of each, /user/myInvoice,
 * /user/payoutAccounts with 3 accounts, /user/myRecyclingGoods with 5 resale items): a user with a cart, one with
 * orders placed through the API, one with a long points log, one with favorites and history, their
 * session cookies, then the load.
 */
import { randomUUID } from "node:crypto";
import { benchIp, benchPhone, ok, registerUser, serviceUsage, winesInStock } from "./api";
import { storefrontLogin } from "./login";
import type { Bare } from "./bare";
import { load, measured, noteRow, pageRow } from "./pages";
import { RESALE_ITEMS, sellerWithResaleItems } from "./resale-seller";
import { BENCH_OPS_KEY, settle, type Shop } from "./shop";

const CART_WINES = 3;
/** the wine page's lot: its four steps to the shop and the operator's notes after them */
const LOT_RECORDS = 10;
const ORDERS = 20;
/** the list's first page (findOrders' default limit) */
const ORDERS_PAGE = 10;
const POINTS_ROWS = 200;
/** the points page's first page (findPointsLog's default limit) */
const POINTS_PAGE = 20;
const SAVED_ROWS = 100;
/** the first page of favorites and of history (their lists' default limit) */
const SAVED_PAGE = 20;
/** the orders buyer's payout accounts: one of each kind */
const PAYOUT_ACCOUNTS = [
  { kind: "alipay", account: "13800138000", realName: "张三明" },
  { kind: "wechat", account: "wine_lover88", realName: "买买提·艾力" },
  { kind: "bank", account: "6222020200112341234", realName: "李明", bankName: "中国工商银行" },
];

/** A fourth user with SAVED_ROWS favorites and SAVED_ROWS wines in the history. */
async function buyerWithSavedWines(shop: Shop) {
  const user = await registerUser(shop.base, benchPhone(903), benchIp(903));
  const ids: number[] = [];
  for (let page = 1; ids.length < SAVED_ROWS; page++) {
    const list = await ok<{ list: { id: number }[]; hasMore: boolean }>(
      shop.base,
      `/goods/goods/findGoodsList?page=${page}&pageSize=50`,
    );
    ids.push(...list.list.map((w) => w.id));
    if (!list.hasMore) break;
  }
  if (ids.length < SAVED_ROWS) throw new Error(`only ${ids.length} wines on the shelf`);
  for (const goodsId of ids.slice(0, SAVED_ROWS)) {
    await ok(shop.base, "/collect/collect/addCollect", { token: user.token, body: { goodsId } });
    // A logged-in visit of the wine's page is what writes its history row.
    await ok(shop.base, `/goods/goods/findGoodsDetail?id=${goodsId}`, { token: user.token });
  }
  return user;
}

/** A third user with POINTS_ROWS changes in the points log (the test hook's grants). */
async function buyerWithPointsLog(shop: Shop) {
  const user = await registerUser(shop.base, benchPhone(902), benchIp(902));
  for (let i = 1; i <= POINTS_ROWS; i++) {
    const res = await fetch(
      `${shop.base}/shopping/test/test/grantPoints?phone=${user.phone}&points=${i}`,
      { method: "POST" },
    );
    if (!res.ok) throw new Error(`grantPoints answered ${res.status}`);
  }
  return user;
}

/**
 * A second user with ORDERS unpaid orders of one bottle each, placed as the checkout places them,
 * and a payout account of each kind.
 */
async function buyerWithOrders(shop: Shop) {
  const user = await registerUser(shop.base, benchPhone(901), benchIp(901));
  const [wine] = await winesInStock(shop.base, 1);
  const buyNow = { source: "buyNow", goodsId: wine.id, quantity: 1 };
  let lastOrderId = 0;
  for (let i = 0; i < ORDERS; i++) {
    const preview = await ok<{ amounts: { totalCents: number } }>(
      shop.base,
      "/order/order/previewOrder",
      { token: user.token, body: { ...buyNow, usePoints: false } },
    );
    const created = await ok<{ id: number }>(shop.base, "/order/order/createOrder", {
      token: user.token,
      body: {
        ...buyNow,
        addressId: user.addressId,
        buyerMessage: "",
        usePoints: false,
        idempotencyKey: `bench-list-${i}-${randomUUID()}`,
        expectedTotalCents: preview.amounts.totalCents,
      },
    });
    lastOrderId = created.id;
  }
  for (const body of PAYOUT_ACCOUNTS)
    await ok(shop.base, "/user/payout-account/saveAccount", { token: user.token, body });
  return { ...user, lastOrderId };
}

type BuyerKind = "cart" | "orders" | "points" | "saved" | "resale";

/**
 * The logged-in pages the bench measures, each loaded as its buyer, and what its HTML must hold
 * to be measured (the cart's lines, a full first page of the list).
 */
export const LOGGED_IN_PAGES: {
  name: string;
  path: string;
  buyer: BuyerKind;
  showsCart?: boolean;
  listCards?: { testId: string; count: number };
}[] = [
  {
    name: `/goods/1 (logged in, its lot ${LOT_RECORDS} records)`,
    path: "/goods/1",
    buyer: "cart",
  },
  {
    name: "/user/myCart (logged in, 3 wines)",
    path: "/user/myCart",
    buyer: "cart",
    showsCart: true,
  },
  // The loader redirects a visit without an idempotency key to one with a new key; the load keeps
  // one.
  {
    name: "/checkOrder (logged in, cart)",
    path: `/checkOrder?k=${randomUUID()}`,
    buyer: "cart",
    showsCart: true,
  },
  { name: "/personalCenter (logged in)", path: "/personalCenter", buyer: "cart" },
  // {order}: the orders buyer's latest order (its page asks for the order and its invoice at once).
  { name: "/user/order/{order} (logged in)", path: "/user/order/{order}", buyer: "orders" },
  {
    name: `/user/order (logged in, ${ORDERS} orders)`,
    path: "/user/order",
    buyer: "orders",
    listCards: { testId: "order-card", count: ORDERS_PAGE },
  },
  {
    name: `/user/myIntegral (logged in, ${POINTS_ROWS} log rows)`,
    path: "/user/myIntegral",
    buyer: "points",
    listCards: { testId: "points-row", count: POINTS_PAGE },
  },
  {
    name: `/user/myCollect (logged in, ${SAVED_ROWS} favorites)`,
    path: "/user/myCollect",
    buyer: "saved",
    listCards: { testId: "saved-row", count: SAVED_PAGE },
  },
  {
    name: `/user/myFootprint (logged in, ${SAVED_ROWS} wines viewed)`,
    path: "/user/myFootprint",
    buyer: "saved",
    listCards: { testId: "saved-row", count: SAVED_PAGE },
  },
  // 我的发票 of the orders buyer: its orders are unpaid, so it has none yet (the page's own cost).
  { name: "/user/myInvoice (logged in)", path: "/user/myInvoice", buyer: "orders" },
  {
    name: `/user/payoutAccounts (logged in, ${PAYOUT_ACCOUNTS.length} accounts)`,
    path: "/user/payoutAccounts",
    buyer: "orders",
    listCards: { testId: "payout-card", count: PAYOUT_ACCOUNTS.length },
  },
  {
    name: `/user/myRecyclingGoods (logged in, ${RESALE_ITEMS} resale items)`,
    path: "/user/myRecyclingGoods",
    buyer: "resale",
    listCards: { testId: "resale-item", count: RESALE_ITEMS },
  },
];

export interface BenchBuyers {
  /**
   * the storefront cookie of each buyer: CART_WINES in the cart, ORDERS orders, POINTS_ROWS log
   * rows, SAVED_ROWS favorites and history rows, RESALE_ITEMS resale items
   */
  cookies: Record<BuyerKind, string>;
  wineIds: number[];
  /** the orders buyer's latest order */
  orderId: number;
}

/** A page's path with the buyers' ids filled in. */
export const pagePath = (path: string, buyers: Pick<BenchBuyers, "orderId">) =>
  path.replace("{order}", String(buyers.orderId));

/** Wine 1's lot grown to LOT_RECORDS records with the operator's notes, as a lot with a past. */
async function lotWithRecords(shop: Shop) {
  const { lot, chain } = await ok<{
    lot: { code: string } | null;
    chain: { records: unknown[] } | null;
  }>(shop.base, "/provenance/wineLot?goodsId=1");
  if (!lot || !chain) throw new Error("wine 1 has no lot in the provenance log");
  for (let n = chain.records.length; n < LOT_RECORDS; n++) {
    const res = await fetch(`${shop.base}/shopping/ops/provenance/note`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Ops ${BENCH_OPS_KEY}` },
      body: JSON.stringify({ lot: lot.code, note: `盘点第 ${n} 次：数量与记录一致` }),
    });
    if (!res.ok) throw new Error(`the lot note answered ${res.status}`);
  }
}

/** The two logged-in buyers of the bench, set up through the API and the login form. */
export async function benchBuyers(shop: Shop): Promise<BenchBuyers> {
  await lotWithRecords(shop);
  const user = await registerUser(shop.base, benchPhone(900), benchIp(900));
  const wines = await winesInStock(shop.base, CART_WINES);
  for (const wine of wines) {
    await ok(shop.base, "/shoppingCart/shoppingCart/addShoppingCartItem", {
      token: user.token,
      body: { goodsId: wine.id, quantity: 1 },
    });
  }
  const login = async (phone: string) => (await storefrontLogin(shop.base, phone)).header();
  const withOrders = await buyerWithOrders(shop);
  return {
    wineIds: wines.map((w) => w.id),
    orderId: withOrders.lastOrderId,
    cookies: {
      cart: await login(user.phone),
      orders: await login(withOrders.phone),
      points: await login((await buyerWithPointsLog(shop)).phone),
      saved: await login((await buyerWithSavedWines(shop)).phone),
      resale: await login((await sellerWithResaleItems(shop)).phone),
    },
  };
}

/** Table rows for the logged-in pages; a page that cannot be measured gets a row that says why. */
export async function loggedInRows(shop: Shop, bare: Bare): Promise<string[][]> {
  const pages = LOGGED_IN_PAGES;
  let buyers: BenchBuyers;
  try {
    buyers = await benchBuyers(shop);
  } catch (error) {
    const note = `error: ${(error as Error).message}`;
    return pages.map((p) => noteRow(p.name, note));
  }

  const rows: string[][] = [];
  for (const page of pages) {
    if (!measured(page.path)) continue;
    const pageCookie = buyers.cookies[page.buyer];
    const url = shop.base + pagePath(page.path, buyers);
    try {
      await settle(shop.base);
      // A 5xx right after a load may be the backlog (the storefront's service calls time out): try
      // again.
      let res: Response;
      let html: string;
      for (let attempt = 1; ; attempt++) {
        res = await fetch(url, {
          redirect: "manual",
          headers: { accept: "text/html", cookie: pageCookie },
        });
        html = await res.text();
        if (res.status < 500 || attempt === 3) break;
        await new Promise((r) => setTimeout(r, 3000));
        await settle(shop.base);
      }
      if (res.status === 404) {
        rows.push(noteRow(page.name, "not built yet"));
        continue;
      }
      if (res.status !== 200) {
        rows.push(
          noteRow(
            page.name,
            `answered ${res.status}${res.status >= 500 ? " 3 times" : ""}${res.headers.get("location") ? ` → ${res.headers.get("location")}` : ""}, not measured`,
          ),
        );
        continue;
      }
      const missing = page.showsCart
        ? buyers.wineIds.filter((id) => !html.includes(`data-goods-id="${id}"`))
        : [];
      if (missing.length) {
        rows.push(
          noteRow(
            page.name,
            `200 without the cart lines of wines ${missing.join(", ")}, not measured`,
          ),
        );
        continue;
      }
      const cards = page.listCards
        ? html.split(`data-testid="${page.listCards.testId}"`).length - 1
        : 0;
      if (page.listCards && cards !== page.listCards.count) {
        rows.push(
          noteRow(
            page.name,
            `200 with ${cards} rows instead of ${page.listCards.count}, not measured`,
          ),
        );
        continue;
      }
      const usage = await serviceUsage(shop.base, url, pageCookie);
      const r = await load(url, { cookie: pageCookie });
      rows.push(await pageRow(page.name, html, r, bare, usage));
    } catch (error) {
      rows.push(noteRow(page.name, `error: ${(error as Error).message}`));
    }
  }
  return rows;
}
