/**
 * /chateauList/export.csv: every winery, in the list's order, as a CSV download
 * (features/catalog/wineries-csv.server.ts), asked for page after page up to MAX_WINERIES.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { ChateauSummary } from "#contract/catalog";
import { csvResponse } from "~/components/list/csv.server";
import { catalogCalls } from "~/features/catalog/calls.server";
import { wineriesCsv, wineriesCsvNames } from "~/features/catalog/wineries-csv.server";
import { unwrap } from "~/service/client.server";

/** The service's largest page. */
const PER_CALL = 500;
/** Far beyond the shop's wineries, and a bound on what one anonymous download costs. */
const MAX_WINERIES = 2_000;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = context;
  const wineries: ChateauSummary[] = [];
  for (let page = 1; wineries.length < MAX_WINERIES; page++) {
    const answer = await unwrap(await catalogCalls.chateaux(api, page, PER_CALL), api, request);
    wineries.push(...answer.list);
    if (!answer.hasMore) break;
  }
  const names = wineriesCsvNames(api.lang);
  return csvResponse(wineriesCsv(wineries, api.lang), names.ascii, names.local);
}
