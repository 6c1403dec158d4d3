/**
 * The next level of the address form's area (cities of a province, districts of a city), for the
 * selects with JavaScript.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { areaChildren } from "~/features/addresses/area.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const parent = new URL(request.url).searchParams.get("parent") ?? "";
  return Response.json(areaChildren(parent), {
    headers: { "Cache-Control": "public, max-age=86400" },
  });
}
