/**
 * The shop's order rules an owner sets (decision 042): the freight (free from a goods amount, one
 * flat fee otherwise) and the order timeouts (how long an unpaid order waits for its payment, how
 * long after shipping its receipt is confirmed by itself). Until an owner sets them, the
 * environment's values are in force (FREIGHT_FREE_FROM_CENTS, FREIGHT_FLAT_CENTS,
 * ORDER_PAYMENT_TIMEOUT_SECONDS, ORDER_AUTO_CONFIRM_SECONDS). A change applies to orders placed
 * from then on: an order keeps its freight, its payment deadline and its auto-confirm period.
 */
import { z } from "zod";
import { SECONDS_PER_DAY, SECONDS_PER_MINUTE, SHOP_RULE_LIMITS } from "./shop-rule-limits";

export * from "./shop-rule-limits";

/** A whole number within `limits` times `unit`, and a multiple of the unit; `rangeKey` says how. */
const wholeIn = (rangeKey: string, [min, max]: readonly [number, number], unit = 1) => {
  const number = z
    .number({ required_error: "setting.required", invalid_type_error: "wholeNumber.invalid" })
    .int(rangeKey)
    .min(min * unit, rangeKey)
    .max(max * unit, rangeKey);
  return unit === 1 ? number : number.multipleOf(unit, rangeKey);
};

export const freightRuleSchema = z.strictObject({
  freeFromCents: wholeIn("freeFreight.range", SHOP_RULE_LIMITS.freeFreightFromCents).describe(
    "freight is free from this goods amount (cents, 0 to 10,000,000; 0: always free)",
  ),
  flatCents: wholeIn("flatFreight.range", SHOP_RULE_LIMITS.flatFreightCents).describe(
    "the flat freight of an order below it (cents, 0 to 100,000)",
  ),
});
export type FreightRuleChange = z.infer<typeof freightRuleSchema>;

export const orderTimeoutsSchema = z.strictObject({
  paymentTimeoutSeconds: wholeIn(
    "paymentTimeout.range",
    SHOP_RULE_LIMITS.paymentTimeoutMinutes,
    SECONDS_PER_MINUTE,
  ).describe("an unpaid order is closed this long after it is placed: whole minutes, 5 to 1,440"),
  autoConfirmSeconds: wholeIn(
    "autoConfirm.range",
    SHOP_RULE_LIMITS.autoConfirmDays,
    SECONDS_PER_DAY,
  ).describe(
    "a shipped order's receipt is confirmed this long after shipping: whole days, 3 to 30",
  ),
});
export type OrderTimeoutsChange = z.infer<typeof orderTimeoutsSchema>;

// The answers say what is in force, the environment's values included, which the limits above do
// not bind (the tests' shops close unpaid orders after a second).
const int = () => z.number().int();
const fromEnvironment = z
  .boolean()
  .describe("true: no owner has set it, the environment's value is in force");

export const freightInForceSchema = z.strictObject({
  freeFromCents: int(),
  flatCents: int(),
  fromEnvironment,
});

export const orderTimeoutsInForceSchema = z.strictObject({
  paymentTimeoutSeconds: int(),
  autoConfirmSeconds: int(),
  fromEnvironment,
});
