/** The user area's loader (routes/user.tsx): login required; the forms' CSRF token. */
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { formSecurity } from "~/utils/csrf.server";
import { requireLogin } from "./auth.server";

export async function userAreaLoader({ request, context }: LoaderFunctionArgs) {
  await requireLogin(context, request);
  const security = await formSecurity(request);
  return data({ csrf: security.csrf }, { headers: security.headers });
}
