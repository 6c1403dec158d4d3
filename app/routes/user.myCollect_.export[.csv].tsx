/** /user/myCollect/export.csv: the whole list as a CSV download (features/favorites/csv.server.ts). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvResponse } from "~/components/list/csv.server";
import { savedCsv, savedCsvNames } from "~/features/favorites/csv.server";
import { allSavedRows } from "~/features/favorites/saved-lists.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, rows } = await allSavedRows("favorites", request, context);
  const names = savedCsvNames("favorites", api.lang);
  return csvResponse(savedCsv(rows, api.lang), names.ascii, names.local);
}
