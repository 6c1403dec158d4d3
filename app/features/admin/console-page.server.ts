/** What every signed-in console page loads: the member, and the token its forms carry. */
import { data, type AppLoadContext } from "@remix-run/node";
import type { FailureData } from "~/service/client.server";
import { feedbackFor } from "~/service/feedback";
import type { Failure, Outcome } from "~/service/outcome";
import { formSecurity } from "~/utils/csrf.server";
import type { Lang } from "~/utils/lang";
import { requireStaff } from "./staff-session.server";

export async function consolePage(request: Request, context: AppLoadContext) {
  const [staff, security] = await Promise.all([
    requireStaff(request, context),
    formSecurity(request),
  ]);
  return { ...staff, csrf: security.csrf, headers: security.headers };
}

/**
 * A console loader's answer, or the page's error view: a role without the permission (code 403)
 * sees the service's words and a 403, anything else the shop's catalogue of failures.
 */
export function consoleData<T>(outcome: Outcome<T>, lang: Lang): T {
  if (outcome.ok) return outcome.data;
  const failure = outcome as Failure;
  const status = failure.kind === "warning" && failure.status === 403 ? 403 : 502;
  throw data({ feedback: feedbackFor(failure, lang), failure } satisfies FailureData, { status });
}
