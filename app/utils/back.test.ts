import { describe, expect, it } from "vitest";
import { backLinkFor, previousPathFromReferer, safeLocalPath } from "./back";

describe("back button rules (spec §2)", () => {
  it("payment goes to the personal center", () => {
    expect(backLinkFor("/payment", "/checkOrder")).toEqual({
      href: "/personalCenter",
      historyBack: false,
    });
  });
  it("order detail goes to the order list", () => {
    expect(backLinkFor("/user/order/42", "/payment")).toEqual({
      href: "/user/order",
      historyBack: false,
    });
  });
  it("my orders go to the personal center", () => {
    expect(backLinkFor("/user/order", "/user/order/42")).toEqual({
      href: "/personalCenter",
      historyBack: false,
    });
  });
  it("otherwise one step back: the previous page", () => {
    expect(backLinkFor("/goods/7", "/goods?country=fr&page=2")).toEqual({
      href: "/goods?country=fr&page=2",
      historyBack: true,
    });
    expect(backLinkFor("/chateauList/3", "/goods/7")).toEqual({
      href: "/goods/7",
      historyBack: true,
    });
  });
  it("without a previous page, the screen's parent", () => {
    expect(backLinkFor("/goods/7", null).href).toBe("/goods");
    expect(backLinkFor("/chateauList/3", null).href).toBe("/chateauList");
    expect(backLinkFor("/unknown/path", null).href).toBe("/");
  });
  it("never bounces back down into the child just left, nor to itself", () => {
    expect(backLinkFor("/goods", "/goods/7").href).toBe("/");
    expect(backLinkFor("/goods", "/goods?sort=sales").href).toBe("/");
  });
  it("ignores previous paths that are not on this site", () => {
    expect(backLinkFor("/goods/7", "//evil.example/x").href).toBe("/goods");
    expect(backLinkFor("/goods/7", "https://evil.example/").href).toBe("/goods");
  });
});

describe("safeLocalPath", () => {
  it.each([
    ["/goods", "/goods"],
    ["//evil.example", null],
    ["/\\evil.example", null],
    ["https://evil.example", null],
    ["goods", null],
    ["/a\nb", null],
    ["/a\u007fb", null],
    ["/a\tb", null],
    // Encoded once, here: a Location header carries bytes, not Chinese or emoji.
    ["/goods?q=拉菲", "/goods?q=%E6%8B%89%E8%8F%B2"],
    ["/goods?q=🍷", "/goods?q=%F0%9F%8D%B7"],
    ["/chateauList/拉菲 酒庄", "/chateauList/%E6%8B%89%E8%8F%B2%20%E9%85%92%E5%BA%84"],
    // Already encoded: kept as it is, never encoded twice.
    ["/goods?q=%E6%8B%89%E8%8F%B2", "/goods?q=%E6%8B%89%E8%8F%B2"],
    // Encoded once more than a path is (a link passed on by a chat app): decoded once.
    ["%2Fgoods%3Fq%3D%25E6%258B%2589", "/goods?q=%E6%8B%89"],
    ["%2F%2Fevil.example", null],
    ["%E0%A4%A", null],
    ["/goods?q=" + "a".repeat(1991), null],
    ["/" + "拉".repeat(200), null],
  ])("%j -> %j", (input, expected) => expect(safeLocalPath(input)).toBe(expected));

  it("answers only what a Location header can carry", () => {
    for (const input of ["/goods?q=拉菲", "/goods?q=🍷", "/goods?q=\ud800", "/a\"b<c>'d"]) {
      const path = safeLocalPath(input)!;
      expect(path).toMatch(/^\/[\x21-\x7e]*$/);
      expect(() => new Headers({ Location: path })).not.toThrow();
    }
  });
});

describe("previousPathFromReferer", () => {
  it("keeps same-site referers only", () => {
    expect(
      previousPathFromReferer("http://shop.test/goods?page=2", "http://shop.test/goods/1"),
    ).toBe("/goods?page=2");
    expect(
      previousPathFromReferer("http://other.test/goods", "http://shop.test/goods/1"),
    ).toBeNull();
    expect(previousPathFromReferer("not a url", "http://shop.test/goods/1")).toBeNull();
    expect(previousPathFromReferer(null, "http://shop.test/goods/1")).toBeNull();
  });
});
