/**
 * The catalogue desk's endpoints (decision 043), under /ops behind the operator guard: the console's
 * /admin/wines and `npm run ops -- wine…` are their clients. Every change tells the storefront's page
 * cache once it has committed (../changes.ts).
 */
import { z } from "zod";
import { goodsDetailSchema } from "../../../contract/catalog-answers";
import { requestKeySchema } from "../../../contract/request-key";
import { SHELF_STATUSES } from "../../../contract/wine-desk";
import {
  opsWineListSchema,
  opsWineOptionsSchema,
  opsWineryListSchema,
  opsWinerySchema,
  opsWineSchema,
  wineBodySchema,
  wineryBodySchema,
} from "../../../contract/wine-desk-answers";
import type { Db, Tx } from "../../db/client";
import { defineEndpoint, WithMessage, type AnyEndpoint } from "../../http/endpoint";
import { BusinessError } from "../../http/envelope";
import { OPS_MAX_PAGE_SIZE } from "../../ops/orders";
import { bottleDataUrl } from "../bottle-picture";
import { staffPhotoUrl } from "../present";
import { catalogChanged } from "../changes";
import { productDetail } from "../queries";
import { presentDetail } from "../routes";
import { listWines, wineOptions } from "./list";
import { createWine, moveShelf, readWine, updateWine } from "./save";
import { createWinery, listWineries, readWinery, updateWinery } from "./wineries";

const wineId = z.coerce.number().int().positive().max(2_147_483_647);
const KEY = "Staff token or console session (decision 041).";

/** What the audit log keeps of a wine before and after a change: its form's values and status. */
const wineState = async (tx: Tx | Db, body: { id: number }) => {
  const wine = await readWine(tx, body.id);
  return wine && { status: wine.status, wine: wine.wine };
};

async function changed<T>(change: Promise<T>): Promise<T> {
  const result = await change;
  catalogChanged();
  return result;
}

export const wineDeskEndpoints: AnyEndpoint[] = [
  defineEndpoint({
    method: "get",
    path: "/ops/catalog/wines",
    summary: `The wines, the newest change first: by words of a name (the wine's or its winery's) or a number, and by status. ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "catalog.read",
    query: z.object({
      q: z.string().max(80).optional(),
      status: z.enum(SHELF_STATUSES).optional(),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(OPS_MAX_PAGE_SIZE).default(30),
    }),
    response: opsWineListSchema,
    handler: ({ db, query }) => listWines(db, query),
  }),
  defineEndpoint({
    method: "get",
    path: "/ops/catalog/wine",
    summary: `One wine as staff edit it: every attribute, its status and the moves it allows. ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "catalog.read",
    query: z.object({ id: wineId }),
    response: opsWineSchema,
    handler: async ({ db, query }) => {
      const wine = await readWine(db, query.id);
      if (!wine) throw new BusinessError(404, "ops_wine_not_found", { id: query.id });
      return wine;
    },
  }),
  defineEndpoint({
    method: "get",
    path: "/ops/catalog/wine/preview",
    summary: `A wine's page as buyers will see it, on the shelf or not (a draft's preview). A draft's pictures are not public: its uploaded ones are staff's paths (/ops/catalog/wine/photo), its drawn ones data: URLs. ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "catalog.read",
    query: z.object({ id: wineId }),
    response: goodsDetailSchema,
    handler: async ({ db, query, lang }) => {
      const found = await productDetail(db, query.id, 0, true);
      if (!found) throw new BusinessError(404, "ops_wine_not_found", { id: query.id });
      const page = presentDetail(found, lang, false);
      return {
        ...page,
        pictures: found.row.photos.length
          ? found.row.photos.map(staffPhotoUrl)
          : [bottleDataUrl(found.row, "front", lang), bottleDataUrl(found.row, "label", lang)],
      };
    },
  }),
  defineEndpoint({
    method: "get",
    path: "/ops/catalog/wineOptions",
    summary: `What a wine's form offers: wineries, regions with their country, grapes. ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "catalog.read",
    response: opsWineOptionsSchema,
    handler: ({ db, lang }) => wineOptions(db, lang === "en" ? "en" : "ch"),
  }),
  defineEndpoint({
    method: "post",
    path: "/ops/catalog/wine/create",
    summary: `Adds a wine as a draft (initial): staff preview it, then put it on the shelf. ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "catalog.edit",
    body: z.object({
      wine: wineBodySchema,
      requestKey: requestKeySchema,
    }),
    audit: { target: (body) => `wine:new:${body.requestKey ?? ""}` },
    response: opsWineSchema,
    handler: async ({ db, body }) =>
      new WithMessage(
        "ops_wine_created",
        await changed(createWine(db, body.wine, body.requestKey)),
      ),
  }),
  defineEndpoint({
    method: "post",
    path: "/ops/catalog/wine/update",
    summary: `Writes a wine's attributes and prices; a price applies to orders placed from now. Refused when someone changed the wine after seenAt. ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "catalog.edit",
    body: z.object({
      id: wineId,
      seenAt: z
        .string()
        .datetime()
        .optional()
        .describe("the wine's updatedAt when the form was read"),
      wine: wineBodySchema,
    }),
    audit: { target: (body) => `wine:${body.id}`, state: wineState },
    response: opsWineSchema,
    handler: async ({ db, body }) =>
      new WithMessage(
        "ops_wine_saved",
        await changed(updateWine(db, body.id, body.wine, body.seenAt)),
      ),
  }),
  defineEndpoint({
    method: "post",
    path: "/ops/catalog/wine/shelf",
    summary: `Puts a wine on the shelf or takes it off, as the merchandise transition table allows. ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "catalog.edit",
    body: z.object({ id: wineId, to: z.enum(["on_shelf", "off_shelf"]) }),
    audit: { target: (body) => `wine:${body.id}`, state: wineState },
    response: opsWineSchema,
    handler: async ({ db, body }) =>
      new WithMessage(
        body.to === "on_shelf" ? "ops_wine_on_shelf" : "ops_wine_off_shelf",
        await changed(moveShelf(db, body.id, body.to)),
      ),
  }),
  defineEndpoint({
    method: "get",
    path: "/ops/catalog/wineries",
    summary: `The wineries by name, with how many wines each has; by words of a name. ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "catalog.read",
    query: z.object({
      q: z.string().max(80).optional(),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(OPS_MAX_PAGE_SIZE).default(30),
    }),
    response: opsWineryListSchema,
    handler: ({ db, query }) => listWineries(db, query),
  }),
  defineEndpoint({
    method: "get",
    path: "/ops/catalog/winery",
    summary: `One winery as staff edit it. ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "catalog.read",
    query: z.object({ id: wineId }),
    response: opsWinerySchema,
    handler: async ({ db, query }) => {
      const winery = await readWinery(db, query.id);
      if (!winery) throw new BusinessError(404, "ops_winery_not_found", { id: query.id });
      return winery;
    },
  }),
  defineEndpoint({
    method: "post",
    path: "/ops/catalog/winery/create",
    summary: `Adds a winery (its page shows once it has a wine on the shelf). ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "catalog.edit",
    body: z.object({ winery: wineryBodySchema, requestKey: requestKeySchema }),
    audit: { target: (body) => `winery:new:${body.requestKey ?? ""}` },
    response: opsWinerySchema,
    handler: async ({ db, body }) =>
      new WithMessage(
        "ops_winery_created",
        await changed(createWinery(db, body.winery, body.requestKey)),
      ),
  }),
  defineEndpoint({
    method: "post",
    path: "/ops/catalog/winery/update",
    summary: `Writes a winery's names, region, facts and story; its wines are found by the new names at once. ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "catalog.edit",
    body: z.object({ id: wineId, winery: wineryBodySchema }),
    audit: {
      target: (body) => `winery:${body.id}`,
      state: async (tx, body) => (await readWinery(tx, body.id))?.winery ?? null,
    },
    response: opsWinerySchema,
    handler: async ({ db, body }) =>
      new WithMessage("ops_winery_saved", await changed(updateWinery(db, body.id, body.winery))),
  }),
];
