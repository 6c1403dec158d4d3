/** 到货通知's endpoints: a buyer waits for a sold-out wine, or stops waiting. */
import { z } from "zod";
import { restockStateSchema } from "../../contract/restock-answers";
import { defineEndpoint, WithMessage, type AnyEndpoint } from "../http/endpoint";
import { subscribe, unsubscribe } from "./subscriptions";

const RESTOCK = "/goods/restock";
const TAG = "restock";

const goodsBody = z.object({ goodsId: z.number().int().positive().max(2_147_483_647) });

export const restockEndpoints: AnyEndpoint[] = [
  defineEndpoint({
    method: "post",
    path: `${RESTOCK}/subscribe`,
    summary:
      "Asks for one SMS when a sold-out wine on the shelf is back (到货通知), in the caller's language; at most one waiting request per buyer and wine (again changes nothing); refused with code 409 while the wine is in stock",
    tag: TAG,
    auth: "required",
    body: goodsBody,
    response: restockStateSchema,
    handler: async ({ db, user, body, lang }) =>
      new WithMessage("restock_subscribed", await subscribe(db, user!.id, body.goodsId, lang)),
  }),
  defineEndpoint({
    method: "post",
    path: `${RESTOCK}/unsubscribe`,
    summary: "Stops waiting for a wine's 到货通知 (again changes nothing)",
    tag: TAG,
    auth: "required",
    body: goodsBody,
    response: restockStateSchema,
    handler: async ({ db, user, body }) =>
      new WithMessage("restock_unsubscribed", await unsubscribe(db, user!.id, body.goodsId)),
  }),
];
