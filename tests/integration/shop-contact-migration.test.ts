/**
 * Migration 0023 takes back the contact details migration 0008 invented: on a shop the operator
 * never changed (updated_by = 'seed') both groups become NULL; on one the operator changed since,
 * the group still holding the invented values does, and what the operator set stays. Each group is
 * whole or NULL from then on.
 */
import { afterEach, describe, expect, it } from "vitest";
import { MIGRATIONS, migratedUpTo, type MigratingDb } from "../helpers/migrations";
import { backends } from "../helpers/service";

const MIGRATION = "0023_shop_contact_unset";

interface Row {
  return_recipient: string | null;
  return_phone: string | null;
  return_address: string | null;
  service_hotline: string | null;
  service_hours: string | null;
  service_wechat: string | null;
  return_freight_shop_reasons: string[];
  updated_by: string;
}

const UNSET_RETURN = { return_recipient: null, return_phone: null, return_address: null };
const UNSET_SERVICE = { service_hotline: null, service_hours: null, service_wechat: null };

describe.each(backends())("migration 0023 on %s", (backend) => {
  let db: MigratingDb | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });
  const row = async () => (await db!.query<Row>("select * from shop_settings where id = 1"))[0];

  it("a shop the operator never changed: both groups unset", async () => {
    db = await migratedUpTo(backend, MIGRATION);
    expect((await row()).service_hotline).toBe("400-820-1688");
    await db.migrate(MIGRATIONS);
    expect(await row()).toMatchObject({ ...UNSET_RETURN, ...UNSET_SERVICE, updated_by: "seed" });
  });

  it("a shop whose operator set the return address and the freight rule: the invented customer service goes, the rest stays", async () => {
    db = await migratedUpTo(backend, MIGRATION);
    await db.query(
      `update shop_settings set return_recipient = '李四', return_phone = '13800138000',
         return_address = '上海市静安区南京西路1号', return_freight_shop_reasons = '{damaged}',
         updated_by = 'operator:alice'`,
    );
    await db.migrate(MIGRATIONS);
    expect(await row()).toMatchObject({
      return_recipient: "李四",
      return_phone: "13800138000",
      return_address: "上海市静安区南京西路1号",
      ...UNSET_SERVICE,
      return_freight_shop_reasons: ["damaged"],
      updated_by: "operator:alice",
    });
    // From now on a group is set whole or not at all.
    await expect(
      db.query("update shop_settings set service_hotline = '400-000-0000'"),
    ).rejects.toThrow(/shop_settings_service_whole/);
  });

  it("a shop whose operator set customer service only: the invented return address goes", async () => {
    db = await migratedUpTo(backend, MIGRATION);
    await db.query(
      `update shop_settings set service_hotline = '021-60881688', service_hours = '08:30-22:00',
         service_wechat = 'Vintry_Help', updated_by = 'operator:bob'`,
    );
    await db.migrate(MIGRATIONS);
    expect(await row()).toMatchObject({
      ...UNSET_RETURN,
      service_hotline: "021-60881688",
      service_hours: "08:30-22:00",
      service_wechat: "Vintry_Help",
      updated_by: "operator:bob",
    });
  });
});
