/**
 * Staff, roles and the audit log (issue 32, decision 041) on both databases: the first owner made
 * with the set-up key, which then retires; the one-time set-up link (TOTP required of an owner);
 * the sign-in with its lockout and a replayed code refused; the role matrix over every operator
 * endpoint; a disabled member and a revoked token refused at once; the audit rows, append-only.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILT_IN_ROLES, PERMISSIONS, SELF, type Permission } from "../../contract/staff";
import { AREAS } from "../../shopping/areas";
import { staff, staffAudit, staffRoles, staffSessions } from "../../shopping/db/schema";
import type { AnyEndpoint } from "../../shopping/http/endpoint";
import { stepAt, totpCode, newTotpSecret } from "../../shopping/staff/totp";
import { TEST_ENV } from "../helpers/buying";
import { ops, OPS_KEY } from "../helpers/ops";
import { backends, call, startService, type RunningService } from "../helpers/service";

const ENV = { ...TEST_ENV, OPS_KEY } as NodeJS.ProcessEnv;

/** Every operator endpoint of the app, and every file route under /ops, as the guard sees them. */
function operatorEndpoints(): (Pick<AnyEndpoint, "method" | "path" | "permission"> & {
  file?: true;
})[] {
  const parts = AREAS.map((area) => area.parts({ db: {} as never, buying: {} as never, env: ENV }));
  return [
    ...parts.flatMap((part) => part.endpoints ?? []).filter((e) => e.auth === "operator"),
    ...parts
      .flatMap((part) => part.rawRoutes ?? [])
      .filter((route) => route.path.startsWith("/ops/"))
      .map((route) => ({ ...route, file: true as const })),
  ];
}

describe.each(backends())("staff and roles on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;
  let phoneCounter = 0;
  const newPhone = () => `1390000${String(1000 + ++phoneCounter).slice(-4)}`;
  /** The code of this moment's step (the tests move a member's last step back before reusing one). */
  const freshCode = (secret: string) => totpCode(secret, stepAt(Date.now()));

  const staffCall = <T = any>(secret: string, path: string, body?: unknown) =>
    call<T>(svc.base, path, {
      token: `Staff ${secret}`,
      lang: "en",
      method: body === undefined ? "GET" : "POST",
      body,
    });

  /** A file route's answer: the guard's refusal is JSON, a file (or its absence) is not. */
  const fileCall = async (secret: string, path: string) => {
    const res = await fetch(`${svc.base}${path}`, {
      headers: { authorization: `Staff ${secret}`, "accept-language-id": "en" },
    });
    const raw = await res.text();
    if (!(res.headers.get("content-type") ?? "").startsWith("application/json"))
      return { http: res.status, code: res.status, message: raw };
    const json = JSON.parse(raw.replace(/^\)\]\}',\n/, "")) as { code: number; message: string };
    return { http: res.status, code: json.code, message: json.message };
  };

  let addressCounter = 0;
  /** A sign-in from an address of its own (the storefront passes the visitor's as X-Forwarded-For). */
  async function login(
    body: Record<string, string>,
    address = `203.0.113.${++addressCounter}`,
    lang = "en",
  ) {
    const res = await fetch(`${svc.base}/staff/login`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "accept-language-id": lang,
        "x-forwarded-for": address,
      },
      body: JSON.stringify(body),
    });
    return {
      http: res.status,
      ...(JSON.parse((await res.text()).replace(/^\)\]\}',\n/, "")) as {
        code: number;
        message: string;
        data: any;
      }),
    };
  }

  /** Completes a member's set-up link (an owner with a TOTP secret) and signs them in. */
  async function setUp(setupToken: string, phone: string, withTotp: boolean) {
    const password = "Cellar-2026-密码";
    const totpSecret = withTotp ? newTotpSecret() : undefined;
    const done = await call(svc.base, "/staff/completeSetup", {
      method: "POST",
      lang: "en",
      body: {
        token: setupToken,
        password,
        confirm: password,
        ...(totpSecret ? { totpSecret, totp: freshCode(totpSecret) } : {}),
      },
    });
    expect(done.code, done.message).toBe(0);
    // The set-up used this step's code: the sign-in needs the next one.
    if (totpSecret)
      await db()
        .update(staff)
        .set({ totpLastStep: stepAt(Date.now()) - 2 })
        .where(eq(staff.phone, phone));
    const signedIn = await login({
      phone,
      password,
      ...(totpSecret ? { totp: freshCode(totpSecret) } : {}),
    });
    expect(signedIn.code, signedIn.message).toBe(200);
    return { password, totpSecret, session: signedIn.data.session as string };
  }

  let owner: { phone: string; session: string; password: string; totpSecret?: string; id: number };

  beforeAll(async () => {
    svc = await startService(backend, { env: ENV });
  });
  afterAll(async () => {
    await svc?.stop();
  });

  it("makes the first owner with the set-up key, which then retires", async () => {
    const phone = newPhone();
    const added = await ops(svc.base, "/ops/staff/add", {
      body: { phone, name: "店主-王", role: "owner" },
      operator: "setup",
    });
    expect(added.code, added.message).toBe(0);
    expect(added.data.setupToken).toMatch(/^setup_/);
    // The key now answers 403 with its reason, for every endpoint.
    const again = await ops(svc.base, "/ops/order/list");
    expect(again.http).toBe(403);
    expect(again.message).toContain("retired");
    const link = await call(svc.base, `/staff/setup?token=${added.data.setupToken}`, {
      lang: "en",
    });
    expect(link.data).toMatchObject({ name: "店主-王", role: "owner", totpRequired: true });
    expect(link.data.phoneMasked).not.toContain(phone.slice(3, 7));
    // An owner without an authenticator is refused, and the link stays good.
    const noTotp = await call(svc.base, "/staff/completeSetup", {
      method: "POST",
      lang: "en",
      body: { token: added.data.setupToken, password: "Cellar-2026-x", confirm: "Cellar-2026-x" },
    });
    expect(noTotp.code).toBe(422);
    const signedIn = await setUp(added.data.setupToken, phone, true);
    owner = { phone, ...signedIn, id: added.data.id };
    // The link is spent: a replay of the form is told so.
    const replay = await call(svc.base, "/staff/completeSetup", {
      method: "POST",
      lang: "en",
      body: { token: added.data.setupToken, password: "Another-2026", confirm: "Another-2026" },
    });
    expect(replay.code).toBe(410);
    const me = await staffCall(owner.session, "/ops/me");
    expect(me.data).toMatchObject({ name: "店主-王", role: "owner" });
    expect(me.data.permissions).toEqual([...PERMISSIONS]);
    const audit = await db().select().from(staffAudit).where(eq(staffAudit.staffId, owner.id));
    expect(audit.map((row) => row.action)).toEqual(["POST /staff/setup", "POST /staff/login"]);
    const [first] = await db()
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, "POST /ops/staff/add"));
    expect(first).toMatchObject({
      staffId: null,
      actor: "setup-key:setup",
      permission: "staff.manage",
    });
  });

  it("refuses a replayed TOTP code, a wrong one and a missing one", async () => {
    const secret = owner.totpSecret!;
    const code = freshCode(secret);
    await db()
      .update(staff)
      .set({ totpLastStep: stepAt(Date.now()) - 2 })
      .where(eq(staff.id, owner.id));
    const first = await login({ phone: owner.phone, password: owner.password, totp: code });
    expect(first.code).toBe(200);
    const replayed = await login({ phone: owner.phone, password: owner.password, totp: code });
    expect(replayed.code).toBe(401);
    expect(replayed.message).toContain("used already");
    const missing = await login({ phone: owner.phone, password: owner.password }, undefined, "ch");
    expect(missing.message).toBe("请输入身份验证器中的 6 位验证码");
  });

  it("locks a phone after 5 failures in 15 minutes, the right password included", async () => {
    const added = await staffCall(owner.session, "/ops/staff/add", {
      phone: newPhone(),
      name: "lock-me",
      role: "clerk",
    });
    const phone = added.data.phone as string;
    const { password } = await setUp(added.data.setupToken, phone, false);
    for (let i = 0; i < 5; i++) {
      const wrong = await login({ phone, password: `wrong-${i}-password` });
      expect(wrong.code).toBe(401);
    }
    const locked = await login({ phone, password });
    expect(locked.code).toBe(429);
    expect(locked.data.retryAfterSeconds).toBeGreaterThan(0);
    // One address guessing at many phones is locked too, the right password of another included.
    const address = "198.51.100.7";
    for (let i = 0; i < 5; i++)
      expect((await login({ phone: newPhone(), password: "Wrong-pass-1" }, address)).code).toBe(
        401,
      );
    expect((await login({ phone: owner.phone, password: owner.password }, address)).code).toBe(429);
  });

  it("walks every operator endpoint against every built-in role: allowed or refused as the table says", async () => {
    const endpoints = operatorEndpoints();
    expect(endpoints.length).toBeGreaterThan(50);
    for (const [role, definition] of Object.entries(BUILT_IN_ROLES)) {
      const added = await staffCall(owner.session, "/ops/staff/add", {
        phone: newPhone(),
        name: `matrix-${role}`,
        role,
      });
      expect(added.code, added.message).toBe(0);
      const { session } = await setUp(added.data.setupToken, added.data.phone, role === "owner");
      const made = await staffCall(session, "/ops/me/tokens/create", { label: `matrix ${role}` });
      const token = made.data.token as string;
      const granted = new Set<string>(definition.permissions);
      for (const endpoint of endpoints) {
        // Logging out with a token ends nothing; the answer is what is checked.
        const answer = endpoint.file
          ? await fileCall(token, endpoint.path)
          : await staffCall(token, endpoint.path, endpoint.method === "post" ? {} : undefined);
        const allowed =
          endpoint.permission === SELF || granted.has(endpoint.permission as Permission);
        const refused = answer.code === 403 && answer.message.includes(String(endpoint.permission));
        expect(
          refused,
          `${role} ${endpoint.method} ${endpoint.path} (${endpoint.permission}): ${answer.http} ${answer.message}`,
        ).toBe(!allowed);
        if (allowed) expect(answer.http).not.toBe(401);
      }
    }
  });

  it("refuses a disabled member's session and token, and a revoked token, at once", async () => {
    const added = await staffCall(owner.session, "/ops/staff/add", {
      phone: newPhone(),
      name: "仓库-李",
      role: "warehouse",
    });
    const { session } = await setUp(added.data.setupToken, added.data.phone, false);
    const made = await staffCall(session, "/ops/me/tokens/create", { label: "扫码枪 📦" });
    expect(made.code).toBe(0);
    expect((await staffCall(made.data.token, "/ops/order/list")).code).toBe(200);
    // Revoked by its holder: refused on the next call.
    const revoked = await staffCall(session, "/ops/me/tokens/revoke", { tokenId: made.data.id });
    expect(revoked.code).toBe(0);
    const afterRevoke = await staffCall(made.data.token, "/ops/order/list");
    expect(afterRevoke.http).toBe(401);
    const second = await staffCall(session, "/ops/me/tokens/create", { label: "second" });
    // Disabled by the owner: the session and the other token end together.
    const disabled = await staffCall(owner.session, "/ops/staff/disable", {
      staffId: added.data.id,
    });
    expect(disabled.code, disabled.message).toBe(0);
    expect((await staffCall(session, "/ops/order/list")).http).toBe(401);
    expect((await staffCall(second.data.token, "/ops/order/list")).http).toBe(401);
    const sessions = await db()
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.staffId, added.data.id));
    expect(sessions).toEqual([]);
    const [row] = await db()
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, "POST /ops/staff/disable"));
    expect(row).toMatchObject({
      staffId: owner.id,
      actor: "店主-王",
      target: `staff:${added.data.id}`,
      before: expect.objectContaining({ disabled: false }),
      after: expect.objectContaining({ disabled: true }),
    });
  });

  it("makes a role, gives it to a member, enables one again, makes a new link and signs out", async () => {
    const saved = await staffCall(owner.session, "/ops/staff/roles", {
      key: "cellar",
      nameCh: "酒窖管理员",
      nameEn: "Cellar keeper",
      permissions: ["stock.receive", "orders.read"],
    });
    expect(saved.code, saved.message).toBe(0);
    // A new role's form never changes a role that has its key, nor a built-in one.
    for (const key of ["cellar", "clerk"]) {
      const taken = await staffCall(owner.session, "/ops/staff/roles", {
        key,
        nameCh: "另一个",
        nameEn: "Another",
        permissions: ["audit.read"],
        create: true,
      });
      expect([taken.code, taken.message]).toEqual([
        409,
        `there is already a role ${key}: choose another key, or change that role`,
      ]);
    }
    const unnamed = await staffCall(owner.session, "/ops/staff/roles", {
      key: "taster",
      nameCh: " ",
      nameEn: "x".repeat(41),
      permissions: [],
      create: true,
    });
    expect(unnamed.code).toBe(422);
    expect(unnamed.data.fieldErrors).toEqual({
      nameCh: ["roleName.required"],
      nameEn: ["roleNameEn.tooLong"],
    });
    const added = await staffCall(owner.session, "/ops/staff/add", {
      phone: newPhone(),
      name: "酒窖-赵",
      role: "warehouse",
    });
    const id = added.data.id as number;
    const role = await staffCall(owner.session, "/ops/staff/role", { staffId: id, role: "cellar" });
    expect(role.data).toMatchObject({ id, role: "cellar" });
    // A new link replaces the first: the first is spent.
    const reset = await staffCall(owner.session, "/ops/staff/reset", { staffId: id });
    expect(reset.code).toBe(0);
    expect((await call(svc.base, `/staff/setup?token=${added.data.setupToken}`)).code).toBe(410);
    const { session } = await setUp(reset.data.setupToken, added.data.phone, false);
    const me = await staffCall(session, "/ops/me");
    expect(me.data.permissions).toEqual(["orders.read", "stock.receive"]);
    const [cellar] = await db().select().from(staffRoles).where(eq(staffRoles.key, "cellar"));
    expect(cellar).toMatchObject({
      nameCh: "酒窖管理员",
      permissions: ["orders.read", "stock.receive"],
    });
    expect((await staffCall(owner.session, "/ops/staff/disable", { staffId: id })).code).toBe(0);
    const enabled = await staffCall(owner.session, "/ops/staff/enable", { staffId: id });
    expect(enabled.data).toMatchObject({ id, disabled: false });
    // Enabled again, the member signs in anew: the old session ended with the disabling.
    expect((await staffCall(session, "/ops/me")).http).toBe(401);
    const again = await login({ phone: added.data.phone, password: "Cellar-2026-密码" });
    expect(again.code).toBe(200);
    const out = await staffCall(again.data.session, "/ops/me/logout", {});
    expect(out.code).toBe(0);
    expect((await staffCall(again.data.session, "/ops/me")).http).toBe(401);
    const rows = await db()
      .select({ action: staffAudit.action, before: staffAudit.before, after: staffAudit.after })
      .from(staffAudit)
      .where(eq(staffAudit.target, `staff:${id}`));
    expect(rows.map((row) => row.action)).toEqual([
      "POST /ops/staff/role",
      "POST /ops/staff/reset",
      "POST /staff/setup",
      "POST /staff/login",
      "POST /ops/staff/disable",
      "POST /ops/staff/enable",
      "POST /staff/login",
    ]);
    expect(rows[0]).toMatchObject({
      before: expect.objectContaining({ role: "warehouse" }),
      after: expect.objectContaining({ role: "cellar" }),
    });
  });

  it("changes a member's own password: the current one and a fresh code checked, every session ended, each wrong try counted", async () => {
    const phone = newPhone();
    const added = await staffCall(owner.session, "/ops/staff/add", {
      phone,
      name: "店主-改密",
      role: "owner",
    });
    const { password, totpSecret, session } = await setUp(added.data.setupToken, phone, true);
    const id = added.data.id as number;
    /** The code of this moment, usable once more (the tests move the last step back). */
    const code = async () => {
      await db()
        .update(staff)
        .set({ totpLastStep: stepAt(Date.now()) - 2 })
        .where(eq(staff.id, id));
      return freshCode(totpSecret!);
    };
    const other = await login({ phone, password, totp: await code() });
    expect(other.code, other.message).toBe(200);
    const token = (await staffCall(session, "/ops/me/tokens/create", { label: "改密 🍷" })).data
      .token as string;
    const change = (secret: string, body: Record<string, string>) =>
      staffCall(secret, "/ops/me/password", body);
    const newPassword = "Newer-2026-密码🍷";
    const base = { oldPassword: password, newPassword, confirm: newPassword };

    const byToken = await change(token, { ...base, totp: await code() });
    expect([byToken.code, byToken.message]).toEqual([
      403,
      "change the password signed in to the console, not with a token",
    ]);
    const refusals: [Record<string, string>, string, string][] = [
      [{ ...base, oldPassword: "Wrong-2026-x" }, "oldPassword", "staffPassword.wrong"],
      [base, "totp", "totp.required"],
      [{ ...base, confirm: "Other-2026-x" }, "confirm", "password.mismatch"],
      [{ ...base, newPassword: password, confirm: password }, "newPassword", "staffPassword.same"],
    ];
    for (const [body, field, key] of refusals) {
      const refused = await change(session, body);
      expect(refused.code, JSON.stringify(body)).toBe(422);
      expect(refused.data.fieldErrors[field]).toEqual([key]);
    }
    const [before] = await db().select().from(staff).where(eq(staff.id, id));
    const done = await change(session, { ...base, totp: await code() });
    expect([done.code, done.message]).toEqual([0, "password changed: sign in with the new one"]);
    // Every session ends, the one it was sent from too; the token (npm run ops) stays.
    expect((await staffCall(session, "/ops/me")).http).toBe(401);
    expect((await staffCall(other.data.session, "/ops/me")).http).toBe(401);
    expect((await staffCall(token, "/ops/me")).code).toBe(200);
    const [after] = await db().select().from(staff).where(eq(staff.id, id));
    expect(after.passwordHash).not.toBe(before.passwordHash);
    expect((await login({ phone, password, totp: await code() })).code).toBe(401);
    const again = await login({ phone, password: newPassword, totp: await code() });
    expect(again.code, again.message).toBe(200);
    // One audit row, of the change, without a secret in it.
    const rows = await db()
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, "POST /ops/me/password"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ staffId: id, target: `staff:${id}` });
    expect(JSON.stringify(rows[0])).not.toContain("Newer-2026");
    // A wrong current password counts as a wrong sign-in: after five, the right one is refused.
    for (let i = 0; i < 5; i++)
      expect(
        (await change(again.data.session, { ...base, oldPassword: `Wrong-2026-${i}` })).code,
      ).toBe(422);
    const locked = await change(again.data.session, {
      oldPassword: newPassword,
      newPassword: "Third-2026-密码",
      confirm: "Third-2026-密码",
      totp: await code(),
    });
    expect(locked.code).toBe(429);
  });

  it("sets a password once when the set-up form is sent twice at once", async () => {
    const added = await staffCall(owner.session, "/ops/staff/add", {
      phone: newPhone(),
      name: "twice",
      role: "finance",
    });
    const send = (password: string) =>
      call(svc.base, "/staff/completeSetup", {
        method: "POST",
        lang: "en",
        body: { token: added.data.setupToken, password, confirm: password },
      });
    const answers = await Promise.all([send("First-pass-2026"), send("Second-pass-2026")]);
    expect(answers.map((a) => a.code).sort()).toEqual([0, 410]);
    const rows = await db()
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.target, `staff:${added.data.id}`));
    expect(rows.map((row) => row.action)).toEqual(["POST /staff/setup"]);
  });

  it("keeps one owner when two owners disable each other at once", async () => {
    const added = await staffCall(owner.session, "/ops/staff/add", {
      phone: newPhone(),
      name: "second-owner",
      role: "owner",
    });
    const second = await setUp(added.data.setupToken, added.data.phone, true);
    // Only the two of them are owners now: the matrix's owner is disabled first.
    const others = await db().select().from(staff).where(eq(staff.roleKey, "owner"));
    for (const other of others)
      if (other.id !== owner.id && other.id !== added.data.id && !other.disabledAt)
        expect(
          (await staffCall(owner.session, "/ops/staff/disable", { staffId: other.id })).code,
        ).toBe(0);
    const answers = await Promise.all([
      staffCall(owner.session, "/ops/staff/disable", { staffId: added.data.id }),
      staffCall(second.session, "/ops/staff/disable", { staffId: owner.id }),
    ]);
    // One wins; the other is refused: as the last owner (409), or, disabled first, by its own
    // session's end (401).
    const codes = answers.map((a) => a.code).sort();
    expect(codes[0]).toBe(0);
    expect([401, 409]).toContain(codes[1]);
    const active = await db().select().from(staff).where(eq(staff.roleKey, "owner"));
    expect(active.filter((row) => !row.disabledAt)).toHaveLength(1);
    // The rest of the file goes on as the first owner: bring them back if they lost.
    const first = active.find((row) => row.id === owner.id)!;
    if (first.disabledAt) {
      await staffCall(second.session, "/ops/staff/enable", { staffId: owner.id });
      await db()
        .update(staff)
        .set({ totpLastStep: stepAt(Date.now()) - 2 })
        .where(eq(staff.id, owner.id));
      const again = await login({
        phone: owner.phone,
        password: owner.password,
        totp: freshCode(owner.totpSecret!),
      });
      owner.session = again.data.session;
    }
  });

  it("never lets the last owner go, nor an owner disable themself", async () => {
    const self = await staffCall(owner.session, "/ops/staff/disable", { staffId: owner.id });
    expect(self.code).toBe(409);
    const demote = await staffCall(owner.session, "/ops/staff/role", {
      staffId: owner.id,
      role: "clerk",
    });
    expect(demote.code).toBe(409);
    const [still] = await db().select().from(staff).where(eq(staff.id, owner.id));
    expect(still.roleKey).toBe("owner");
    expect(still.disabledAt).toBeNull();
  });

  it("refuses a clerk the settings and the staff, and writes nothing", async () => {
    const added = await staffCall(owner.session, "/ops/staff/add", {
      phone: newPhone(),
      name: "clerk-zhang",
      role: "clerk",
    });
    const { session } = await setUp(added.data.setupToken, added.data.phone, false);
    const before = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(staffAudit);
    const settings = await staffCall(session, "/ops/shop/customerService", {
      hotline: "400-820-8820",
      hours: "09:00-21:00",
      wechatId: "cellar_service",
    });
    expect([settings.http, settings.code]).toEqual([200, 403]);
    expect(settings.message).toBe("your role does not allow this (shop.settings)");
    const grant = await staffCall(session, "/ops/staff/add", {
      phone: newPhone(),
      name: "x",
      role: "owner",
    });
    expect(grant.code).toBe(403);
    const after = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(staffAudit);
    expect(after[0].n).toBe(before[0].n);
  });

  it("keeps the audit log append-only and answers it filtered, newest first", async () => {
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => "done",
        (error: { cause?: unknown }) => String(error.cause ?? error),
      );
    expect(await refusal(db().execute(sql`update staff_audit set actor = 'someone else'`))).toMatch(
      /append-only/,
    );
    expect(await refusal(db().execute(sql`delete from staff_audit`))).toMatch(/append-only/);
    expect(await refusal(db().execute(sql`truncate staff_audit`))).toMatch(/append-only/);
    const page = await staffCall(owner.session, "/ops/audit/list?action=disable");
    expect(page.code).toBe(200);
    expect(page.data.rows.length).toBeGreaterThan(0);
    expect(page.data.rows.every((row: { action: string }) => row.action.includes("disable"))).toBe(
      true,
    );
    const all = await staffCall(owner.session, "/ops/audit/list");
    const ids = all.data.rows.map((row: { id: number }) => row.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    // No secret is kept: the set-up's password and code are not in the log.
    expect(JSON.stringify(all.data.rows)).not.toContain(owner.password);
  });
});
