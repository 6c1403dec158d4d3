import { describe, expect, it } from "vitest";
import { tFor } from "./i18n.server";
import { headerTitleFor, screenFor, SCREENS, titleFor } from "./screens";

const ch = tFor("ch");
const en = tFor("en");

describe("route table", () => {
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
      "/user/myCollect",
      "/user/myFootprint",
      "/user/myRecyclingGoods",
      "/user/myRecyclingOrder",
      "/user/myRecyclingOrder/3",
      "/user/myInvoiceHeader",
      "/user/myIntegral",
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
    expect(hidden).toEqual(["/", "/home", "/personalCenter", "/user/myCart"]);
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
