/** The shop's configuration: what buyers read, and the operator's changes (behind the key). */
import type { z } from "zod";
import {
  customerServiceFoundSchema,
  customerServiceSchema,
  returnAddressSchema,
  returnFreightSchema,
  shopSettingsSchema,
} from "../../contract/shop";
import { freightRuleSchema, orderTimeoutsSchema } from "../../contract/shop-rules";
import type { Db } from "../db/client";
import { defineEndpoint, WithMessage, type AnyEndpoint } from "../http/endpoint";
import { operatorOf } from "../ops/auth";
import type { AuditSpec } from "../staff/audit";
import { setFreight, setOrderTimeouts, type OrderRuleDefaults } from "./order-rules";
import {
  readCustomerService,
  readReturnFreightShopReasons,
  readShopSettings,
  setCustomerService,
  setReturnAddress,
  setReturnFreight,
} from "./settings";

const KEY = "Operator key: Authorization: Ops <key> (OPS_KEY); X-Operator names who acts.";

/**
 * The shop's endpoints; `defaults` are the environment's order rules, in force until an owner sets
 * the shop's.
 */
export function shopEndpoints(defaults: OrderRuleDefaults): AnyEndpoint[] {
  const settingsAudit: AuditSpec = {
    transaction: true,
    target: () => "shopSettings",
    state: (tx) => readShopSettings(tx, defaults),
  };
  /** A change of one part of the settings, answered with the whole of them. */
  const change = <B>(
    path: string,
    summary: string,
    body: z.ZodType<B, z.ZodTypeDef, unknown>,
    write: (db: Db, body: B, operator: string) => Promise<void>,
  ) =>
    defineEndpoint({
      method: "post",
      path,
      summary: `${summary} ${KEY}`,
      tag: "operator",
      auth: "operator",
      permission: "shop.settings",
      audit: settingsAudit,
      body,
      response: shopSettingsSchema,
      handler: async ({ db, body, req }) => {
        await write(db, body as B, operatorOf(req));
        return new WithMessage("shop_saved", await readShopSettings(db, defaults));
      },
    });

  return [
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
      summary: `The shop's configuration: what buyers see, and the order rules in force (the freight, the order timeouts). ${KEY}`,
      tag: "operator",
      auth: "operator",
      permission: "shop.read",
      response: shopSettingsSchema,
      handler: ({ db }) => readShopSettings(db, defaults),
    }),
    change(
      "/ops/shop/returnAddress",
      `Sets where returned goods go; the buyer of an approved return sees it (until it is set, the return is "being arranged" and the buyer cannot send the goods back).`,
      returnAddressSchema,
      setReturnAddress,
    ),
    change(
      "/ops/shop/customerService",
      "Sets the customer service hotline, opening hours and WeChat ID.",
      customerServiceSchema,
      setCustomerService,
    ),
    change(
      "/ops/shop/returnFreight",
      "Sets the return reasons for which the shop pays the parcel back (the buyer pays for the others); applies to returns asked from now on.",
      returnFreightSchema,
      setReturnFreight,
    ),
    change(
      "/ops/shop/freight",
      "Sets the freight: free from a goods amount, one flat fee below it. Applies to orders placed from now on (the cart and checkout show it at once); an order keeps the freight it was placed with.",
      freightRuleSchema,
      setFreight,
    ),
    change(
      "/ops/shop/orderTimeouts",
      "Sets how long an unpaid order waits for its payment and how long after shipping its receipt is confirmed by itself. Applies to orders placed from now on: an order keeps its payment deadline and its auto-confirm period.",
      orderTimeoutsSchema,
      setOrderTimeouts,
    ),
  ];
}
