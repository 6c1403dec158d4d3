/**
 * How a member gets in: the one-time set-up link (password, and the authenticator's first code),
 * the console's sign-in (password and TOTP, with the buyers' lockout per account and per address),
 * console sessions that end when idle or on a password change, and API tokens for `npm run ops`.
 * Each writes its audit row in its own transaction: signing in is a staff action too.
 */
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { OWNER_ROLE, STAFF_IDLE_MINUTES } from "../../contract/staff";
import type { Permission } from "../../contract/staff";
import { hashPassword, verifyPassword } from "../accounts/passwords";
import { claimAttempt, settleAttempt } from "../accounts/throttle";
import type { Db } from "../db/client";
import { staff, staffRoles, staffSessions, staffSetupLinks, staffTokens } from "../db/schema";
import { fieldError } from "../http/endpoint";
import { BusinessError } from "../http/envelope";
import { outsideAudit, writeAudit } from "./audit";
import { digest, grantsOf, newSecret } from "./members";
import { matchTotp } from "./totp";

export interface StaffMember {
  staffId: number;
  name: string;
  phone: string;
  role: string;
  permissions: Set<Permission>;
  via: "session" | "token";
  /** the session's or token's digest */
  credentialHash: string;
}

const IDLE = sql.raw(`interval '${STAFF_IDLE_MINUTES} minutes'`);

/** What the set-up page shows before the form: whose link it is, and whether it is still good. */
export async function setupLinkOf(db: Db, token: string) {
  const [row] = await db
    .select({
      staffId: staff.id,
      name: staff.name,
      phone: staff.phone,
      role: staff.roleKey,
      hasTotp: sql<boolean>`${staff.totpSecret} is not null`,
    })
    .from(staffSetupLinks)
    .innerJoin(staff, eq(staff.id, staffSetupLinks.staffId))
    .where(
      and(
        eq(staffSetupLinks.tokenHash, digest(token)),
        isNull(staffSetupLinks.usedAt),
        gt(staffSetupLinks.expiresAt, sql`now()`),
        isNull(staff.disabledAt),
      ),
    );
  if (!row) throw new BusinessError(410, "staff_setup_link_gone");
  return { ...row, totpRequired: row.role === OWNER_ROLE };
}

/**
 * Sets the password (and enrols the authenticator) through a set-up link, once. The link is spent
 * in the same transaction, so a form sent twice sets it once and the second is told the link is
 * gone. Every session the member had ends.
 */
export async function completeSetup(
  db: Db,
  input: { token: string; password: string; totpSecret?: string; totp?: string },
  address: string,
  now = Date.now(),
): Promise<{ staffId: number }> {
  const hash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(staffSetupLinks)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(staffSetupLinks.tokenHash, digest(input.token)),
          isNull(staffSetupLinks.usedAt),
          gt(staffSetupLinks.expiresAt, sql`now()`),
        ),
      )
      .returning({ staffId: staffSetupLinks.staffId });
    if (!link) throw new BusinessError(410, "staff_setup_link_gone");
    const [member] = await tx
      .select()
      .from(staff)
      .where(and(eq(staff.id, link.staffId), isNull(staff.disabledAt)))
      .for("update");
    if (!member) throw new BusinessError(410, "staff_setup_link_gone");
    let totp: { secret: string; step: number } | null = null;
    if (input.totpSecret || input.totp) {
      if (!input.totpSecret || !input.totp) throw fieldError("totp", "totp.required");
      const step = matchTotp(input.totpSecret, input.totp, now, null);
      if (step === null) throw new BusinessError(422, "staff_totp_wrong");
      totp = { secret: input.totpSecret, step };
    } else if (member.roleKey === OWNER_ROLE) {
      throw fieldError("totp", "totp.required");
    }
    await tx
      .update(staff)
      .set({
        passwordHash: hash,
        passwordChangedAt: sql`now()`,
        ...(totp ? { totpSecret: totp.secret, totpLastStep: totp.step } : {}),
      })
      .where(eq(staff.id, member.id));
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, member.id));
    await writeAudit(tx, {
      staffId: member.id,
      actor: member.name,
      address,
      action: "POST /staff/setup",
      permission: "self",
      target: `staff:${member.id}`,
      request: { totp: Boolean(totp) },
      before: null,
      after: { passwordSet: true, totp: Boolean(totp || member.totpSecret) },
    });
    return { staffId: member.id };
  });
}

/**
 * Signs a member in: password, then the authenticator's code when they have one (an owner must).
 * Every try counts against the phone and the address (the buyers' lockout: 5 in 15 minutes); a
 * code is good once. Answers the session's secret.
 */
export async function signIn(
  db: Db,
  input: { phone: string; password: string; totp?: string },
  address: string,
  now = Date.now(),
): Promise<{ session: string; staffId: number; name: string }> {
  const attempt = await claimAttempt(db, [`staff:${input.phone}`, `ip:staff:${address}`]);
  const [member] = await db.select().from(staff).where(eq(staff.phone, input.phone));
  const passwordOk = await verifyPassword(input.password, member?.passwordHash ?? null);
  if (!member || !passwordOk || member.disabledAt)
    throw new BusinessError(401, "staff_login_failed");
  if (member.roleKey === OWNER_ROLE && !member.totpSecret)
    throw new BusinessError(403, "staff_totp_enrol_first");
  if (member.totpSecret) {
    if (!input.totp) throw new BusinessError(401, "staff_totp_needed");
    const secret = member.totpSecret;
    const accepted = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ last: staff.totpLastStep })
        .from(staff)
        .where(eq(staff.id, member.id))
        .for("update");
      const step = matchTotp(secret, input.totp!, now, locked?.last ?? null);
      if (step === null) return false;
      await tx.update(staff).set({ totpLastStep: step }).where(eq(staff.id, member.id));
      return true;
    });
    if (!accepted) throw new BusinessError(401, "staff_totp_wrong");
  }
  await settleAttempt(db, attempt, true);
  const session = newSecret("sess");
  await db.transaction(async (tx) => {
    await tx
      .insert(staffSessions)
      .values({ tokenHash: digest(session), staffId: member.id, address });
    await writeAudit(tx, {
      staffId: member.id,
      actor: member.name,
      address,
      action: "POST /staff/login",
      permission: "self",
      target: `staff:${member.id}`,
      request: { phone: input.phone },
    });
  });
  return { session, staffId: member.id, name: member.name };
}

/**
 * The member behind a presented secret, or null: a session not idle past STAFF_IDLE_MINUTES and
 * not begun before the last password change, or a token not revoked; never a disabled member.
 * A session's last use moves on with each request (at most once a minute).
 */
export async function memberBySecret(db: Db, secret: string): Promise<StaffMember | null> {
  const hash = digest(secret);
  if (secret.startsWith("sess_")) {
    const [row] = await db
      .update(staffSessions)
      .set({
        lastSeenAt: sql`case when ${staffSessions.lastSeenAt} < now() - interval '1 minute' then now() else ${staffSessions.lastSeenAt} end`,
      })
      .where(
        and(eq(staffSessions.tokenHash, hash), gt(staffSessions.lastSeenAt, sql`now() - ${IDLE}`)),
      )
      .returning({ staffId: staffSessions.staffId, createdAt: staffSessions.createdAt });
    if (!row) return null;
    return memberRow(db, row.staffId, "session", hash, row.createdAt);
  }
  if (secret.startsWith("tok_")) {
    const [row] = await db
      .update(staffTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(and(eq(staffTokens.tokenHash, hash), isNull(staffTokens.revokedAt)))
      .returning({ staffId: staffTokens.staffId });
    if (!row) return null;
    return memberRow(db, row.staffId, "token", hash, null);
  }
  return null;
}

async function memberRow(
  db: Db,
  staffId: number,
  via: StaffMember["via"],
  credentialHash: string,
  sessionStart: Date | null,
): Promise<StaffMember | null> {
  const [row] = await db
    .select({
      name: staff.name,
      phone: staff.phone,
      role: staff.roleKey,
      permissions: staffRoles.permissions,
      disabledAt: staff.disabledAt,
      passwordChangedAt: staff.passwordChangedAt,
    })
    .from(staff)
    .innerJoin(staffRoles, eq(staffRoles.key, staff.roleKey))
    .where(eq(staff.id, staffId));
  if (!row || row.disabledAt) return null;
  if (sessionStart && row.passwordChangedAt && sessionStart < row.passwordChangedAt) return null;
  return {
    staffId,
    name: row.name,
    phone: row.phone,
    role: row.role,
    permissions: grantsOf(row.role, row.permissions),
    via,
    credentialHash,
  };
}

/**
 * A member's own new password: the current one and, when enrolled, the authenticator's code are
 * checked as a sign-in checks them (each try counts against the lockout: 5 in 15 minutes), then the
 * password and the time it changed are written and every session ends, this one too.
 */
export async function changeOwnPassword(
  db: Db,
  member: StaffMember,
  input: { oldPassword: string; newPassword: string; totp?: string },
  now = Date.now(),
): Promise<void> {
  const attempt = await outsideAudit(() => claimAttempt(db, [`staff:${member.phone}`]));
  const [row] = await db.select().from(staff).where(eq(staff.id, member.staffId));
  if (!row || !(await verifyPassword(input.oldPassword, row.passwordHash)))
    throw fieldError("oldPassword", "staffPassword.wrong");
  if (row.totpSecret && !input.totp) throw fieldError("totp", "totp.required");
  const hash = await hashPassword(input.newPassword);
  // A refusal inside throws: the transaction, which carries the audit row, rolls back with it.
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ last: staff.totpLastStep, secret: staff.totpSecret })
      .from(staff)
      .where(eq(staff.id, member.staffId))
      .for("update");
    if (locked?.secret) {
      const step = matchTotp(locked.secret, input.totp!, now, locked.last ?? null);
      if (step === null) throw fieldError("totp", "totp.wrong");
      await tx.update(staff).set({ totpLastStep: step }).where(eq(staff.id, member.staffId));
    }
    await tx
      .update(staff)
      .set({ passwordHash: hash, passwordChangedAt: sql`now()` })
      .where(eq(staff.id, member.staffId));
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, member.staffId));
  });
  await outsideAudit(() => settleAttempt(db, attempt, true));
}

export async function signOut(db: Db, member: StaffMember): Promise<void> {
  if (member.via === "session")
    await db.delete(staffSessions).where(eq(staffSessions.tokenHash, member.credentialHash));
}

export async function createToken(
  db: Db,
  staffId: number,
  label: string,
): Promise<{ id: number; token: string }> {
  const token = newSecret("tok");
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffTokens)
      .values({ staffId, label, tokenHash: digest(token) })
      .returning({ id: staffTokens.id });
    return { id: row.id, token };
  });
}

/** Revokes a token: its holder's own, or any one by a member who manages staff. */
export async function revokeToken(
  db: Db,
  tokenId: number,
  by: { staffId: number; mayManage: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(staffTokens).where(eq(staffTokens.id, tokenId));
    if (!row || (row.staffId !== by.staffId && !by.mayManage))
      throw new BusinessError(404, "staff_token_not_found");
    if (row.revokedAt) throw new BusinessError(409, "staff_token_revoked");
    await tx
      .update(staffTokens)
      .set({ revokedAt: sql`now()` })
      .where(eq(staffTokens.id, tokenId));
  });
}

export async function listTokens(db: Db, staffId: number | null) {
  const rows = await db
    .select({
      id: staffTokens.id,
      staffId: staffTokens.staffId,
      label: staffTokens.label,
      createdAt: staffTokens.createdAt,
      lastUsedAt: staffTokens.lastUsedAt,
      revokedAt: staffTokens.revokedAt,
    })
    .from(staffTokens)
    .where(staffId === null ? undefined : eq(staffTokens.staffId, staffId))
    .orderBy(desc(staffTokens.id));
  return rows.map((row) => ({
    id: row.id,
    staffId: row.staffId,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revoked: row.revokedAt !== null,
  }));
}

export async function tokenState(db: Db, tokenId: number) {
  const [row] = await db
    .select({ label: staffTokens.label, revokedAt: staffTokens.revokedAt })
    .from(staffTokens)
    .where(eq(staffTokens.id, tokenId));
  return row ? { label: row.label, revoked: row.revokedAt !== null } : null;
}
