/**
 * The console's own sign-in (decision 041): a cookie apart from the buyers' session, holding the
 * service's session secret, read only by the console's routes. The service decides whether it is
 * still good (idle time, password change, a disabled account); the cookie itself lasts the
 * browser's session. Its path is /, not /admin: Remix asks for the console home's data at
 * /admin.data, which a cookie of path /admin does not reach (the page and its data disagreed and
 * sent the browser back and forth between /admin and the sign-in).
 */
import { createCookie, redirect } from "@remix-run/node";
import type { AppLoadContext } from "@remix-run/node";
import { callShopping, type CallOptions } from "~/service/client.server";
import { passOnFile } from "~/service/pass-on-file.server";
import type { Outcome } from "~/service/outcome";
import type { AnswerOf, AnswerPath } from "#contract/answers";
import { sessionSecrets } from "~/utils/secret.server";
import { safeLocalPath } from "~/utils/back";
import type { Lang } from "~/utils/lang";

let cookie: ReturnType<typeof createCookie> | null = null;

function staffCookie() {
  return (cookie ??= createCookie("__staff", {
    path: "/",
    httpOnly: true,
    sameSite: "strict",
    secure: process.env.NODE_ENV === "production" && process.env.LOCAL_HTTP !== "1",
    secrets: sessionSecrets(),
  }));
}

export async function staffSecretOf(request: Request): Promise<string | null> {
  const value = await staffCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.startsWith("sess_") ? value : null;
}

export const keepStaffSession = (secret: string) => staffCookie().serialize(secret);
export const endStaffSession = () => staffCookie().serialize("", { maxAge: 0 });

/** A /shopping client of one console request: the member's session, the visitor's address. */
export interface StaffApi {
  lang: Lang;
  get<P extends AnswerPath>(path: P, query?: CallOptions["query"]): Promise<Outcome<AnswerOf<P>>>;
  post<P extends AnswerPath>(path: P, body?: unknown): Promise<Outcome<AnswerOf<P>>>;
  /** a multipart form with a file, as the service's upload endpoints read it */
  upload<P extends AnswerPath>(path: P, form: FormData): Promise<Outcome<AnswerOf<P>>>;
  /** a file the service serves to staff, passed on as it is and never kept by a cache */
  file(pathAndQuery: string, types: RegExp): Promise<Response>;
}

export function staffApi(
  request: Request,
  context: AppLoadContext,
  secret: string | null,
): StaffApi {
  const lang = context.lang;
  const clientIp = request.headers.get("x-forwarded-for");
  const call = <P extends AnswerPath>(path: P, options: Partial<CallOptions>) =>
    callShopping<AnswerOf<P>>(path, {
      lang,
      token: secret ? `Staff ${secret}` : null,
      clientIp,
      ...options,
    });
  return {
    lang,
    get: (path, query) => call(path, { query }),
    post: (path, body) => call(path, { method: "POST", body: body ?? {} }),
    upload: (path, form) => call(path, { method: "POST", formData: form, timeoutMs: 30_000 }),
    file: (pathAndQuery, types) =>
      passOnFile(pathAndQuery, { token: `Staff ${secret}`, types, from: request }),
  };
}

export const loginPathFor = (request: Request) => {
  const url = new URL(request.url);
  return `/admin/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
};

/** Where a signed-in member goes from the sign-in page: a console page asked for, else /admin. */
export function afterStaffLogin(redirectTo: string | null): string {
  const path = safeLocalPath(redirectTo);
  return path &&
    (path === "/admin" || path.startsWith("/admin/")) &&
    !path.startsWith("/admin/login")
    ? path
    : "/admin";
}

/**
 * The signed-in member of a console page, with their client; to the sign-in page (the cookie
 * cleared) when there is none or the service no longer takes it.
 */
export async function requireStaff(request: Request, context: AppLoadContext) {
  const secret = await staffSecretOf(request);
  if (!secret) throw redirect(loginPathFor(request));
  const api = staffApi(request, context, secret);
  const me = await api.get("/ops/me");
  if (!me.ok) {
    if (me.kind === "unauthorized" || me.kind === "expired")
      throw redirect(`${loginPathFor(request)}&expired=1`, {
        headers: { "Set-Cookie": await endStaffSession() },
      });
    throw new Response(null, { status: 502 });
  }
  return { api, me: me.data, secret };
}
