/**
 * The shop's configuration that buyers see (contract/shop.ts): one row, written first by the
 * migration, changed by the operator. Reads are one primary-key lookup. The return address and
 * customer service are null until the operator sets them (each group whole, by the table's checks).
 */
import { eq } from "drizzle-orm";
import type {
  CustomerService,
  ReturnAddress,
  ReturnFreight,
  ShopSettings,
} from "../../contract/shop";
import type { Db, Tx } from "../db/client";
import { shopSettings } from "../db/schema";
import { orderRulesOf, type OrderRuleDefaults } from "./order-rules";

type Row = typeof shopSettings.$inferSelect;

const customerServiceOf = (row: Row): CustomerService | null =>
  row.serviceHotline !== null && row.serviceHours !== null && row.serviceWechat !== null
    ? { hotline: row.serviceHotline, hours: row.serviceHours, wechatId: row.serviceWechat }
    : null;

const returnAddressOf = (row: Row): ReturnAddress | null =>
  row.returnRecipient !== null && row.returnPhone !== null && row.returnAddress !== null
    ? { recipient: row.returnRecipient, phone: row.returnPhone, address: row.returnAddress }
    : null;

async function settingsRow(db: Db | Tx): Promise<Row> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
  if (!row) throw new Error("shop_settings has no row: the migrations did not run");
  return row;
}

/** The whole configuration, with the order rules in force (`defaults`: the environment's). */
export async function readShopSettings(
  db: Db | Tx,
  defaults: OrderRuleDefaults,
): Promise<ShopSettings> {
  const row = await settingsRow(db);
  const rules = orderRulesOf(row, defaults);
  return {
    returnAddress: returnAddressOf(row),
    customerService: customerServiceOf(row),
    returnFreight: { shopPays: row.returnFreightShopReasons },
    freight: {
      freeFromCents: rules.freeFreightFromCents,
      flatCents: rules.flatFreightCents,
      fromEnvironment: rules.freightFromEnvironment,
    },
    orderTimeouts: {
      paymentTimeoutSeconds: rules.paymentTimeoutSeconds,
      autoConfirmSeconds: rules.autoConfirmSeconds,
      fromEnvironment: rules.timeoutsFromEnvironment,
    },
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

/** How buyers reach customer service; null until the operator sets it. */
export async function readCustomerService(db: Db): Promise<CustomerService | null> {
  return customerServiceOf(await settingsRow(db));
}

/** Where returned goods go; null until the operator sets it. */
export async function readReturnAddress(db: Db | Tx): Promise<ReturnAddress | null> {
  return returnAddressOf(await settingsRow(db));
}

/** The `npm run ops` command that sets each part of the contact details. */
export const CONTACT_COMMANDS = {
  returnAddress: 'npm run ops -- shop return-address --name N --phone P --address "..."',
  customerService: "npm run ops -- shop service --hotline P --hours 09:00-21:00 --wechat ID",
} as const;

/**
 * What the log says at start while the operator has not set the contact details: which part is
 * unset, what buyers miss meanwhile, and the command that sets it. Empty when both are set.
 */
export async function unsetContactWarnings(db: Db): Promise<string[]> {
  const row = await settingsRow(db);
  const lines: string[] = [];
  if (!customerServiceOf(row))
    lines.push(
      "[shop] customer service is not set: buyers see no hotline, hours or WeChat ID. Set it with",
      `[shop]   ${CONTACT_COMMANDS.customerService}`,
    );
  if (!returnAddressOf(row))
    lines.push(
      "[shop] the return address is not set: an approved return says it is being arranged, and buyers cannot send goods back. Set it with",
      `[shop]   ${CONTACT_COMMANDS.returnAddress}`,
    );
  if (lines.length > 0)
    lines.unshift("[shop] the shop's contact details are unset (see README, The operator tool):");
  return lines;
}

/** The return reasons for which the shop pays the freight back. */
export async function readReturnFreightShopReasons(db: Db | Tx): Promise<string[]> {
  return (await settingsRow(db)).returnFreightShopReasons;
}

export async function setReturnFreight(
  db: Db,
  rule: ReturnFreight,
  operator: string,
): Promise<void> {
  await db
    .update(shopSettings)
    .set({
      returnFreightShopReasons: [...new Set(rule.shopPays)],
      updatedAt: new Date(),
      updatedBy: `operator:${operator}`,
    })
    .where(eq(shopSettings.id, 1));
}

export async function setReturnAddress(
  db: Db,
  address: ReturnAddress,
  operator: string,
): Promise<void> {
  await db
    .update(shopSettings)
    .set({
      returnRecipient: address.recipient,
      returnPhone: address.phone,
      returnAddress: address.address,
      updatedAt: new Date(),
      updatedBy: `operator:${operator}`,
    })
    .where(eq(shopSettings.id, 1));
}

export async function setCustomerService(
  db: Db,
  service: CustomerService,
  operator: string,
): Promise<void> {
  await db
    .update(shopSettings)
    .set({
      serviceHotline: service.hotline,
      serviceHours: service.hours,
      serviceWechat: service.wechatId,
      updatedAt: new Date(),
      updatedBy: `operator:${operator}`,
    })
    .where(eq(shopSettings.id, 1));
}
