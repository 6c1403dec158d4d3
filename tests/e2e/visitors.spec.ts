/**
 * The shop as `npm start` runs it (no TRUST_PROXY, no test hooks), visited
 * from several real source addresses of this machine (127.0.0.x): each
 * visitor's limits are their own, a forged X-Forwarded-For changes nothing,
 * and the requests a browser could not send are refused with a clear answer.
 * On PostgreSQL, so the test can read the image codes a person would read.
 */
import { expect, test } from "@playwright/test";
import { startShopAsNpmStart, Visitor, type RunningShop } from "./npm-start";

const PORT = Number(process.env.E2E_PORT ?? 3300) + 50;
let shop: RunningShop;

test.describe.configure({ mode: "serial" });
test.skip(
  !process.env.TEST_DATABASE_URL,
  "needs PostgreSQL (TEST_DATABASE_URL): the test reads image codes from the database",
);

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  shop = await startShopAsNpmStart(PORT);
});
test.afterAll(async () => {
  await shop?.stop();
});

let phoneCounter = 0;
const newPhone = () =>
  `137${String((Date.now() % 1_0000_0000) + ++phoneCounter)
    .padStart(8, "0")
    .slice(-8)}`;

async function wrongPassword(visitor: Visitor, headers: Record<string, string> = {}) {
  const page = await visitor.submit(
    "/login?mode=password",
    { phone: newPhone(), password: "not-the-one-1", intent: "login" },
    { db: shop.db, headers },
  );
  return page.text;
}

test("two visitors from different addresses do not share a login lockout; a forged X-Forwarded-For does not escape it", async () => {
  const a = new Visitor(PORT, "127.0.0.2");
  const b = new Visitor(PORT, "127.0.0.3");
  for (let i = 0; i < 5; i++) expect(await wrongPassword(a)).toContain("手机号或密码错误");
  expect(await wrongPassword(a)).toContain("尝试次数过多，请 15 分钟后再试");
  expect(await wrongPassword(a, { "x-forwarded-for": "198.51.100.77" })).toContain("尝试次数过多");
  const other = await wrongPassword(b);
  expect(other).toContain("手机号或密码错误");
  expect(other).not.toContain("尝试次数过多");
  const { rows } = await shop.db.query<{ key: string }>(
    "select distinct key from login_attempts where key like 'ip:%' order by key",
  );
  expect(rows.map((row) => row.key)).toEqual(["ip:127.0.0.2", "ip:127.0.0.3"]);
});

test("the SMS quota of one address is not another's, and a forged X-Forwarded-For does not escape it", async () => {
  // 29 codes already sent today from 127.0.0.4 (as if over the day); the 30th is the last allowed.
  await shop.db.query(
    "insert into sms_codes (phone, purpose, client_ip, code_hash, expires_at) select '139' || lpad(n::text, 8, '0'), 'register', '127.0.0.4', 'x', now() from generate_series(1, 29) n",
  );
  const busy = new Visitor(PORT, "127.0.0.4");
  const fresh = new Visitor(PORT, "127.0.0.5");
  const sendCode = (visitor: Visitor, headers: Record<string, string> = {}) =>
    visitor.submit("/register", { phone: newPhone(), intent: "sendSms" }, { db: shop.db, headers });
  expect((await sendCode(busy)).text).toContain('data-testid="sms-sent"');
  expect((await sendCode(busy)).text).toContain("您的网络今日获取验证码次数过多，请明天再试");
  expect((await sendCode(busy, { "x-forwarded-for": "198.51.100.88" })).text).toContain(
    "您的网络今日获取验证码次数过多",
  );
  expect((await sendCode(fresh)).text).toContain('data-testid="sms-sent"');
});

test("too many requests from one address are refused with 429, Retry-After and a message in the visitor's language; another address is served", async () => {
  const flood = new Visitor(PORT, "127.0.0.6");
  const language = await flood.send("POST", "/language", "lang=en&redirectTo=%2F", {
    "content-type": "application/x-www-form-urlencoded",
    origin: `http://127.0.0.1:${PORT}`,
  });
  expect(language.status).toBe(303);
  const statuses: number[] = [];
  let last = null as Awaited<ReturnType<Visitor["send"]>> | null;
  for (let i = 0; i < 21; i++) {
    last = await flood.send("POST", "/login", "phone=1", {
      "content-type": "application/x-www-form-urlencoded",
      origin: `http://127.0.0.1:${PORT}`,
      "x-forwarded-for": `203.0.113.${i}`,
    });
    statuses.push(last.status);
  }
  expect(statuses.slice(0, 20).every((status) => status !== 429)).toBe(true);
  expect(last!.status).toBe(429);
  expect(Number(last!.headers["retry-after"])).toBeGreaterThan(0);
  expect(last!.text).toMatch(/Network busy, please wait \(\d+ seconds\)/);
  expect((await new Visitor(PORT, "127.0.0.7").get("/login")).status).toBe(200);
});

test("bodies a browser form would not send are refused with a 4xx and a message, never a 500", async () => {
  const v = new Visitor(PORT, "127.0.0.8");
  const origin = { origin: `http://127.0.0.1:${PORT}` };
  const form = { "content-type": "application/x-www-form-urlencoded", ...origin };
  const big = await v.send("POST", "/login", Buffer.alloc(300_000, "a"), form);
  expect(big.status).toBe(413);
  expect(big.text).toContain("提交的内容过大（最多 32 KB）");
  expect(
    (
      await v.send("POST", "/login", '{"phone":"1"}', {
        "content-type": "application/json",
        ...origin,
      })
    ).status,
  ).toBe(415);
  expect(
    (await v.send("POST", "/login", "phone=1", { "content-type": "text/plain", ...origin })).status,
  ).toBe(415);
  expect(
    (await v.send("POST", "/login", "phone=1", { ...form, "content-encoding": "br" })).status,
  ).toBe(415);
  expect(
    (
      await v.send("POST", "/login", "phone=1", {
        ...form,
        "content-type": "application/x-www-form-urlencoded; charset=koi8-r",
      })
    ).status,
  ).toBe(415);
  const broken = await v.send(
    "POST",
    "/login",
    '--XX\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end',
    {
      "content-type": "multipart/form-data; boundary=XX",
      ...origin,
    },
  );
  // A page that takes no files takes no multipart body at all (app/utils/body-limits.ts); a broken
  // one sent to a route that takes files is answered 400 (aborted-uploads.spec.ts).
  expect(broken.status).toBe(415);
  expect(broken.text).toContain("不支持这种提交方式，请使用页面上的表单提交");
  expect((await v.get("/login", { host: "localhost:99999" })).status).toBe(400);
  expect(
    (await v.get("/shopping/goods/goods/findGoodsList", { host: "localhost:99999" })).status,
  ).toBe(400);
  const api = await v.send("POST", "/shopping/user/captcha/getImageCaptcha", "{}", {
    "content-type": "application/json; charset=koi8-r",
    "accept-language-id": "en",
  });
  expect(api.status).toBe(415);
  expect(api.text).toContain("this format or encoding of the request is not supported");
});
