/**
 * Every screen of the route table, in both languages, anonymous and logged
 * in, is sent as valid UTF-8 without a single NUL byte (React 18 pads its
 * stream with them; docs/decisions/010). Bytes, not text: a browser would
 * hide what a crawler chokes on. And each page says who may keep it: the
 * anonymous catalogue is public for seconds, everything else private, no-store.
 */
import type { APIRequestContext } from "@playwright/test";
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
  for (const path of paths) {
    const res = await request.get(path);
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
