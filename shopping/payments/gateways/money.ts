/**
 * Gateways speak yuan as decimal strings ("12.34"); the shop keeps integer
 * cents. Conversions are done on the digits, never through floats.
 */

export function yuanToCents(yuan: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(yuan);
  if (!match) throw new RangeError(`not a yuan amount: ${JSON.stringify(yuan)}`);
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`yuan amount too large: ${yuan}`);
  return cents;
}

export function centsToYuan(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`not an amount of cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}
