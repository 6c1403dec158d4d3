/** The logged-in user's own account: profile, passwords, changing the phone. */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PhoneChangeTicket, UserProfile } from "../../contract/accounts";
import { isUniqueViolation } from "../../shopping/db/errors";
import { createUser } from "../helpers/users";
import { phoneChangeTickets, users, userTokens } from "../../shopping/db/schema";
import {
  api,
  codeFor,
  loginByPassword,
  randomIp,
  registerUser,
  skipResendWait,
  snapshot,
  uniquePhone,
} from "../helpers/accounts";
import { backends, startService, type RunningService } from "../helpers/service";

describe.each(backends())("account security on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;

  beforeAll(async () => {
    svc = await startService(backend);
  });
  afterAll(async () => {
    await svc?.stop();
  });

  describe("profile", () => {
    it("updates the nickname and gender", async () => {
      const { token } = await registerUser(svc);
      const a = await api<UserProfile>(svc, "/user/user/updateUserInfo", {
        token,
        body: { nickname: "  品酒师  ", gender: 2 },
      });
      expect(a).toMatchObject({ code: 200, data: { nickname: "品酒师", gender: 2 } });
      expect((await api<UserProfile>(svc, "/user/user/getUserInfo", { token })).data).toMatchObject(
        { nickname: "品酒师", gender: 2 },
      );
    });
  });

  describe("changePassword", () => {
    it("checks the old password, then revokes every token of the user", async () => {
      const { phone, password, token } = await registerUser(svc);
      const second = await loginByPassword(svc, phone, password, { ip: randomIp() });
      const bystander = await registerUser(svc);

      const before = await snapshot(db(), { userTokens });
      const wrongOld = await api(svc, "/user/user/changePassword", {
        token,
        lang: "en",
        body: { oldPassword: "not-mine1", newPassword: "fresh-pass2" },
      });
      expect(wrongOld).toMatchObject({
        code: 422,
        message: "the current password is not correct",
        data: { fieldErrors: { oldPassword: ["password.wrongOld"] } },
      });
      const same = await api(svc, "/user/user/changePassword", {
        token,
        body: { oldPassword: password, newPassword: password },
      });
      expect(same.data.fieldErrors).toEqual({ newPassword: ["password.sameAsOld"] });
      expect(await snapshot(db(), { userTokens })).toEqual(before);
      expect((await api(svc, "/user/user/getUserInfo", { token })).code).toBe(200);

      const ok = await api(svc, "/user/user/changePassword", {
        token,
        body: { oldPassword: password, newPassword: "fresh-pass2" },
      });
      expect(ok).toMatchObject({ http: 200, code: 0, message: "修改成功，请重新登录" });
      for (const t of [token, second.data.token])
        expect((await api(svc, "/user/user/getUserInfo", { token: t })).http).toBe(403);
      expect((await api(svc, "/user/user/getUserInfo", { token: bystander.token })).code).toBe(200);

      expect((await loginByPassword(svc, phone, password, { ip: randomIp() })).code).toBe(422);
      expect((await loginByPassword(svc, phone, "fresh-pass2", { ip: randomIp() })).code).toBe(200);
    });

    it("answers in English too", async () => {
      const { password, token } = await registerUser(svc);
      const ok = await api(svc, "/user/user/changePassword", {
        token,
        lang: "en",
        body: { oldPassword: password, newPassword: "fresh-pass2" },
      });
      expect(ok).toMatchObject({ code: 0, message: "modification successful and re-login needed" });
    });

    it("stops guessing the old password after 5 wrong tries", async () => {
      const { password, token } = await registerUser(svc);
      for (let i = 0; i < 5; i++)
        await api(svc, "/user/user/changePassword", {
          token,
          body: { oldPassword: `guess-${i}x`, newPassword: "fresh-pass2" },
        });
      expect(
        (
          await api(svc, "/user/user/changePassword", {
            token,
            body: { oldPassword: password, newPassword: "fresh-pass2" },
          })
        ).code,
      ).toBe(429);
    });
  });

  describe("setPassword", () => {
    it("sets a first password once", async () => {
      const { user, token } = await createUser(db());
      expect(
        (await api<UserProfile>(svc, "/user/user/getUserInfo", { token })).data.hasPassword,
      ).toBe(false);
      const a = await api(svc, "/user/user/setPassword", {
        token,
        body: { newPassword: "first-pass1" },
      });
      expect(a).toMatchObject({ code: 0, message: "设置成功" });
      expect(
        (await api<UserProfile>(svc, "/user/user/getUserInfo", { token })).data.hasPassword,
      ).toBe(true);
      expect((await loginByPassword(svc, user.phone, "first-pass1", { ip: randomIp() })).code).toBe(
        200,
      );

      const [before] = await db()
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.id, user.id));
      const again = await api(svc, "/user/user/setPassword", {
        token,
        lang: "en",
        body: { newPassword: "second-pass2" },
      });
      expect(again).toMatchObject({
        code: 409,
        message: "a password is already set; change it instead",
      });
      const [after] = await db()
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.id, user.id));
      expect(after.hash).toBe(before.hash);
    });

    it("changePassword on an account without a password says to set one", async () => {
      const { token } = await createUser(db());
      expect(
        (
          await api(svc, "/user/user/changePassword", {
            token,
            body: { oldPassword: "anything1", newPassword: "fresh-pass2" },
          })
        ).code,
      ).toBe(409);
    });
  });

  it("recognises the unique violation the phone change and registration map to 409", async () => {
    const { user } = await createUser(db());
    const error = await db()
      .insert(users)
      .values({ phone: user.phone, nickname: "dup" })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(error, "users_phone_uq")).toBe(true);
    expect(isUniqueViolation(error, "something_else_uq")).toBe(false);
    expect(isUniqueViolation(new Error("other"))).toBe(false);
  });

  describe("changing the phone", () => {
    async function ticketFor(me: { phone: string; token: string; ip: string }) {
      const smsCode = await codeFor(svc, me.phone, "verifyOldPhone", {
        ip: me.ip,
        token: me.token,
      });
      return api<PhoneChangeTicket>(svc, "/user/user/verifyOldPhone", {
        token: me.token,
        body: { phone: me.phone, smsCode },
      });
    }

    it("moves the account to a new number in two steps", async () => {
      const me = await registerUser(svc);
      const step1 = await ticketFor(me);
      expect(step1).toMatchObject({ code: 200, data: { expiresInSeconds: 600 } });
      expect(step1.data.ticket.length).toBeGreaterThanOrEqual(40);

      const newPhone = uniquePhone();
      const smsCode = await codeFor(svc, newPhone, "bindNewPhone", {
        ip: randomIp(),
        token: me.token,
      });
      const step2 = await api<UserProfile>(svc, "/user/user/bindNewPhone", {
        token: me.token,
        body: { ticket: step1.data.ticket, phone: newPhone, smsCode },
      });
      expect(step2).toMatchObject({
        code: 0,
        message: "验证成功",
        data: { phoneMasked: `${newPhone.slice(0, 3)}****${newPhone.slice(-4)}` },
      });
      expect((await loginByPassword(svc, newPhone, me.password, { ip: randomIp() })).code).toBe(
        200,
      );
      expect((await loginByPassword(svc, me.phone, me.password, { ip: randomIp() })).code).toBe(
        422,
      );
    });

    it("step 1 refuses another number and a wrong code", async () => {
      const me = await registerUser(svc);
      const other = await registerUser(svc);
      const before = await snapshot(db(), { phoneChangeTickets });
      const mismatch = await api(svc, "/user/user/verifyOldPhone", {
        token: me.token,
        lang: "en",
        body: { phone: other.phone, smsCode: "123456" },
      });
      expect(mismatch).toMatchObject({
        code: 422,
        message: "This is not the number registered to your account",
        data: { fieldErrors: { phone: ["phone.mismatch"] } },
      });
      const smsCode = await codeFor(svc, me.phone, "verifyOldPhone", {
        ip: me.ip,
        token: me.token,
      });
      const wrong = await api(svc, "/user/user/verifyOldPhone", {
        token: me.token,
        body: { phone: me.phone, smsCode: smsCode === "000000" ? "111111" : "000000" },
      });
      expect(wrong.data.fieldErrors).toEqual({ smsCode: ["sms.wrong"] });
      expect(await snapshot(db(), { phoneChangeTickets })).toEqual(before);
    });

    it("step 2 refuses a number another account has, without spending the ticket", async () => {
      const me = await registerUser(svc);
      const other = await registerUser(svc);
      const { data } = await ticketFor(me);
      const taken = await api(svc, "/user/user/bindNewPhone", {
        token: me.token,
        lang: "en",
        body: { ticket: data.ticket, phone: other.phone, smsCode: "123456" },
      });
      expect(taken).toMatchObject({ code: 409, message: "this number belongs to another account" });
      const newPhone = uniquePhone();
      const smsCode = await codeFor(svc, newPhone, "bindNewPhone", {
        ip: randomIp(),
        token: me.token,
      });
      expect(
        (
          await api(svc, "/user/user/bindNewPhone", {
            token: me.token,
            body: { ticket: data.ticket, phone: newPhone, smsCode },
          })
        ).code,
      ).toBe(0);
    });

    it("a ticket is single use, of its own user, and expires", async () => {
      const me = await registerUser(svc);
      const stranger = await registerUser(svc);
      const { data } = await ticketFor(me);
      const bind = async (token: string, ticket: string) => {
        const phone = uniquePhone();
        const smsCode = await codeFor(svc, phone, "bindNewPhone", { ip: randomIp(), token });
        return {
          phone,
          answer: await api(svc, "/user/user/bindNewPhone", {
            token,
            body: { ticket, phone, smsCode },
          }),
        };
      };
      const stolen = await bind(stranger.token, data.ticket);
      expect(stolen.answer).toMatchObject({
        code: 422,
        data: { fieldErrors: { ticket: ["ticket.invalid"] } },
      });
      expect((await bind(me.token, data.ticket)).answer.code).toBe(0);
      const replay = await bind(me.token, data.ticket);
      expect(replay.answer.data.fieldErrors).toEqual({ ticket: ["ticket.invalid"] });
      expect(await db().select().from(users).where(eq(users.phone, replay.phone))).toHaveLength(0);

      const [fresh] = await db().select().from(users).where(eq(users.id, me.user.id));
      await skipResendWait(db(), fresh.phone);
      const late = await ticketFor({ ...me, phone: fresh.phone });
      await db()
        .update(phoneChangeTickets)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(phoneChangeTickets.userId, me.user.id));
      expect((await bind(me.token, late.data.ticket)).answer.data.fieldErrors).toEqual({
        ticket: ["ticket.invalid"],
      });
    });

    it("a registration and a phone change racing for one number: one wins, the other gets 409", async () => {
      const me = await registerUser(svc);
      const { data } = await ticketFor(me);
      const target = uniquePhone();
      const registerCode = await codeFor(svc, target, "register", { ip: randomIp() });
      await skipResendWait(db(), target);
      const bindCode = await codeFor(svc, target, "bindNewPhone", {
        ip: randomIp(),
        token: me.token,
      });
      const [registered, bound] = await Promise.all([
        api(svc, "/user/user/register", {
          body: {
            phone: target,
            smsCode: registerCode,
            password: "wine2024",
            agreed: true,
            adult: true,
          },
        }),
        api(svc, "/user/user/bindNewPhone", {
          token: me.token,
          body: { ticket: data.ticket, phone: target, smsCode: bindCode },
        }),
      ]);
      expect([registered.code, bound.code].sort()).toEqual(
        registered.code === 200 ? [200, 409] : [0, 409],
      );
      expect(await db().select().from(users).where(eq(users.phone, target))).toHaveLength(1);
    });
  });
});
