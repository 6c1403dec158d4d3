/**
 * Every screen of the route table, in both languages, anonymous and logged
 * in, is sent as valid UTF-8 without a single NUL byte (React 18 pads its
 * stream with them; docs/decisions/010). Bytes, not text: a browser would
 * hide what a crawler chokes on. And each page says who may keep it: the
 * anonymous catalogue is public for seconds, everything else private, no-store.
 */
import { devices, type APIRequestContext, type APIResponse } from "@playwright/test";
import { SCREENS, screenFor } from "../../app/screens";
import { CONSOLE_SCREENS } from "../../app/features/admin/console-screens";
import { expect, test } from "./fixtures";
import { userWithOrder } from "./orders";

function concretePaths(ids: { orderId?: number }): string[] {
  return [...SCREENS, ...CONSOLE_SCREENS].map(({ pattern }) => {
    if (pattern === "/payment")
      return ids.orderId ? `/payment?orderId=${ids.orderId}` : "/payment?orderId=1";
    // The order's own screens (detail, evaluate, logistics, refund, after-sale) with the user's
    // order.
    if (pattern.startsWith("/user/order/:id"))
      return pattern.replace(":id", String(ids.orderId ?? 1));
    return pattern.replace(/:id/, "1").replace(":token", "setup_no-such-link-0123456789");
  });
}

async function setLanguage(request: APIRequestContext, baseURL: string, lang: "ch" | "en") {
  const res = await request.post("/language", {
    form: { lang, redirectTo: "/" },
    headers: { origin: baseURL },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
}

async function expectCleanPages(
  request: APIRequestContext,
  paths: string[],
  { loggedIn = false } = {},
) {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  // The phone's requests come from an address of their own: both ways of every screen, twice, are
  // more reads than one visitor may make in a minute (server/request-limits.ts).
  const phone = { "user-agent": PHONE, "x-forwarded-for": anotherAddress() };
  for (const path of paths) {
    for (const headers of [{ "user-agent": BOT }, phone]) await expectClean(path, headers);
  }

  async function expectClean(path: string, headers: Record<string, string>) {
    const res = await request.get(path, { headers });
    expect(res.status(), path).toBeLessThan(500);
    if (res.status() === 200) {
      const policy = res.headers()["cache-control"];
      // Anonymous catalogue pages (the route table's `cache`) may be kept by anyone briefly.
      if (!loggedIn && screenFor(path.split("?")[0])?.cache)
        expect(policy, path).toMatch(/^public, /);
      else expect(policy, path).toBe("private, no-store");
    }
    const body = await res.body();
    expect(body.indexOf(0), `NUL byte in ${path}`).toBe(-1);
    expect(() => decoder.decode(body), `invalid UTF-8 in ${path}`).not.toThrow();
    expect(body.length, path).toBeGreaterThan(500);
  }
}

/**
 * Bots get the page streamed; browsers get a page whose data is all there drawn at once, with
 * renderToString (app/entry.server.tsx). Both ways are checked, and they must give the same page.
 */
const PHONE = devices["Pixel 7"].userAgent;
// A crawler on a phone: a page may differ between a phone and a computer (how to pay), not by this.
const BOT = `${PHONE} (compatible; Googlebot/2.1; +http://www.google.com/bot.html)`;
const anotherAddress = () =>
  `10.251.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** What differs between two answers of the same page by design: the CSP nonce, the clock, captchas. */
const comparable = (html: string) =>
  html
    .replace(/ nonce="[^"]*"/g, "")
    .replace(/\\"now\\",\d+/g, "now")
    .replace(/\b[0-9a-f]{32}\b/g, "captcha")
    .replace(/data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+/g, "captcha");

test("a page drawn at once is the page streamed, on every screen logged in", async ({ page }) => {
  test.setTimeout(120_000);
  const order = await userWithOrder(page);
  const phone = { "user-agent": PHONE, "x-forwarded-for": anotherAddress() };
  let compared = 0;
  for (const path of concretePaths({ orderId: order.id })) {
    const get = (headers: Record<string, string>) =>
      page.request.get(path, { headers, maxRedirects: 0 });
    const streamed = await get({ "user-agent": BOT });
    const atOnce = await get(phone);
    expect(atOnce.status(), path).toBe(streamed.status());
    // A redirect carries a toast or a checkout's key of its own: where it goes must agree.
    if (streamed.status() !== 200) {
      const target = (res: APIResponse) => res.headers().location?.split("?")[0];
      expect(target(atOnce), path).toBe(target(streamed));
      // Its toast waits in the session for the next page: taken here, not by the next screen.
      if (streamed.headers().location) await page.request.get(streamed.headers().location);
      continue;
    }
    expect(comparable(await atOnce.text()), path).toBe(comparable(await streamed.text()));
    compared++;
  }
  // The shop's own screens (the back office's send a buyer to its sign-in).
  expect(compared).toBeGreaterThanOrEqual(30);
});

test.describe("clean bytes", () => {
  for (const lang of ["ch", "en"] as const) {
    test(`every screen anonymous in ${lang}`, async ({ request, baseURL }) => {
      await setLanguage(request, baseURL!, lang);
      // Twice: the first render fills the page cache, the second is served from it.
      await expectCleanPages(request, concretePaths({}));
      await expectCleanPages(request, concretePaths({}));
    });

    test(`every screen logged in, with an order, in ${lang}`, async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const order = await userWithOrder(page);
      await setLanguage(page.request, baseURL!, lang);
      await expectCleanPages(page.request, concretePaths({ orderId: order.id }), {
        loggedIn: true,
      });
    });
  }
});
