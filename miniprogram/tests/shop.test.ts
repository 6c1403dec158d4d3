/** The web-view's address: the shop's page, with the sign that it is inside. */
import { describe, expect, it } from "vitest";
import { SHOP_ORIGIN } from "../config";
import { shopPage, shopSrc } from "../logic/shop";

describe("the web-view page", () => {
  it("opens the shop's page with ?mp=1", () => {
    expect(shopSrc(undefined)).toBe(`${SHOP_ORIGIN}/?mp=1`);
    expect(shopSrc("/goods/3")).toBe(`${SHOP_ORIGIN}/goods/3?mp=1`);
    expect(shopSrc("/payment?orderId=1&returned=1")).toBe(
      `${SHOP_ORIGIN}/payment?orderId=1&returned=1&mp=1`,
    );
    expect(shopSrc("/goods#reviews")).toBe(`${SHOP_ORIGIN}/goods?mp=1#reviews`);
  });

  it("takes its url as another page put it, and only a path of the shop", () => {
    const page = new URL(shopPage("/user/order?status=1"), "https://host.invalid");
    expect(shopSrc(page.searchParams.get("url")!)).toBe(`${SHOP_ORIGIN}/user/order?status=1&mp=1`);
    expect(shopSrc("%2Fcart")).toBe(`${SHOP_ORIGIN}/cart?mp=1`);
    for (const foreign of ["https://evil.example/", "//evil.example/", "/\\evil.example"])
      expect(shopSrc(foreign)).toBe(`${SHOP_ORIGIN}/?mp=1`);
  });
});
