/**
 * /user/myRecyclingOrder/export.csv: the seller's resale orders as a CSV download
 * (features/resale/sales-csv.server.ts); a visitor is sent to log in first.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvResponse } from "~/components/list/csv.server";
import { requireLogin } from "~/features/accounts/auth.server";
import { resaleCalls } from "~/features/resale/calls.server";
import { resaleSalesCsv, resaleSalesCsvNames } from "~/features/resale/sales-csv.server";
import { unwrap } from "~/service/client.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireLogin(context, request);
  const { list } = await unwrap(await resaleCalls.sales(api), api, request);
  const names = resaleSalesCsvNames(api.lang);
  return csvResponse(resaleSalesCsv(list, api.lang), names.ascii, names.local);
}
