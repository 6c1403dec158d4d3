/**
 * A JSON body nested deeper than MAX_JSON_DEPTH is refused with HTTP 400 in the envelope before
 * anything recursive (the control-character walk, zod) touches it: never a 500, nothing stored.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../shopping/db/schema";
import { MAX_JSON_DEPTH } from "../../shopping/http/json-depth";
import { backends, startService, type RunningService } from "../helpers/service";
import { createUser } from "../helpers/users";

/** `depth` arrays inside each other: [[[...]]]. */
const arrays = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
/** `depth` objects inside each other: {"a":{"a":...1}}. */
const objects = (depth: number) => '{"a":'.repeat(depth) + "1" + "}".repeat(depth);

async function post(base: string, path: string, body: string, token?: string, lang = "ch") {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "accept-language-id": lang,
  };
  if (token) headers.authorization = token;
  const res = await fetch(base + path, { method: "POST", headers, body });
  const raw = await res.text();
  return { http: res.status, ...JSON.parse(raw.replace(/^\)\]\}',\n/, "")) };
}

const TOO_DEEP = {
  ch: `提交的内容层级过深（最多 ${MAX_JSON_DEPTH} 层）`,
  en: `what was sent is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`,
};

describe.each(backends())("deeply nested JSON bodies on %s", (backend) => {
  let svc: RunningService;
  const profile = "/user/user/updateUserInfo";
  const userRow = async (id: number) =>
    (await svc.database.db.select().from(users).where(eq(users.id, id)))[0];
  beforeAll(async () => {
    svc = await startService(backend);
  });
  afterAll(async () => {
    await svc?.stop();
  });

  it("40,000 nested arrays in a nickname: 400 in the envelope, the profile unchanged", async () => {
    const { user, token } = await createUser(svc.database.db, "深度");
    const before = await userRow(user.id);
    const body = `{"nickname":${arrays(40_000)},"gender":1}`;
    for (const lang of ["ch", "en"] as const) {
      const answer = await post(svc.base, profile, body, token, lang);
      expect(answer).toEqual({
        http: 400,
        code: 400,
        status: 400,
        message: TOO_DEEP[lang],
        data: null,
      });
    }
    expect(await userRow(user.id)).toEqual(before);
  });

  it("15,000 nested objects (90 KB) are refused the same way", async () => {
    const { user, token } = await createUser(svc.database.db, "深度");
    const before = await userRow(user.id);
    const answer = await post(svc.base, profile, `{"nickname":${objects(15_000)}}`, token, "en");
    expect(answer).toMatchObject({ http: 400, code: 400, message: TOO_DEEP.en });
    expect(await userRow(user.id)).toEqual(before);
  });

  it("a body at the allowed depth is served; one level more is refused", async () => {
    const { user, token } = await createUser(svc.database.db, "深度");
    // The body's own object is the first level; the unknown field is dropped by the schema.
    const atLimit = `{"nickname":"醇友","gender":2,"extra":${arrays(MAX_JSON_DEPTH - 1)}}`;
    const served = await post(svc.base, profile, atLimit, token);
    expect(served).toMatchObject({ http: 200, code: 200 });
    expect(await userRow(user.id)).toMatchObject({ nickname: "醇友", gender: 2 });

    const oneMore = `{"nickname":"别名","gender":1,"extra":${arrays(MAX_JSON_DEPTH)}}`;
    const refused = await post(svc.base, profile, oneMore, token);
    expect(refused).toMatchObject({ http: 400, code: 400, message: TOO_DEEP.ch });
    expect(await userRow(user.id)).toMatchObject({ nickname: "醇友", gender: 2 });
  });

  it("arrays nested to the allowed depth as a nickname get the schema's message", async () => {
    const { user, token } = await createUser(svc.database.db, "深度");
    const body = `{"nickname":${arrays(MAX_JSON_DEPTH - 1)},"gender":1}`;
    const answer = await post(svc.base, profile, body, token, "en");
    expect(answer).toMatchObject({
      http: 200,
      code: 422,
      data: { fieldErrors: { nickname: [expect.any(String)] } },
    });
    expect((await userRow(user.id)).nickname).toBe("深度");
  });

  it("an endpoint without login refuses a deep body too", async () => {
    const body = `{"phone":"13900000000","password":${objects(15_000)}}`;
    const answer = await post(svc.base, "/user/user/loginByPassword", body, undefined, "en");
    expect(answer).toMatchObject({ http: 400, code: 400, message: TOO_DEEP.en, data: null });
  });

  it("a deep body to a gateway's notify hook is refused by the gateway, not a 500", async () => {
    const res = await fetch(`${svc.base}/payment/notify/sandbox`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: arrays(30_000),
    });
    expect(res.status).toBeLessThan(500);
  });
});
