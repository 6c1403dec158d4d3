/**
 * Resale's statuses and limits (decision 037), free of zod so the storefront's pages can name
 * them without loading it. The moves between statuses are shopping/resale/status.ts's table.
 */
export const RESALE_STATUSES = [
  "initial",
  "system_audit_passed",
  "shop_audit_passed",
  "on_shelf",
  "off_shelf",
  "rejected",
  "withdrawn",
] as const;
export type ResaleStatus = (typeof RESALE_STATUSES)[number];

export const RESALE_REGISTRATIONS = ["unregistered", "registered"] as const;
export type ResaleRegistration = (typeof RESALE_REGISTRATIONS)[number];

/** The shop's condition grade after inspection: A as bought, B fine, C sellable with flaws. */
export const RESALE_GRADES = ["A", "B", "C"] as const;
export type ResaleGrade = (typeof RESALE_GRADES)[number];

export const RESALE_PAYOUT_STATUSES = ["pending", "due", "paid", "cancelled"] as const;
export type ResalePayoutStatus = (typeof RESALE_PAYOUT_STATUSES)[number];

/** The order statuses whose bottles may be resold: received, or completed. */
export const RESELLABLE_ORDER_STATUSES = ["pending_comment", "completed"] as const;

/** Bottles in one item; a resale price in cents. */
export const RESALE_MAX_BOTTLES = 100;
export const RESALE_MAX_PRICE_CENTS = 100_000_000;
export const RESALE_NOTE_MAX_LENGTH = 200;
export const RESALE_REASON_MAX_LENGTH = 200;
/** A payout's transfer reference, as the bank or wallet gives it. */
export const RESALE_REFERENCE_MAX_LENGTH = 64;

/** The rules' limits, as the database's checks (resale_rules) hold them. */
export const RESALE_RULE_LIMITS = {
  bandPercent: [0, 90],
  commissionPercent: [0, 50],
  payoutDays: [0, 60],
  shelfDays: [1, 365],
} as const;

/** An item's public code: R and six digits. */
export const RESALE_CODE_PATTERN = /^R\d{6,}$/;
