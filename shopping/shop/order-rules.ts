/**
 * The order rules in force (decision 042): the freight and the order timeouts an owner set on
 * shop_settings, or, until one does, the environment's (shopping/config.ts). Checkout reads them in
 * the order's own transaction, so an order is priced and given its deadlines by one reading; the
 * order keeps what it got.
 */
import { eq } from "drizzle-orm";
import type { FreightRuleChange, OrderTimeoutsChange } from "../../contract/shop-rules";
import type { OrderSettings } from "../config";
import type { Db, Tx } from "../db/client";
import { shopSettings } from "../db/schema";
import { plannedRead } from "../db/prepared";

/** The environment's rules, in force until an owner sets the shop's. */
export type OrderRuleDefaults = Pick<
  OrderSettings,
  "freeFreightFromCents" | "flatFreightCents" | "paymentTimeoutSeconds" | "autoConfirmSeconds"
>;

export interface OrderRules extends OrderRuleDefaults {
  freightFromEnvironment: boolean;
  timeoutsFromEnvironment: boolean;
}

type RuleColumns = Pick<
  typeof shopSettings.$inferSelect,
  "freeFreightFromCents" | "flatFreightCents" | "paymentTimeoutSeconds" | "autoConfirmSeconds"
>;

/** The rules of a settings row: each group the owner's when set, else the environment's. */
export function orderRulesOf(row: RuleColumns, defaults: OrderRuleDefaults): OrderRules {
  const freightSet = row.freeFreightFromCents !== null && row.flatFreightCents !== null;
  const timeoutsSet = row.paymentTimeoutSeconds !== null && row.autoConfirmSeconds !== null;
  return {
    freeFreightFromCents: freightSet ? row.freeFreightFromCents! : defaults.freeFreightFromCents,
    flatFreightCents: freightSet ? row.flatFreightCents! : defaults.flatFreightCents,
    paymentTimeoutSeconds: timeoutsSet
      ? row.paymentTimeoutSeconds!
      : defaults.paymentTimeoutSeconds,
    autoConfirmSeconds: timeoutsSet ? row.autoConfirmSeconds! : defaults.autoConfirmSeconds,
    freightFromEnvironment: !freightSet,
    timeoutsFromEnvironment: !timeoutsSet,
  };
}

const rulesRead = plannedRead();

export async function orderRulesInForce(
  db: Db | Tx,
  defaults: OrderRuleDefaults,
): Promise<OrderRules> {
  const [row] = await rulesRead(
    db
      .select({
        freeFreightFromCents: shopSettings.freeFreightFromCents,
        flatFreightCents: shopSettings.flatFreightCents,
        paymentTimeoutSeconds: shopSettings.paymentTimeoutSeconds,
        autoConfirmSeconds: shopSettings.autoConfirmSeconds,
      })
      .from(shopSettings)
      .where(eq(shopSettings.id, 1)),
  );
  if (!row) throw new Error("shop_settings has no row: the migrations did not run");
  return orderRulesOf(row, defaults);
}

export async function setFreight(db: Db, rule: FreightRuleChange, operator: string) {
  await db
    .update(shopSettings)
    .set({
      freeFreightFromCents: rule.freeFromCents,
      flatFreightCents: rule.flatCents,
      updatedAt: new Date(),
      updatedBy: `operator:${operator}`,
    })
    .where(eq(shopSettings.id, 1));
}

export async function setOrderTimeouts(db: Db, timeouts: OrderTimeoutsChange, operator: string) {
  await db
    .update(shopSettings)
    .set({
      paymentTimeoutSeconds: timeouts.paymentTimeoutSeconds,
      autoConfirmSeconds: timeouts.autoConfirmSeconds,
      updatedAt: new Date(),
      updatedBy: `operator:${operator}`,
    })
    .where(eq(shopSettings.id, 1));
}
