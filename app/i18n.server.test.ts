import { describe, expect, it, vi } from "vitest";
import { bundlesFor, i18nForPage, resources, tFor } from "./i18n.server";

describe("server translations", () => {
  it("a page gets the shell's namespace and the ones asked for, in one language, never the server's own", () => {
    const bundles = bundlesFor("en", ["common", "cart", "server", "nonsense"]);
    expect(Object.keys(bundles).sort()).toEqual(["cart", "common"]);
    expect(bundles.cart).toBe(resources.en.cart);
    // Only the names of the languages themselves appear in the other script.
    expect(JSON.stringify(bundles)).not.toContain("购物车");
    expect(JSON.stringify(bundlesFor("ch", ["cart"]))).not.toContain("Shopping cart");
  });

  it("a page renders with exactly its bundles: another namespace's key stays a key", () => {
    const i18n = i18nForPage("ch", bundlesFor("ch", ["cart"]));
    const t = i18n.getFixedT("ch", "cart");
    expect(t("cart.title")).toBe("购物车");
    expect(t("nav.back")).toBe("返回");
    expect(i18n.getFixedT("ch", "catalog")("detail.addToCart")).toBe("detail.addToCart");
  });

  it("loaders and actions have every namespace in memory", () => {
    expect(tFor("en", "cart")("cart.added")).toBe("Added to cart");
    expect(tFor("ch")("request.refusedTitle")).toBe("请求未被处理");
  });

  it("a text asked for again is the same text; texts with values are still made from them", () => {
    const en = i18nForPage("en", bundlesFor("en", ["cart"])).getFixedT("en", "cart");
    const ch = i18nForPage("ch", bundlesFor("ch", ["cart"])).getFixedT("ch", "cart");
    for (let i = 0; i < 2; i++) {
      expect(en("cart.title")).toBe("Shopping cart");
      expect(ch("cart.title")).toBe("购物车");
      expect(en("cart.count", { count: 1 })).toBe("1 bottle");
      expect(en("cart.count", { count: 2 + i })).toBe(`${2 + i} bottles`);
      expect(en("cart.selectLine", { name: i ? "Latour" : "Lafite" })).toBe(
        `Select ${i ? "Latour" : "Lafite"}`,
      );
      expect(en("nonsense.key")).toBe("nonsense.key");
    }
    expect(tFor("en", "cart")("cart.title")).toBe("Shopping cart");
    expect(tFor("ch", "cart")("cart.title")).toBe("购物车");
    // As react-i18next asks (no language named: the page's own), a text is resolved once.
    const page = i18nForPage("en", bundlesFor("en", ["cart"]));
    const { translator } = page as unknown as { translator: { translate: () => unknown } };
    page.getFixedT(null, "cart")("cart.back");
    const resolve = vi.spyOn(translator, "translate");
    expect(page.getFixedT(null, "cart")("cart.back")).toBe("Back");
    expect(resolve).not.toHaveBeenCalled();
    resolve.mockRestore();
    for (const lang of ["en", "ch", "en"] as const) {
      const t = i18nForPage(lang, bundlesFor(lang, ["cart"])).getFixedT(null, "cart");
      expect(t("cart.title")).toBe(lang === "en" ? "Shopping cart" : "购物车");
      expect(t("cart.count", { count: 3 })).toBe(lang === "en" ? "3 bottles" : "共 3 瓶");
    }
  });
});
