/** /user/myIntegral/export.csv: the whole points log as a CSV download (features/points/csv.server.ts). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { POINTS_LOG_MAX_LIMIT } from "#contract/points";
import { csvResponse } from "~/components/list/csv.server";
import { cursorPages } from "~/components/list/list-page.server";
import { requireLogin } from "~/features/accounts/auth.server";
import { pointsCalls } from "~/features/points/calls.server";
import { pointsCsv, pointsCsvNames } from "~/features/points/csv.server";
import { unwrap } from "~/service/client.server";

/** A bound on one download's work, far beyond a buyer's log. */
const MAX_ROWS = 20_000;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireLogin(context, request);
  const { list } = await cursorPages(
    { page: 1, single: false, after: null },
    MAX_ROWS,
    POINTS_LOG_MAX_LIMIT,
    async (cursor, limit) => unwrap(await pointsCalls.log(api, cursor, limit), api, request),
  );
  const names = pointsCsvNames(api.lang);
  return csvResponse(pointsCsv(list, api.lang), names.ascii, names.local);
}
