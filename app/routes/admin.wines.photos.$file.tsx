/**
 * A wine's uploaded picture for staff (/admin/wines/photos/:file?size=small): any wine's, a draft's
 * too, fetched with the member's own sign-in and never kept by a cache.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { WINE_PICTURE_FILE } from "#contract/wine-pictures";
import { requireStaff } from "~/features/admin/staff-session.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const file = params.file ?? "";
  if (!WINE_PICTURE_FILE.test(file)) return new Response("Not found", { status: 404 });
  const size = new URL(request.url).searchParams.get("size") === "small" ? "small" : "large";
  return api.file(`/ops/catalog/wine/photo?file=${file}&size=${size}`, /^image\/jpeg$/);
}
