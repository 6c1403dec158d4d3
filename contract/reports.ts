/**
 * The owner's dashboard (decision 046): a range's figures, its series by day (by hour for today), its
 * top wines, the wines running low and the queues waiting on staff. Days are China's (UTC+8).
 */
import { z } from "zod";

import { DASHBOARD_RANGES } from "./dashboard-ranges";

export {
  DASHBOARD_RANGES,
  DASHBOARD_TOP,
  REPORT_MAX_DAYS,
  type DashboardRange,
} from "./dashboard-ranges";

const int = () => z.number().int();

export const dashboardSchema = z.strictObject({
  range: z.enum(DASHBOARD_RANGES),
  from: z.string().datetime().describe("the range's first moment (a China midnight)"),
  figures: z.strictObject({
    orders: int().describe("orders paid in the range"),
    moneyInCents: int().describe("what those orders paid"),
    refundsCents: int().describe("money sent back in the range (refunds that succeeded)"),
    averageOrderCents: int().describe("money in over orders; 0 without orders"),
    newBuyers: int().describe("accounts made in the range"),
  }),
  series: z.array(
    z.strictObject({
      at: z.string().datetime().describe("the bucket's first moment: a China day, or an hour"),
      orders: int(),
      moneyInCents: int(),
    }),
  ),
  topWines: z.array(
    z.strictObject({ goodsId: int(), name: z.string(), bottles: int(), moneyCents: int() }),
  ),
  lowStock: z.strictObject({
    count: int(),
    wines: z.array(
      z.strictObject({ goodsId: int(), name: z.string(), stock: int(), threshold: int() }),
    ),
  }),
  queues: z.strictObject({
    ordersToShip: int(),
    afterSaleOpen: int(),
    invoiceTitlesToReview: int(),
    invoicesToIssue: int(),
    invoicesToCorrect: int().describe("issued invoices a refund left for a red-letter invoice"),
    resaleToInspect: int(),
    payoutsDue: int(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const REPORT_PAGE_MAX = 500;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "reportDay.invalid");

export const salesQuerySchema = z.object({
  from: day.describe("the first China day (YYYY-MM-DD)"),
  to: day.describe("the last China day, included"),
  by: z.enum(["wine", "day"]).default("wine"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(REPORT_PAGE_MAX).default(50),
});

const reportRow = z.strictObject({
  label: z.string().describe("the China day (YYYY-MM-DD), or the wine's name"),
  goodsId: int().nullable(),
  orders: int(),
  bottles: int(),
  moneyCents: int().describe("the lines' goods amount"),
});

export const salesReportSchema = z.strictObject({
  from: z.string(),
  to: z.string(),
  by: z.enum(["wine", "day"]),
  total: int().describe("rows in the whole report"),
  totals: z.strictObject({ orders: int(), bottles: int(), moneyCents: int() }),
  rows: z.array(reportRow),
});

export const stockValueQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(REPORT_PAGE_MAX).default(50),
});

export const stockValueSchema = z.strictObject({
  total: int(),
  totals: z.strictObject({ bottles: int(), valueCents: int() }),
  rows: z.array(
    z.strictObject({
      goodsId: int(),
      name: z.string(),
      status: z.string(),
      stock: int(),
      priceCents: int().describe("the wine's price (the shop keeps no cost price)"),
      valueCents: int(),
    }),
  ),
});
export type SalesReport = z.infer<typeof salesReportSchema>;
export type StockValue = z.infer<typeof stockValueSchema>;
