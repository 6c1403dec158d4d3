/**
 * An uploaded picture (an avatar, a buyer's photo) through the service's image echo path (spec §7:
 * fileName query), as the browser may cache it for good: a name is never reused for other bytes.
 */
import { request } from "undici";
import { UPLOAD_FILE_NAME } from "#contract/accounts";
import { shoppingBaseUrl, shoppingDispatcher } from "~/service/client.server";

const PICTURE = /^image\/(jpeg|png|webp)$/;

export async function pictureResponse(fileName: string): Promise<Response> {
  if (!UPLOAD_FILE_NAME.test(fileName)) return new Response("Not found", { status: 404 });
  try {
    const res = await request(
      `${shoppingBaseUrl()}/file/file/echo?fileName=${encodeURIComponent(fileName)}`,
      { dispatcher: shoppingDispatcher(), headersTimeout: 10_000, bodyTimeout: 10_000 },
    );
    const body = Buffer.from(await res.body.arrayBuffer());
    const type = String(res.headers["content-type"] ?? "");
    if (res.statusCode !== 200 || !PICTURE.test(type))
      return new Response("Not found", { status: 404 });
    return new Response(body, {
      headers: {
        "Content-Type": type,
        "Cache-Control": "public, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'",
      },
    });
  } catch {
    return new Response("Unavailable", { status: 502 });
  }
}
