/**
 * Toasts and dialogs travel in a flash cookie of their own: an action sets
 * one and redirects; the root loader reads it once and the shell shows it,
 * with or without JavaScript.
 */
import { createCookieSessionStorage, redirect } from "@remix-run/node";
import type { Feedback } from "~/service/feedback";
import { sessionSecrets } from "./secret.server";

let storage: ReturnType<typeof create> | null = null;

function create() {
  return createCookieSessionStorage({
    cookie: {
      name: "__toast",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: process.env.NODE_ENV === "production" && process.env.LOCAL_HTTP !== "1",
      secrets: sessionSecrets(),
    },
  });
}

function toastStorage() {
  return (storage ??= create());
}

export interface Toast extends Feedback {
  id: string;
}

export async function toastHeader(feedback: Feedback): Promise<string> {
  const session = await toastStorage().getSession();
  session.flash("toast", {
    ...feedback,
    id: Math.random().toString(36).slice(2, 10),
  } satisfies Toast);
  return toastStorage().commitSession(session);
}

export async function redirectWithToast(url: string, feedback: Feedback, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastHeader(feedback));
  return redirect(url, { ...init, headers });
}

/** Reads and clears the pending toast; the header must be sent back. */
export async function takeToast(
  request: Request,
): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const cookie = request.headers.get("Cookie");
  if (!cookie || !cookie.includes("__toast=")) return { toast: null, headers: null };
  const session = await toastStorage().getSession(cookie);
  const toast = (session.get("toast") as Toast | undefined) ?? null;
  const headers = new Headers({ "Set-Cookie": await toastStorage().destroySession(session) });
  return { toast, headers };
}
