/**
 * Calls the /shopping service of a running shop: the envelope, the test hooks, users with an
 * address and a cart.
 */
import { Agent, fetch as undiciFetch } from "undici";

const JSON_PREFIX = ")]}',\n";

// Many concurrent calls: a pool wide enough that the bench does not queue them itself.
const dispatcher = new Agent({ connections: 256, keepAliveTimeout: 30_000 });

export interface Answer<T = unknown> {
  httpStatus: number;
  code: number;
  message: string;
  data: T;
}

export interface CallOptions {
  method?: "GET" | "POST";
  body?: unknown;
  token?: string;
  /** the client address the service should see (X-Forwarded-For) */
  ip?: string;
}

/**
 * One call; answers the envelope whatever its code (a 5xx without one becomes code = HTTP status).
 */
export async function call<T = unknown>(
  base: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {
    accept: "application/json",
    "accept-language-id": "en",
  };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = options.token;
  if (options.ip) headers["x-forwarded-for"] = options.ip;
  const res = await undiciFetch(`${base}/shopping${path}`, {
    method: options.method ?? (options.body !== undefined ? "POST" : "GET"),
    headers,
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    dispatcher,
  });
  const text = await res.text();
  try {
    const envelope = JSON.parse(
      text.startsWith(JSON_PREFIX) ? text.slice(JSON_PREFIX.length) : text,
    );
    return {
      httpStatus: res.status,
      code: envelope.code,
      message: envelope.message,
      data: envelope.data,
    };
  } catch {
    return {
      httpStatus: res.status,
      code: res.status,
      message: text.slice(0, 200),
      data: null as T,
    };
  }
}

/** A call that must succeed (code 200 or 0); answers its data. */
export async function ok<T = unknown>(
  base: string,
  path: string,
  options: CallOptions = {},
): Promise<T> {
  const answer = await call<T>(base, path, options);
  if (answer.code !== 200 && answer.code !== 0) {
    throw new Error(
      `${path} answered HTTP ${answer.httpStatus} code ${answer.code}: ${answer.message}`,
    );
  }
  return answer.data;
}

/** A test hook (plain JSON, no envelope). */
export async function hook<T = unknown>(
  base: string,
  path: string,
  method: "GET" | "POST" = "GET",
): Promise<T> {
  const res = await fetch(`${base}/shopping/test/test/${path}`, { method });
  if (!res.ok)
    throw new Error(
      `test hook ${path.split("?")[0]} answered ${res.status}: ${(await res.text()).slice(0, 200)} (is SHOPPING_TEST_HOOKS=1?)`,
    );
  return (await res.json()) as T;
}

/**
 * The service calls and statements one request of a page costs: the service's counters (a test
 * hook) around `times` requests made one after another, divided by `times`.
 */
export async function serviceUsage(
  base: string,
  url: string,
  cookie: string,
  times = 20,
): Promise<{ calls: number; queries: number }> {
  const before = await hook<{ calls: number; queries: number }>(base, "usage");
  for (let i = 0; i < times; i++) {
    await (
      await fetch(url, { redirect: "manual", headers: { accept: "text/html", cookie } })
    ).text();
  }
  const after = await hook<{ calls: number; queries: number }>(base, "usage");
  return {
    calls: (after.calls - before.calls) / times,
    queries: (after.queries - before.queries) / times,
  };
}

export async function captchaAnswer(base: string, captchaId: string): Promise<string> {
  return (
    await hook<{ answer: string }>(base, `captchaAnswer?captchaId=${encodeURIComponent(captchaId)}`)
  ).answer;
}

export const PASSWORD = "Vintry2026";

/** An 11-digit mainland number unique to this bench run and `n`. */
export function benchPhone(n: number): string {
  return `139${String(process.pid % 100_000).padStart(5, "0")}${String(n).padStart(3, "0")}`;
}

/** A distinct client address per registration: the SMS limits count per address. */
export function benchIp(n: number): string {
  return `10.${77 + Math.floor(n / 65_536)}.${Math.floor(n / 256) % 256}.${n % 256}`;
}

export interface BenchUser {
  phone: string;
  token: string;
  addressId: number;
}

/**
 * Registers through captcha → SMS code (outbox, read through the hook) → register, then saves one
 * address.
 */
export async function registerUser(base: string, phone: string, ip: string): Promise<BenchUser> {
  const { captchaId } = await ok<{ captchaId: string }>(base, "/user/captcha/getImageCaptcha", {
    method: "POST",
    body: {},
    ip,
  });
  const captchaCode = await captchaAnswer(base, captchaId);
  await ok(base, "/user/sms/sendSmsCode", {
    body: { phone, purpose: "register", captchaId, captchaCode },
    ip,
  });
  const { code } = await hook<{ code: string }>(base, `latestSms?phone=${phone}&purpose=register`);
  const { token } = await ok<{ token: string }>(base, "/user/user/register", {
    body: { phone, smsCode: code, password: PASSWORD, agreed: true, adult: true },
    ip,
  });
  const address = await ok<{ id: number }>(base, "/user/address/saveAddress", {
    body: { recipient: "Bench", phone, areaCode: "310115", detail: "1 Bench Road" },
    token,
    ip,
  });
  return { phone, token, addressId: address.id };
}

/** Runs `fn` over `items` with at most `limit` at a time; answers the results in order. */
export async function mapLimit<T, R>(
  items: T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export interface Wine {
  id: number;
  stock: number;
  priceCents: number;
}

/** Wines on the shelf with stock, in the catalogue's order. */
export async function winesInStock(base: string, count: number): Promise<Wine[]> {
  const page = await ok<{ list: Wine[] }>(base, "/goods/goods/findGoodsList?page=1&pageSize=50");
  const wines = page.list.filter((w) => w.stock > 0).slice(0, count);
  if (wines.length < count) throw new Error(`only ${wines.length} wines in stock, ${count} needed`);
  return wines;
}

export async function stockOf(base: string, goodsId: number): Promise<number> {
  return (await ok<{ stock: number }>(base, `/goods/goods/findGoodsDetail?id=${goodsId}`)).stock;
}

export async function setStock(base: string, goodsId: number, stock: number): Promise<void> {
  await hook(base, `setStock?goodsId=${goodsId}&stock=${stock}`, "POST");
}
