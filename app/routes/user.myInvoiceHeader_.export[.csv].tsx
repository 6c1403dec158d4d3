/**
 * /user/myInvoiceHeader/export.csv: the buyer's invoice titles as a CSV download
 * (features/invoices/titles-csv.server.ts); a visitor is sent to log in first.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvResponse } from "~/components/list/csv.server";
import { requireLogin } from "~/features/accounts/auth.server";
import { invoiceCalls } from "~/features/invoices/calls.server";
import { titlesCsv, titlesCsvNames } from "~/features/invoices/titles-csv.server";
import { unwrap } from "~/service/client.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireLogin(context, request);
  const titles = await unwrap(await invoiceCalls.titles(api), api, request);
  const names = titlesCsvNames(api.lang);
  return csvResponse(titlesCsv(titles.list, api.lang), names.ascii, names.local);
}
