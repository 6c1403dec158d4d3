import { beforeEach, describe, expect, it } from "vitest";
import { listenDuringTests } from "../testing/fake-server";
import { fakeWechatOauth, OA_SECRET } from "../testing/wechat-oauth-fake";
import { OA_APPID } from "../testing/wechatpay-fake";
import { GatewayError } from "../types";
import { OauthCodeRefused, oauthAuthorizeUrl, openidFromOauthCode } from "./oauth";

describe("the official account's silent OAuth", () => {
  it("builds the authorize URL with the documented parameters, in order, and the fragment", () => {
    const url = oauthAuthorizeUrl({
      appid: OA_APPID,
      redirectUri: "https://shop.example.com/wechat/oauth?next=/account/orders/1/pay&x=1",
      state: "s7Hq2",
    });
    expect(url).toBe(
      "https://open.weixin.qq.com/connect/oauth2/authorize" +
        `?appid=${OA_APPID}` +
        "&redirect_uri=https%3A%2F%2Fshop.example.com%2Fwechat%2Foauth%3Fnext%3D%2Faccount%2Forders%2F1%2Fpay%26x%3D1" +
        "&response_type=code&scope=snsapi_base&state=s7Hq2#wechat_redirect",
    );
    const parsed = new URL(url);
    expect([...parsed.searchParams.keys()]).toEqual([
      "appid",
      "redirect_uri",
      "response_type",
      "scope",
      "state",
    ]);
    expect(parsed.searchParams.get("redirect_uri")).toBe(
      "https://shop.example.com/wechat/oauth?next=/account/orders/1/pay&x=1",
    );
    expect(parsed.hash).toBe("#wechat_redirect");
  });

  describe("the code for the openid", () => {
    const fake = fakeWechatOauth(OA_APPID);
    let baseUrl = "";
    listenDuringTests(fake.server, (url) => (baseUrl = url));
    beforeEach(fake.reset);
    const openid = (code: string, secret = OA_SECRET) =>
      openidFromOauthCode(fetch, { appid: OA_APPID, secret, code, baseUrl });

    it("answers the buyer's openid, asking with the app, its secret, the code and the grant type", async () => {
      const code = fake.issueCode("oUpF8uMuAJO_M2pxb1Q9zNjWeS6o");
      await expect(openid(code)).resolves.toBe("oUpF8uMuAJO_M2pxb1Q9zNjWeS6o");
      const asked = fake.last();
      expect(asked.pathname).toBe("/sns/oauth2/access_token");
      expect(Object.fromEntries(asked.searchParams)).toEqual({
        appid: OA_APPID,
        secret: OA_SECRET,
        code,
        grant_type: "authorization_code",
      });
    });

    it("keeps WeChat's errcode when it refuses a code: used, invalid, or another app's secret", async () => {
      const code = fake.issueCode("oUpF8uMuAJO_M2pxb1Q9zNjWeS6o");
      await openid(code);
      const refusal = (promise: Promise<unknown>) =>
        promise.then(
          () => null,
          (error: unknown) => error,
        );
      const used = await refusal(openid(code));
      expect(used).toBeInstanceOf(OauthCodeRefused);
      expect(used).toMatchObject({ errcode: 40163, errmsg: "code been used" });
      expect(await refusal(openid("not-a-code"))).toMatchObject({ errcode: 40029 });
      const foreign = await refusal(openid(fake.issueCode("o2"), "another app's secret"));
      expect(foreign).toBeInstanceOf(OauthCodeRefused);
      expect(foreign).toMatchObject({ errcode: 40125 });
    });

    it("turns a failing server, an unreachable one or an answer without openid into GatewayError", async () => {
      fake.behaviour.broken = true;
      await expect(openid(fake.issueCode("o3"))).rejects.toThrow(GatewayError);
      const unreachable: typeof fetch = () => Promise.reject(new Error("ECONNREFUSED"));
      await expect(
        openidFromOauthCode(unreachable, { appid: OA_APPID, secret: OA_SECRET, code: "c" }),
      ).rejects.toThrow(/ECONNREFUSED/);
      const noOpenid: typeof fetch = () =>
        Promise.resolve(new Response(JSON.stringify({ access_token: "t", expires_in: 7200 })));
      await expect(
        openidFromOauthCode(noOpenid, { appid: OA_APPID, secret: OA_SECRET, code: "c" }),
      ).rejects.toThrow(GatewayError);
      const notJson: typeof fetch = () => Promise.resolve(new Response("<html></html>"));
      await expect(
        openidFromOauthCode(notJson, { appid: OA_APPID, secret: OA_SECRET, code: "c" }),
      ).rejects.toThrow(GatewayError);
    });

    it("asks api.weixin.qq.com by default", async () => {
      let asked = "";
      const spy: typeof fetch = (url) => {
        asked = String(url);
        return Promise.resolve(new Response(JSON.stringify({ openid: "o4" })));
      };
      await openidFromOauthCode(spy, { appid: OA_APPID, secret: OA_SECRET, code: "c1" });
      expect(asked).toBe(
        `https://api.weixin.qq.com/sns/oauth2/access_token?appid=${OA_APPID}&secret=${OA_SECRET}&code=c1&grant_type=authorization_code`,
      );
    });
  });
});
