/** Signs the member out of the console (/admin/logout, a POST with the form's token). */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { endStaffSession, staffApi, staffSecretOf } from "~/features/admin/staff-session.server";
import { readProtectedForm } from "~/utils/csrf.server";

export async function action({ request, context }: ActionFunctionArgs) {
  await readProtectedForm(request, context.lang);
  const secret = await staffSecretOf(request);
  if (secret) await staffApi(request, context, secret).post("/ops/me/logout");
  return redirect("/admin/login", { headers: { "Set-Cookie": await endStaffSession() } });
}

export async function loader() {
  return redirect("/admin");
}
