/**
 * Logged in means the session holds a token (spec §6). Pages that need a
 * login send visitors to /login, remembering where they were (fromPath).
 */
import { redirect } from "@remix-run/node";
import type { LoginResult } from "#contract/accounts";
import { shoppingFor, type ShoppingApi } from "~/service/client.server";
import { tFor } from "~/i18n.server";
import { safeLocalPath } from "~/utils/back";
import { commitSession, type AppSession } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function requireLogin(request: Request): Promise<ShoppingApi> {
  const api = await shoppingFor(request);
  if (api.token) return api;
  const url = new URL(request.url);
  const here = url.pathname + url.search;
  api.session.set("fromPath", here);
  throw await redirectWithToast(
    `/login?redirectTo=${encodeURIComponent(here)}`,
    { variant: "error", message: tFor(api.lang)("feedback.pleaseLogin"), durationMs: 5000 },
    { headers: { "Set-Cookie": await commitSession(api.session) } },
  );
}

/**
 * Where to go after login: the redirectTo field, else the remembered fromPath, else the personal
 * center.
 */
export function afterLoginPath(session: AppSession, redirectTo: unknown): string {
  const candidate =
    safeLocalPath(typeof redirectTo === "string" ? redirectTo : null) ??
    safeLocalPath(session.get("fromPath"));
  if (!candidate || candidate.startsWith("/login") || candidate.startsWith("/register"))
    return "/personalCenter";
  return candidate;
}

export function storeLogin(session: AppSession, result: LoginResult): void {
  session.set("Authorization", result.token);
  session.set("userInfo", {
    id: result.user.id,
    nickname: result.user.nickname,
    phone: result.user.phoneMasked,
  });
  session.unset("fromPath");
}

export async function redirectAfterLogin(session: AppSession, to: string, message: string) {
  return redirectWithToast(
    to,
    { variant: "success", message, durationMs: 2000 },
    { headers: { "Set-Cookie": await commitSession(session) } },
  );
}

export { redirect };
