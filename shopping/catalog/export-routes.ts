/**
 * The wine list's CSV export (spec §2) asks for the whole list at once: the list's own filters,
 * search and sort, the wines in the list's order, each with its grapes, at most GOODS_EXPORT_MAX of
 * them. One answer instead of page after page, and one bound on what an anonymous download costs.
 */
import { GOODS_EXPORT_MAX, type GoodsExport } from "../../contract/catalog";
import { goodsExportSchema } from "../../contract/catalog-answers";
import { defineEndpoint } from "../http/endpoint";
import { pickName, presentSummary } from "./present";
import { grapesOf, listProducts } from "./queries";
import { listQuerySchema } from "./schemas";
import { searchAs } from "./search-query";

const exportQuerySchema = listQuerySchema.omit({ page: true, pageSize: true });

export const catalogExportEndpoints = [
  defineEndpoint({
    method: "get",
    path: "/goods/goods/findGoodsExport",
    summary: `The wine list for a spreadsheet: findGoodsList's filters, search and sort, its first ${GOODS_EXPORT_MAX} wines with their grapes`,
    tag: "catalogue",
    query: exportQuerySchema,
    response: goodsExportSchema,
    handler: async ({ db, query, lang }): Promise<GoodsExport> => {
      const run = (q: string | undefined) =>
        listProducts(db, { ...query, q, page: 1, pageSize: GOODS_EXPORT_MAX });
      // The same words as the list: a Chinese name typed in pinyin finds what the list found.
      const search =
        query.q === undefined
          ? null
          : await searchAs(
              db,
              query.q,
              query.match,
              run,
              (page) => page.total > 0,
              (page) => page.rows[0]?.spuName,
            );
      const { rows, total } = search?.found ?? (await run(undefined));
      const grapes = await grapesOf(
        db,
        rows.map((row) => row.id),
      );
      return {
        list: rows.map((row) => ({
          ...presentSummary(row, lang),
          grapes: (grapes.get(row.id) ?? []).map((grape) => pickName(grape, lang)),
        })),
        total,
        capped: total > rows.length,
      };
    },
  }),
];
