import { describe, expect, it } from "vitest";
import { BRAND } from "./brand";
import { headerTitleFor, screenFor, SCREENS, titleFor } from "./screens";

describe("route table", () => {
  it("has every screen of spec §2 with both titles", () => {
    for (const path of ["/", "/home", "/personalCenter", "/agreement", "/login", "/register", "/RegisetrAgreement", "/RegisetrAgreementEn", "/goods", "/goods/1", "/checkOrder", "/payment", "/chateauList", "/chateauList/1", "/user", "/user/info", "/user/myCart", "/user/order", "/user/order/9", "/user/myCollect", "/user/myFootprint", "/user/myRecyclingGoods", "/user/myRecyclingOrder", "/user/myRecyclingOrder/3", "/user/myInvoiceHeader", "/user/myIntegral", "/user/agreement"]) {
      const screen = screenFor(path);
      expect(screen, path).not.toBeNull();
      expect(screen!.titleCh.length).toBeGreaterThan(0);
      expect(screen!.titleEn.length).toBeGreaterThan(0);
    }
  });
  it("hides the header where the spec says", () => {
    const hidden = SCREENS.filter((s) => s.hidden).map((s) => s.pattern).sort();
    expect(hidden).toEqual(["/", "/home", "/personalCenter", "/user/myCart"]);
  });
  it("keeps home, goods and payment alive", () => {
    expect(SCREENS.filter((s) => s.keepAlive).map((s) => s.pattern).sort()).toEqual(["/", "/goods", "/home", "/payment"]);
  });
  it("matches ids but not deeper paths", () => {
    expect(screenFor("/goods/12")?.pattern).toBe("/goods/:id");
    expect(screenFor("/goods/12/extra")).toBeNull();
  });
});

describe("titles follow the language and fall back to the brand", () => {
  it("uses the route's title in the chosen language", () => {
    expect(titleFor(screenFor("/goods"), "ch")).toBe(`商品列表 - ${BRAND.ch}`);
    expect(titleFor(screenFor("/goods"), "en")).toBe(`Wines - ${BRAND.en}`);
  });
  it("falls back to the brand when there is no title", () => {
    expect(titleFor(null, "ch")).toBe(BRAND.ch);
    expect(titleFor(null, "en")).toBe(BRAND.en);
    expect(titleFor({ pattern: "/x", titleCh: "", titleEn: "" }, "en")).toBe(BRAND.en);
    expect(headerTitleFor(undefined, "ch")).toBe(BRAND.ch);
  });
});
