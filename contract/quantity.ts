/**
 * Quantity inputs hold positive integers: non-digits are removed and 0 (or
 * nothing) becomes 1. An upper bound, when given, clamps the result. The
 * storefront's boxes and the service's resale form read quantities alike.
 */
export function normalizeQuantity(input: unknown, max?: number): number {
  const digits = String(input ?? "")
    .replace(/\D/g, "")
    .replace(/^0+/, "");
  // Twelve digits are already beyond any stock; more would lose precision.
  let n = digits === "" ? 1 : Number(digits.slice(0, 12));
  if (n < 1) n = 1;
  if (max !== undefined && max >= 1 && n > max) n = max;
  return n;
}

/** What a quantity box shows while the user types: digits only, never 0. */
export function normalizeQuantityText(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 6);
  if (digits === "") return "";
  return String(Math.max(1, Number(digits)));
}
