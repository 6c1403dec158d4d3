/**
 * /user/myRecyclingGoods/export.csv: the seller's resale items as a CSV download
 * (features/resale/goods-csv.server.ts); a visitor is sent to log in first.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvResponse } from "~/components/list/csv.server";
import { requireLogin } from "~/features/accounts/auth.server";
import { resaleCalls } from "~/features/resale/calls.server";
import { resaleGoodsCsv, resaleGoodsCsvNames } from "~/features/resale/goods-csv.server";
import { unwrap } from "~/service/client.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireLogin(context, request);
  const { list } = await unwrap(await resaleCalls.items(api), api, request);
  const names = resaleGoodsCsvNames(api.lang);
  return csvResponse(resaleGoodsCsv(list, api.lang), names.ascii, names.local);
}
