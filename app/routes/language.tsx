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

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context.lang);
  const redirectTo = safeLocalPath(String(form.get("redirectTo") ?? "")) ?? "/";
  context.session.set("langId", toLang(form.get("lang")));
  return redirect(redirectTo, 303);
}

export async function loader() {
  return redirect("/");
}
