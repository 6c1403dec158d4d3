/**
 * The amounts of an order, from the lines' prices in the database and the
 * shop's rules. Pure, so the checkout preview and the order itself compute
 * them the same way.
 */
import type { Amounts } from "../../contract/buying";

export interface PricedLine {
  unitPriceCents: number;
  marketPriceCents: number;
  quantity: number;
  /** bought from a resale item: another buyer's price, which the shop's points do not pay */
  resale?: unknown;
}

export interface PricingRules {
  freeFreightFromCents: number;
  flatFreightCents: number;
  /** points that offset one yuan */
  pointsPerYuan: number;
  /** the largest share of the goods amount points may pay, in percent */
  maxOffsetPercent: number;
}

/** The most money points may pay on this goods amount, and the points that takes. */
export function pointsOffset(
  goodsCents: number,
  balance: number,
  rules: PricingRules,
): { pointsUsed: number; pointsCents: number } {
  if (rules.pointsPerYuan <= 0 || balance <= 0) return { pointsUsed: 0, pointsCents: 0 };
  const capCents = Math.floor((goodsCents * rules.maxOffsetPercent) / 100);
  const balanceCents = Math.floor((balance * 100) / rules.pointsPerYuan);
  const pointsCents = Math.max(0, Math.min(capCents, balanceCents));
  // Round the points up so that no point is taken without its cent: pointsCents <= balanceCents
  // keeps this within the balance.
  return { pointsUsed: Math.ceil((pointsCents * rules.pointsPerYuan) / 100), pointsCents };
}

export type FreightRule = Pick<PricingRules, "freeFreightFromCents" | "flatFreightCents">;

export function freightFor(goodsCents: number, rules: FreightRule): number {
  return goodsCents === 0 || goodsCents >= rules.freeFreightFromCents ? 0 : rules.flatFreightCents;
}

export function computeAmounts(
  lines: PricedLine[],
  rules: PricingRules,
  usePoints: { balance: number } | null,
): Amounts {
  let quantity = 0;
  let originalCents = 0;
  let goodsCents = 0;
  for (const line of lines) {
    quantity += line.quantity;
    originalCents += line.marketPriceCents * line.quantity;
    goodsCents += line.unitPriceCents * line.quantity;
  }
  // Every bottle counts toward free freight, the resold ones too: the shop ships them all.
  const freightCents = freightFor(goodsCents, rules);
  const { pointsUsed, pointsCents } = usePoints
    ? pointsOffset(pointsPayableCents(lines), usePoints.balance, rules)
    : { pointsUsed: 0, pointsCents: 0 };
  return {
    quantity,
    originalCents,
    goodsCents,
    discountCents: originalCents - goodsCents,
    freightCents,
    pointsUsed,
    pointsCents,
    totalCents: goodsCents + freightCents - pointsCents,
  };
}

/** The goods points may pay part of: the shop's own, not a seller's resale price. */
export function pointsPayableCents(lines: PricedLine[]): number {
  return lines.reduce((sum, l) => sum + (l.resale ? 0 : l.unitPriceCents * l.quantity), 0);
}

/** A line of a points purchase: its bottle's price in points (null: not for points). */
export interface PointsPricedLine extends PricedLine {
  pointsPrice: number | null;
}

/**
 * A points purchase: the goods and the freight are paid in points alone (the freight at the rule's
 * fixed rate, rounded up), so nothing is left to pay in money. The money amounts are kept as the
 * value the points paid.
 */
export function pointsPurchaseAmounts(lines: PointsPricedLine[], rules: PricingRules): Amounts {
  const money = computeAmounts(lines, rules, null);
  const goodsPoints = lines.reduce((sum, l) => sum + (l.pointsPrice ?? 0) * l.quantity, 0);
  const freightPoints = Math.ceil((money.freightCents * rules.pointsPerYuan) / 100);
  return {
    ...money,
    pointsUsed: goodsPoints + freightPoints,
    pointsCents: money.goodsCents + money.freightCents,
    totalCents: 0,
  };
}
