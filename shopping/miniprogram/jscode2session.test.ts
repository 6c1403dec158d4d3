/** WeChat's code2Session client against its documented answers, and the sandbox's codes. */
import { describe, expect, it } from "vitest";
import { BusinessError } from "../http/envelope";
import { sandboxCodeExchange, sandboxOpenid, wechatCodeExchange } from "./jscode2session";

const settings = { appid: "wx1234567890abcdef", secret: "s3cr3t" };

function fakeHttp(answer: unknown) {
  const calls: URL[] = [];
  const http = (async (url: URL) => {
    calls.push(new URL(url));
    return new Response(JSON.stringify(answer), { headers: { "content-type": "text/plain" } });
  }) as unknown as typeof fetch;
  return { http, calls };
}

async function refusal(promise: Promise<unknown>): Promise<BusinessError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BusinessError);
  return error as BusinessError;
}

describe("jscode2session", () => {
  it("asks with the appid, secret and code, and keeps only the openid", async () => {
    const { http, calls } = fakeHttp({
      openid: "oUpF8uMuAJO_M2pxb1Q9zNjWeS6o",
      session_key: "tiihtNczf5v6AKRyjwEUhQ==",
      unionid: "o6_bmasdasdsad6_2sgVt7hMZOPfL",
    });
    const identity = await wechatCodeExchange(settings, http)("081Kq4Ga1MSox41ufaIa1");
    expect(identity).toEqual({ appid: settings.appid, openid: "oUpF8uMuAJO_M2pxb1Q9zNjWeS6o" });
    expect(JSON.stringify(identity)).not.toContain("tiihtNczf5v6AKRyjwEUhQ");
    const url = calls[0];
    expect(url.origin + url.pathname).toBe("https://api.weixin.qq.com/sns/jscode2session");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: settings.appid,
      secret: settings.secret,
      js_code: "081Kq4Ga1MSox41ufaIa1",
      grant_type: "authorization_code",
    });
  });

  it.each([
    [40029, "miniprogram_code_invalid"],
    [40163, "miniprogram_code_used"],
    [45011, "miniprogram_too_frequent"],
    [-1, "miniprogram_wechat_busy"],
    [40226, "miniprogram_wechat_refused"],
  ])("refuses errcode %i as %s", async (errcode, key) => {
    const { http } = fakeHttp({ errcode, errmsg: "refused, rid: 1" });
    const error = await refusal(wechatCodeExchange(settings, http)("a-code"));
    expect(error.messageKey).toBe(key);
  });

  it("answers busy when WeChat cannot be reached", async () => {
    const http = (async () => {
      throw new TypeError("fetch failed");
    }) as unknown as typeof fetch;
    const error = await refusal(wechatCodeExchange(settings, http)("a-code"));
    expect(error).toMatchObject({ status: 503, messageKey: "miniprogram_wechat_busy" });
  });
});

describe("the sandbox's codes", () => {
  it("maps each user to one stable openid and takes a code once", async () => {
    const exchange = sandboxCodeExchange();
    const first = await exchange("sandbox-alice-abc123");
    expect(first).toEqual({ appid: "sandbox", openid: sandboxOpenid("alice") });
    expect((await exchange("sandbox-alice-def456")).openid).toBe(first.openid);
    expect((await exchange("sandbox-bob-def456")).openid).not.toBe(first.openid);
    expect((await refusal(exchange("sandbox-alice-abc123"))).messageKey).toBe(
      "miniprogram_code_used",
    );
    expect((await refusal(exchange("081Kq4Ga1MSox41ufaIa1"))).messageKey).toBe(
      "miniprogram_code_invalid",
    );
  });
});
