/**
 * The people who run the shop (decision 041): the permissions an operator endpoint asks for, the
 * built-in roles, and the forms of the console's sign-in and of staff management. A permission is
 * an action on a resource ("orders.ship"); each operator endpoint names the one it needs, and the
 * service checks it on every call, whoever the client is (the console or `npm run ops`).
 */
import { z } from "zod";
import { phoneSchema } from "./accounts";

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
    ],
  },
} as const satisfies Record<string, { ch: string; en: string; permissions: readonly Permission[] }>;
export type BuiltInRole = keyof typeof BUILT_IN_ROLES;
export const OWNER_ROLE: BuiltInRole = "owner";

/** A role's key: lower-case letters, digits, _ or -, 2 to 32, starting with a letter. */
export const ROLE_KEY_PATTERN = /^[a-z][a-z0-9_-]{1,31}$/;
/** A member's name, as the orders' timelines show it (operator:NAME). */
export const STAFF_NAME_PATTERN = /^[\p{L}\p{N}._-]{1,32}$/u;

/** A console session ends after this long without a request. */
export const STAFF_IDLE_MINUTES = 30;
/** A set-up link is good once, for this long. */
export const SETUP_LINK_HOURS = 24;
export const STAFF_PASSWORD_MIN = 10;
export const STAFF_PASSWORD_MAX = 64;

export const staffPasswordSchema = z
  .string({ required_error: "staffPassword.required" })
  .min(1, "staffPassword.required")
  .refine(
    (p) =>
      p.length >= STAFF_PASSWORD_MIN &&
      p.length <= STAFF_PASSWORD_MAX &&
      [/[A-Za-z]/, /\d/, /[^A-Za-z\d]/].filter((r) => r.test(p)).length >= 2,
    "staffPassword.format",
  );

export const totpCodeSchema = z
  .string({ required_error: "totp.required" })
  .trim()
  .min(1, "totp.required")
  .regex(/^\d{6}$/, "totp.invalid");

export const staffNameSchema = z
  .string({ required_error: "staffName.required" })
  .trim()
  .min(1, "staffName.required")
  .regex(STAFF_NAME_PATTERN, "staffName.invalid");

export const roleKeySchema = z
  .string({ required_error: "role.required" })
  .trim()
  .min(1, "role.required")
  .regex(ROLE_KEY_PATTERN, "role.invalid");

/** The console's sign-in: the phone and password, and the authenticator's code once enrolled. */
export const staffLoginSchema = z.object({
  phone: phoneSchema,
  password: z
    .string({ required_error: "staffPassword.required" })
    .min(1, "staffPassword.required")
    .max(STAFF_PASSWORD_MAX * 2, "staffPassword.format"),
  totp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "totp.invalid")
    .optional(),
});

/** The one-time link's form: the new password twice, and the authenticator's first code. */
export const staffSetupSchema = z
  .object({
    token: z.string().min(16).max(128),
    password: staffPasswordSchema,
    confirm: z
      .string({ required_error: "confirm.required" })
      .min(1, "confirm.required")
      .max(STAFF_PASSWORD_MAX * 2),
    /** the secret the set-up page showed, echoed with the first code */
    totpSecret: z
      .string()
      .regex(/^[A-Z2-7]{32}$/)
      .optional(),
    totp: totpCodeSchema.optional(),
  })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "password.mismatch" });

export const staffAddSchema = z.object({
  phone: phoneSchema,
  name: staffNameSchema,
  role: roleKeySchema,
});
