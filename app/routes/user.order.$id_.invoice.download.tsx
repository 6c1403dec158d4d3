/**
 * /user/order/{id}/invoice/download: the issued invoice of the buyer's own order (PDF or OFD), or
 * with ?correction= one of its red-letter invoices,
 * passed on from the service with its type and Content-Disposition; anyone else's is not found.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireLogin } from "~/features/accounts/auth.server";
import { parseOrderId } from "~/features/payments/paths";
import { passOnFile } from "~/service/pass-on-file.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const api = await requireLogin(context, request);
  const id = parseOrderId(params.id);
  if (!id || !api.token) return new Response("Not found", { status: 404 });
  // ?correction=N: one of the order's red-letter invoices; anything else is not one.
  const correction = new URL(request.url).searchParams.get("correction");
  if (correction !== null && !/^[1-9]\d{0,9}$/.test(correction))
    return new Response("Not found", { status: 404 });
  const which = correction === null ? "" : `&correction=${correction}`;
  return passOnFile(`/invoice/invoice/document?orderId=${id}${which}`, {
    token: api.token,
    types: /^application\/(pdf|ofd)$/,
    from: request,
  });
}
