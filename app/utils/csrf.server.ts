/**
 * CSRF protection for every form that changes something (remix-utils): a
 * signed cookie holds the token and each form echoes it. A form without it,
 * or with another one, is refused with a clear message.
 */
import { createCookie, data } from "@remix-run/node";
import { CSRF, CSRFError } from "remix-utils/csrf/server";
import { Honeypot, SpamError, type HoneypotInputProps } from "remix-utils/honeypot/server";
import { tFor } from "~/i18n.server";
import { readForm } from "./form.server";
import type { Lang } from "./lang";
import { sessionSecrets } from "./secret.server";

let csrf: CSRF | null = null;
let honeypot: Honeypot | null = null;

function csrfGuard(): CSRF {
  return (csrf ??= new CSRF({
    cookie: createCookie("csrf", {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: process.env.NODE_ENV === "production" && process.env.LOCAL_HTTP !== "1",
      secrets: sessionSecrets(),
    }),
    formDataKey: "csrf",
    secret: sessionSecrets()[0],
  }));
}

function honeypotGuard(): Honeypot {
  return (honeypot ??= new Honeypot({
    encryptionSeed: sessionSecrets()[0],
    nameFieldName: "website",
  }));
}

/** For a loader: the token for its forms and the cookie to set when it is new. */
export async function formSecurity(
  request: Request,
): Promise<{ csrf: string; headers: HeadersInit }> {
  const [token, cookie] = await csrfGuard().commitToken(request);
  return { csrf: token, headers: cookie ? { "Set-Cookie": cookie } : {} };
}

/**
 * For the forms anyone may post (login, register): also the honeypot. Only
 * there: its field is encrypted with crypto-js, about half a millisecond of
 * every page that carried it.
 */
export async function publicFormSecurity(
  request: Request,
): Promise<{ csrf: string; honeypot: HoneypotInputProps; headers: HeadersInit }> {
  return { ...(await formSecurity(request)), honeypot: honeypotGuard().getInputProps() };
}

/**
 * For an action: the form's data once its CSRF token (and, on public forms,
 * the honeypot) check out; otherwise a 403 with a message in the visitor's language.
 */
export async function readProtectedForm(
  request: Request,
  lang: Lang,
  { honeypot = false } = {},
): Promise<FormData> {
  const formData = await readForm(request, lang);
  await validateCsrfOf(formData, request, lang, { honeypot });
  return formData;
}

/** The same checks for a form already read (multipart uploads). */
export async function validateCsrfOf(
  formData: FormData,
  request: Request,
  lang: Lang,
  { honeypot = false } = {},
): Promise<void> {
  try {
    await csrfGuard().validate(formData, request.headers);
    if (honeypot) honeypotGuard().check(formData);
  } catch (error) {
    if (error instanceof CSRFError || error instanceof SpamError) {
      const t = tFor(lang);
      const message = t(error instanceof CSRFError ? "refused.csrf" : "refused.spam");
      throw data(
        { feedback: { variant: "dialog", title: t("refused.title"), message, durationMs: 0 } },
        { status: 403 },
      );
    }
    throw error;
  }
}
