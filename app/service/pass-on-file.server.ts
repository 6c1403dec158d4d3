/**
 * A file the service serves (a picture by its name; on the buyer's token an issued invoice or a
 * business licence), passed on with its type; anything else the service answers reads as not found.
 */
import { request } from "undici";
import { shoppingBaseUrl, shoppingDispatcher } from "./client.server";

export async function passOnFile(
  pathAndQuery: string,
  options: { token?: string; types: RegExp; cacheControl: string },
): Promise<Response> {
  try {
    const res = await request(`${shoppingBaseUrl()}${pathAndQuery}`, {
      dispatcher: shoppingDispatcher(),
      headers: options.token ? { authorization: options.token } : {},
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
      "Cache-Control": options.cacheControl,
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
