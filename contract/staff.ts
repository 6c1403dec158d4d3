/**
 * The people who run the shop (decision 041): the permissions an operator endpoint asks for, the
 * built-in roles, and the forms of the console's sign-in and of staff management. A permission is
 * an action on a resource ("orders.ship"); each operator endpoint names the one it needs, and the
 * service checks it on every call, whoever the client is (the console or `npm run ops`).
 */
import { z } from "zod";
import { phoneSchema } from "./accounts";
import { PERMISSIONS } from "./permissions";

export {
  BUILT_IN_ROLES,
  OWNER_ROLE,
  PERMISSIONS,
  SELF,
  type BuiltInRole,
  type EndpointPermission,
  type Permission,
} from "./permissions";

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

/** A role's names' lengths (the console's menu and the staff table show them). */
export const ROLE_NAME_MAX = { ch: 20, en: 40 } as const;

/**
 * A role as an owner writes it: its key (a new role's only), its names and its permissions.
 * `create`: a new role, refused when the key is taken (an edit never makes one by a typo).
 */
export const roleBodySchema = z.object({
  key: z
    .string({ required_error: "roleKey.required" })
    .trim()
    .regex(ROLE_KEY_PATTERN, "roleKey.invalid"),
  nameCh: z
    .string({ required_error: "roleName.required" })
    .trim()
    .min(1, "roleName.required")
    .max(ROLE_NAME_MAX.ch, "roleNameCh.tooLong"),
  nameEn: z
    .string({ required_error: "roleName.required" })
    .trim()
    .min(1, "roleName.required")
    .max(ROLE_NAME_MAX.en, "roleNameEn.tooLong"),
  permissions: z.array(z.enum(PERMISSIONS)).max(PERMISSIONS.length),
  create: z.boolean().optional(),
});
export type RoleBody = z.infer<typeof roleBodySchema>;

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

/**
 * A member changes their own password: the current one, the new one twice, and the
 * authenticator's code when they have one. Every session ends with it, the one it was sent from too.
 */
export const staffPasswordChangeSchema = z
  .object({
    oldPassword: z
      .string({ required_error: "staffPassword.required" })
      .min(1, "staffPassword.required")
      .max(STAFF_PASSWORD_MAX * 2, "staffPassword.format"),
    newPassword: staffPasswordSchema,
    confirm: z
      .string({ required_error: "confirm.required" })
      .min(1, "confirm.required")
      .max(STAFF_PASSWORD_MAX * 2),
    totp: totpCodeSchema.optional(),
  })
  .refine((v) => v.newPassword === v.confirm, { path: ["confirm"], message: "password.mismatch" })
  .refine((v) => v.newPassword !== v.oldPassword, {
    path: ["newPassword"],
    message: "staffPassword.same",
  });

export const staffAddSchema = z.object({
  phone: phoneSchema,
  name: staffNameSchema,
  role: roleKeySchema,
});
