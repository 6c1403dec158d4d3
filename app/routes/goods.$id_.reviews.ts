/**
 * A page of a wine's reviews as JSON, for the detail page's "more reviews" with JavaScript (without
 * it, the link reloads the page).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { unwrap } from "~/service/client.server";
import { catalogCalls } from "~/features/catalog/calls.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  if (!/^\d{1,10}$/.test(params.id ?? "")) throw new Response("Not found", { status: 404 });
  const cursor = new URL(request.url).searchParams.get("cursor");
  const api = context.api;
  return unwrap(
    await catalogCalls.reviews(
      api,
      Number(params.id),
      cursor && /^\d{1,10}$/.test(cursor) ? cursor : null,
    ),
    api,
    request,
  );
}
