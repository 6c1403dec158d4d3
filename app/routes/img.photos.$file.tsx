/**
 * A wine's uploaded picture (decision 045), large, served under the shop's own path from /shopping.
 * Its name is never reused for other bytes, so browsers keep it for a year.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { WINE_PICTURE_FILE } from "#contract/wine-pictures";
import { passOnFile } from "~/service/pass-on-file.server";

export function loader({ params, request }: LoaderFunctionArgs) {
  const file = params.file ?? "";
  if (!WINE_PICTURE_FILE.test(file)) return new Response("Not found", { status: 404 });
  return passOnFile(`/goods/goods/photo?file=${file}&size=large`, {
    types: /^image\/jpeg$/,
    cacheControl: "public, max-age=31536000, immutable",
    from: request,
  });
}
