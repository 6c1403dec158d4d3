/**
 * The settings desk's forms of the points rule (a new rule from now on; decision 023) and the
 * resale rules (for sales from now on; decision 037): every field sent, whole, under the
 * contract's limits.
 */
import { z } from "zod";
import { POINT_RULE_LIMITS, pointRuleFieldsSchema } from "#contract/point-rules";
import { RESALE_RULE_LIMITS } from "#contract/resale-statuses";
import { wholeNumberField } from "./fields.server";
import type { SettingsForm } from "./form.server";

const pointsNumber = (field: keyof typeof POINT_RULE_LIMITS) =>
  wholeNumberField(POINT_RULE_LIMITS[field], `pointsRule.${field}.range`);

const pointRuleSchema = z.object({
  nameCh: pointRuleFieldsSchema.shape.nameCh,
  nameTc: pointRuleFieldsSchema.shape.nameTc,
  nameEn: pointRuleFieldsSchema.shape.nameEn,
  pointsPerYuan: pointsNumber("pointsPerYuan"),
  maxOffsetPercent: pointsNumber("maxOffsetPercent"),
  earnPerYuan: pointsNumber("earnPerYuan"),
  welcomeGrant: pointsNumber("welcomeGrant"),
  giftSmsThreshold: pointsNumber("giftSmsThreshold"),
  giftDailyCap: pointsNumber("giftDailyCap"),
});

export const pointsRuleForm: SettingsForm<z.infer<typeof pointRuleSchema>> = {
  intent: "pointsRule",
  schema: pointRuleSchema,
  send: (api, value) => api.post("/ops/points/rule", value),
};

const resaleNumber = (field: keyof typeof RESALE_RULE_LIMITS) =>
  wholeNumberField(RESALE_RULE_LIMITS[field], `resaleRule.${field}.range`);

const resaleRulesSchema = z.object({
  bandPercent: resaleNumber("bandPercent"),
  commissionPercent: resaleNumber("commissionPercent"),
  payoutDays: resaleNumber("payoutDays"),
  shelfDays: resaleNumber("shelfDays"),
});

export const resaleRulesForm: SettingsForm<z.infer<typeof resaleRulesSchema>> = {
  intent: "resaleRules",
  schema: resaleRulesSchema,
  send: (api, value) => api.post("/ops/resale/rules", value),
};
