/**
 * The back office's rows of the route table (decision 041): read on the server only (titles), so
 * that the shop's table in every page's JavaScript does not carry them; the console draws its own
 * frame, so the shell's flags mean nothing here. app/screens.test.ts checks every page route has a
 * row in one table or the other.
 */
import type { Screen } from "~/screens";

const row = (pattern: string, title: string): Screen => ({
  pattern,
  title,
  hidden: true,
  bottom: "none",
  heading: "own",
});

export const CONSOLE_SCREENS: Screen[] = [
  row("/admin", "adminHome"),
  row("/admin/login", "adminLogin"),
  row("/admin/setup/:token", "adminSetup"),
  row("/admin/staff", "adminStaff"),
  row("/admin/roles", "adminRoles"),
  row("/admin/audit", "adminAudit"),
  row("/admin/settings", "adminSettings"),
  row("/admin/tokens", "adminTokens"),
  row("/admin/password", "adminPassword"),
  row("/admin/orders", "adminOrders"),
  row("/admin/orders/:orderNo", "adminOrder"),
  row("/admin/orders/:orderNo/slip", "adminOrderSlip"),
  row("/admin/afterSale", "adminAfterSale"),
  row("/admin/wines", "adminWines"),
  row("/admin/wines/new", "adminNewWine"),
  row("/admin/wines/:id", "adminWine"),
  row("/admin/wines/:id/preview", "adminWinePreview"),
  row("/admin/wineries", "adminWineries"),
  row("/admin/wineries/new", "adminNewWinery"),
  row("/admin/wineries/:id", "adminWinery"),
  row("/admin/customers", "adminCustomers"),
  row("/admin/customers/:id", "adminCustomer"),
  row("/admin/stock", "adminStock"),
  row("/admin/reports", "adminReports"),
  row("/admin/reports/stock", "adminStockValue"),
  row("/admin/stock/:goodsId", "adminStockWine"),
  row("/admin/invoices", "adminInvoices"),
  row("/admin/invoices/titles/:id", "adminInvoiceTitle"),
  row("/admin/invoices/requests", "adminInvoiceRequests"),
  row("/admin/invoices/requests/:orderNo", "adminInvoiceRequest"),
  row("/admin/resale", "adminResale"),
  // Before the item's row: "payouts" would match its code's pattern too.
  row("/admin/resale/payouts", "adminResalePayouts"),
  row("/admin/resale/:code", "adminResaleItem"),
];

/**
 * A parameter of the console's paths is a set-up link's token, an order's number, a wine's id or a
 * resale item's code.
 */
const matchers = CONSOLE_SCREENS.map((screen) => ({
  screen,
  regex: new RegExp(`^${screen.pattern.replace(/:[A-Za-z]+/g, "[A-Za-z0-9_-]{1,128}")}/?$`),
}));

export const consoleScreenFor = (pathname: string): Screen | null =>
  matchers.find(({ regex }) => regex.test(pathname))?.screen ?? null;
