/**
 * The stock desk's answers (/shopping/ops/stock/..., the console's /admin/stock and `npm run ops`)
 * as zod schemas: the service declares them as its endpoints' responses, and contract/answers.ts
 * maps each path to its schema.
 */
import { z } from "zod";
import { STOCK_ADJUST_REASONS } from "./stock-desk";

const int = () => z.number().int();
const timestamp = () => z.string().datetime();

export const shelfStatusSchema = z.enum(["initial", "on_shelf", "off_shelf"]);

/** A wine as the stock desk lists it. */
export const stockWineSchema = z.strictObject({
  goodsId: int(),
  name: z.string().describe("in Chinese"),
  nameEn: z.string(),
  winery: z.string().describe("in Chinese"),
  wineryEn: z.string(),
  vintage: int().nullable(),
  stock: int().describe("bottles on the shelf that no open order holds"),
  threshold: int().describe("the low-stock list names the wine at or below this"),
  low: z.boolean().describe("stock <= threshold"),
  shelfStatus: shelfStatusSchema,
});

export const stockListSchema = z.strictObject({
  wines: z.array(stockWineSchema).describe("by id; the low-stock list lowest stock first"),
  total: int().describe("how many wines match, on every page"),
  page: int(),
  pageSize: int(),
});

/** One wine's stock: the list's row and the bottles open orders hold. */
export const stockWineDetailSchema = stockWineSchema.extend({
  reserved: int().describe("bottles held by orders not yet shipped (still on the shelf)"),
});

export const stockAdjustmentSchema = z.strictObject({
  id: int(),
  goodsId: int(),
  reason: z.enum(STOCK_ADJUST_REASONS),
  delta: int(),
  counted: int()
    .nullable()
    .describe(
      "a stock-take given as a count: the bottles counted, those open orders hold included",
    ),
  note: z.string(),
  stockBefore: int(),
  stockAfter: int(),
  operator: z.string().describe("operator:<the member's name>"),
  at: timestamp(),
});

export const stockThresholdSchema = z.strictObject({
  goodsId: int(),
  threshold: int(),
  stock: int(),
  low: z.boolean(),
});

/** A receipt or an adjustment in a wine's history. */
export const stockHistoryEntrySchema = z.strictObject({
  kind: z.enum(["receipt", "adjustment"]),
  id: int(),
  reason: z.enum(STOCK_ADJUST_REASONS).nullable().describe("an adjustment's; null for a receipt"),
  delta: int().describe("bottles more (a receipt's are always more) or fewer"),
  counted: int()
    .nullable()
    .describe("a stock-take's count: the bottles counted, those open orders hold included"),
  note: z.string(),
  stockBefore: int(),
  stockAfter: int(),
  operator: z.string(),
  at: timestamp(),
});

export const stockHistorySchema = z.strictObject({
  wine: stockWineDetailSchema,
  entries: z.array(stockHistoryEntrySchema).describe("newest first"),
  total: int(),
  page: int(),
  pageSize: int(),
});

export type StockWine = z.infer<typeof stockWineSchema>;
export type StockList = z.infer<typeof stockListSchema>;
export type StockWineDetail = z.infer<typeof stockWineDetailSchema>;
export type StockAdjustment = z.infer<typeof stockAdjustmentSchema>;
export type StockHistory = z.infer<typeof stockHistorySchema>;
export type StockHistoryEntry = z.infer<typeof stockHistoryEntrySchema>;
