/**
 * The limits of the shop's order rules (shop-rules.ts; decision 042), free of zod: the console's
 * pages read them in the browser.
 */
export const SECONDS_PER_MINUTE = 60;
export const SECONDS_PER_DAY = 86_400;

/**
 * What an owner may set, in the units the console shows. Beyond them a value is a slip of the
 * keyboard (¥12,000 freight) or stops orders working (an order closed before the QR code loads).
 */
export const SHOP_RULE_LIMITS = {
  freeFreightFromCents: [0, 10_000_000],
  flatFreightCents: [0, 100_000],
  paymentTimeoutMinutes: [5, 1_440],
  autoConfirmDays: [3, 30],
} as const satisfies Record<string, readonly [number, number]>;
