/**
 * Reads a form's body. One the browser could not have sent (a broken
 * multipart, bytes that are no form) is the sender's fault: a 400 with a
 * message in the visitor's language, never a 500.
 */
import { data } from "@remix-run/node";
import { tFor } from "~/i18n.server";
import type { Lang } from "./lang";

export async function readForm(request: Request, lang: Lang): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw unreadableForm(lang);
  }
}

/** What a loader or action throws for a body that is no form. */
export function unreadableForm(lang: Lang) {
  const t = tFor(lang);
  return data(
    {
      feedback: {
        variant: "dialog",
        title: t("request.refusedTitle"),
        message: t("request.badForm"),
        durationMs: 0,
      },
    },
    { status: 400 },
  );
}
