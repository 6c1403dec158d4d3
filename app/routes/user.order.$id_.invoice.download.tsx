/**
 * /user/order/{id}/invoice/download: the issued invoice of the buyer's own order (PDF or OFD),
 * passed on from the service with its type and Content-Disposition; anyone else's is not found.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { request as send } from "undici";
import { requireLogin } from "~/features/accounts/auth.server";
import { parseOrderId } from "~/features/payments/paths";
import { shoppingBaseUrl, shoppingDispatcher } from "~/service/client.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const api = await requireLogin(context, request);
  const id = parseOrderId(params.id);
  if (!id || !api.token) return new Response("Not found", { status: 404 });
  const res = await send(`${shoppingBaseUrl()}/invoice/invoice/document?orderId=${id}`, {
    dispatcher: shoppingDispatcher(),
    headers: { authorization: api.token },
    headersTimeout: 10_000,
    bodyTimeout: 30_000,
  });
  const type = String(res.headers["content-type"] ?? "");
  if (res.statusCode !== 200 || !/^application\/(pdf|ofd)$/.test(type)) {
    await res.body.dump();
    return new Response("Not found", { status: 404 });
  }
  return new Response(Buffer.from(await res.body.arrayBuffer()), {
    headers: {
      "Content-Type": type,
      "Content-Disposition": String(res.headers["content-disposition"]),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
