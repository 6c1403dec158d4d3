/** The answers of the staff endpoints (shopping/staff/routes.ts), as the console reads them. */
import { z } from "zod";
import { PERMISSIONS } from "./staff";

const iso = z.string().describe("ISO 8601 time");

export const staffSetupLinkSchema = z.strictObject({
  name: z.string(),
  phoneMasked: z.string(),
  role: z.string(),
  totpRequired: z.boolean().describe("an owner must enrol an authenticator"),
  hasTotp: z
    .boolean()
    .describe("an authenticator is enrolled already (a reset keeps it unless replaced)"),
});

export const staffSetupDoneSchema = z.strictObject({ staffId: z.number().int() });

export const staffSessionSchema = z.strictObject({
  session: z.string().describe("the console session's secret: Authorization: Staff <session>"),
  staffId: z.number().int(),
  name: z.string(),
});

export const staffMeSchema = z.strictObject({
  staffId: z.number().int(),
  name: z.string(),
  phoneMasked: z.string(),
  role: z.string(),
  roleNameCh: z.string(),
  roleNameEn: z.string(),
  permissions: z.array(z.enum(PERMISSIONS)),
});

export const staffMemberSchema = z.strictObject({
  id: z.number().int(),
  phone: z.string().describe("masked unless the caller manages staff"),
  name: z.string(),
  role: z.string(),
  disabled: z.boolean(),
  passwordSet: z.boolean(),
  totp: z.boolean(),
  createdAt: iso,
  lastSeenAt: iso.nullable(),
});
export const staffListSchema = z.strictObject({ members: z.array(staffMemberSchema) });

export const staffAddedSchema = z.strictObject({
  id: z.number().int(),
  phone: z.string(),
  name: z.string(),
  role: z.string(),
  setupToken: z.string().describe("the one-time set-up link's secret: /admin/setup/<token>"),
});
export const staffSetupTokenSchema = z.strictObject({ setupToken: z.string() });
export const staffMemberStateSchema = z.strictObject({
  id: z.number().int(),
  disabled: z.boolean(),
  role: z.string(),
});

export const staffRoleSchema = z.strictObject({
  key: z.string(),
  nameCh: z.string(),
  nameEn: z.string(),
  builtIn: z.boolean(),
  permissions: z.array(z.enum(PERMISSIONS)),
});
export const staffRolesSchema = z.strictObject({
  roles: z.array(staffRoleSchema),
  permissions: z.array(z.enum(PERMISSIONS)),
});

export const staffTokenSchema = z.strictObject({
  id: z.number().int(),
  staffId: z.number().int(),
  label: z.string(),
  createdAt: iso,
  lastUsedAt: iso.nullable(),
  revoked: z.boolean(),
});
export const staffTokenListSchema = z.strictObject({ tokens: z.array(staffTokenSchema) });
export const staffTokenMadeSchema = z.strictObject({
  id: z.number().int(),
  token: z.string().describe("shown once: OPS_TOKEN for npm run ops"),
});

export const auditRowSchema = z.strictObject({
  id: z.number().int(),
  at: iso,
  staffId: z.number().int().nullable(),
  actor: z.string(),
  address: z.string(),
  action: z.string(),
  permission: z.string(),
  target: z.string(),
  request: z.unknown(),
  before: z.unknown(),
  after: z.unknown(),
});
export const auditPageSchema = z.strictObject({
  rows: z.array(auditRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
