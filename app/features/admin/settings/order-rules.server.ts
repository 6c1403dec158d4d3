/**
 * The settings desk's forms of the order rules (decision 042): the freight in yuan and the order
 * timeouts in minutes and days, as an owner thinks of them, sent in the service's cents and seconds.
 */
import { z } from "zod";
import { SECONDS_PER_DAY, SECONDS_PER_MINUTE, SHOP_RULE_LIMITS } from "#contract/shop-rules";
import { wholeNumberField, yuanField } from "./fields.server";
import type { SettingsForm } from "./form.server";

const freightSchema = z.object({
  freeFreightYuan: yuanField(SHOP_RULE_LIMITS.freeFreightFromCents, "freeFreight.range"),
  flatFreightYuan: yuanField(SHOP_RULE_LIMITS.flatFreightCents, "flatFreight.range"),
});

export const freightForm: SettingsForm<z.infer<typeof freightSchema>> = {
  intent: "freight",
  schema: freightSchema,
  send: (api, value) =>
    api.post("/ops/shop/freight", {
      freeFromCents: value.freeFreightYuan,
      flatCents: value.flatFreightYuan,
    }),
  formFieldOf: { freeFromCents: "freeFreightYuan", flatCents: "flatFreightYuan" },
};

const timeoutsSchema = z.object({
  paymentMinutes: wholeNumberField(SHOP_RULE_LIMITS.paymentTimeoutMinutes, "paymentTimeout.range"),
  autoConfirmDays: wholeNumberField(SHOP_RULE_LIMITS.autoConfirmDays, "autoConfirm.range"),
});

export const orderTimeoutsForm: SettingsForm<z.infer<typeof timeoutsSchema>> = {
  intent: "orderTimeouts",
  schema: timeoutsSchema,
  send: (api, value) =>
    api.post("/ops/shop/orderTimeouts", {
      paymentTimeoutSeconds: value.paymentMinutes * SECONDS_PER_MINUTE,
      autoConfirmSeconds: value.autoConfirmDays * SECONDS_PER_DAY,
    }),
  formFieldOf: { paymentTimeoutSeconds: "paymentMinutes", autoConfirmSeconds: "autoConfirmDays" },
};
