/**
 * The root loader against the real service: for logged-in visitors it reads
 * the cart count and the points name through the spec's two paths; for
 * visitors it calls nothing; a rejected token is forgotten.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rootLoader } from "~/root.loader.server";
import { commitSession, getSession } from "~/utils/session.server";
import { startService, type RunningService } from "../helpers/service";
import { addToCart, createUser, revokeToken } from "../helpers/users";

let svc: RunningService;

beforeAll(async () => {
  process.env.SESSION_SECRET = "root-loader-test";
  svc = await startService("pglite");
  process.env.SHOPPING_API_URL = svc.base;
});
afterAll(async () => {
  await svc?.stop();
});

async function requestWith(values: Record<string, unknown>, headers: Record<string, string> = {}) {
  const session = await getSession(new Request("http://shop.test/"));
  for (const [k, v] of Object.entries(values)) session.set(k as never, v as never);
  const cookie = (await commitSession(session)).split(";")[0];
  return new Request("http://shop.test/goods/3", { headers: { Cookie: cookie, ...headers } });
}

type Result = { data: Awaited<ReturnType<typeof rootLoader>>["data"]; init: ResponseInit | null };

describe("root loader", () => {
  it("visitors: language from the session, no cart count, no points name", async () => {
    const result = (await rootLoader(await requestWith({ langId: "en" }, { Referer: "http://shop.test/goods?country=fr" }))) as unknown as Result;
    expect(result.data).toMatchObject({ lang: "en", user: null, cartNum: 0, pointsName: null, env: "h5" });
    expect(result.data.back).toEqual({ href: "/goods?country=fr", historyBack: true });
  });

  it("logged in: the cart count and the points name", async () => {
    const { user, token } = await createUser(svc.database.db, "Li Lei");
    await addToCart(svc.database.db, user.id, 5, 4);
    const result = (await rootLoader(await requestWith({ langId: "ch", Authorization: token, userInfo: { id: user.id, nickname: "Li Lei", phone: user.phone } }))) as unknown as Result;
    expect(result.data).toMatchObject({ lang: "ch", user: { nickname: "Li Lei" }, cartNum: 4, pointsName: "醇境积分" });
  });

  it("a revoked token is forgotten with the login-timed-out message", async () => {
    const { user, token } = await createUser(svc.database.db);
    await revokeToken(svc.database.db, token);
    const result = (await rootLoader(await requestWith({ langId: "en", Authorization: token, userInfo: { id: user.id, nickname: "x", phone: user.phone } }))) as unknown as Result;
    expect(result.data.user).toBeNull();
    expect(result.data.toast?.message).toBe("login timed out, please log in again!");
    const setCookie = new Headers(result.init?.headers).get("Set-Cookie")!;
    const cleared = await getSession(new Request("http://shop.test/", { headers: { Cookie: setCookie.split(";")[0] } }));
    expect(cleared.get("Authorization")).toBeUndefined();
    expect(cleared.get("langId")).toBe("en");
  });

  it("recognises the mini-program", async () => {
    const result = (await rootLoader(await requestWith({}, { "User-Agent": "Mozilla/5.0 MicroMessenger/8.0 miniProgram" }))) as unknown as Result;
    expect(result.data.env).toBe("miniProgram");
  });
});
