/**
 * The business licence a special title names (/admin/invoices/titles/:id/licence), for the member
 * reviewing it: fetched with the member's own sign-in (the service checks invoices.read) and never
 * kept by a cache.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { TITLE_ID } from "~/features/admin/invoices/invoice-paths";
import { requireStaff } from "~/features/admin/staff-session.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const id = params.id ?? "";
  if (!TITLE_ID.test(id)) return new Response("Not found", { status: 404 });
  return api.file(`/ops/invoices/title-licence?id=${id}`, /^(image\/(jpeg|png)|application\/pdf)$/);
}
