/** The points programme's answers as zod schemas; see points.ts. */
import { z } from "zod";
import { POINTS_REASONS } from "./points";

const int = () => z.number().int();

export const pointsRuleSchema = z.strictObject({
  name: z.string().describe("the points' name in the caller's language"),
  pointsPerYuan: int().positive().describe("points that pay one yuan"),
  maxOffsetPercent: int().describe("the largest share of the goods amount points may pay"),
  earnPerYuan: int().describe("points a completed order earns per yuan paid in money"),
  giftSmsThreshold: int().describe("a gift above this asks for an SMS code"),
  giftDailyCap: int().describe("the most points one account may give in one Beijing day"),
});

export const pointsLogRowSchema = z.strictObject({
  id: int(),
  createdAt: z.string().datetime(),
  before: int(),
  change: int(),
  after: int(),
  reason: z.enum(POINTS_REASONS),
  orderId: int().nullable(),
  orderNo: z.string().nullable(),
  counterpartPhone: z.string().nullable().describe("the other account of a gift, masked"),
  note: z.string().nullable().describe("an operator's note"),
});

export const pointsLogSchema = z.strictObject({
  balance: int(),
  rule: pointsRuleSchema,
  list: z.array(pointsLogRowSchema).describe("newest first"),
  nextCursor: z.string().nullable(),
});

/** What a gift would do, before the giver confirms it. */
export const giftPreviewSchema = z.strictObject({
  receiverPhone: z.string().describe("masked: 139****0001"),
  receiverNickname: z.string().describe("the receiver's nickname, masked: 醇***1"),
  points: int().positive(),
  balance: int().describe("the giver's balance now"),
  needsSms: z.boolean().describe("true above the rule's threshold: send smsCode with the gift"),
  giftKey: z
    .string()
    .uuid()
    .describe("made by this preview: send it with the gift, so that the gift is made once"),
});

export const giftResultSchema = z.strictObject({
  receiverPhone: z.string(),
  points: int().positive(),
  balance: int().describe("the giver's balance after the gift"),
  repeated: z
    .boolean()
    .describe("true when this confirmation repeated an earlier one and found its gift"),
});
