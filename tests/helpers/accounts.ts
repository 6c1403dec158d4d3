/**
 * Helpers for the accounts tests: calls with a client address, captchas and SMS codes read from the
 * database.
 */
import { randomInt } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { LoginResult, SmsPurpose } from "../../contract/accounts";
import { checkAnswer } from "../../contract/answers";
import type { Db } from "../../shopping/db/client";
import { captchas, smsCodes, smsOutbox } from "../../shopping/db/schema";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Answer, RunningService } from "./service";
import { uniquePhone } from "./users";

export { uniquePhone };

/**
 * Every test client gets its own address, so the per-address limits of one test do not reach
 * another.
 */
export function randomIp(): string {
  return `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
}

export interface CallOptions {
  token?: string;
  lang?: string;
  ip?: string;
  method?: string;
  body?: unknown;
}

export async function api<T = any>(
  svc: RunningService,
  path: string,
  init: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { "accept-language-id": init.lang ?? "ch" };
  if (init.token) headers.authorization = init.token;
  if (init.ip) headers["x-forwarded-for"] = init.ip;
  if (init.body !== undefined) headers["content-type"] = "application/json";
  const method = init.method ?? (init.body === undefined ? "GET" : "POST");
  const res = await fetch(svc.base + path, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const raw = await res.text();
  const json = raw.startsWith(")]}',\n") ? JSON.parse(raw.slice(6)) : JSON.parse(raw);
  // Every successful answer is also checked against the contract's schema, as the storefront checks
  // it.
  if (json?.code === 200 || json?.code === 0) checkAnswer(path.split("?")[0], json.data);
  return { http: res.status, raw, ...json };
}

export async function newCaptcha(
  svc: RunningService,
  ip?: string,
): Promise<{ captchaId: string; captchaCode: string }> {
  const a = await api(svc, "/user/captcha/getImageCaptcha", { method: "POST", ip });
  const [row] = await svc.database.db
    .select({ answer: captchas.answer })
    .from(captchas)
    .where(eq(captchas.id, a.data.captchaId));
  return { captchaId: a.data.captchaId, captchaCode: row.answer };
}

export async function sendCode(
  svc: RunningService,
  phone: string,
  purpose: SmsPurpose,
  opts: { ip?: string; token?: string; lang?: string } = {},
) {
  const captcha = await newCaptcha(svc, opts.ip);
  return api(svc, "/user/sms/sendSmsCode", { ...opts, body: { phone, purpose, ...captcha } });
}

export async function latestCode(db: Db, phone: string, purpose: SmsPurpose): Promise<string> {
  const [row] = await db
    .select({ code: smsOutbox.code })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.phone, phone), eq(smsOutbox.purpose, purpose)))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  if (!row) throw new Error(`no ${purpose} code for ${phone} in the outbox`);
  return row.code;
}

/** Lets the next code go out at once: the last send to this phone moves back past the 60 s wait. */
export async function skipResendWait(db: Db, phone: string, seconds = 61): Promise<void> {
  await db
    .update(smsCodes)
    .set({ createdAt: sql`${smsCodes.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(smsCodes.phone, phone));
}

export async function codeFor(
  svc: RunningService,
  phone: string,
  purpose: SmsPurpose,
  opts: { ip?: string; token?: string } = {},
): Promise<string> {
  const sent = await sendCode(svc, phone, purpose, opts);
  if (sent.code !== 200) throw new Error(`sendSmsCode answered ${sent.code} ${sent.message}`);
  return latestCode(svc.database.db, phone, purpose);
}

export const PASSWORD = "wine2024";

export async function registerUser(
  svc: RunningService,
  opts: { phone?: string; password?: string; ip?: string } = {},
) {
  const phone = opts.phone ?? uniquePhone();
  const password = opts.password ?? PASSWORD;
  const ip = opts.ip ?? randomIp();
  const smsCode = await codeFor(svc, phone, "register", { ip });
  const a = await api<LoginResult>(svc, "/user/user/register", {
    ip,
    body: { phone, smsCode, password, agreed: true, adult: true },
  });
  if (a.code !== 200) throw new Error(`register answered ${a.code} ${a.message}`);
  await skipResendWait(svc.database.db, phone);
  return { phone, password, ip, token: a.data.token, user: a.data.user };
}

export async function loginByPassword(
  svc: RunningService,
  phone: string,
  password: string,
  opts: { ip?: string; lang?: string } = {},
) {
  const captcha = await newCaptcha(svc, opts.ip);
  return api(svc, "/user/user/loginByPassword", { ...opts, body: { phone, password, ...captcha } });
}

export async function countRows(db: Db, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return Number(row.n);
}

/** Row counts of several tables, to show a refused request changed nothing. */
export async function snapshot(
  db: Db,
  tables: Record<string, PgTable>,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) counts[name] = await countRows(db, table);
  return counts;
}
