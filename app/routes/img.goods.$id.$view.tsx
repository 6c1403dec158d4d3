/**
 * Wine pictures, fetched from /shopping and cached here: they are drawn from
 * the wine's data and change only with it.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { request } from "undici";
import { shoppingBaseUrl, shoppingDispatcher } from "~/service/client.server";

const cache = new Map<string, string>();
const CACHE_LIMIT = 1000;

export async function loader({ params, request: req }: LoaderFunctionArgs) {
  const id = Number(params.id);
  const view = params.view === "label.svg" ? "label" : params.view === "front.svg" ? "front" : null;
  const lang = new URL(req.url).searchParams.get("lang") === "en" ? "en" : "ch";
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647 || !view)
    return new Response("Not found", { status: 404 });
  const key = `${id}:${view}:${lang}`;
  let svg = cache.get(key);
  if (!svg) {
    try {
      const res = await request(
        `${shoppingBaseUrl()}/goods/goods/picture?id=${id}&view=${view}&lang=${lang}`,
        {
          dispatcher: shoppingDispatcher(),
          headersTimeout: 10_000,
          bodyTimeout: 10_000,
        },
      );
      const text = await res.body.text();
      if (res.statusCode === 404) return new Response("Not found", { status: 404 });
      if (res.statusCode !== 200) return new Response("Unavailable", { status: 502 });
      svg = text;
    } catch {
      return new Response("Unavailable", { status: 502 });
    }
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(key, svg);
  }
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
