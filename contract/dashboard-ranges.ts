/** The dashboard's ranges (decision 046), without zod: the console's page reads them in the browser. */
export const DASHBOARD_RANGES = ["today", "7d", "30d"] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];
/** How many wines the dashboard names as the best sellers and as running low. */
export const DASHBOARD_TOP = 5;
/** A sales report covers at most a year of China days. */
export const REPORT_MAX_DAYS = 366;
