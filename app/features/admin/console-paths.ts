/**
 * The console's pages (decision 041): where it lives, and its menu by desk. A desk shows in the menu
 * only when it exists and the member's role may read it: a link to a page that is not there, or
 * that would refuse them, is a defect.
 */
import type { Permission } from "#contract/staff";

export interface Desk {
  to: string;
  /** its name's key in the admin namespace */
  label: string;
  /** what the role needs to see it; none: every member */
  needs?: Permission;
}

export const DESKS: Desk[] = [
  { to: "/admin", label: "menu.home" },
  { to: "/admin/orders", label: "menu.orders", needs: "orders.read" },
  { to: "/admin/afterSale", label: "menu.afterSale", needs: "aftersale.read" },
  { to: "/admin/wines", label: "menu.wines", needs: "catalog.read" },
  { to: "/admin/stock", label: "menu.stock", needs: "catalog.read" },
  { to: "/admin/invoices", label: "menu.invoices", needs: "invoices.read" },
  { to: "/admin/resale", label: "menu.resale", needs: "resale.read" },
  { to: "/admin/customers", label: "menu.customers", needs: "points.read" },
  { to: "/admin/reports", label: "menu.reports", needs: "reports.read" },
  { to: "/admin/settings", label: "menu.settings", needs: "shop.read" },
  { to: "/admin/staff", label: "menu.staff", needs: "staff.read" },
  { to: "/admin/roles", label: "menu.roles", needs: "staff.read" },
  { to: "/admin/audit", label: "menu.audit", needs: "audit.read" },
  { to: "/admin/tokens", label: "menu.tokens" },
];

export const desksFor = (permissions: readonly string[]) =>
  DESKS.filter((desk) => !desk.needs || permissions.includes(desk.needs));
