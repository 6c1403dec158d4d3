/** The points programme's endpoints: its name (spec §7) and the buyer's points page. */
import { z } from "zod";
import { pointsNameSchema } from "../../contract/answers";
import { pointsLogSchema } from "../../contract/points-answers";
import {
  isPointsCursor,
  POINTS_LOG_DEFAULT_LIMIT,
  POINTS_LOG_MAX_LIMIT,
} from "../../contract/points";
import { defineEndpoint, type AnyEndpoint } from "../http/endpoint";
import { pointsLog, presentRule } from "./log";
import { activePointRule } from "./rules";

const logQuery = z.object({
  cursor: z
    .string()
    .refine(isPointsCursor, "cursor.invalid")
    .optional()
    .describe("the id of the last row of the page before"),
  limit: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(POINTS_LOG_MAX_LIMIT))
    .default(String(POINTS_LOG_DEFAULT_LIMIT)),
});

export const pointsEndpoints: AnyEndpoint[] = [
  defineEndpoint({
    method: "get",
    path: "/bonuspoint/bonus-point-rule/getBonusPointName",
    summary: "The name of the loyalty points, in the caller's language",
    tag: "points",
    auth: "required",
    response: pointsNameSchema,
    handler: async ({ db, lang }) => presentRule(await activePointRule(db), lang).name,
  }),
  defineEndpoint({
    method: "get",
    path: "/bonuspoint/bonus-point-log/findPointsLog",
    summary:
      "The caller's points: the balance, the rules in force, and the change log newest first (before, change, after, reason); keyset paging by cursor",
    tag: "points",
    auth: "required",
    query: logQuery,
    response: pointsLogSchema,
    handler: ({ db, user, lang, query }) =>
      pointsLog(db, user!.id, lang, query.cursor ? Number(query.cursor) : null, query.limit),
  }),
];
