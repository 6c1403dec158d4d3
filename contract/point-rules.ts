/**
 * The points rules an owner changes (the spec's bonus-point-rule module; decision 023): the points'
 * names, the fixed rate at checkout and its cap, what a yuan paid earns, the welcome grant and the
 * gift limits. A change is a new rule from then on; what was earned before names its own.
 */
import { z } from "zod";

export const POINT_RULE_LIMITS = {
  pointsPerYuan: [1, 1_000_000],
  maxOffsetPercent: [0, 100],
  earnPerYuan: [0, 1_000],
  welcomeGrant: [0, 1_000_000],
  giftSmsThreshold: [0, 100_000_000],
  giftDailyCap: [1, 100_000_000],
} as const satisfies Record<string, readonly [number, number]>;
export type PointRuleNumber = keyof typeof POINT_RULE_LIMITS;

export const POINT_RULE_NAME_MAX = { nameCh: 20, nameTc: 20, nameEn: 30 } as const;

const name = (max: number) =>
  z
    .string({ required_error: "pointsRule.name.required" })
    .trim()
    .min(1, "pointsRule.name.required")
    .max(max, "pointsRule.name.tooLong");

const count = (field: PointRuleNumber) => {
  const [min, max] = POINT_RULE_LIMITS[field];
  const key = `pointsRule.${field}.range`;
  return z
    .number({ required_error: "setting.required", invalid_type_error: "wholeNumber.invalid" })
    .int(key)
    .min(min, key)
    .max(max, key);
};

/** The fields of a rule an owner sets; a change names one or more of them. */
export const pointRuleFieldsSchema = z.strictObject({
  nameCh: name(POINT_RULE_NAME_MAX.nameCh),
  nameTc: name(POINT_RULE_NAME_MAX.nameTc),
  nameEn: name(POINT_RULE_NAME_MAX.nameEn),
  pointsPerYuan: count("pointsPerYuan").describe("points that pay one yuan at checkout"),
  maxOffsetPercent: count("maxOffsetPercent").describe("the most of the goods points may pay, %"),
  earnPerYuan: count("earnPerYuan").describe("points a yuan paid in money earns"),
  welcomeGrant: count("welcomeGrant").describe("points a new account is given"),
  giftSmsThreshold: count("giftSmsThreshold").describe("a gift above this needs an SMS code"),
  giftDailyCap: count("giftDailyCap").describe("the most points an account gives a day"),
});

export const pointRuleChangeSchema = pointRuleFieldsSchema
  .partial()
  .refine((change) => Object.keys(change).length > 0, "rule.nothingToChange");
