/**
 * How a cart change answers. Without JavaScript: post/redirect/get, with the
 * outcome as a flash toast. With JavaScript (a fetcher, which marks its
 * submissions with `enhanced=1`): data and the same toast cookie, so the page
 * stays where it is and the root loader shows the toast when it revalidates.
 */
import { data, redirect } from "@remix-run/node";
import { unwrap, type ShoppingApi } from "~/service/client.server";
import { feedbackFor, type Feedback } from "~/service/feedback";
import type { Outcome } from "~/service/outcome";
import { toastHeader, redirectWithToast } from "~/utils/toast.server";

export interface CartReply {
  ok: boolean;
  message: string | null;
}

export function isEnhanced(formData: FormData): boolean {
  return formData.get("enhanced") === "1";
}

export async function cartReply(
  formData: FormData,
  to: string,
  ok: boolean,
  feedback: Feedback | null,
) {
  if (!isEnhanced(formData)) return feedback ? redirectWithToast(to, feedback) : redirect(to);
  const body: CartReply = { ok, message: feedback?.message ?? null };
  return data(
    body,
    feedback ? { headers: { "Set-Cookie": await toastHeader(feedback) } } : undefined,
  );
}

/** The feedback of a refused call; a refused login goes to /login as everywhere else. */
export async function failureFeedback(
  outcome: Outcome<unknown>,
  api: ShoppingApi,
  request: Request,
): Promise<Feedback> {
  if (outcome.ok) throw new Error("not a failure");
  if (outcome.kind === "unauthorized" || outcome.kind === "expired")
    await unwrap(outcome, api, request);
  return feedbackFor(outcome, api.lang);
}
