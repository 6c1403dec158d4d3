/**
 * Staff in the service's tests: the shop's first owner (made with the set-up key, which then
 * retires), more members of a role, and calls with a member's session, as the console makes them.
 */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { staff } from "../../shopping/db/schema";
import { newTotpSecret, stepAt, totpCode } from "../../shopping/staff/totp";
import { ops } from "./ops";
import { call, type RunningService } from "./service";

const PASSWORD = "Cellar-2026-密码";
let counter = 0;
const newPhone = () => `1370000${String(1000 + ++counter).slice(-4)}`;

/** A call with a member's session (`Authorization: Staff <secret>`), in English. */
export const staffCall = <T = any>(
  svc: RunningService,
  session: string,
  path: string,
  body?: unknown,
) =>
  call<T>(svc.base, path, {
    token: `Staff ${session}`,
    lang: "en",
    method: body === undefined ? "GET" : "POST",
    body,
  });

async function setUpAndSignIn(
  svc: RunningService,
  setupToken: string,
  phone: string,
  withTotp: boolean,
) {
  const totpSecret = withTotp ? newTotpSecret() : undefined;
  const done = await call(svc.base, "/staff/completeSetup", {
    method: "POST",
    lang: "en",
    body: {
      token: setupToken,
      password: PASSWORD,
      confirm: PASSWORD,
      ...(totpSecret ? { totpSecret, totp: totpCode(totpSecret, stepAt(Date.now())) } : {}),
    },
  });
  expect(done.code, done.message).toBe(0);
  // The set-up spent this step's code; the sign-in may use it again only once it is behind.
  if (totpSecret)
    await svc.database.db
      .update(staff)
      .set({ totpLastStep: stepAt(Date.now()) - 2 })
      .where(eq(staff.phone, phone));
  const res = await fetch(`${svc.base}/staff/login`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "accept-language-id": "en",
      "x-forwarded-for": `198.51.100.${counter % 250}`,
    },
    body: JSON.stringify({
      phone,
      password: PASSWORD,
      ...(totpSecret ? { totp: totpCode(totpSecret, stepAt(Date.now())) } : {}),
    }),
  });
  const answer = JSON.parse((await res.text()).replace(/^\)\]\}',\n/, ""));
  expect(answer.code, answer.message).toBe(200);
  return answer.data.session as string;
}

/** The shop's first owner, signed in: after it, the set-up key is refused. */
export async function firstOwner(svc: RunningService, name = "店主-王") {
  const phone = newPhone();
  const added = await ops(svc.base, "/ops/staff/add", { body: { phone, name, role: "owner" } });
  expect(added.code, added.message).toBe(0);
  return { name, phone, session: await setUpAndSignIn(svc, added.data.setupToken, phone, true) };
}

/** A member of `role`, added by the owner and signed in without an authenticator. */
export async function member(
  svc: RunningService,
  ownerSession: string,
  role: string,
  name: string,
) {
  const phone = newPhone();
  const added = await staffCall(svc, ownerSession, "/ops/staff/add", { phone, name, role });
  expect(added.code, added.message).toBe(0);
  return { name, phone, session: await setUpAndSignIn(svc, added.data.setupToken, phone, false) };
}
