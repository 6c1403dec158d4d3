import { describe, expect, it } from "vitest";
import { activeTab, showsBackToTop, showsTabBar } from "./bottom-chrome";

describe("the phone shell's bottom", () => {
  it("shows the tab bar on main screens only", () => {
    for (const path of [
      "/",
      "/home",
      "/personalCenter",
      "/goods",
      "/chateauList",
      "/chateauList/3",
      "/login",
      "/register",
      "/user/info",
      "/user/address",
      "/agreement",
      "/nowhere",
    ]) {
      expect(showsTabBar(path), path).toBe(true);
    }
    // buying, and the wine page with its own bar
    for (const path of ["/user/myCart", "/checkOrder", "/payment", "/goods/12"])
      expect(showsTabBar(path), path).toBe(false);
  });

  it("floats back-to-top only where no bar of the screen's own takes the bottom", () => {
    expect(showsBackToTop("/goods")).toBe(true);
    expect(showsBackToTop("/")).toBe(true);
    for (const path of ["/goods/12", "/user/myCart", "/checkOrder", "/payment"])
      expect(showsBackToTop(path), path).toBe(false);
  });

  it("marks the tab a screen belongs to", () => {
    expect(activeTab("/")).toBe("home");
    expect(activeTab("/goods")).toBe("goods");
    expect(activeTab("/goods/3")).toBe("goods");
    expect(activeTab("/user/myCart")).toBe("cart");
    expect(activeTab("/login")).toBe("account");
    expect(activeTab("/user/address")).toBe("account");
    expect(activeTab("/chateauList")).toBe(null);
  });
});
