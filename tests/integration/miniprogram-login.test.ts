/** The mini-program host's login on the service: the sandbox's codes, the phone bound once, tickets. */
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LoginResult } from "../../contract/accounts";
import type { MiniProgramLoginResult, MiniProgramSignedIn } from "../../contract/miniprogram";
import { miniProgramTickets, miniProgramUsers, users } from "../../shopping/db/schema";
import { miniProgramOpenid } from "../../shopping/miniprogram/bindings";
import { sandboxOpenid } from "../../shopping/miniprogram/jscode2session";
import {
  api,
  codeFor,
  randomIp,
  registerUser,
  skipResendWait,
  uniquePhone,
} from "../helpers/accounts";
import { backends, startService, type RunningService } from "../helpers/service";

const LOGIN = "/miniprogram/login";
const BIND = "/miniprogram/bind";
const ENTER = "/miniprogram/enter";

/** A code as the tests' fake wx.login makes it (shopping/miniprogram/jscode2session.ts). */
const wxCode = (user: string) => `sandbox-${user}-${randomBytes(6).toString("hex")}`;
const newWechatUser = () => `u${randomBytes(5).toString("hex")}`;

describe.each(backends())("the mini-program login on %s", (backend) => {
  let svc: RunningService;
  const db = () => svc.database.db;

  beforeAll(async () => {
    svc = await startService(backend);
  });
  afterAll(async () => {
    await svc?.stop();
  });

  const login = (code: string, lang = "ch") =>
    api<MiniProgramLoginResult>(svc, LOGIN, { lang, body: { code } });

  async function bindToken(wechatUser: string): Promise<string> {
    const a = await login(wxCode(wechatUser));
    expect(a).toMatchObject({ http: 200, code: 200, data: { status: "phoneNeeded" } });
    return (a.data as { bindToken: string }).bindToken;
  }

  async function bind(token: string, phone: string, smsCode?: string) {
    const ip = randomIp();
    smsCode ??= await codeFor(svc, phone, "bindMiniProgram", { ip });
    return api<MiniProgramSignedIn>(svc, BIND, {
      ip,
      body: { bindToken: token, phone, smsCode, agreed: true, adult: true },
    });
  }

  const enter = (ticket: string) => api<LoginResult>(svc, ENTER, { body: { ticket } });

  it("binds a new WeChat user to a new account once, then signs in at once", async () => {
    const wechatUser = newWechatUser();
    const phone = uniquePhone();
    const bound = await bind(await bindToken(wechatUser), phone);
    expect(bound).toMatchObject({ code: 200, data: { status: "signedIn" } });
    const [account] = await db().select().from(users).where(eq(users.phone, phone));
    expect(account).toMatchObject({ passwordHash: null, status: "normal" });
    expect(await miniProgramOpenid(db(), account.id)).toBe(sandboxOpenid(wechatUser));

    const entered = await enter(bound.data.ticket);
    expect(entered).toMatchObject({ code: 200, data: { user: { id: account.id } } });
    // The host's own token is a login too.
    const me = await api(svc, "/user/user/getUserInfo", { token: bound.data.token });
    expect(me).toMatchObject({ code: 200, data: { id: account.id } });

    // Not asked for the phone again.
    const again = await login(wxCode(wechatUser));
    expect(again).toMatchObject({ code: 200, data: { status: "signedIn" } });
    expect((await enter((again.data as MiniProgramSignedIn).ticket)).data.user.id).toBe(account.id);
  });

  it("binds an existing account by its phone, once per account", async () => {
    const { phone, user } = await registerUser(svc);
    const bound = await bind(await bindToken(newWechatUser()), phone);
    expect(bound.code).toBe(200);
    expect((await enter(bound.data.ticket)).data.user.id).toBe(user.id);

    // Another WeChat user cannot take the same account over.
    await skipResendWait(db(), phone);
    const other = await bind(await bindToken(newWechatUser()), phone);
    expect(other).toMatchObject({ http: 200, code: 409 });
    expect(other.message).toBe("该手机号已绑定其他微信");
  });

  it("refuses a wrong SMS code and keeps the bindToken for the right one", async () => {
    const token = await bindToken(newWechatUser());
    const phone = uniquePhone();
    const right = await codeFor(svc, phone, "bindMiniProgram", { ip: randomIp() });
    const wrong = await bind(token, phone, right === "000000" ? "111111" : "000000");
    expect(wrong).toMatchObject({ http: 200, code: 422 });
    expect((await bind(token, phone, right)).code).toBe(200);
    // Used once.
    const replay = await bind(token, phone, right);
    expect(replay).toMatchObject({ code: 422, message: "绑定已过期，请重新登录" });
  });

  it("refuses a used, a foreign and an expired code or ticket", async () => {
    const code = wxCode(newWechatUser());
    expect((await login(code)).code).toBe(200);
    const used = await login(code, "en");
    expect(used).toMatchObject({ http: 200, code: 422 });
    expect(used.message).toBe("this WeChat login code was already used; please log in again");

    const foreign = await login("071AbCdEfGhIjK0pQrSt", "en");
    expect(foreign).toMatchObject({ http: 200, code: 422 });
    expect(foreign.message).toBe(
      "the WeChat login code is not valid; please open the mini-program again",
    );

    const expiredBind = await bindToken(newWechatUser());
    await db()
      .update(miniProgramTickets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(miniProgramTickets.kind, "bind"));
    expect((await bind(expiredBind, uniquePhone())).code).toBe(422);

    const phone = uniquePhone();
    const bound = await bind(await bindToken(newWechatUser()), phone);
    await db()
      .update(miniProgramTickets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(miniProgramTickets.kind, "login"));
    const expired = await enter(bound.data.ticket);
    expect(expired).toMatchObject({ http: 200, code: 422, message: "登录已失效，请重新登录" });
    // A bindToken is no login ticket, nor the other way.
    expect((await enter(await bindToken(newWechatUser()))).code).toBe(422);
  });

  it("exchanges a login ticket once, even for two uses at once", async () => {
    const bound = await bind(await bindToken(newWechatUser()), uniquePhone());
    const uses = await Promise.all([enter(bound.data.ticket), enter(bound.data.ticket)]);
    expect(uses.map((a) => a.code).sort()).toEqual([200, 422]);
    expect((await enter(bound.data.ticket)).code).toBe(422);
  });

  it("stores no session_key", async () => {
    const columns = Object.keys(miniProgramUsers).concat(Object.keys(miniProgramTickets));
    expect(columns.join(" ")).not.toMatch(/session/i);
  });
});

describe("the mini-program login in production without its settings", () => {
  let svc: RunningService;
  beforeAll(async () => {
    svc = await startService("pglite", {
      env: {
        NODE_ENV: "production",
        PAYMENT_SANDBOX: "",
        WECHAT_MINIPROGRAM_APPID: "",
        WECHAT_MINIPROGRAM_SECRET: "",
      },
    });
  });
  afterAll(async () => {
    await svc?.stop();
  });

  it("answers unavailable and takes no sandbox code", async () => {
    const a = await api(svc, LOGIN, { lang: "en", body: { code: wxCode(newWechatUser()) } });
    expect(a).toMatchObject({ http: 200, code: 503 });
    expect(a.message).toMatch(/not available/);
  });
});
