/**
 * Logout: a POST from the personal center or the user area. It revokes the token at the service.
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { tFor } from "~/i18n.server";
import { accountCalls } from "~/features/accounts/calls.server";
import { shoppingFor } from "~/service/client.server";
import { readProtectedForm } from "~/utils/csrf.server";
import { clearLogin, commitSession } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function action({ request }: ActionFunctionArgs) {
  const api = await shoppingFor(request);
  await readProtectedForm(request, api.lang);
  // A token the service no longer knows is already as good as revoked.
  if (api.token) await accountCalls.logout(api);
  clearLogin(api.session);
  return redirectWithToast(
    "/",
    { variant: "success", message: tFor(api.lang)("done.loggedOut"), durationMs: 2000 },
    { headers: { "Set-Cookie": await commitSession(api.session) } },
  );
}

export async function loader() {
  return redirect("/personalCenter");
}
