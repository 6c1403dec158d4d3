/**
 * The answers of the buyer's order lists (findOrders, countOrders) as zod schemas; see
 * orders-list.ts.
 */
import { z } from "zod";
import { amountsSchema, orderStatusSchema } from "./buying-answers";

const int = () => z.number().int();

export const orderListLineSchema = z.strictObject({
  goodsId: int(),
  spuName: z.string(),
  spuNameTc: z.string(),
  spuNameEn: z.string(),
  picture: z.string(),
  quantity: int().positive(),
  unitPriceCents: int(),
});

export const orderListItemSchema = z.strictObject({
  id: int(),
  orderNo: z.string(),
  createdAt: z.string().datetime(),
  status: orderStatusSchema,
  amounts: amountsSchema,
  lines: z.array(orderListLineSchema),
  partlyRefunded: z
    .boolean()
    .describe("some bottles were refunded or returned, and the order goes on with the rest"),
  actions: z
    .array(z.enum(["pay", "cancel", "receive", "evaluate", "refund", "returnGoods"]))
    .describe("actions the buyer may take now, from the transition table"),
});

export const orderCountsSchema = z.strictObject({
  all: int(),
  pending_payment: int(),
  pending_delivery: int(),
  pending_receipt: int(),
  pending_comment: int(),
  after_sale: int().describe("orders that had a refund or return request"),
});

export const orderListSchema = z.strictObject({
  list: z.array(orderListItemSchema).describe("newest first"),
  nextCursor: z
    .string()
    .nullable()
    .describe("pass as cursor for the next page; null after the last one"),
  counts: orderCountsSchema
    .optional()
    .describe("how many orders every tab holds, when asked for with counts=true"),
});
