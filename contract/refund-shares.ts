/**
 * What bottles of an order are worth when they are refunded or returned (decision 033): the
 * money the order cost (goods and freight, less what points paid) and the points it used are
 * split across its lines by their price after promotion, largest remainder first; within a line,
 * bottle by bottle, the first bottles taken back worth the line's share rounded down and the last
 * one what is left. So the bottles of an order always add up to exactly what it cost, however
 * many requests take them back. Pure, so the service and the request form compute it alike.
 */

export interface ShareLine {
  /** the line's price after promotion: unit price times quantity */
  lineCents: number;
  quantity: number;
}

export interface Worth {
  cents: number;
  points: number;
}

/** `total` split by `weights` into whole parts that add up to it exactly (largest remainder). */
export function splitByWeight(total: number, weights: number[]): number[] {
  if (weights.length === 0) return [];
  // Lines without weight (never in a priced order) share alike rather than dividing by zero.
  const sum = weights.reduce((a, b) => a + b, 0);
  const use = (sum > 0 ? weights : weights.map(() => 1)).map(BigInt);
  const weightSum = use.reduce((a, b) => a + b, 0n);
  // Cents times cents passes 2^53 in a large order: the products are exact as bigints.
  const whole = BigInt(total);
  const parts = use.map((w) => (whole * w) / weightSum);
  let left = whole - parts.reduce((a, b) => a + b, 0n);
  const byRemainder = use
    .map((w, i) => ({ i, remainder: (whole * w) % weightSum }))
    .sort((a, b) => (b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : a.i - b.i));
  for (const { i } of byRemainder) {
    if (left === 0n) break;
    parts[i] += 1n;
    left -= 1n;
  }
  return parts.map(Number);
}

/** Each line's share of the order's money and points. */
export function lineShares(
  lines: ShareLine[],
  order: { totalCents: number; pointsUsed: number },
): Worth[] {
  const weights = lines.map((l) => l.lineCents);
  const cents = splitByWeight(order.totalCents, weights);
  const points = splitByWeight(order.pointsUsed, weights);
  return lines.map((_, i) => ({ cents: cents[i], points: points[i] }));
}

/**
 * What `count` more bottles of a line are worth, after `before` of its `quantity` bottles were
 * taken back: the share of bottles before+1 .. before+count.
 */
export function bottlesWorth(share: Worth, quantity: number, before: number, count: number): Worth {
  const upTo = (n: number, whole: number) => Math.floor((whole * n) / quantity);
  const end = Math.min(quantity, before + count);
  return {
    cents: upTo(end, share.cents) - upTo(before, share.cents),
    points: upTo(end, share.points) - upTo(before, share.points),
  };
}

/**
 * What the chosen bottles are worth together. `lines` are the order's, each with the bottles
 * already taken back; `chosen` counts bottles by the line's index.
 */
export function chosenWorth(
  lines: (ShareLine & { takenBack: number })[],
  order: { totalCents: number; pointsUsed: number },
  chosen: number[],
): Worth {
  const shares = lineShares(lines, order);
  return lines.reduce<Worth>(
    (sum, line, i) => {
      const count = chosen[i] ?? 0;
      if (count <= 0) return sum;
      const worth = bottlesWorth(shares[i], line.quantity, line.takenBack, count);
      return { cents: sum.cents + worth.cents, points: sum.points + worth.points };
    },
    { cents: 0, points: 0 },
  );
}
