/**
 * A wine's picture views under the shop's own path, from /shopping: the front is its uploaded cover
 * (a JPEG) when it has one, else its drawn bottle (SVG), as the label always is. Kept here, so a
 * list's twenty pictures do not each go to the service (nor count against the visitor's request
 * limits there): forgotten when the service says the catalogue changed, and after a minute in any
 * case (a service in another process says nothing). Browsers keep them ten minutes.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { request } from "undici";
import { onCatalogChanged } from "~/service/catalog-signal.server";
import { shoppingBaseUrl, shoppingDispatcher } from "~/service/client.server";

const PICTURE_TYPES = /^(image\/svg\+xml|image\/jpeg)\b/;
const CACHE_LIMIT = 1000;
const CACHE_MS = 60_000;

interface Kept {
  type: string;
  cacheControl: string;
  bytes: Buffer;
  keptAt: number;
}
const cache = new Map<string, Kept>();
onCatalogChanged(() => cache.clear());

async function fetchPicture(key: string, path: string, visitor: string | null) {
  const res = await request(`${shoppingBaseUrl()}${path}`, {
    dispatcher: shoppingDispatcher(),
    headers: visitor ? { "x-forwarded-for": visitor } : {},
    headersTimeout: 10_000,
    bodyTimeout: 10_000,
  });
  const type = String(res.headers["content-type"] ?? "");
  if (res.statusCode !== 200 || !PICTURE_TYPES.test(type)) {
    await res.body.dump();
    return res.statusCode === 404 ? "missing" : "unavailable";
  }
  const kept: Kept = {
    type,
    cacheControl: String(res.headers["cache-control"] ?? "public, max-age=600"),
    bytes: Buffer.from(await res.body.arrayBuffer()),
    keptAt: Date.now(),
  };
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(key, kept);
  return kept;
}

export async function loader({ params, request: req }: LoaderFunctionArgs) {
  const id = Number(params.id);
  const view = params.view === "label.svg" ? "label" : params.view === "front.svg" ? "front" : null;
  const lang = new URL(req.url).searchParams.get("lang") === "en" ? "en" : "ch";
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647 || !view)
    return new Response("Not found", { status: 404 });
  const key = `${id}:${view}:${lang}`;
  let kept = cache.get(key);
  if (!kept || Date.now() - kept.keptAt > CACHE_MS) {
    try {
      const fetched = await fetchPicture(
        key,
        `/goods/goods/picture?id=${id}&view=${view}&lang=${lang}`,
        req.headers.get("x-forwarded-for"),
      );
      if (fetched === "missing") return new Response("Not found", { status: 404 });
      if (fetched === "unavailable") return new Response("Unavailable", { status: 502 });
      kept = fetched;
    } catch {
      return new Response("Unavailable", { status: 502 });
    }
  }
  return new Response(new Uint8Array(kept.bytes), {
    headers: {
      "Content-Type": kept.type,
      "Cache-Control": kept.cacheControl,
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
