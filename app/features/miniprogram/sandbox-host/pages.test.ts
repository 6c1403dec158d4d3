import { describe, expect, it } from "vitest";
import { SERVICE_BASE, SHOP_ORIGIN } from "../../../../miniprogram/config";
import { loginPage, shopPage } from "../../../../miniprogram/logic/shop";
import { sandboxUserOf } from "./cookie";
import { browserPageOf, servicePathOf } from "./pages";

describe("the sandbox host's pages in a browser", () => {
  it("opens the host's login and pay pages here, with their options", () => {
    expect(browserPageOf(loginPage("/payment?orderId=7"))).toBe(
      "/sandbox/mini-program/login?to=%2Fpayment%3ForderId%3D7",
    );
    expect(browserPageOf("/pages/pay/pay?orderId=12")).toBe("/sandbox/mini-program/pay?orderId=12");
  });

  it("opens the web-view page's shop page as the shop's own, with mp=1 and its fragment", () => {
    expect(browserPageOf(shopPage("/payment?orderId=7&returned=1"))).toBe(
      "/payment?orderId=7&returned=1&mp=1",
    );
    expect(browserPageOf(shopPage("/goods/3#reviews"))).toBe("/goods/3?mp=1#reviews");
    expect(browserPageOf(shopPage("/goods?kw=红酒🍷"))).toBe(
      `/goods?kw=${encodeURIComponent("红酒🍷")}&mp=1`,
    );
    // Never another site: the web-view page itself refuses one.
    expect(browserPageOf(shopPage("//evil.example/x"))).toBe("/?mp=1");
  });

  it("refuses a page the host has not, and any other site", () => {
    expect(browserPageOf("/pages/admin/admin")).toBeNull();
    expect(browserPageOf("https://evil.example/pages/pay/pay")).toBeNull();
    expect(browserPageOf("//evil.example/pages/pay/pay")).toBeNull();
  });

  it("reaches the service on this shop only, as WeChat's request domain list does", () => {
    expect(servicePathOf(`${SERVICE_BASE}/miniprogram/login`)).toBe("/shopping/miniprogram/login");
    expect(servicePathOf(`${SHOP_ORIGIN}/user/order`)).toBeNull();
    expect(servicePathOf("https://evil.example/shopping/miniprogram/login")).toBeNull();
    expect(servicePathOf(`${SHOP_ORIGIN}/shoppingx/a`)).toBeNull();
    expect(servicePathOf("not a url")).toBeNull();
  });

  it("reads the fake WeChat user from the switch's cookie, a valid one only", () => {
    expect(sandboxUserOf("a=1; mpSandbox=wx0a1b2c3d4e; mp=1")).toBe("wx0a1b2c3d4e");
    expect(sandboxUserOf("mpSandbox=")).toBeNull();
    expect(sandboxUserOf("mpSandbox=a-b")).toBeNull();
    expect(sandboxUserOf("xmpSandbox=wx1")).toBeNull();
    expect(sandboxUserOf(null)).toBeNull();
  });
});
