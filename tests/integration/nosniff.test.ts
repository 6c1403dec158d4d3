/**
 * Every /shopping answer says X-Content-Type-Options: nosniff, so that no browser reads a JSON
 * answer (or an error's text) as something else: successes, envelope errors, the refusals of
 * HTTP 400/401/403/404/413/429, and the OpenAPI document.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileTrustProxy } from "../../shopping/http/client-ip";
import { SERVICE_TIERS } from "../../shopping/http/request-limits";
import { backends, startService, type RunningService } from "../helpers/service";
import { createUser, revokeToken } from "../helpers/users";

describe.each(backends())("X-Content-Type-Options on %s", (backend) => {
  let svc: RunningService;
  beforeAll(async () => {
    svc = await startService(backend, {
      env: { NODE_ENV: "test", RATE_LIMITS: "on" },
      trustProxy: compileTrustProxy(undefined),
      opsKey: "nosniff-test-operator-key-0123456789",
    });
  });
  afterAll(async () => {
    await svc?.stop();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(svc.base + path, { headers });
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(svc.base + path, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body,
    });

  async function expectNosniff(answer: Promise<Response>, http: number, code?: number) {
    const res = await answer;
    const text = await res.text();
    expect(res.status, text).toBe(http);
    expect(res.headers.get("x-content-type-options"), `${res.url} ${http}`).toBe("nosniff");
    if (code !== undefined) expect(JSON.parse(text.replace(/^\)\]\}',\n/, "")).code).toBe(code);
  }

  it("on successes and on envelope errors", async () => {
    const { token } = await createUser(svc.database.db);
    await expectNosniff(get("/goods/goods/findGoodsList"), 200, 200);
    await expectNosniff(get("/user/user/getUserInfo", { authorization: token }), 200, 200);
    await expectNosniff(
      post("/user/user/updateUserInfo", '{"nickname":""}', { authorization: token }),
      200,
      422,
    );
    await expectNosniff(get("/goods/goods/findGoodsDetail?id=999999999"), 200, 404);
    await expectNosniff(get("/openapi.json"), 200);
    await expectNosniff(get("/health"), 200);
  });

  it("on the refusals: 400, 401, 403, 404, 413 and the operator's 401", async () => {
    const { token } = await createUser(svc.database.db);
    await revokeToken(svc.database.db, token);
    await expectNosniff(post("/user/user/updateUserInfo", "{broken"), 400, 400);
    await expectNosniff(get("/user/user/getUserInfo"), 401, 401);
    await expectNosniff(get("/user/user/getUserInfo", { authorization: token }), 403, 403);
    await expectNosniff(get("/no/such/endpoint"), 404, 404);
    await expectNosniff(
      post("/user/user/loginByPassword", JSON.stringify({ password: "x".repeat(200_000) })),
      413,
      413,
    );
    await expectNosniff(get("/ops/order/list"), 401, 401);
  });

  it("on a rate limit's 429", async () => {
    for (let i = 0; i < SERVICE_TIERS.signIn.points; i++)
      await (await fetch(`${svc.base}/user/captcha/getImageCaptcha`, { method: "POST" })).text();
    await expectNosniff(post("/user/captcha/getImageCaptcha", "{}"), 429, 429);
  });
});
