/** The points programme's endpoints. This issue needs only its name. */
import { eq } from "drizzle-orm";
import { pointsNameSchema } from "../../contract/answers";
import { bonusPointRules } from "../db/schema";
import { defineEndpoint } from "../http/endpoint";

export const pointsEndpoints = [
  defineEndpoint({
    method: "get",
    path: "/bonuspoint/bonus-point-rule/getBonusPointName",
    summary: "The name of the loyalty points, in the caller's language",
    tag: "points",
    auth: "required",
    response: pointsNameSchema,
    handler: async ({ db, lang }) => {
      const [rule] = await db
        .select()
        .from(bonusPointRules)
        .where(eq(bonusPointRules.active, true))
        .limit(1);
      if (!rule) return lang === "en" ? "points" : "积分";
      return lang === "en" ? rule.nameEn : lang === "tc" ? rule.nameTc : rule.nameCh;
    },
  }),
];
