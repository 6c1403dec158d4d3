/**
 * An uploaded picture (an avatar, a buyer's photo) through the service's image echo path (spec §7:
 * fileName query), as the browser may cache it for good: a name is never reused for other bytes.
 */
import { UPLOAD_FILE_NAME } from "#contract/accounts";
import { passOnFile } from "~/service/pass-on-file.server";

export function pictureResponse(fileName: string, from: Request): Promise<Response> | Response {
  if (!UPLOAD_FILE_NAME.test(fileName)) return new Response("Not found", { status: 404 });
  return passOnFile(`/file/file/echo?fileName=${encodeURIComponent(fileName)}`, {
    from,
    types: /^image\/(jpeg|png|webp)$/,
    cacheControl: "public, max-age=31536000, immutable",
  });
}
