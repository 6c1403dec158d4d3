/**
 * The points programme as the buyer sees it (/user/myIntegral): the reasons a balance changes and
 * the gift form's schema, and the types of the answers (their zod schemas are in
 * points-answers.ts).
 */
import { z } from "zod";
import { phoneSchema, smsCodeSchema } from "./accounts";
import type {
  giftPreviewSchema,
  giftResultSchema,
  pointsLogRowSchema,
  pointsLogSchema,
  pointsRuleSchema,
} from "./points-answers";

/** Why the balance changed: the ledger's reasons (shopping/points/ledger.ts). */
export const POINTS_REASONS = [
  "order_offset",
  "order_refund",
  "order_earn",
  "earn_reversal",
  "shortfall_settled",
  "gift_out",
  "gift_in",
  "welcome",
  "grant",
  "operator_grant",
  "operator_deduct",
] as const;
export type PointsReason = (typeof POINTS_REASONS)[number];

export const POINTS_LOG_DEFAULT_LIMIT = 20;
export const POINTS_LOG_MAX_LIMIT = 100;

/** findPointsLog's cursor: the id of the last row shown. */
export function isPointsCursor(value: unknown): value is string {
  return typeof value === "string" && /^\d{1,10}$/.test(value) && Number(value) <= 2_147_483_647;
}

export type PointsLogRow = z.infer<typeof pointsLogRowSchema>;
export type PointsLog = z.infer<typeof pointsLogSchema>;
export type PointsRule = z.infer<typeof pointsRuleSchema>;

/** The most points one gift may carry: beyond any balance, and a typo's limit. */
export const GIFT_MAX_POINTS = 10_000_000;

/** A gift of points to a registered phone (spec §1, §5, §8). */
export const giftFormSchema = z.object({
  phone: phoneSchema,
  points: z
    .number({ required_error: "gift.points.required", invalid_type_error: "gift.points.invalid" })
    .int("gift.points.invalid")
    .min(1, "gift.points.invalid")
    .max(GIFT_MAX_POINTS, "gift.points.invalid"),
});

export const giftSchema = giftFormSchema.extend({
  smsCode: smsCodeSchema.optional().describe("asked for above the rule's gift SMS threshold"),
  giftKey: z
    .string({ required_error: "gift.key.invalid", invalid_type_error: "gift.key.invalid" })
    .uuid("gift.key.invalid")
    .describe(
      "the giftKey of the gift's preview: a confirmation sent again with it answers the first gift and moves nothing; a new gift needs a new preview",
    ),
});

export type GiftPreview = z.infer<typeof giftPreviewSchema>;
export type GiftResult = z.infer<typeof giftResultSchema>;
