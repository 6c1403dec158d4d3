/**
 * Payout accounts' answers as zod schemas; see payouts.ts. A buyer is only ever answered the masked
 * account and name: the service keeps them whole for the operator who pays.
 */
import { z } from "zod";
import { MAX_PAYOUT_ACCOUNTS, PAYOUT_KINDS } from "./payouts";

export const payoutAccountSchema = z.strictObject({
  id: z.number().int(),
  kind: z.enum(PAYOUT_KINDS),
  accountMasked: z
    .string()
    .describe("138****8000, a***@qq.com, wx****88 or 6222 **** **** 1234: never the whole account"),
  realNameMasked: z.string().describe("张*明, *明, J*** S****: never the whole name"),
  bankName: z.string().nullable().describe("a bank card's bank; null for Alipay and WeChat"),
  isDefault: z.boolean().describe("where payouts go: exactly one while the buyer has any"),
  createdAt: z.string().datetime(),
});

export const payoutAccountListSchema = z.strictObject({
  list: z.array(payoutAccountSchema).describe("the default first, then the oldest"),
  max: z.literal(MAX_PAYOUT_ACCOUNTS).describe("how many accounts a buyer may keep"),
});
