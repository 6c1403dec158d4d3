/**
 * The logged-in pages (a wine, /user/myCart with 3 wines, /checkOrder of the cart, /personalCenter,
 * /user/order of a buyer with 20 orders): a user with a cart, another with orders placed through
 * the API, their session cookies, then the load.
 */
import { randomUUID } from "node:crypto";
import { benchIp, benchPhone, ok, registerUser, serviceUsage, winesInStock } from "./api";
import { storefrontLogin } from "./login";
import type { Bare } from "./bare";
import { load, measured, noteRow, pageRow } from "./pages";
import { settle, type Shop } from "./shop";

const CART_WINES = 3;
const ORDERS = 20;
/** the list's first page (findOrders' default limit) */
const ORDERS_PAGE = 10;

/**
 * A second user with ORDERS unpaid orders of one bottle each, placed as the checkout places them.
 */
async function buyerWithOrders(shop: Shop) {
  const user = await registerUser(shop.base, benchPhone(901), benchIp(901));
  const [wine] = await winesInStock(shop.base, 1);
  const buyNow = { source: "buyNow", goodsId: wine.id, quantity: 1 };
  for (let i = 0; i < ORDERS; i++) {
    const preview = await ok<{ amounts: { totalCents: number } }>(
      shop.base,
      "/order/order/previewOrder",
      { token: user.token, body: { ...buyNow, usePoints: false } },
    );
    await ok(shop.base, "/order/order/createOrder", {
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
  }
  return user;
}

/** The logged-in pages the bench measures; `showsOrders` pages are loaded as the buyer with orders. */
export const LOGGED_IN_PAGES = [
  { name: "/goods/1 (logged in)", path: "/goods/1", showsCart: false, showsOrders: false },
  {
    name: "/user/myCart (logged in, 3 wines)",
    path: "/user/myCart",
    showsCart: true,
    showsOrders: false,
  },
  // The loader redirects a visit without an idempotency key to one with a new key; the load keeps
  // one.
  {
    name: "/checkOrder (logged in, cart)",
    path: `/checkOrder?k=${randomUUID()}`,
    showsCart: true,
    showsOrders: false,
  },
  {
    name: "/personalCenter (logged in)",
    path: "/personalCenter",
    showsCart: false,
    showsOrders: false,
  },
  {
    name: `/user/order (logged in, ${ORDERS} orders)`,
    path: "/user/order",
    showsCart: false,
    showsOrders: true,
  },
];

export interface BenchBuyers {
  /** the storefront cookie of a buyer with CART_WINES wines in the cart */
  cookie: string;
  /** the storefront cookie of a buyer with ORDERS orders */
  ordersCookie: string;
  wineIds: number[];
}

/** The two logged-in buyers of the bench, set up through the API and the login form. */
export async function benchBuyers(shop: Shop): Promise<BenchBuyers> {
  const user = await registerUser(shop.base, benchPhone(900), benchIp(900));
  const wines = await winesInStock(shop.base, CART_WINES);
  for (const wine of wines) {
    await ok(shop.base, "/shoppingCart/shoppingCart/addShoppingCartItem", {
      token: user.token,
      body: { goodsId: wine.id, quantity: 1 },
    });
  }
  return {
    wineIds: wines.map((w) => w.id),
    cookie: (await storefrontLogin(shop.base, user.phone)).header(),
    ordersCookie: (await storefrontLogin(shop.base, (await buyerWithOrders(shop)).phone)).header(),
  };
}

/** Table rows for the logged-in pages; a page that cannot be measured gets a row that says why. */
export async function loggedInRows(shop: Shop, bare: Bare): Promise<string[][]> {
  const pages = LOGGED_IN_PAGES;
  let cookie: string;
  let ordersCookie: string;
  let wineIds: number[];
  try {
    ({ cookie, ordersCookie, wineIds } = await benchBuyers(shop));
  } catch (error) {
    const note = `error: ${(error as Error).message}`;
    return pages.map((p) => noteRow(p.name, note));
  }

  const rows: string[][] = [];
  for (const page of pages) {
    if (!measured(page.path)) continue;
    const pageCookie = page.showsOrders ? ordersCookie : cookie;
    try {
      await settle(shop.base);
      // A 5xx right after a load may be the backlog (the storefront's service calls time out): try
      // again.
      let res: Response;
      let html: string;
      for (let attempt = 1; ; attempt++) {
        res = await fetch(shop.base + page.path, {
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
        ? wineIds.filter((id) => !html.includes(`data-goods-id="${id}"`))
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
      const cards = html.split('data-testid="order-card"').length - 1;
      if (page.showsOrders && cards !== ORDERS_PAGE) {
        rows.push(
          noteRow(page.name, `200 with ${cards} orders instead of ${ORDERS_PAGE}, not measured`),
        );
        continue;
      }
      const usage = await serviceUsage(shop.base, shop.base + page.path, pageCookie);
      const r = await load(shop.base + page.path, { cookie: pageCookie });
      rows.push(await pageRow(page.name, html, r, bare, usage));
    } catch (error) {
      rows.push(noteRow(page.name, `error: ${(error as Error).message}`));
    }
  }
  return rows;
}
