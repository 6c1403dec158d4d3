/**
 * The shop's configuration that buyers see (contract/shop.ts): one row, written first by the
 * migration, changed by the operator. Reads are one primary-key lookup.
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

type Row = typeof shopSettings.$inferSelect;

const customerServiceOf = (row: Row): CustomerService => ({
  hotline: row.serviceHotline,
  hours: row.serviceHours,
  wechatId: row.serviceWechat,
});

const returnAddressOf = (row: Row): ReturnAddress => ({
  recipient: row.returnRecipient,
  phone: row.returnPhone,
  address: row.returnAddress,
});

async function settingsRow(db: Db | Tx): Promise<Row> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
  if (!row) throw new Error("shop_settings has no row: the migrations did not run");
  return row;
}

export async function readShopSettings(db: Db): Promise<ShopSettings> {
  const row = await settingsRow(db);
  return {
    returnAddress: returnAddressOf(row),
    customerService: customerServiceOf(row),
    returnFreight: { shopPays: row.returnFreightShopReasons },
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

export async function readCustomerService(db: Db): Promise<CustomerService> {
  return customerServiceOf(await settingsRow(db));
}

export async function readReturnAddress(db: Db): Promise<ReturnAddress> {
  return returnAddressOf(await settingsRow(db));
}

/** The return reasons for which the shop pays the freight back. */
export async function readReturnFreightShopReasons(db: Db | Tx): Promise<string[]> {
  return (await settingsRow(db)).returnFreightShopReasons;
}

export async function setReturnFreight(
  db: Db,
  rule: ReturnFreight,
  operator: string,
): Promise<ShopSettings> {
  await db
    .update(shopSettings)
    .set({
      returnFreightShopReasons: [...new Set(rule.shopPays)],
      updatedAt: new Date(),
      updatedBy: `operator:${operator}`,
    })
    .where(eq(shopSettings.id, 1));
  return readShopSettings(db);
}

export async function setReturnAddress(
  db: Db,
  address: ReturnAddress,
  operator: string,
): Promise<ShopSettings> {
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
  return readShopSettings(db);
}

export async function setCustomerService(
  db: Db,
  service: CustomerService,
  operator: string,
): Promise<ShopSettings> {
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
  return readShopSettings(db);
}
