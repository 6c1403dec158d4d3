/**
 * The kinds of payout account, apart from the schemas (payouts.ts) so that a page can list them
 * without loading zod in its first JavaScript.
 */
export const PAYOUT_KINDS = ["alipay", "wechat", "bank"] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];
