/**
 * Wines suggested as the shopper types in the search box (with JavaScript): the first few of the
 * wine list's own search, names in the visitor's language. The same for everybody, so the browser
 * may keep an answer a minute; a service that fails answers no suggestions, never an error.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { catalogCalls } from "~/features/catalog/calls.server";
import { goodsName } from "~/features/catalog/goods-name";
import { searchWords } from "~/features/catalog/search";
import type { Suggestion } from "~/features/catalog/use-suggestions";

const SUGGESTIONS = 6;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = searchWords(new URL(request.url).searchParams.get("q"));
  const { api } = context;
  const outcome = q ? await catalogCalls.list(api, { q, page: 1, pageSize: SUGGESTIONS }) : null;
  const suggestions: Suggestion[] = outcome?.ok
    ? outcome.data.list.map((g) => ({
        id: g.id,
        name: goodsName(g, api.lang),
        winery: g.wineryName,
        vintage: g.vintage,
      }))
    : [];
  return Response.json(suggestions, {
    headers: {
      "Cache-Control": outcome && !outcome.ok ? "no-store" : "private, max-age=60",
      Vary: "Cookie",
    },
  });
}
