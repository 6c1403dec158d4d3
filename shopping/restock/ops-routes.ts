/** The operator's stock receipt, under /ops behind the operator guard. */
import { z } from "zod";
import { opsStockReceiptSchema } from "../../contract/ops-answers";
import { defineEndpoint, WithMessage, type AnyEndpoint } from "../http/endpoint";
import { operatorOf } from "../ops/auth";
import { wineStockState } from "./adjustments";
import { receiveAsOperator, STOCK_RECEIPT_MAX } from "./receipts";

const KEY = "Operator key: Authorization: Ops <key> (OPS_KEY); X-Operator names who acts.";

export const opsRestockEndpoints: AnyEndpoint[] = [
  defineEndpoint({
    method: "post",
    path: "/ops/stock/receive",
    summary: `Receives bottles of a wine onto the shelf (the wine's row locked, a receipt row with the operator's name); the buyers waiting for it are told by SMS at the next sweep. ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "stock.receive",
    audit: {
      target: (body) => `goodsId:${body.goodsId}`,
      state: (tx, body) => wineStockState(tx, body.goodsId),
    },
    body: z.object({
      goodsId: z.number().int().positive().max(2_147_483_647),
      quantity: z
        .number()
        .int()
        .min(1)
        .max(STOCK_RECEIPT_MAX)
        .describe(`bottles received, 1-${STOCK_RECEIPT_MAX}`),
    }),
    response: opsStockReceiptSchema,
    handler: async ({ db, body, req }) =>
      new WithMessage(
        "ops_stock_received",
        await receiveAsOperator(db, body.goodsId, body.quantity, `operator:${operatorOf(req)}`),
      ),
  }),
];
