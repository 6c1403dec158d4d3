/** The shop's configuration: what buyers read, and the operator's changes (behind the key). */
import {
  customerServiceFoundSchema,
  customerServiceSchema,
  returnAddressSchema,
  returnFreightSchema,
  shopSettingsSchema,
} from "../../contract/shop";
import type { Db } from "../db/client";
import { defineEndpoint, WithMessage, type AnyEndpoint } from "../http/endpoint";
import { operatorOf } from "../ops/auth";
import {
  readCustomerService,
  readReturnFreightShopReasons,
  readShopSettings,
  setCustomerService,
  setReturnAddress,
  setReturnFreight,
} from "./settings";

const KEY = "Operator key: Authorization: Ops <key> (OPS_KEY); X-Operator names who acts.";

export const shopEndpoints: AnyEndpoint[] = [
  defineEndpoint({
    method: "get",
    path: "/shop/shop/findCustomerService",
    summary:
      "How to reach customer service: the hotline, the opening hours, the WeChat ID; null until the operator sets them",
    tag: "shop",
    auth: "none",
    response: customerServiceFoundSchema,
    handler: ({ db }) => readCustomerService(db),
  }),
  defineEndpoint({
    method: "get",
    path: "/shop/shop/findReturnFreight",
    summary:
      "The return reasons for which the shop pays the parcel back; the buyer pays for the others",
    tag: "shop",
    auth: "none",
    response: returnFreightSchema,
    handler: async ({ db }) => ({ shopPays: await readReturnFreightShopReasons(db) }),
  }),
  defineEndpoint({
    method: "get",
    path: "/ops/shop",
    summary: `The shop's configuration that buyers see. ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "shop.read",
    response: shopSettingsSchema,
    handler: ({ db }) => readShopSettings(db),
  }),
  defineEndpoint({
    method: "post",
    path: "/ops/shop/returnAddress",
    summary: `Sets where returned goods go; the buyer of an approved return sees it (until it is set, the return is "being arranged" and the buyer cannot send the goods back). ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "shop.settings",
    audit: {
      transaction: true,
      target: () => "shopSettings",
      state: (tx) => readShopSettings(tx as Db),
    },
    body: returnAddressSchema,
    response: shopSettingsSchema,
    handler: async ({ db, body, req }) =>
      new WithMessage("shop_saved", await setReturnAddress(db, body, operatorOf(req))),
  }),
  defineEndpoint({
    method: "post",
    path: "/ops/shop/customerService",
    summary: `Sets the customer service hotline, opening hours and WeChat ID. ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "shop.settings",
    audit: {
      transaction: true,
      target: () => "shopSettings",
      state: (tx) => readShopSettings(tx as Db),
    },
    body: customerServiceSchema,
    response: shopSettingsSchema,
    handler: async ({ db, body, req }) =>
      new WithMessage("shop_saved", await setCustomerService(db, body, operatorOf(req))),
  }),
  defineEndpoint({
    method: "post",
    path: "/ops/shop/returnFreight",
    summary: `Sets the return reasons for which the shop pays the parcel back (the buyer pays for the others); applies to returns asked from now on. ${KEY}`,
    tag: "operator",
    auth: "operator",
    permission: "shop.settings",
    audit: {
      transaction: true,
      target: () => "shopSettings",
      state: (tx) => readShopSettings(tx as Db),
    },
    body: returnFreightSchema,
    response: shopSettingsSchema,
    handler: async ({ db, body, req }) =>
      new WithMessage("shop_saved", await setReturnFreight(db, body, operatorOf(req))),
  }),
];
