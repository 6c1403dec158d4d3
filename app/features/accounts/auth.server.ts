/**
 * Logged in means the session holds a token (spec §6). Pages that need a login send visitors to
 * /login with where they were in the URL (redirectTo: the spec's fromPath, kept per tab and
 * without JavaScript); a login or a registration ends the same way (finishLogin).
 */
import type { AppLoadContext } from "@remix-run/node";
import type { LoginResult } from "#contract/accounts";
import { tFor } from "~/i18n.server";
import type { ShoppingApi } from "~/service/client.server";
import { errorFeedback, successFeedback } from "~/service/feedback";
import { safeLocalPath } from "~/utils/back";
import type { AppSession } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { fulfilWish } from "./wish.server";

/** The request's /shopping client when the visitor is logged in; otherwise off to /login. */
export async function requireLogin(
  context: AppLoadContext,
  request: Request,
): Promise<ShoppingApi> {
  if (context.api.token) return context.api;
  throw await redirectToLogin(context, request);
}

/** To /login with the spec's "please log in first!", coming back to `here` afterwards. */
export async function redirectToLogin(
  context: AppLoadContext,
  request: Request,
  here = pathOf(request),
) {
  return redirectWithToast(
    `/login?redirectTo=${encodeURIComponent(here)}`,
    errorFeedback(tFor(context.lang)("feedback.pleaseLogin")),
  );
}

const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

/** Where to go after login: the form's redirectTo (a local path), else the personal center. */
export function afterLoginPath(redirectTo: unknown): string {
  const candidate = safeLocalPath(typeof redirectTo === "string" ? redirectTo : null);
  if (!candidate || candidate.startsWith("/login") || candidate.startsWith("/register"))
    return "/personalCenter";
  return candidate;
}

/**
 * The end of a successful login or registration: the session holds the new token, the wish the
 * form carried is done, or the visitor goes back where they were, welcomed by a toast.
 */
export async function finishLogin(
  context: AppLoadContext,
  result: LoginResult,
  formData: FormData,
  welcome: string,
): Promise<Response> {
  keepLogin(context.session, result);
  return (
    (await fulfilWish(context, formData.get("wish"), welcome)) ??
    redirectWithToast(afterLoginPath(formData.get("redirectTo")), successFeedback(welcome))
  );
}

/** The session holds the login: its token, and what the header shows without asking. */
export function keepLogin(session: AppSession, result: LoginResult): void {
  session.set("Authorization", result.token);
  session.set("userInfo", {
    id: result.user.id,
    nickname: result.user.nickname,
    phone: result.user.phoneMasked,
  });
}
