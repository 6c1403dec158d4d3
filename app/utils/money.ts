import type { Lang } from "./lang";

/** Prices are cents; shown as cents / 100 with two decimals. */
export function formatPrice(cents: number): string {
  if (!Number.isFinite(cents)) return "¥0.00";
  const negative = cents < 0;
  const fixed = (Math.abs(Math.round(cents)) / 100).toFixed(2);
  const [whole, fraction] = fixed.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}¥${grouped}.${fraction}`;
}

/** Cents as a form's yuan: 12.30, two decimals, no currency sign or grouping (a yuan field's value). */
export const yuan = (cents: number) => (cents / 100).toFixed(2);

/**
 * A discount is the percent of the list price paid (85). Chinese shows it as
 * value / 10 (8.5折); English as 100 minus value (15% off).
 */
export function formatDiscount(value: number | null | undefined, lang: Lang): string | null {
  if (
    value === null ||
    value === undefined ||
    !Number.isFinite(value) ||
    value <= 0 ||
    value >= 100
  )
    return null;
  if (lang === "en") return `${100 - value}% off`;
  const tenths = value / 10;
  return `${Number.isInteger(tenths) ? tenths : tenths.toFixed(1).replace(/\.0$/, "")}折`;
}
