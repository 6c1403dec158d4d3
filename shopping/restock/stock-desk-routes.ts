/**
 * The stock desk's endpoints (the console's /admin/stock, `npm run ops`), under /ops behind the
 * operator guard: the wines' stock and the low-stock list, one wine's history, an adjustment and a
 * threshold. A receipt is ops-routes.ts's.
 */
import { z } from "zod";
import { STOCK_QUERY_MAX } from "../../contract/stock-desk";
import { adjustRules, stockAdjustFields, thresholdField } from "../../contract/stock-desk-forms";
import {
  stockAdjustmentSchema,
  stockHistorySchema,
  stockListSchema,
  stockThresholdSchema,
} from "../../contract/stock-desk-answers";
import { defineEndpoint, WithMessage, type AnyEndpoint } from "../http/endpoint";
import { operatorOf } from "../ops/auth";
import { OPS_MAX_PAGE_SIZE, OPS_PAGE_SIZE } from "../ops/orders";
import { adjustStock, setLowStockThreshold, wineStockState } from "./adjustments";
import { stockHistory } from "./stock-history";
import { listStock } from "./stock-list";

const KEY = "Operator key: Authorization: Ops <key> (OPS_KEY), or a member's session or token.";
const goodsId = z.number().int().positive().max(2_147_483_647);
const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(OPS_MAX_PAGE_SIZE).default(OPS_PAGE_SIZE),
};
const ofWine = {
  target: (body: { goodsId: number }) => `goodsId:${body.goodsId}`,
  state: (tx: Parameters<typeof wineStockState>[0], body: { goodsId: number }) =>
    wineStockState(tx, body.goodsId),
};

export const stockDeskEndpoints: AnyEndpoint[] = [
  defineEndpoint({
    method: "get",
    path: "/ops/stock/list",
    summary: `Wines with their stock (bottles no open order holds), low-stock threshold and shelf status, by id; q finds a wine by its id or words of its name; low=1 only those at or below their threshold, lowest stock first. ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "catalog.read",
    query: z.object({
      q: z
        .string()
        .trim()
        .max(STOCK_QUERY_MAX)
        .optional()
        .describe("a wine's id, or words of its name"),
      low: z.enum(["0", "1"]).optional().describe("1: only wines at or below their threshold"),
      ...paging,
    }),
    response: stockListSchema,
    handler: ({ db, query }) => listStock(db, { ...query, low: query.low === "1" }),
  }),
  defineEndpoint({
    method: "get",
    path: "/ops/stock/history",
    summary: `One wine's stock now (and what open orders hold of it), with its receipts and adjustments, newest first. ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "catalog.read",
    query: z.object({ goodsId: z.coerce.number().int().positive().max(2_147_483_647), ...paging }),
    response: stockHistorySchema,
    handler: ({ db, query }) => stockHistory(db, query.goodsId, query),
  }),
  defineEndpoint({
    method: "post",
    path: "/ops/stock/adjust",
    summary: `Changes a wine's stock for a reason (breakage, stocktake, correction; a correction says why in its note): by delta bottles, or at a stock-take by the bottles counted on the shelf (those open orders hold included). Refused (code 409) when the stock would go below zero. ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "stock.adjust",
    audit: ofWine,
    body: z.object({ goodsId, ...stockAdjustFields }).superRefine(adjustRules),
    response: stockAdjustmentSchema,
    handler: async ({ db, body, req }) =>
      new WithMessage(
        "ops_stock_adjusted",
        await adjustStock(db, body, `operator:${operatorOf(req)}`),
      ),
  }),
  defineEndpoint({
    method: "post",
    path: "/ops/stock/threshold",
    summary: `Sets the stock at or below which a wine is on the low-stock list (0-100000). ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "stock.adjust",
    audit: ofWine,
    body: z.object({ goodsId, ...thresholdField }),
    response: stockThresholdSchema,
    handler: async ({ db, body }) =>
      new WithMessage(
        "ops_stock_threshold_set",
        await setLowStockThreshold(db, body.goodsId, body.threshold),
      ),
  }),
];
