/**
 * Test support for the official account's OAuth: a fake api.weixin.qq.com playing
 * /sns/oauth2/access_token as WeChat answers it (200 and an errcode for a refusal): a code it
 * issued gives its openid once, a used code 40163, any other 40029, another app's secret 40125.
 */
import { randomBytes } from "node:crypto";
import { fakeServer, fakeState } from "./fake-server";

export const OA_SECRET = "0123456789abcdef0123456789abcdef";

export function fakeWechatOauth(appid: string, secret = OA_SECRET) {
  const codes = new Map<string, { openid: string; used: boolean }>();
  const state = fakeState<URL, { broken: boolean }>({ broken: false });

  const server = fakeServer((req, _body, res) => {
    const url = new URL(req.url!, "http://x");
    state.seen.push(url);
    const answer = (payload: object) =>
      res.writeHead(200, { "content-type": "text/plain" }).end(JSON.stringify(payload));
    if (state.behaviour.broken) return res.writeHead(502).end("<html>bad gateway</html>");
    if (req.method !== "GET" || url.pathname !== "/sns/oauth2/access_token")
      return res.writeHead(404).end();
    const q = url.searchParams;
    if (q.get("grant_type") !== "authorization_code")
      return answer({ errcode: 40002, errmsg: "invalid grant_type" });
    if (q.get("appid") !== appid || q.get("secret") !== secret)
      return answer({ errcode: 40125, errmsg: "invalid appsecret" });
    const issued = codes.get(q.get("code") ?? "");
    if (!issued) return answer({ errcode: 40029, errmsg: "invalid code" });
    if (issued.used) return answer({ errcode: 40163, errmsg: "code been used" });
    issued.used = true;
    answer({
      access_token: randomBytes(16).toString("hex"),
      expires_in: 7200,
      refresh_token: randomBytes(16).toString("hex"),
      openid: issued.openid,
      scope: "snsapi_base",
    });
  });

  /** the code WeChat's authorize page hands back for this buyer */
  function issueCode(openid: string): string {
    const code = randomBytes(16).toString("hex");
    codes.set(code, { openid, used: false });
    return code;
  }

  return { server, issueCode, ...state };
}
