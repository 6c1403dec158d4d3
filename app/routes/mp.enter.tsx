/**
 * The mini-program host's way in (miniprogram/pages/login): its one-time ticket becomes the buyer's
 * session, then on to `to`, a path on this shop only. A refused ticket leads to the login page,
 * which in the mini-program sends the buyer to the host's login page again.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { tFor } from "~/i18n.server";
import { afterLoginPath, keepLogin } from "~/features/accounts/auth.server";
import { accountCalls } from "~/features/accounts/calls.server";
import { feedbackFor, successFeedback } from "~/service/feedback";
import { MINI_PROGRAM_COOKIE } from "~/utils/device-env.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const to = afterLoginPath(url.searchParams.get("to"));
  const ticket = url.searchParams.get("ticket") ?? "";
  // Only the host opens this page: the pages after it are the mini-program's too.
  const headers = new Headers({ "Set-Cookie": MINI_PROGRAM_COOKIE });
  const outcome = await accountCalls.enterMiniProgram(context.api, { ticket });
  if (!outcome.ok)
    return redirectWithToast(
      `/login?redirectTo=${encodeURIComponent(to)}`,
      feedbackFor(outcome, context.lang),
      { headers },
    );
  keepLogin(context.session, outcome.data);
  return redirectWithToast(to, successFeedback(tFor(context.lang)("done.loggedIn")), { headers });
}
