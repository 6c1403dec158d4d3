import { readFileSync } from "node:fs";
import path from "node:path";
import { flatRoutes } from "@remix-run/dev/dist/config/flat-routes.js";
import { describe, expect, it } from "vitest";
import { tFor } from "./i18n.server";
import { ACCOUNT_MENU, headerTitleFor, screenFor, SCREENS, titleFor } from "./screens";
import { CONSOLE_SCREENS, consoleScreenFor } from "./features/admin/console-screens";

const ch = tFor("ch");
const en = tFor("en");

/** The URL pattern of every route module that renders a page (has a default export). */
function pageRoutes(): string[] {
  const app = path.resolve("app");
  const routes = flatRoutes(app, ["**/.*", "**/*.test.{ts,tsx}"]);
  const fullPath = (id: string): string => {
    const route = routes[id];
    const parent = route.parentId && route.parentId !== "root" ? fullPath(route.parentId) : "";
    return [parent, route.path ?? ""].filter(Boolean).join("/");
  };
  return Object.entries(routes)
    .filter(([, route]) =>
      /export default|[{,]\s*default\s*[,}]/.test(readFileSync(path.join(app, route.file), "utf8")),
    )
    .map(([id]) => `/${fullPath(id)}`)
    .filter((pattern) => pattern !== "/*");
}

describe("route table", () => {
  it("declares every page route once, and nothing that is not a route", () => {
    const routes = [...new Set(pageRoutes())].sort();
    expect(routes.length).toBeGreaterThan(20);
    // The shop's table, and the back office's (server-only: features/admin/console-screens.ts).
    expect([...SCREENS, ...CONSOLE_SCREENS].map((s) => s.pattern).sort()).toEqual(routes);
    expect(CONSOLE_SCREENS.every((s) => s.pattern.startsWith("/admin"))).toBe(true);
    expect(SCREENS.some((s) => s.pattern.startsWith("/admin"))).toBe(false);
    expect(consoleScreenFor("/admin/setup/setup_AbC-12_x")?.title).toBe("adminSetup");
    expect(consoleScreenFor("/admin/setup/a/b")).toBeNull();
  });

  it("lists the account menus in the table's order", () => {
    expect(ACCOUNT_MENU.map(([to]) => to)).toEqual([
      "/user/order",
      "/user/myIntegral",
      "/user/myCollect",
      "/user/myFootprint",
      "/user/myRecyclingGoods",
      "/user/myRecyclingOrder",
      "/user/myInvoice",
      "/user/myInvoiceHeader",
      "/user/info",
      "/user/address",
      "/user/payoutAccounts",
      "/user/security",
      "/user/agreement",
    ]);
  });

  it("has every screen of spec §2 with a title in both languages", () => {
    for (const path of [
      "/",
      "/home",
      "/personalCenter",
      "/agreement",
      "/login",
      "/register",
      "/RegisetrAgreement",
      "/RegisetrAgreementEn",
      "/goods",
      "/goods/1",
      "/checkOrder",
      "/payment",
      "/chateauList",
      "/chateauList/1",
      "/user",
      "/user/info",
      "/user/myCart",
      "/user/order",
      "/user/order/9",
      "/user/myRecyclingGoods",
      "/user/myRecyclingOrder",
      "/user/myRecyclingOrder/3",
      "/user/agreement",
    ]) {
      const screen = screenFor(path);
      expect(screen, path).not.toBeNull();
      for (const t of [ch, en]) {
        const title = headerTitleFor(screen, t);
        expect(title, path).not.toContain("screens.");
        expect(title, path).not.toBe(t("brand.name"));
      }
    }
  });
  it("hides the header where the spec says", () => {
    const hidden = SCREENS.filter((s) => s.hidden)
      .map((s) => s.pattern)
      .sort();
    // And the photo viewers: a dark page of their own, whose one way back returns to the pictures;
    // and the sandbox's mini-program host pages, which draw WeChat's bar (decision 040).
    expect(hidden).toEqual([
      "/",
      "/goods/:id/reviews/:reviewId/photos",
      "/home",
      "/personalCenter",
      "/sandbox/mini-program/login",
      "/sandbox/mini-program/pay",
      "/user/myCart",
      "/user/order/:id/afterSale/photos",
    ]);
  });
  it("keeps home, goods and payment alive", () => {
    expect(
      SCREENS.filter((s) => s.keepAlive)
        .map((s) => s.pattern)
        .sort(),
    ).toEqual(["/", "/goods", "/home", "/payment"]);
  });
  it("matches ids but not deeper paths", () => {
    expect(screenFor("/goods/12")?.pattern).toBe("/goods/:id");
    expect(screenFor("/goods/12/extra")).toBeNull();
  });
});

describe("titles follow the language and fall back to the brand", () => {
  it("uses the route's title in the chosen language", () => {
    expect(titleFor(screenFor("/goods"), ch)).toBe("商品列表 - 醇境酒窖");
    expect(titleFor(screenFor("/goods"), en)).toBe("Wines - Vintry");
    expect(headerTitleFor(screenFor("/RegisetrAgreementEn"), ch)).toBe("用户注册协议（英文）");
  });
  it("falls back to the brand when there is no title", () => {
    expect(titleFor(null, ch)).toBe("醇境酒窖");
    expect(titleFor(null, en)).toBe("Vintry");
    expect(titleFor({ pattern: "/x", title: "" }, en)).toBe("Vintry");
    expect(headerTitleFor(undefined, ch)).toBe("醇境酒窖");
  });
});
