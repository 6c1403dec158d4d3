/**
 * A wine's picture views under the shop's own path, from /shopping: the front is its uploaded cover
 * (a JPEG) when it has one, else its drawn bottle (SVG), as the label always is. The service keeps
 * them and forgets them when the wine changes; browsers keep them ten minutes (the service says so).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { request } from "undici";
import { shoppingBaseUrl, shoppingDispatcher } from "~/service/client.server";

const PICTURE_TYPES = /^(image\/svg\+xml|image\/jpeg)\b/;

export async function loader({ params, request: req }: LoaderFunctionArgs) {
  const id = Number(params.id);
  const view = params.view === "label.svg" ? "label" : params.view === "front.svg" ? "front" : null;
  const lang = new URL(req.url).searchParams.get("lang") === "en" ? "en" : "ch";
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647 || !view)
    return new Response("Not found", { status: 404 });
  try {
    const res = await request(
      `${shoppingBaseUrl()}/goods/goods/picture?id=${id}&view=${view}&lang=${lang}`,
      { dispatcher: shoppingDispatcher(), headersTimeout: 10_000, bodyTimeout: 10_000 },
    );
    const type = String(res.headers["content-type"] ?? "");
    if (res.statusCode !== 200 || !PICTURE_TYPES.test(type)) {
      await res.body.dump();
      return new Response(res.statusCode === 404 ? "Not found" : "Unavailable", {
        status: res.statusCode === 404 ? 404 : 502,
      });
    }
    return new Response(Buffer.from(await res.body.arrayBuffer()), {
      headers: {
        "Content-Type": type,
        "Cache-Control": String(res.headers["cache-control"] ?? "public, max-age=600"),
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch {
    return new Response("Unavailable", { status: 502 });
  }
}
