import { describe, expect, it } from "vitest";
import { bottlesWorth, chosenWorth, lineShares, splitByWeight } from "./refund-shares";

describe("what bottles are worth when they go back (decision 033)", () => {
  it("splits a total by weight into whole parts that add up to it", () => {
    expect(splitByWeight(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitByWeight(1736, [86800, 86800])).toEqual([868, 868]);
    expect(splitByWeight(0, [5, 7])).toEqual([0, 0]);
    expect(splitByWeight(5, [0, 0])).toEqual([3, 2]);
    // A large order: cents times cents is past 2^53, and the parts still add up.
    const big = splitByWeight(99_999_999, [99_999_989, 3, 7]);
    expect(big.reduce((a, b) => a + b, 0)).toBe(99_999_999);
  });

  it("two bottles for ¥1,736: one is worth ¥868", () => {
    const lines = [{ lineCents: 173600, quantity: 2, takenBack: 0 }];
    expect(chosenWorth(lines, { totalCents: 173600, pointsUsed: 0 }, [1])).toEqual({
      cents: 86800,
      points: 0,
    });
  });

  it("bottle by bottle, a line's share is given back exactly once", () => {
    const share = { cents: 1001, points: 7 };
    const one = [0, 1, 2].map((before) => bottlesWorth(share, 3, before, 1));
    expect(one.reduce((s, w) => s + w.cents, 0)).toBe(1001);
    expect(one.reduce((s, w) => s + w.points, 0)).toBe(7);
    expect(bottlesWorth(share, 3, 0, 3)).toEqual(share);
    // Asking for more bottles than are left gives only what is left.
    expect(bottlesWorth(share, 3, 2, 5)).toEqual(one[2]);
  });

  it("in every order and any way of taking bottles back, the sums match the order", () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let round = 0; round < 300; round++) {
      const lines = Array.from({ length: 1 + random(4) }, () => {
        const quantity = 1 + random(6);
        return { lineCents: quantity * (100 + random(200000)), quantity, takenBack: 0 };
      });
      const order = { totalCents: random(900000), pointsUsed: random(20000) };
      const shares = lineShares(lines, order);
      expect(shares.reduce((s, w) => s + w.cents, 0)).toBe(order.totalCents);
      expect(shares.reduce((s, w) => s + w.points, 0)).toBe(order.pointsUsed);
      let cents = 0;
      let points = 0;
      while (lines.some((l) => l.takenBack < l.quantity)) {
        const chosen = lines.map((l) => random(l.quantity - l.takenBack + 1));
        const worth = chosenWorth(lines, order, chosen);
        cents += worth.cents;
        points += worth.points;
        lines.forEach((l, i) => (l.takenBack += chosen[i]));
      }
      expect(cents).toBe(order.totalCents);
      expect(points).toBe(order.pointsUsed);
    }
  });
});
