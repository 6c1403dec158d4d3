/** Another buyer's view of resale (decision 037): the offers of a wine, for its page. */
import { z } from "zod";
import { wineResaleOffersSchema } from "../../contract/resale-offers";
import { defineEndpoint, type AnyEndpoint } from "../http/endpoint";
import { wineResaleOffers } from "./offers";

export const resaleOfferEndpoints: AnyEndpoint[] = [
  defineEndpoint({
    method: "get",
    path: "/resale/resale-goods/findWineResaleOffers",
    summary:
      "A wine's resale offers on the shelf, cheapest first: code, price, bottles left, the least one may buy (the minimum, or all left if fewer), the condition grade",
    tag: "resale",
    query: z.object({ goodsId: z.coerce.number().int().positive().max(2_147_483_647) }),
    response: wineResaleOffersSchema,
    handler: async ({ db, query }) => ({ offers: await wineResaleOffers(db, query.goodsId) }),
  }),
];
