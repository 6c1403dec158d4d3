/**
 * The points programme as the buyer sees it (/user/myIntegral): the reasons a balance changes and
 * the types of the answers. Constants only, so the browser may import this file; the zod schemas
 * are in points-answers.ts.
 */
import type { z } from "zod";
import type { pointsLogRowSchema, pointsLogSchema, pointsRuleSchema } from "./points-answers";

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
