/**
 * The permissions and the built-in roles (decision 041), without zod: the console's pages read them
 * in the browser (contract/staff.ts, with the forms' schemas, re-exports them for the service).
 */
export const PERMISSIONS = [
  "orders.read",
  "orders.ship",
  "orders.track",
  "orders.note",
  "customers.phone",
  "aftersale.read",
  "aftersale.decide",
  "aftersale.receive",
  "aftersale.refund",
  "invoices.read",
  "invoices.review",
  "invoices.issue",
  "stock.receive",
  "stock.adjust",
  "catalog.read",
  "catalog.edit",
  "points.read",
  "points.adjust",
  "points.settings",
  "resale.read",
  "resale.audit",
  "resale.payout",
  "resale.settings",
  "shop.read",
  "shop.settings",
  "catalog.search",
  "provenance.note",
  "staff.read",
  "staff.manage",
  "audit.read",
  "reports.read",
] as const;
export type Permission = (typeof PERMISSIONS)[number];
/** What every signed-in member may do to their own account: read it, sign out, own tokens. */
export const SELF = "self" as const;
export type EndpointPermission = Permission | typeof SELF;

export const BUILT_IN_ROLES = {
  owner: { ch: "店主", en: "Owner", permissions: [...PERMISSIONS] },
  clerk: {
    ch: "订单客服",
    en: "Order clerk",
    permissions: [
      "orders.read",
      "orders.ship",
      "orders.track",
      "orders.note",
      "customers.phone",
      "aftersale.read",
      "aftersale.decide",
      "aftersale.receive",
      "invoices.read",
      "points.read",
      "resale.read",
      "shop.read",
      "catalog.read",
    ],
  },
  warehouse: {
    ch: "仓库",
    en: "Warehouse",
    permissions: [
      "orders.read",
      "orders.ship",
      "orders.track",
      "orders.note",
      "customers.phone",
      "aftersale.read",
      "aftersale.receive",
      "stock.receive",
      "stock.adjust",
      "catalog.read",
      "resale.read",
      "resale.audit",
      "provenance.note",
      "shop.read",
    ],
  },
  finance: {
    ch: "财务",
    en: "Finance",
    permissions: [
      "orders.read",
      "aftersale.read",
      "aftersale.refund",
      "invoices.read",
      "invoices.review",
      "invoices.issue",
      "points.read",
      "resale.read",
      "resale.payout",
      "shop.read",
      "audit.read",
      "catalog.read",
      "reports.read",
    ],
  },
} as const satisfies Record<string, { ch: string; en: string; permissions: readonly Permission[] }>;
export type BuiltInRole = keyof typeof BUILT_IN_ROLES;
export const OWNER_ROLE: BuiltInRole = "owner";
