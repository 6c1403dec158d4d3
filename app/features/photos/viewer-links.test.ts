import { describe, expect, it } from "vitest";
import { photoNumber, photoViewerHref, viewerBack } from "./viewer-links";

describe("viewerBack", () => {
  const home = "/goods/12#review-7";
  it.each([
    // The page that showed the pictures, as the link carried it.
    ["/goods/12", "/goods/12"],
    ["/goods/12#review-7-photos", "/goods/12#review-7-photos"],
    ["/goods/12?reviews=40#review-7-photos", "/goods/12?reviews=40#review-7-photos"],
    ["/goods/12?reviews=拉菲", "/goods/12?reviews=%E6%8B%89%E8%8F%B2"],
    // Nothing, or anything else: the page itself.
    [null, home],
    ["", home],
    ["//evil.example", home],
    ["//evil.example/goods/12", home],
    ["/\\evil.example", home],
    ["http://evil.example/goods/12", home],
    ["https://evil.example", home],
    ["http:/goods/12", home],
    ["javascript:alert(1)", home],
    ["goods/12", home],
    ["%2F%2Fevil.example", home],
    ["/goods/12\n/evil", home],
    // Another page of ours is not where these pictures were shown.
    ["/goods/13", home],
    ["/goods/12/reviews/7/photos", home],
    ["/login?redirectTo=//evil.example", home],
    ["/goods/12/../../login", home],
  ])("%j -> %j", (requested, expected) => expect(viewerBack(requested, home)).toBe(expected));

  it("answers a path the page's link can carry as it is", () => {
    for (const requested of ["/goods/12?reviews=🍷", '/goods/12#a"b<c>']) {
      expect(viewerBack(requested, home)).toMatch(/^\/goods\/12[?#][\x21-\x7e]*$/);
    }
  });
});

describe("photoViewerHref", () => {
  it("carries the picture and the way back, encoded", () => {
    const href = photoViewerHref("/goods/12/reviews/7/photos", 2, "/goods/12?reviews=40#review-7");
    expect(href).toBe(
      "/goods/12/reviews/7/photos?photo=2&back=%2Fgoods%2F12%3Freviews%3D40%23review-7",
    );
    const url = new URL(href, "http://shop.test");
    expect(viewerBack(url.searchParams.get("back"), "/goods/12")).toBe(
      "/goods/12?reviews=40#review-7",
    );
  });
});

describe("photoNumber", () => {
  it.each([
    [null, 3, 1],
    ["", 3, 1],
    ["1", 3, 1],
    ["3", 3, 3],
    ["4", 3, null],
    ["0", 3, null],
    ["-1", 3, null],
    ["1.5", 3, null],
    ["2e0", 3, null],
    ["002", 3, null],
    ["abc", 3, null],
    [null, 0, null],
  ])("%j of %i -> %j", (param, count, expected) =>
    expect(photoNumber(param, count)).toBe(expected),
  );
});
