/**
 * Switches the language (ch / en) and goes back where the visitor was. A
 * preference, not an account change: it needs a same-site POST (server.ts
 * refuses the others) but no CSRF token, so catalogue pages stay cacheable
 * (docs/decisions/003).
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { safeLocalPath } from "~/utils/back";
import { toLang } from "~/utils/lang";
import { readForm } from "~/utils/form.server";
import { commitSession, getSession, langOf } from "~/utils/session.server";

export async function action({ request }: ActionFunctionArgs) {
  const session = await getSession(request);
  const form = await readForm(request, langOf(session));
  const redirectTo = safeLocalPath(String(form.get("redirectTo") ?? "")) ?? "/";
  session.set("langId", toLang(form.get("lang")));
  return redirect(redirectTo, {
    status: 303,
    headers: { "Set-Cookie": await commitSession(session) },
  });
}

export async function loader() {
  return redirect("/");
}
