/** The points programme's endpoints: its name (spec §7) and the buyer's points page. */
import { z } from "zod";
import { pointsNameSchema } from "../../contract/answers";
import {
  giftPreviewSchema,
  giftResultSchema,
  pointsLogSchema,
} from "../../contract/points-answers";
import {
  giftFormSchema,
  giftSchema,
  isPointsCursor,
  POINTS_LOG_DEFAULT_LIMIT,
  POINTS_LOG_MAX_LIMIT,
} from "../../contract/points";
import { captchaSchema } from "../../contract/accounts";
import { sendSmsResultSchema } from "../../contract/accounts-answers";
import { sendSmsCode } from "../accounts/send-code";
import { defineEndpoint, WithMessage, type AnyEndpoint } from "../http/endpoint";
import { giftPoints, previewGift } from "./gifts";
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
  defineEndpoint({
    method: "post",
    path: "/bonuspoint/bonus-point-gift/previewGift",
    summary:
      "Checks a gift of points to a registered phone (not one's own, within the balance and the day's cap) and says whether an SMS code is needed; changes nothing",
    tag: "points",
    auth: "required",
    body: giftFormSchema,
    response: giftPreviewSchema,
    handler: ({ db, user, body }) => previewGift(db, user!, body),
  }),
  defineEndpoint({
    method: "post",
    path: "/bonuspoint/bonus-point-gift/giftPoints",
    summary:
      "Gives points to a registered phone: both ledger rows in one transaction, both accounts locked in id order; above the gift threshold the giver's SMS code (purpose giftPoints) is required. Points once sent cannot be revoked",
    tag: "points",
    auth: "required",
    body: giftSchema,
    response: giftResultSchema,
    handler: async ({ db, user, body }) =>
      new WithMessage("points_gifted", await giftPoints(db, user!, body)),
  }),
  defineEndpoint({
    method: "post",
    path: "/bonuspoint/bonus-point-gift/sendGiftCode",
    summary:
      "Sends the SMS code a gift above the threshold needs to the caller's own phone, after the image captcha, with the login form's limits (one a minute)",
    tag: "points",
    auth: "required",
    body: captchaSchema,
    response: sendSmsResultSchema,
    handler: ({ db, req, user, body, lang }) =>
      sendSmsCode(db, req, { ...body, phone: user!.phone, purpose: "giftPoints" }, lang),
  }),
];
