/** The operator's points endpoints, under /ops behind the operator guard (npm run ops is their client). */
import { z } from "zod";
import { phoneSchema } from "../../contract/accounts";
import {
  opsPointRulesSchema,
  opsPointsAdjustedSchema,
  opsPointsPriceSchema,
  opsPointsSchema,
} from "../../contract/ops-answers";
import { pointRuleChangeSchema } from "../../contract/point-rules";
import { POINTS_LOG_MAX_LIMIT } from "../../contract/points";
import { defineEndpoint, WithMessage, type AnyEndpoint } from "../http/endpoint";
import { operatorOf } from "../ops/auth";
import {
  ADJUST_MAX,
  ADJUST_NOTE_MAX,
  adjustPoints,
  operatorPoints,
  ruleHistory,
  setPointsPrice,
} from "./operator";
import { activePointRule, changePointRule, type PointRule } from "./rules";

const KEY = "Operator key: Authorization: Ops <key> (OPS_KEY); X-Operator names who acts.";

const adjustment = z.object({
  phone: phoneSchema.optional().describe("the buyer's mobile number, or give userId"),
  userId: z.number().int().positive().max(2_147_483_647).optional(),
  points: z.number().int().min(1).max(ADJUST_MAX),
  note: z
    .string()
    .max(ADJUST_NOTE_MAX * 2)
    .describe(`why, 1-${ADJUST_NOTE_MAX} characters`),
});

const presentRules = (rules: PointRule[]) => ({
  rules: rules.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
});

export const opsPointsEndpoints: AnyEndpoint[] = [
  defineEndpoint({
    method: "get",
    path: "/ops/points/user",
    summary: `A buyer's points balance and latest log rows, by phone. ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "points.read",
    query: z.object({
      phone: phoneSchema,
      limit: z.coerce.number().int().min(1).max(POINTS_LOG_MAX_LIMIT).default(20),
    }),
    response: opsPointsSchema,
    handler: ({ db, lang, query }) => operatorPoints(db, query.phone, lang, query.limit),
  }),
  ...(["grant", "deduct"] as const).map((direction) =>
    defineEndpoint({
      method: "post",
      path: `/ops/points/${direction}`,
      summary: `${direction === "grant" ? "Adds points to" : "Deducts points of"} a buyer's balance with a note, written into the ledger with the operator's name${direction === "deduct" ? "; never below zero" : ""}. ${KEY}`,
      tag: "operator",
      auth: "operator",
      permission: "points.adjust",
      body: adjustment.refine((b) => (b.phone === undefined) !== (b.userId === undefined), {
        message: "phone.required",
        path: ["phone"],
      }),
      response: opsPointsAdjustedSchema,
      handler: async ({ db, body, req }) =>
        new WithMessage(
          direction === "grant" ? "ops_points_granted" : "ops_points_deducted",
          await adjustPoints(db, { ...body, direction }, operatorOf(req)),
        ),
    }),
  ),
  defineEndpoint({
    method: "get",
    path: "/ops/points/rule",
    summary: `The points rules, newest first: the one in force and those it replaced. ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "points.read",
    response: opsPointRulesSchema,
    handler: async ({ db }) => presentRules(await ruleHistory(db)),
  }),
  defineEndpoint({
    method: "post",
    path: "/ops/points/rule",
    summary: `Changes the points rules from now on (a new rule row; what was earned before keeps its rule). ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "points.settings",
    audit: {
      transaction: true,
      target: () => "pointsRule",
      state: async (tx) => presentRules([await activePointRule(tx)]).rules[0],
    },
    body: pointRuleChangeSchema,
    response: opsPointRulesSchema,
    handler: async ({ db, body, req }) => {
      await changePointRule(db, body, `operator:${operatorOf(req)}`);
      return new WithMessage("ops_points_rule_changed", presentRules(await ruleHistory(db)));
    },
  }),
  defineEndpoint({
    method: "post",
    path: "/ops/points/price",
    summary: `Sets how a wine is bought with points: its own price in points a bottle, "rate" (its price at the rule's fixed rate) or "off". ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "points.settings",
    audit: { transaction: true },
    body: z.object({
      goodsId: z.number().int().positive().max(2_147_483_647),
      price: z.union([z.number().int().min(1).max(100_000_000), z.enum(["rate", "off"])]),
    }),
    response: opsPointsPriceSchema,
    handler: async ({ db, body }) =>
      new WithMessage("ops_points_price_set", await setPointsPrice(db, body.goodsId, body.price)),
  }),
];
