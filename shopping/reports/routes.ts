/** The owner's view's endpoints (decision 046), read-only, under /ops behind the operator guard. */
import { z } from "zod";
import {
  DASHBOARD_RANGES,
  dashboardSchema,
  salesQuerySchema,
  salesReportSchema,
  stockValueQuerySchema,
  stockValueSchema,
} from "../../contract/reports";
import { defineEndpoint, type AnyEndpoint } from "../http/endpoint";
import { dashboard } from "./dashboard";
import { salesReport, stockValue } from "./sales";

const KEY = "Staff token or console session (decision 041).";

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
  defineEndpoint({
    method: "get",
    path: "/ops/reports/sales",
    summary: `Sales of the orders paid from one China day to another (at most a year), by wine (the best first) or by day, a page of rows with the whole span's totals. ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "reports.read",
    query: salesQuerySchema,
    response: salesReportSchema,
    handler: ({ db, query, lang }) => salesReport(db, query, lang),
  }),
  defineEndpoint({
    method: "get",
    path: "/ops/reports/stockValue",
    summary: `The bottles held and their value at each wine's price (the shop keeps no cost price), the dearest first, with the totals. ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "reports.read",
    query: stockValueQuerySchema,
    response: stockValueSchema,
    handler: ({ db, query, lang }) => stockValue(db, query, lang),
  }),
];
