import { describe, expect, it } from "vitest";
import { formatDiscount, formatPrice } from "./money";

describe("formatPrice: cents / 100 with two decimals", () => {
  it.each([
    [0, "¥0.00"],
    [1, "¥0.01"],
    [99, "¥0.99"],
    [12800, "¥128.00"],
    [12345, "¥123.45"],
    [123456789, "¥1,234,567.89"],
    [-500, "-¥5.00"],
    [Number.NaN, "¥0.00"],
  ])("%s cents is %s", (cents, shown) => {
    expect(formatPrice(cents)).toBe(shown);
  });
});

describe("formatDiscount: value / 10 in Chinese, 100 minus value in English", () => {
  it.each([
    [85, "8.5折", "15% off"],
    [80, "8折", "20% off"],
    [68, "6.8折", "32% off"],
    [95, "9.5折", "5% off"],
    [5, "0.5折", "95% off"],
  ])("%s", (value, ch, en) => {
    expect(formatDiscount(value, "ch")).toBe(ch);
    expect(formatDiscount(value, "en")).toBe(en);
  });
  it("shows nothing without a real discount", () => {
    for (const v of [null, undefined, 0, 100, 120, -5, Number.NaN])
      expect(formatDiscount(v as number, "ch")).toBeNull();
  });
});
