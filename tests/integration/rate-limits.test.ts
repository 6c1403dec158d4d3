/**
 * Request-rate limits: shared tiers count across processes (two limiters on
 * one database stand for two processes), each address counts apart, and the
 * service answers 429 with Retry-After and its message.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileTrustProxy } from "../../shopping/http/client-ip";
import { createRateLimits } from "../../shopping/http/rate-limits";
import { SERVICE_TIERS } from "../../shopping/http/request-limits";
import { backends, startService, type RunningService } from "../helpers/service";

describe.each(backends())("request-rate limits on %s", (backend) => {
  let svc: RunningService;
  beforeAll(async () => {
    // Nobody's X-Forwarded-For is believed: every call here is 127.0.0.1, whatever it forwards.
    svc = await startService(backend, {
      env: { NODE_ENV: "test", RATE_LIMITS: "on" },
      trustProxy: compileTrustProxy(undefined),
    });
  });
  afterAll(async () => {
    await svc?.stop();
  });

  it("a shared tier counts the calls of every process together, and each address apart", async () => {
    const tier = { name: `test-${Date.now()}`, points: 5, windowSeconds: 60, shared: true };
    const first = createRateLimits("web", svc.database.db);
    const second = createRateLimits("web", svc.database.db);
    for (const limits of [first, first, second, first, second])
      expect(await limits.consume(tier, "198.51.100.1")).toEqual({ allowed: true });
    const refused = await second.consume(tier, "198.51.100.1");
    expect(refused.allowed).toBe(false);
    expect(!refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(50);
    expect(await first.consume(tier, "198.51.100.2")).toEqual({ allowed: true });
  });

  it("answers 429 with Retry-After and the message in the caller's language, and a forged X-Forwarded-For does not escape", async () => {
    const answers: Response[] = [];
    for (let i = 0; i <= SERVICE_TIERS.signIn.points; i++) {
      answers.push(
        await fetch(`${svc.base}/user/captcha/getImageCaptcha`, {
          method: "POST",
          headers: { "accept-language-id": "en", "x-forwarded-for": `203.0.113.${i}` },
        }),
      );
    }
    expect(answers.slice(0, -1).map((res) => res.status)).toEqual(
      Array(SERVICE_TIERS.signIn.points).fill(200),
    );
    const refused = answers.at(-1)!;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = JSON.parse((await refused.text()).replace(")]}',\n", ""));
    expect(body).toMatchObject({
      code: 429,
      message: expect.stringMatching(/^Network busy, please wait \(\d+ seconds\)$/),
    });
    // Reads are another tier: the catalogue still answers.
    expect((await fetch(`${svc.base}/goods/goods/findGoodsList`)).status).toBe(200);
  });
});
