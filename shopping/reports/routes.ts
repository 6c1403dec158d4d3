/** The owner's view's endpoints (decision 046), read-only, under /ops behind the operator guard. */
import { z } from "zod";
import { DASHBOARD_RANGES, dashboardSchema } from "../../contract/reports";
import { defineEndpoint, type AnyEndpoint } from "../http/endpoint";
import { dashboard } from "./dashboard";

export const reportEndpoints: AnyEndpoint[] = [
  defineEndpoint({
    method: "get",
    path: "/ops/reports/dashboard",
    summary:
      "The owner's dashboard: a range's orders, money in, refunds, average order and new buyers, by China day (by hour today), the best sellers, the wines running low and the queues waiting on staff. Staff token or console session (decision 041).",
    tag: "operator",
    auth: "operator",
    permission: "reports.read",
    query: z.object({ range: z.enum(DASHBOARD_RANGES).default("today") }),
    response: dashboardSchema,
    handler: ({ db, query, lang }) => dashboard(db, query.range, lang),
  }),
];
