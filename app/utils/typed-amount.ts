/** An amount typed in yuan, read as cents: its own module, so pages that only show prices do not load it. */

/**
 * Cents from what the buyer typed as yuan (at most two decimals), or null when it is not an amount.
 */
export function centsOf(text: string): number | null {
  const value = text.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(value)) return null;
  const [whole, fraction = ""] = value.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}
