/** Registration, both logins, the lockout after repeated failures, logout. */
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LoginResult, UserProfile } from "../../contract/accounts";
import { loginAttempts, users, userTokens } from "../../shopping/db/schema";
import {
  api,
  codeFor,
  loginByPassword,
  newCaptcha,
  randomIp,
  registerUser,
  snapshot,
  uniquePhone,
} from "../helpers/accounts";
import { backends, startService, type RunningService } from "../helpers/service";
import { grantPoints } from "../helpers/buying";

describe.each(backends())("registration and login on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;

  beforeAll(async () => {
    svc = await startService(backend);
  });
  afterAll(async () => {
    await svc?.stop();
  });

  async function smsLogin(phone: string, smsCode: string, ip: string) {
    return api(svc, "/user/user/loginBySms", {
      ip,
      body: { phone, smsCode, ...(await newCaptcha(svc)) },
    });
  }

  /** The lock's window ends: every attempt of these keys moves back 15 minutes. */
  async function ageAttempts(pattern: string) {
    await db()
      .update(loginAttempts)
      .set({ createdAt: sql`${loginAttempts.createdAt} - interval '15 minutes'` })
      .where(like(loginAttempts.key, pattern));
  }

  describe("register", () => {
    it("creates a normal account named after the phone, with a scrypt hash, and answers a working token", async () => {
      const phone = uniquePhone();
      const smsCode = await codeFor(svc, phone, "register", { ip: randomIp() });
      const a = await api<LoginResult>(svc, "/user/user/register", {
        body: { phone, smsCode, password: "wine2024", agreed: true, adult: true },
      });
      expect(a).toMatchObject({ http: 200, code: 200 });
      expect(a.data.user).toMatchObject({
        phoneMasked: `${phone.slice(0, 3)}****${phone.slice(-4)}`,
        nickname: `醇友${phone.slice(-4)}`,
        gender: 0,
        avatar: null,
        status: "normal",
        hasPassword: true,
        points: 0,
      });
      const [row] = await db().select().from(users).where(eq(users.phone, phone));
      expect(row.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);

      const info = await api<UserProfile>(svc, "/user/user/getUserInfo", { token: a.data.token });
      expect(info).toMatchObject({ http: 200, code: 200, data: a.data.user });
      expect(Date.parse(info.data.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    });

    it("refuses a number registered meanwhile", async () => {
      const { phone } = await registerUser(svc);
      const before = await snapshot(db(), { users });
      const a = await api(svc, "/user/user/register", {
        lang: "en",
        body: { phone, smsCode: "123456", password: "wine2024", agreed: true, adult: true },
      });
      expect(a).toMatchObject({ code: 409, message: "this number is already registered" });
      expect(await snapshot(db(), { users })).toEqual(before);
    });
  });

  describe("login by password", () => {
    it("answers a token and the profile", async () => {
      const { phone, password, user } = await registerUser(svc);
      const a = await loginByPassword(svc, phone, password, { ip: randomIp() });
      expect(a).toMatchObject({ http: 200, code: 200, data: { user } });
      expect((await api(svc, "/user/user/getUserInfo", { token: a.data.token })).code).toBe(200);
    });

    it("shows the points balance, in the login's answer and the profile", async () => {
      const { phone, password, user } = await registerUser(svc);
      await grantPoints(db(), user.id, 20_000);
      await grantPoints(db(), user.id, -1_500);
      const a = (await loginByPassword(svc, phone, password, { ip: randomIp() })) as {
        data: LoginResult;
      };
      expect(a.data.user.points).toBe(18_500);
      const info = await api<UserProfile>(svc, "/user/user/getUserInfo", { token: a.data.token });
      expect(info.data.points).toBe(18_500);
    });

    it("answers the same for a wrong password and an unknown number", async () => {
      const { phone } = await registerUser(svc);
      const tokens = await snapshot(db(), { userTokens });
      const wrong = await loginByPassword(svc, phone, "wrong-pass1", {
        ip: randomIp(),
        lang: "en",
      });
      const unknown = await loginByPassword(svc, uniquePhone(), "wrong-pass1", {
        ip: randomIp(),
        lang: "en",
      });
      for (const a of [wrong, unknown]) {
        expect(a).toMatchObject({
          http: 200,
          code: 422,
          message: "wrong mobile number or password",
          data: { fieldErrors: { password: ["login.failed"] } },
        });
      }
      expect((await loginByPassword(svc, phone, "wrong-pass1", { ip: randomIp() })).message).toBe(
        "手机号或密码错误",
      );
      expect(await snapshot(db(), { userTokens })).toEqual(tokens);
    });

    it("checks the image captcha first", async () => {
      const { phone, password } = await registerUser(svc);
      const ip = randomIp();
      const a = await api(svc, "/user/user/loginByPassword", {
        ip,
        body: { phone, password, captchaId: "nope", captchaCode: "abcd" },
      });
      expect(a.data.fieldErrors).toEqual({ captchaCode: ["captcha.invalid"] });
      expect(
        await db()
          .select()
          .from(loginAttempts)
          .where(eq(loginAttempts.key, `ip:${ip}`)),
      ).toHaveLength(0);
    });

    it("lets an account of any status log in", async () => {
      const { phone, password } = await registerUser(svc);
      await db().update(users).set({ status: "under_review" }).where(eq(users.phone, phone));
      const a = await loginByPassword(svc, phone, password, { ip: randomIp() });
      expect(a.code).toBe(200);
      expect(a.data.user.status).toBe("under_review");
    });
  });

  describe("login by SMS", () => {
    it("answers a token for the right login code, once", async () => {
      const { phone, user } = await registerUser(svc);
      const ip = randomIp();
      const code = await codeFor(svc, phone, "login", { ip });
      const a = await smsLogin(phone, code, ip);
      expect(a).toMatchObject({ code: 200, data: { user } });
      expect((await api(svc, "/user/user/getUserInfo", { token: a.data.token })).code).toBe(200);
      expect((await smsLogin(phone, code, ip)).data.fieldErrors).toEqual({
        smsCode: ["sms.wrong"],
      });
    });

    it("checks the image captcha first", async () => {
      const { phone } = await registerUser(svc);
      const code = await codeFor(svc, phone, "login", { ip: randomIp() });
      const a = await api(svc, "/user/user/loginBySms", {
        body: { phone, smsCode: code, captchaId: "nope", captchaCode: "abcd" },
      });
      expect(a.data.fieldErrors).toEqual({ captchaCode: ["captcha.invalid"] });
      expect((await smsLogin(phone, code, randomIp())).code).toBe(200);
    });
  });

  describe("lockout", () => {
    it("locks a phone for 15 minutes after 5 failures, from any address", async () => {
      const { phone, password } = await registerUser(svc);
      for (let i = 0; i < 5; i++)
        expect((await loginByPassword(svc, phone, "wrong-pass1", { ip: randomIp() })).code).toBe(
          422,
        );
      const locked = await loginByPassword(svc, phone, password, { ip: randomIp(), lang: "en" });
      expect(locked).toMatchObject({
        http: 200,
        code: 429,
        message: "Too many attempts, please try again in 15 minutes",
      });
      expect(locked.data.retryAfterSeconds).toBeGreaterThan(890);
      expect((await loginByPassword(svc, phone, password, { ip: randomIp() })).message).toBe(
        "尝试次数过多，请 15 分钟后再试",
      );
      // The SMS login is locked too.
      const code = await codeFor(svc, phone, "login", { ip: randomIp() });
      expect((await smsLogin(phone, code, randomIp())).code).toBe(429);

      // Refused tries are not recorded, so they do not stretch the lock.
      const failures = await db()
        .select()
        .from(loginAttempts)
        .where(eq(loginAttempts.key, `phone:${phone}`));
      expect(failures).toHaveLength(5);

      await ageAttempts(`phone:${phone}`);
      expect((await loginByPassword(svc, phone, password, { ip: randomIp() })).code).toBe(200);
    });

    it("4 failures do not lock, and the owner's success clears them", async () => {
      const { phone, password } = await registerUser(svc);
      for (let i = 0; i < 4; i++)
        await loginByPassword(svc, phone, "wrong-pass1", { ip: randomIp() });
      expect((await loginByPassword(svc, phone, password, { ip: randomIp() })).code).toBe(200);
      for (let i = 0; i < 4; i++)
        await loginByPassword(svc, phone, "wrong-pass1", { ip: randomIp() });
      expect((await loginByPassword(svc, phone, password, { ip: randomIp() })).code).toBe(200);
    });

    it("wrong SMS codes count as failures", async () => {
      const { phone, password } = await registerUser(svc);
      const code = await codeFor(svc, phone, "login", { ip: randomIp() });
      const wrong = code === "000000" ? "111111" : "000000";
      for (let i = 0; i < 5; i++)
        expect((await smsLogin(phone, wrong, randomIp())).data.fieldErrors).toEqual({
          smsCode: ["sms.wrong"],
        });
      expect((await loginByPassword(svc, phone, password, { ip: randomIp() })).code).toBe(429);
    });

    it("locks a client address after 5 failures on any numbers; a success there does not unlock it", async () => {
      const ip = randomIp();
      const mine = await registerUser(svc);
      const victim = await registerUser(svc);
      for (let i = 0; i < 4; i++)
        expect((await loginByPassword(svc, uniquePhone(), "guess-123", { ip })).code).toBe(422);
      // The attacker logs into an own account from the same address: the address's failures stay.
      expect((await loginByPassword(svc, mine.phone, mine.password, { ip })).code).toBe(200);
      expect((await loginByPassword(svc, victim.phone, "guess-123", { ip })).code).toBe(422);
      expect((await loginByPassword(svc, victim.phone, victim.password, { ip })).code).toBe(429);
      expect((await loginByPassword(svc, mine.phone, mine.password, { ip })).code).toBe(429);
      // The victim elsewhere is not locked out by the attacker's address.
      expect(
        (await loginByPassword(svc, victim.phone, victim.password, { ip: randomIp() })).code,
      ).toBe(200);
      await ageAttempts(`ip:${ip}`);
      expect((await loginByPassword(svc, mine.phone, mine.password, { ip })).code).toBe(200);
    });

    it("20 parallel wrong passwords for one phone: 5 are tried, 15 are refused as locked", async () => {
      const { phone, password } = await registerUser(svc);
      const captchas = await Promise.all(Array.from({ length: 20 }, () => newCaptcha(svc)));
      const answers = await Promise.all(
        captchas.map((captcha) =>
          api(svc, "/user/user/loginByPassword", {
            ip: randomIp(),
            body: { phone, password: "wrong-pass1", ...captcha },
          }),
        ),
      );
      const codes = answers.map((a) => a.code).sort();
      expect(codes.filter((code) => code === 422)).toHaveLength(5);
      expect(codes.filter((code) => code === 429)).toHaveLength(15);
      const failures = await db()
        .select()
        .from(loginAttempts)
        .where(eq(loginAttempts.key, `phone:${phone}`));
      expect(failures).toHaveLength(5);
      expect((await loginByPassword(svc, phone, password, { ip: randomIp() })).code).toBe(429);
    });

    it("5 failures spread over more than 15 minutes do not lock", async () => {
      const { phone, password } = await registerUser(svc);
      for (let i = 0; i < 3; i++)
        await loginByPassword(svc, phone, "wrong-pass1", { ip: randomIp() });
      await db()
        .update(loginAttempts)
        .set({ createdAt: sql`${loginAttempts.createdAt} - interval '16 minutes'` })
        .where(eq(loginAttempts.key, `phone:${phone}`));
      for (let i = 0; i < 2; i++)
        await loginByPassword(svc, phone, "wrong-pass1", { ip: randomIp() });
      expect((await loginByPassword(svc, phone, password, { ip: randomIp() })).code).toBe(200);
    });
  });

  describe("logout", () => {
    it("revokes the caller's token only", async () => {
      const { phone, password, token } = await registerUser(svc);
      const other = await loginByPassword(svc, phone, password, { ip: randomIp() });
      const a = await api(svc, "/user/user/logout", { method: "POST", token });
      expect(a).toMatchObject({ http: 200, code: 200 });
      expect(await api(svc, "/user/user/getUserInfo", { token, lang: "en" })).toMatchObject({
        http: 403,
        code: 403,
        message: "login timed out, please log in again!",
      });
      expect((await api(svc, "/user/user/getUserInfo", { token: other.data.token })).code).toBe(
        200,
      );
    });

    it("needs a token", async () => {
      expect(await api(svc, "/user/user/logout", { method: "POST" })).toMatchObject({
        http: 401,
        code: 401,
      });
      expect(await api(svc, "/user/user/getUserInfo")).toMatchObject({ http: 401, code: 401 });
    });
  });
});
