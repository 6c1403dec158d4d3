/** Image captchas and SMS codes: every rule of sending and of using them. */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CaptchaImage } from "../../contract/accounts";
import { captchas, smsCodes, smsOutbox, users } from "../../shopping/db/schema";
import {
  api,
  codeFor,
  latestCode,
  newCaptcha,
  randomIp,
  registerUser,
  sendCode,
  skipResendWait,
  snapshot,
  uniquePhone,
} from "../helpers/accounts";
import { backends, startService, type RunningService } from "../helpers/service";

const SEND = "/user/sms/sendSmsCode";
const REGISTER = "/user/user/register";

describe.each(backends())("captchas and SMS codes on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;
  const registerBody = (phone: string, smsCode: string) => ({
    phone,
    smsCode,
    password: "wine2024",
    agreed: true,
    adult: true,
  });

  beforeAll(async () => {
    svc = await startService(backend);
  });
  afterAll(async () => {
    await svc?.stop();
  });

  describe("image captcha", () => {
    it("answers an SVG of 4 characters valid 2 minutes, stored lowercased", async () => {
      const a = await api<CaptchaImage>(svc, "/user/captcha/getImageCaptcha", { method: "POST" });
      expect(a).toMatchObject({ http: 200, code: 200, data: { expiresInSeconds: 120 } });
      expect(a.data.svg.startsWith("<svg")).toBe(true);
      const [row] = await db().select().from(captchas).where(eq(captchas.id, a.data.captchaId));
      expect(row.answer).toMatch(/^[a-z0-9]{4}$/);
      // No look-alikes: 0/o, 1/i/l, 2/z, 5/s, 9/q, b, v.
      expect(row.answer).not.toMatch(/[01259bilosqvz]/);
      expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(120_000);
      // Drawn as paths, not as text a script could read.
      expect(a.data.svg).not.toContain("<text");
    });

    it("is case-insensitive", async () => {
      const phone = uniquePhone();
      const { captchaId, captchaCode } = await newCaptcha(svc);
      const a = await api(svc, SEND, {
        ip: randomIp(),
        body: { phone, purpose: "register", captchaId, captchaCode: captchaCode.toUpperCase() },
      });
      expect(a.code).toBe(200);
    });

    it("refuses a wrong, expired, reused or unknown captcha, and any check consumes it", async () => {
      const ip = randomIp();
      const phone = uniquePhone();
      const send = (captchaId: string, captchaCode: string, lang = "ch") =>
        api(svc, SEND, { ip, lang, body: { phone, purpose: "register", captchaId, captchaCode } });
      const before = await snapshot(db(), { smsCodes, smsOutbox });

      const wrong = await newCaptcha(svc);
      const answer = await send(
        wrong.captchaId,
        wrong.captchaCode === "xxxx" ? "yyyy" : "xxxx",
        "en",
      );
      expect(answer).toMatchObject({
        http: 200,
        code: 422,
        message: "The image verification code is not correct",
        data: { fieldErrors: { captchaCode: ["captcha.invalid"] } },
      });
      // Consumed by the wrong guess: the right answer no longer works.
      expect((await send(wrong.captchaId, wrong.captchaCode)).data.fieldErrors).toEqual({
        captchaCode: ["captcha.invalid"],
      });

      const expired = await newCaptcha(svc);
      await db()
        .update(captchas)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(captchas.id, expired.captchaId));
      expect((await send(expired.captchaId, expired.captchaCode)).code).toBe(422);

      expect((await send("no-such-captcha", "abcd")).code).toBe(422);
      expect(await snapshot(db(), { smsCodes, smsOutbox })).toEqual(before);

      const used = await newCaptcha(svc);
      expect((await send(used.captchaId, used.captchaCode)).code).toBe(200);
      await skipResendWait(db(), phone);
      expect((await send(used.captchaId, used.captchaCode)).data.fieldErrors).toEqual({
        captchaCode: ["captcha.invalid"],
      });
    });
  });

  describe("sending", () => {
    it("texts a 6-digit code stored only as a hash, valid 5 minutes", async () => {
      const phone = uniquePhone();
      const a = await sendCode(svc, phone, "register", { ip: randomIp() });
      expect(a).toMatchObject({ http: 200, code: 200, data: { resendAfterSeconds: 60 } });
      const code = await latestCode(db(), phone, "register");
      expect(code).toMatch(/^\d{6}$/);
      const [row] = await db().select().from(smsCodes).where(eq(smsCodes.phone, phone));
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.codeHash).not.toContain(code);
      expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(300_000);
      const [text] = await db().select().from(smsOutbox).where(eq(smsOutbox.phone, phone));
      expect(text).toMatchObject({
        provider: "outbox",
        purpose: "register",
        body: `【醇境酒窖】您的验证码是${code}，5分钟内有效。请勿泄露给他人。`,
      });
    });

    it("writes the text in the caller's language", async () => {
      const phone = uniquePhone();
      await sendCode(svc, phone, "register", { ip: randomIp(), lang: "en" });
      const [text] = await db().select().from(smsOutbox).where(eq(smsOutbox.phone, phone));
      expect(text.body).toMatch(
        /^\[Vintry Cellars\] Your verification code is \d{6}\. It is valid for 5 minutes\./,
      );
    });

    it("refuses a resend within 60 seconds and says how long to wait", async () => {
      const phone = uniquePhone();
      const ip = randomIp();
      expect((await sendCode(svc, phone, "register", { ip })).code).toBe(200);
      const again = await sendCode(svc, phone, "register", { ip, lang: "en" });
      expect(again).toMatchObject({ http: 200, code: 429, status: 429 });
      expect(again.data.retryAfterSeconds).toBeGreaterThan(55);
      expect(again.data.retryAfterSeconds).toBeLessThanOrEqual(60);
      expect(again.message).toBe(
        `Please wait ${again.data.retryAfterSeconds} seconds before asking for another code`,
      );
      const ch = await sendCode(svc, phone, "register", { ip });
      expect(ch.message).toMatch(/^请 \d+ 秒后再获取验证码$/);

      await db()
        .update(smsCodes)
        .set({ createdAt: sql`now() - interval '50 seconds'` })
        .where(eq(smsCodes.phone, phone));
      const later = await sendCode(svc, phone, "register", { ip });
      expect(later.data.retryAfterSeconds).toBeGreaterThanOrEqual(9);
      expect(later.data.retryAfterSeconds).toBeLessThanOrEqual(10);
      await skipResendWait(db(), phone, 11);
      expect((await sendCode(svc, phone, "register", { ip })).code).toBe(200);
      expect(await db().select().from(smsCodes).where(eq(smsCodes.phone, phone))).toHaveLength(2);
    });

    it("sends at most 10 codes a day to one number", async () => {
      const phone = uniquePhone();
      for (let i = 0; i < 10; i++) {
        expect(
          (await sendCode(svc, phone, "register", { ip: randomIp() })).code,
          `send ${i + 1}`,
        ).toBe(200);
        await skipResendWait(db(), phone, 120);
      }
      const eleventh = await sendCode(svc, phone, "register", { ip: randomIp(), lang: "en" });
      expect(eleventh).toMatchObject({
        code: 429,
        message: "This number has received the most codes allowed today; please try again tomorrow",
      });
      // The oldest send leaves the 24-hour window: one more is allowed.
      await db().execute(
        sql`update sms_codes set created_at = now() - interval '25 hours' where id = (select min(id) from sms_codes where phone = ${phone})`,
      );
      expect((await sendCode(svc, phone, "register", { ip: randomIp() })).code).toBe(200);
    });

    it("sends at most 30 codes a day to one client address", async () => {
      const ip = randomIp();
      for (let i = 0; i < 30; i++) {
        expect((await sendCode(svc, uniquePhone(), "register", { ip })).code, `send ${i + 1}`).toBe(
          200,
        );
      }
      const before = await snapshot(db(), { smsCodes, smsOutbox });
      const refused = await sendCode(svc, uniquePhone(), "register", { ip });
      expect(refused).toMatchObject({
        code: 429,
        message: "您的网络今日获取验证码次数过多，请明天再试",
      });
      expect(await snapshot(db(), { smsCodes, smsOutbox })).toEqual(before);
      expect((await sendCode(svc, uniquePhone(), "register", { ip: randomIp() })).code).toBe(200);
    });

    it("register: refuses a registered number; login: refuses an unknown one", async () => {
      const { phone } = await registerUser(svc);
      expect(await sendCode(svc, phone, "register", { ip: randomIp(), lang: "en" })).toMatchObject({
        code: 409,
        message: "this number is already registered",
      });
      expect(await sendCode(svc, uniquePhone(), "login", { ip: randomIp() })).toMatchObject({
        code: 404,
        message: "该手机号尚未注册",
      });
      expect((await sendCode(svc, phone, "login", { ip: randomIp() })).code).toBe(200);
    });

    it("verifyOldPhone and bindNewPhone need a login and the right number", async () => {
      const me = await registerUser(svc);
      const other = await registerUser(svc);
      const ip = randomIp();
      for (const purpose of ["verifyOldPhone", "bindNewPhone"] as const) {
        expect(await sendCode(svc, me.phone, purpose, { ip })).toMatchObject({
          http: 401,
          code: 401,
        });
      }
      expect(
        await sendCode(svc, other.phone, "verifyOldPhone", { ip, token: me.token }),
      ).toMatchObject({
        code: 422,
        message: "手机号与注册手机号不一致",
        data: { fieldErrors: { phone: ["phone.mismatch"] } },
      });
      expect((await sendCode(svc, me.phone, "verifyOldPhone", { ip, token: me.token })).code).toBe(
        200,
      );
      expect(
        await sendCode(svc, other.phone, "bindNewPhone", { ip, token: me.token, lang: "en" }),
      ).toMatchObject({ code: 409, message: "this number belongs to another account" });
      expect(
        (await sendCode(svc, uniquePhone(), "bindNewPhone", { ip, token: me.token })).code,
      ).toBe(200);
    });
  });

  describe("using a code", () => {
    it("a code is single use: replaying it fails", async () => {
      const phone = uniquePhone();
      const code = await codeFor(svc, phone, "register", { ip: randomIp() });
      expect((await api(svc, REGISTER, { body: registerBody(phone, code) })).code).toBe(200);
      const [row] = await db().select().from(smsCodes).where(eq(smsCodes.phone, phone));
      expect(row.usedAt).not.toBeNull();
      const login = await api(svc, "/user/user/loginBySms", {
        ip: randomIp(),
        body: { phone, smsCode: code, ...(await newCaptcha(svc)) },
      });
      expect(login.data.fieldErrors).toEqual({ smsCode: ["sms.wrong"] });
    });

    it("a used code cannot register twice, even at the same moment", async () => {
      const phone = uniquePhone();
      const code = await codeFor(svc, phone, "register", { ip: randomIp() });
      const answers = await Promise.all(
        [1, 2, 3].map(() => api(svc, REGISTER, { body: registerBody(phone, code) })),
      );
      expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
      expect(await db().select().from(users).where(eq(users.phone, phone))).toHaveLength(1);
    });

    it("an expired code fails", async () => {
      const phone = uniquePhone();
      const code = await codeFor(svc, phone, "register", { ip: randomIp() });
      await db()
        .update(smsCodes)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(smsCodes.phone, phone));
      const before = await snapshot(db(), { users });
      const a = await api(svc, REGISTER, { lang: "en", body: registerBody(phone, code) });
      expect(a).toMatchObject({
        code: 422,
        message: "the SMS code is wrong or has expired",
        data: { fieldErrors: { smsCode: ["sms.wrong"] } },
      });
      expect(await snapshot(db(), { users })).toEqual(before);
    });

    it("5 wrong tries kill the code, even for the right answer", async () => {
      const phone = uniquePhone();
      const code = await codeFor(svc, phone, "register", { ip: randomIp() });
      const wrong = code === "000000" ? "111111" : "000000";
      for (let i = 0; i < 5; i++)
        expect(
          (await api(svc, REGISTER, { body: registerBody(phone, wrong) })).data.fieldErrors,
        ).toEqual({ smsCode: ["sms.wrong"] });
      const [row] = await db().select().from(smsCodes).where(eq(smsCodes.phone, phone));
      expect(row.attempts).toBe(5);
      expect((await api(svc, REGISTER, { body: registerBody(phone, code) })).code).toBe(422);
      expect(await db().select().from(users).where(eq(users.phone, phone))).toHaveLength(0);
    });

    it("4 wrong tries leave the code usable", async () => {
      const phone = uniquePhone();
      const code = await codeFor(svc, phone, "register", { ip: randomIp() });
      const wrong = code === "000000" ? "111111" : "000000";
      for (let i = 0; i < 4; i++) await api(svc, REGISTER, { body: registerBody(phone, wrong) });
      expect((await api(svc, REGISTER, { body: registerBody(phone, code) })).code).toBe(200);
    });

    it("a code works only for its own purpose and number", async () => {
      const { phone } = await registerUser(svc);
      const loginCode = await codeFor(svc, phone, "login", { ip: randomIp() });
      const fresh = uniquePhone();
      expect((await api(svc, REGISTER, { body: registerBody(fresh, loginCode) })).code).toBe(422);
      const registerCode = await codeFor(svc, fresh, "register", { ip: randomIp() });
      const login = await api(svc, "/user/user/loginBySms", {
        ip: randomIp(),
        body: { phone: fresh, smsCode: registerCode, ...(await newCaptcha(svc)) },
      });
      expect(login.data.fieldErrors).toEqual({ smsCode: ["sms.wrong"] });
      // Both codes are still good for their own purpose.
      expect((await api(svc, REGISTER, { body: registerBody(fresh, registerCode) })).code).toBe(
        200,
      );
      const ok = await api(svc, "/user/user/loginBySms", {
        ip: randomIp(),
        body: { phone, smsCode: loginCode, ...(await newCaptcha(svc)) },
      });
      expect(ok.code).toBe(200);
    });

    it("only the newest code of a number counts", async () => {
      const phone = uniquePhone();
      const first = await codeFor(svc, phone, "register", { ip: randomIp() });
      await skipResendWait(db(), phone);
      const second = await codeFor(svc, phone, "register", { ip: randomIp() });
      if (first !== second)
        expect((await api(svc, REGISTER, { body: registerBody(phone, first) })).code).toBe(422);
      expect((await api(svc, REGISTER, { body: registerBody(phone, second) })).code).toBe(200);
    });
  });

  describe("the SMS provider", () => {
    it("refuses to send in production unless SMS_PROVIDER is set, and sends nothing", async () => {
      const saved = { NODE_ENV: process.env.NODE_ENV, SMS_PROVIDER: process.env.SMS_PROVIDER };
      const env = process.env as Record<string, string | undefined>;
      try {
        env.NODE_ENV = "production";
        delete env.SMS_PROVIDER;
        const phone = uniquePhone();
        const before = await snapshot(db(), { smsCodes, smsOutbox });
        const a = await sendCode(svc, phone, "register", { ip: randomIp(), lang: "en" });
        expect(a).toMatchObject({
          code: 503,
          message: "text messages cannot be sent right now, please try again later",
        });
        expect(await snapshot(db(), { smsCodes, smsOutbox })).toEqual(before);
        env.SMS_PROVIDER = "outbox";
        expect((await sendCode(svc, phone, "register", { ip: randomIp() })).code).toBe(200);
      } finally {
        for (const [key, value] of Object.entries(saved)) {
          if (value === undefined) delete env[key];
          else env[key] = value;
        }
      }
    });
  });
});
