/**
 * Staff accounts: adding a member (with a one-time set-up link), the roles they hold, disabling
 * one, and who holds what. Every change here runs in one transaction with its audit row (the
 * endpoints' audit scope, shopping/staff/audit.ts).
 */
import { createHash, randomBytes } from "node:crypto";
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import { BUILT_IN_ROLES, OWNER_ROLE, PERMISSIONS, SETUP_LINK_HOURS } from "../../contract/staff";
import type { Permission, RoleBody } from "../../contract/staff";
import type { Db, Tx } from "../db/client";
import { staff, staffRoles, staffSessions, staffSetupLinks, staffTokens } from "../db/schema";
import { fieldError } from "../http/endpoint";
import { BusinessError } from "../http/envelope";
import { maskPhone } from "../accounts/profile";

export const digest = (secret: string) =>
  createHash("sha256").update(secret, "utf8").digest("base64url");

/** A new secret for a link, a session or a token: 32 random bytes after a prefix saying which. */
export const newSecret = (prefix: "setup" | "sess" | "tok") =>
  `${prefix}_${randomBytes(32).toString("base64url")}`;

/** The permissions a role grants: an owner has all, whatever its row says, new ones included. */
export function grantsOf(roleKey: string, listed: readonly string[]): Set<Permission> {
  if (roleKey === OWNER_ROLE) return new Set(PERMISSIONS);
  return new Set(
    listed.filter((p): p is Permission => (PERMISSIONS as readonly string[]).includes(p)),
  );
}

export async function hasStaff(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(staff);
  return (row?.n ?? 0) > 0;
}

export async function activeOwnerCount(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staff)
    .where(and(eq(staff.roleKey, OWNER_ROLE), isNull(staff.disabledAt)));
  return row?.n ?? 0;
}

async function assertRole(tx: Tx | Db, role: string): Promise<void> {
  const [found] = await tx
    .select({ key: staffRoles.key })
    .from(staffRoles)
    .where(eq(staffRoles.key, role));
  if (!found) throw fieldError("role", "role.invalid");
}

async function makeSetupLink(tx: Tx | Db, staffId: number): Promise<string> {
  const token = newSecret("setup");
  // An older link of the member stops working: only the newest is good.
  await tx
    .update(staffSetupLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(staffSetupLinks.staffId, staffId), isNull(staffSetupLinks.usedAt)));
  await tx.insert(staffSetupLinks).values({
    tokenHash: digest(token),
    staffId,
    expiresAt: sql`now() + ${sql.raw(`interval '${SETUP_LINK_HOURS} hours'`)}`,
  });
  return token;
}

export interface AddedMember {
  id: number;
  phone: string;
  name: string;
  role: string;
  /** the one-time set-up link's secret, shown once */
  setupToken: string;
}

export async function addMember(
  db: Db,
  input: { phone: string; name: string; role: string },
): Promise<AddedMember> {
  return db.transaction(async (tx) => {
    await assertRole(tx, input.role);
    const [taken] = await tx
      .select({ id: staff.id })
      .from(staff)
      .where(eq(staff.phone, input.phone));
    if (taken) throw new BusinessError(409, "staff_phone_taken", { phone: input.phone });
    const [made] = await tx
      .insert(staff)
      .values({ phone: input.phone, name: input.name, roleKey: input.role })
      .returning({ id: staff.id });
    const setupToken = await makeSetupLink(tx, made.id);
    return { id: made.id, phone: input.phone, name: input.name, role: input.role, setupToken };
  });
}

/** A new set-up link for a member (a forgotten password, a new phone for the authenticator). */
export async function resetMember(db: Db, staffId: number): Promise<{ setupToken: string }> {
  return db.transaction(async (tx) => {
    const [member] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, staffId));
    if (!member) throw new BusinessError(404, "staff_not_found");
    return { setupToken: await makeSetupLink(tx, staffId) };
  });
}

/** Ends every way in a member has: sessions now, tokens revoked. */
async function cutOff(tx: Tx, staffId: number): Promise<void> {
  await tx.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
  await tx
    .update(staffTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffTokens.staffId, staffId), isNull(staffTokens.revokedAt)));
}

/**
 * Disables or enables a member. Disabling ends their sessions and revokes their tokens at once;
 * nobody disables themself or the last owner still active.
 */
export async function setMemberDisabled(
  db: Db,
  staffId: number,
  disabled: boolean,
  byStaffId: number | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    // The members' rows are locked in one order, so two owners disabling each other cannot both
    // pass the last-owner check.
    await tx.execute(sql`select id from staff order by id for update`);
    const [member] = await tx.select().from(staff).where(eq(staff.id, staffId));
    if (!member) throw new BusinessError(404, "staff_not_found");
    if (disabled) {
      if (staffId === byStaffId) throw new BusinessError(409, "staff_not_yourself");
      if (member.roleKey === OWNER_ROLE && !member.disabledAt && (await activeOwnerCount(tx)) <= 1)
        throw new BusinessError(409, "staff_last_owner");
      await tx
        .update(staff)
        .set({ disabledAt: sql`now()` })
        .where(eq(staff.id, staffId));
      await cutOff(tx, staffId);
    } else {
      await tx.update(staff).set({ disabledAt: null }).where(eq(staff.id, staffId));
    }
  });
}

export async function setMemberRole(
  db: Db,
  staffId: number,
  role: string,
  byStaffId: number | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from staff order by id for update`);
    await assertRole(tx, role);
    const [member] = await tx.select().from(staff).where(eq(staff.id, staffId));
    if (!member) throw new BusinessError(404, "staff_not_found");
    if (member.roleKey === OWNER_ROLE && role !== OWNER_ROLE) {
      if (staffId === byStaffId) throw new BusinessError(409, "staff_not_yourself");
      if (!member.disabledAt && (await activeOwnerCount(tx)) <= 1)
        throw new BusinessError(409, "staff_last_owner");
    }
    await tx.update(staff).set({ roleKey: role }).where(eq(staff.id, staffId));
    // An owner needs the authenticator: a member made owner without one signs in again through a
    // set-up link.
    if (role === OWNER_ROLE && !member.totpSecret) await cutOff(tx, staffId);
  });
}

export async function memberState(db: Db | Tx, staffId: number) {
  const [member] = await db
    .select({
      id: staff.id,
      name: staff.name,
      role: staff.roleKey,
      disabled: sql<boolean>`${staff.disabledAt} is not null`,
      passwordSet: sql<boolean>`${staff.passwordHash} is not null`,
      totp: sql<boolean>`${staff.totpSecret} is not null`,
    })
    .from(staff)
    .where(eq(staff.id, staffId));
  return member ?? null;
}

export async function listMembers(db: Db, mayUnmask: boolean) {
  const rows = await db
    .select({
      id: staff.id,
      phone: staff.phone,
      name: staff.name,
      role: staff.roleKey,
      disabledAt: staff.disabledAt,
      passwordSet: sql<boolean>`${staff.passwordHash} is not null`,
      totp: sql<boolean>`${staff.totpSecret} is not null`,
      createdAt: staff.createdAt,
      lastSeenAt: sql<
        string | null
      >`(select max(last_seen_at) from staff_sessions s where s.staff_id = ${staff.id})`,
    })
    .from(staff)
    .orderBy(asc(staff.id));
  return rows.map((row) => ({
    id: row.id,
    phone: mayUnmask ? row.phone : maskPhone(row.phone),
    name: row.name,
    role: row.role,
    disabled: row.disabledAt !== null,
    passwordSet: row.passwordSet,
    totp: row.totp,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt ? new Date(row.lastSeenAt).toISOString() : null,
  }));
}

export async function listRoles(db: Db | Tx) {
  // The built-in roles in their own order (owner first), then the shop's, oldest first.
  const builtInOrder = sql.raw(
    `array_position(array[${Object.keys(BUILT_IN_ROLES)
      .map((key) => `'${key}'`)
      .join(",")}]::text[], key)`,
  );
  const rows = await db
    .select()
    .from(staffRoles)
    .orderBy(sql`${builtInOrder} nulls last`, asc(staffRoles.createdAt), asc(staffRoles.key));
  return rows.map((row) => ({
    key: row.key,
    nameCh: row.nameCh,
    nameEn: row.nameEn,
    builtIn: row.builtIn,
    permissions: [...grantsOf(row.key, row.permissions)].sort(),
  }));
}

/** Makes or changes a role. The owner's permissions are all of them, always. */
export async function saveRole(db: Db, { create, ...input }: RoleBody): Promise<void> {
  if (input.key === OWNER_ROLE) throw new BusinessError(409, "staff_owner_role_fixed");
  await db.transaction(async (tx) => {
    const builtIn = Object.hasOwn(BUILT_IN_ROLES, input.key);
    if (create) {
      const [taken] = await tx
        .select({ key: staffRoles.key })
        .from(staffRoles)
        .where(eq(staffRoles.key, input.key))
        .for("update");
      if (taken || builtIn) throw new BusinessError(409, "staff_role_exists", { key: input.key });
    }
    await tx
      .insert(staffRoles)
      .values({ ...input, permissions: [...new Set(input.permissions)].sort(), builtIn })
      .onConflictDoUpdate({
        target: staffRoles.key,
        set: {
          nameCh: input.nameCh,
          nameEn: input.nameEn,
          permissions: [...new Set(input.permissions)].sort(),
        },
      });
  });
}

export async function roleState(db: Db | Tx, key: string) {
  const [row] = await db.select().from(staffRoles).where(eq(staffRoles.key, key));
  return row ? { nameCh: row.nameCh, nameEn: row.nameEn, permissions: row.permissions } : null;
}
