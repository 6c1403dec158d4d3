/** The band's edges and the commission's rounding, in whole cents. */
import { describe, expect, it } from "vitest";
import { commissionOf, priceBand } from "./rules";

describe("the resale rules' arithmetic", () => {
  it("keeps the band inside ±percent of the shop's price, in whole cents", () => {
    expect(priceBand(10_000, 30)).toEqual({ min: 7_000, max: 13_000 });
    expect(priceBand(9_999, 30)).toEqual({ min: 7_000, max: 12_998 });
    expect(priceBand(1, 90)).toEqual({ min: 1, max: 1 });
    expect(priceBand(10_000, 0)).toEqual({ min: 10_000, max: 10_000 });
  });

  it("rounds the commission half up to a cent, never above the amount", () => {
    expect(commissionOf(20_000, 8)).toBe(1_600);
    expect(commissionOf(1_006, 8)).toBe(80); // 80.48
    expect(commissionOf(1_019, 8)).toBe(82); // 81.52
    expect(commissionOf(25, 2)).toBe(1); // 0.5
    expect(commissionOf(0, 8)).toBe(0);
    for (const amount of [1, 7, 99, 12_345])
      expect(commissionOf(amount, 50)).toBeLessThanOrEqual(amount);
  });
});
