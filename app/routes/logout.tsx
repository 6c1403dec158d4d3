/**
 * Logout: a POST from the personal center or the user area. It revokes the token at the service.
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { tFor } from "~/i18n.server";
import { accountCalls } from "~/features/accounts/calls.server";
import { readProtectedForm } from "~/utils/csrf.server";
import { clearLogin } from "~/utils/session.server";
import { successFeedback } from "~/service/feedback";
import { redirectWithToast } from "~/utils/toast.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const api = context.api;
  await readProtectedForm(request, api.lang);
  // A token the service no longer knows is already as good as revoked.
  if (api.token) await accountCalls.logout(api);
  clearLogin(api.session);
  return redirectWithToast("/", successFeedback(tFor(api.lang)("done.loggedOut")));
}

export async function loader() {
  return redirect("/personalCenter");
}
