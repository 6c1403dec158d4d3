/**
 * A file the service serves (a picture by its name; on the buyer's token an issued invoice or a
 * business licence), passed on with its type; anything else the service answers reads as not found.
 * A buyer's own document is never kept by the browser (no-store): after a logout, or on a shared
 * phone, going back to it asks for a login instead of showing it from the cache.
 */
import { request } from "undici";
import { shoppingBaseUrl, shoppingDispatcher } from "./client.server";

export const PRIVATE_FILE_CACHE = "private, no-store";

type FileOptions = (
  | /** a buyer's own document, fetched on their token */
    { token: string; types: RegExp }
    /** a file anyone with its name may see, and how long it may be kept */
  | { token?: undefined; types: RegExp; cacheControl: string }
) & {
  /**
   * the request it is for: its visitor's address goes with it, so the service's request limits
   * count that visitor, not the storefront's own address for everybody
   */
  from?: Request;
};

function visitorOf(request: Request | undefined): Record<string, string> {
  const address = request?.headers.get("x-forwarded-for");
  return address ? { "x-forwarded-for": address } : {};
}

export async function passOnFile(pathAndQuery: string, options: FileOptions): Promise<Response> {
  try {
    const res = await request(`${shoppingBaseUrl()}${pathAndQuery}`, {
      dispatcher: shoppingDispatcher(),
      headers: {
        ...(options.token ? { authorization: options.token } : {}),
        ...visitorOf(options.from),
      },
      headersTimeout: 10_000,
      bodyTimeout: 30_000,
    });
    const type = String(res.headers["content-type"] ?? "");
    if (res.statusCode !== 200 || !options.types.test(type)) {
      await res.body.dump();
      return new Response("Not found", { status: 404 });
    }
    const headers = new Headers({
      "Content-Type": type,
      "Cache-Control": "cacheControl" in options ? options.cacheControl : PRIVATE_FILE_CACHE,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'",
    });
    const disposition = res.headers["content-disposition"];
    if (disposition) headers.set("Content-Disposition", String(disposition));
    return new Response(Buffer.from(await res.body.arrayBuffer()), { headers });
  } catch {
    return new Response("Unavailable", { status: 502 });
  }
}
