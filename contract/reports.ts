/**
 * The owner's dashboard (decision 046): a range's figures, its series by day (by hour for today), its
 * top wines, the wines running low and the queues waiting on staff. Days are China's (UTC+8).
 */
import { z } from "zod";

import { DASHBOARD_RANGES } from "./dashboard-ranges";

export { DASHBOARD_RANGES, DASHBOARD_TOP, type DashboardRange } from "./dashboard-ranges";

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
    resaleToInspect: int(),
    payoutsDue: int(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
