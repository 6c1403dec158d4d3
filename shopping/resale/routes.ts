/** The seller's resale endpoints (decision 037); the rules are in listing.ts and seller-steps.ts. */
import {
  resaleCodeBodySchema,
  resaleFormSchema,
  resaleOrderQuerySchema,
  resaleSaleQuerySchema,
  resaleShelfSchema,
  resaleShipmentSchema,
} from "../../contract/resale";
import {
  resaleItemListSchema,
  resaleItemSchema,
  resaleOrderBottlesSchema,
  resaleReturnAddressSchema,
  resaleSaleListSchema,
  resaleSaleSchema,
} from "../../contract/resale-answers";
import { defineEndpoint, WithMessage, type AnyEndpoint } from "../http/endpoint";
import { readReturnAddress } from "../shop/settings";
import { listForResale } from "./listing";
import { sendToShop, setShelf, withdrawResale } from "./seller-steps";
import { itemView, myItems, mySale, mySales, orderBottles } from "./views";

const TAG = "resale";
const GOODS = "/resale/resale-goods";
const ORDER = "/resale/resale-order";

export const resaleEndpoints: AnyEndpoint[] = [
  defineEndpoint({
    method: "get",
    path: `${GOODS}/findOrderBottles`,
    summary:
      "The caller's bottles of one of their orders, by wine, that may be resold, with the price band of each wine",
    tag: TAG,
    auth: "required",
    query: resaleOrderQuerySchema,
    response: resaleOrderBottlesSchema,
    handler: ({ db, user, query, lang }) => orderBottles(db, user!.id, query.orderId, lang),
  }),
  defineEndpoint({
    method: "post",
    path: `${GOODS}/saveResale`,
    summary:
      "Resells bottles of a received or completed order through the shop: the system audit runs at once (ownership, bottles not listed, sold or returned, the price band, the minimum); the item is then waiting for the seller's parcel",
    tag: TAG,
    auth: "required",
    body: resaleFormSchema,
    response: resaleItemSchema,
    handler: async ({ db, user, body, lang }) =>
      new WithMessage(
        "resale_set",
        await itemView(db, await listForResale(db, user!.id, body, lang), lang),
      ),
  }),
  defineEndpoint({
    method: "get",
    path: `${GOODS}/findReturnAddress`,
    summary:
      "Where the seller sends the bottles: the shop's return address; null until the operator sets it (the parcel is refused until then)",
    tag: TAG,
    auth: "required",
    response: resaleReturnAddressSchema,
    handler: ({ db }) => readReturnAddress(db),
  }),
  defineEndpoint({
    method: "post",
    path: `${GOODS}/shipResale`,
    summary:
      "The seller's parcel to the shop's return address (courier and tracking number), until the shop receives it",
    tag: TAG,
    auth: "required",
    body: resaleShipmentSchema,
    response: resaleItemSchema,
    handler: async ({ db, user, body, lang }) =>
      new WithMessage(
        "resale_sent",
        await itemView(db, await sendToShop(db, user!.id, body), lang),
      ),
  }),
  defineEndpoint({
    method: "post",
    path: `${GOODS}/withdrawResale`,
    summary: "Withdraws an item whose parcel has not been sent; its bottles may be listed again",
    tag: TAG,
    auth: "required",
    body: resaleCodeBodySchema,
    response: resaleItemSchema,
    handler: async ({ db, user, body, lang }) =>
      new WithMessage(
        "resale_withdrawn",
        await itemView(db, await withdrawResale(db, user!.id, body.code), lang),
      ),
  }),
  defineEndpoint({
    method: "post",
    path: `${GOODS}/shelfResale`,
    summary:
      "Puts an item the shop passed on the shelf, or takes it off (its sales and history stay)",
    tag: TAG,
    auth: "required",
    body: resaleShelfSchema,
    response: resaleItemSchema,
    handler: async ({ db, user, body, lang }) =>
      new WithMessage(
        body.onShelf ? "resale_on_shelf" : "resale_off_shelf",
        await itemView(db, await setShelf(db, user!.id, body.code, body.onShelf), lang),
      ),
  }),
  defineEndpoint({
    method: "get",
    path: `${GOODS}/findMyResaleGoods`,
    summary: "The caller's resale items, newest first, with spec §3's fields and their statuses",
    tag: TAG,
    auth: "required",
    response: resaleItemListSchema,
    handler: ({ db, user, lang }) => myItems(db, user!.id, lang),
  }),
  defineEndpoint({
    method: "get",
    path: `${ORDER}/findMyResaleOrders`,
    summary: "The sales of the caller's items, newest first: buyer masked, amounts, payout status",
    tag: TAG,
    auth: "required",
    response: resaleSaleListSchema,
    handler: ({ db, user, lang }) => mySales(db, user!.id, lang),
  }),
  defineEndpoint({
    method: "get",
    path: `${ORDER}/findResaleOrder`,
    summary: "One sale of the caller's items with its timeline; another seller's is not found",
    tag: TAG,
    auth: "required",
    query: resaleSaleQuerySchema,
    response: resaleSaleSchema,
    handler: ({ db, user, query, lang }) => mySale(db, user!.id, query.id, lang),
  }),
];
