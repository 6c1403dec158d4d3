/**
 * What the search box suggests as the shopper types (with JavaScript): the first wines of the wine
 * list's own search, and the wineries and regions the words name, names in the visitor's language;
 * with no words, the shop's hot searches. The same for everybody, so the browser may keep an answer
 * a minute; a service that fails answers no suggestions, never an error.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { catalogCalls } from "~/features/catalog/calls.server";
import { goodsName } from "~/features/catalog/goods-name";
import { searchWords } from "~/features/catalog/search";
import { NO_SUGGESTIONS, type Suggestions } from "~/features/catalog/suggestions";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = searchWords(new URL(request.url).searchParams.get("q"));
  const { api } = context;
  if (!q) {
    const hot = await catalogCalls.hotSearches(api);
    return Response.json(
      { ...NO_SUGGESTIONS, hot: hot.ok ? hot.data.words : [] },
      { headers: { "Cache-Control": hot.ok ? "private, max-age=60" : "no-store", Vary: "Cookie" } },
    );
  }
  const outcome = await catalogCalls.suggestions(api, q);
  const suggestions: Suggestions = outcome?.ok
    ? {
        wines: outcome.data.wines.map((g) => ({
          id: g.id,
          name: goodsName(g, api.lang),
          winery: g.wineryName,
          vintage: g.vintage,
        })),
        wineries: outcome.data.wineries,
        regions: outcome.data.regions,
        didYouMean: outcome.data.didYouMean,
        hot: [],
      }
    : NO_SUGGESTIONS;
  return Response.json(suggestions, {
    headers: {
      "Cache-Control": outcome.ok ? "private, max-age=60" : "no-store",
      Vary: "Cookie",
    },
  });
}
