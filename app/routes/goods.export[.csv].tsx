/**
 * /goods/export.csv?…: the wine list as filtered, searched and sorted (the list's own query string)
 * as a CSV download, every wine of it up to GOODS_EXPORT_MAX (features/catalog/wines-csv.server.ts).
 * Not a screen, so the page cache never keeps it (server/page-cache.ts); the file is in the
 * reader's language and says `private, no-store` like every export.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvResponse } from "~/components/list/csv.server";
import { catalogCalls } from "~/features/catalog/calls.server";
import { parseFilters, toServiceQuery } from "~/features/catalog/goods-filters";
import { winesCsv, winesCsvNames } from "~/features/catalog/wines-csv.server";
import { unwrap } from "~/service/client.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = context;
  const filters = parseFilters(new URL(request.url).searchParams);
  const wines = await unwrap(
    await catalogCalls.exportList(api, toServiceQuery(filters)),
    api,
    request,
  );
  const names = winesCsvNames(api.lang);
  return csvResponse(winesCsv(wines.list, api.lang), names.ascii, names.local);
}
