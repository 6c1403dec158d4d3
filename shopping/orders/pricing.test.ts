import { describe, expect, it } from "vitest";
import { computeAmounts, freightFor, pointsOffset, type PricingRules } from "./pricing";

const rules: PricingRules = {
  freeFreightFromCents: 29_900,
  flatFreightCents: 1_200,
  pointsPerYuan: 100,
  maxOffsetPercent: 50,
};

describe("order amounts", () => {
  it("adds lines, the promotion discount and the flat freight below the threshold", () => {
    const a = computeAmounts(
      [{ unitPriceCents: 8_800, marketPriceCents: 10_000, quantity: 2 }],
      rules,
      null,
    );
    expect(a).toEqual({
      quantity: 2,
      originalCents: 20_000,
      goodsCents: 17_600,
      discountCents: 2_400,
      freightCents: 1_200,
      pointsUsed: 0,
      pointsCents: 0,
      totalCents: 18_800,
    });
  });

  it("ships free from the threshold on", () => {
    expect(freightFor(29_899, rules)).toBe(1_200);
    expect(freightFor(29_900, rules)).toBe(0);
  });

  it("lets points pay at most the configured share of the goods, never more than the balance", () => {
    expect(pointsOffset(10_000, 1_000_000, rules)).toEqual({
      pointsUsed: 5_000,
      pointsCents: 5_000,
    });
    expect(pointsOffset(10_000, 1_234, rules)).toEqual({ pointsUsed: 1_234, pointsCents: 1_234 });
    expect(pointsOffset(10_000, 0, rules)).toEqual({ pointsUsed: 0, pointsCents: 0 });
  });

  it("never takes a point without its cent when a point is worth less than a cent", () => {
    const costly = { ...rules, pointsPerYuan: 150 };
    // 1000 points = 666.67 cents -> 666 cents, which needs 999 points
    expect(pointsOffset(100_000, 1_000, costly)).toEqual({ pointsUsed: 999, pointsCents: 666 });
  });

  it("takes the points off the total, not the freight rule", () => {
    const a = computeAmounts(
      [{ unitPriceCents: 30_000, marketPriceCents: 30_000, quantity: 1 }],
      rules,
      { balance: 2_000 },
    );
    expect(a.freightCents).toBe(0);
    expect(a.totalCents).toBe(28_000);
  });

  it("a resale line counts toward free freight but points pay only the shop's own goods", () => {
    const a = computeAmounts(
      [
        { unitPriceCents: 10_000, marketPriceCents: 10_000, quantity: 1 },
        { unitPriceCents: 9_500, marketPriceCents: 9_500, quantity: 2, resale: { code: "R1" } },
      ],
      rules,
      { balance: 1_000_000 },
    );
    expect(a).toMatchObject({
      goodsCents: 29_000,
      freightCents: 1_200,
      discountCents: 0,
      // Half of the shop's 100 yuan, none of the seller's 190.
      pointsCents: 5_000,
      pointsUsed: 5_000,
      totalCents: 29_000 + 1_200 - 5_000,
    });
    const free = computeAmounts(
      [{ unitPriceCents: 15_000, marketPriceCents: 15_000, quantity: 2, resale: { code: "R1" } }],
      rules,
      { balance: 1_000_000 },
    );
    expect(free).toMatchObject({ freightCents: 0, pointsCents: 0, totalCents: 30_000 });
  });
});
