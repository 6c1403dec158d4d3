/**
 * /mp/enter against the real service: the host's one-time ticket becomes the shop's session, once,
 * and the buyer goes on to a path of this shop only; the pages after it know the web-view.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { MiniProgramSignedIn } from "#contract/miniprogram";
import { loader } from "~/routes/mp.enter";
import { commitChangedSession, createShopContext } from "~/utils/request-context.server";
import { getSession } from "~/utils/session.server";
import { api, codeFor, randomIp, uniquePhone } from "../helpers/accounts";
import { startService, type RunningService } from "../helpers/service";

let svc: RunningService;

beforeAll(async () => {
  vi.stubEnv("SESSION_SECRET", "mp-enter-test");
  svc = await startService("pglite");
  vi.stubEnv("SHOPPING_API_URL", svc.base);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await svc?.stop();
});

/** A WeChat user bound to a new account, as the host's login page does it. */
async function hostLogin(): Promise<MiniProgramSignedIn> {
  const code = `sandbox-u${randomBytes(5).toString("hex")}-${randomBytes(6).toString("hex")}`;
  const login = await api(svc, "/miniprogram/login", { body: { code } });
  const phone = uniquePhone();
  const ip = randomIp();
  const smsCode = await codeFor(svc, phone, "bindMiniProgram", { ip });
  const bound = await api<MiniProgramSignedIn>(svc, "/miniprogram/bind", {
    ip,
    body: { bindToken: login.data.bindToken, phone, smsCode, agreed: true, adult: true },
  });
  return bound.data;
}

async function enter(query: string) {
  const request = new Request(`http://shop.test/mp/enter?${query}`);
  const context = await createShopContext(request);
  const response = (await loader({ request, context, params: {} })) as Response;
  return commitChangedSession(context, response);
}

const cookiesOf = (response: Response) => response.headers.getSetCookie().join("\n");

describe("/mp/enter", () => {
  it("logs the buyer in from the ticket, once, and goes on to the page", async () => {
    const { ticket } = await hostLogin();
    const to = encodeURIComponent("/user/order?status=1");
    const response = await enter(`ticket=${ticket}&to=${to}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/user/order?status=1");
    expect(cookiesOf(response)).toMatch(/(^|\n)mp=1; Path=\//);
    const sessionCookie = response.headers
      .getSetCookie()
      .find((c) => c.startsWith("__session="))!
      .split(";")[0];
    const session = await getSession(
      new Request("http://shop.test/", { headers: { Cookie: sessionCookie } }),
    );
    expect(session.get("Authorization")).toMatch(/^[\w-]{43}$/);

    const replay = await enter(`ticket=${ticket}&to=${to}`);
    expect(replay.headers.get("Location")).toBe(
      `/login?redirectTo=${encodeURIComponent("/user/order?status=1")}`,
    );
    expect(cookiesOf(replay)).not.toMatch(/__session=[^;]+;/);
  });

  it("never goes to another site", async () => {
    const { ticket } = await hostLogin();
    const response = await enter(
      `ticket=${ticket}&to=${encodeURIComponent("https://evil.example/")}`,
    );
    expect(response.headers.get("Location")).toBe("/personalCenter");
  });
});
