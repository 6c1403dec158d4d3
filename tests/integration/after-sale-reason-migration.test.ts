/**
 * The migration that turns after-sale reasons stored as text into codes: a database migrated up to
 * the migration before it gets rows as the old storefront wrote them (the chosen reason's label in
 * the buyer's language, the buyer's words after "：" or ": ", or the words alone for "other"),
 * then the whole journal runs and every row must hold a code of the list and the buyer's words.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS, migratedUpTo, type MigratingDb } from "../helpers/migrations";
import { backends } from "../helpers/service";

const MIGRATION = "0006_after_sale_reason_codes";

/** The labels the storefront showed (and stored) before reasons were codes. */
const OLD_LABELS: [code: string, ch: string, en: string][] = [
  ["changedMind", "不想要了", "Changed my mind"],
  ["wrongItem", "商品与订单不符", "Not what I ordered"],
  ["damaged", "商品破损或漏液", "Broken or leaking"],
  ["quality", "质量问题", "Quality problem"],
  ["notAsDescribed", "与描述不符", "Not as described"],
  ["lateDelivery", "未按约定时间发货", "Not shipped in time"],
  ["other", "其他原因", "Other"],
];

/** [the stored text, the code it must become, the buyer's words it must keep] */
const CASES: [string, string, string | null][] = [
  ...OLD_LABELS.flatMap(([code, ch, en]): [string, string, string | null][] => [
    [ch, code, null],
    [en, code, null],
    [`${ch}：瓶塞有霉味`, code, "瓶塞有霉味"],
    [`${en}: the cork smelled`, code, "the cork smelled"],
  ]),
  // "other" stored the buyer's words alone; any text the list does not know is such words.
  ["送礼对象不喝酒", "other", "送礼对象不喝酒"],
  ["  Quality problem  ", "quality", null],
  ["Quality problems everywhere", "other", "Quality problems everywhere"],
  ["质量问题:半角冒号", "other", "质量问题:半角冒号"],
];

describe.each(backends())("the after-sale reason migration on %s", (backend) => {
  let db: MigratingDb;
  let orderId: number;
  const ids: number[] = [];

  beforeAll(async () => {
    db = await migratedUpTo(backend, MIGRATION);
    const [user] = await db.query<{ id: number }>(
      "insert into users (phone, nickname) values ('13800000000', 'old') returning id",
    );
    const [order] = await db.query<{ id: number }>(
      `insert into orders (order_no, user_id, status, idempotency_key, quantity, original_cents,
         goods_cents, discount_cents, freight_cents, total_cents, address, source, pay_before)
       values ('20250101000000000001', $1, 'refunded', 'k', 1, 100, 100, 0, 0, 100, '{}', 'buyNow',
         now()) returning id`,
      [user.id],
    );
    orderId = order.id;
    for (const [text] of CASES) {
      const [row] = await db.query<{ id: number }>(
        `insert into after_sales (order_id, user_id, kind, status, order_status_before, reason,
           amount_cents, points)
         values ($1, $2, 'refund', 'rejected', 'pending_delivery', $3, 100, 0) returning id`,
        [orderId, user.id, text],
      );
      ids.push(row.id);
      await db.query(
        `insert into order_events (order_id, action, from_status, to_status, actor, reason)
         values ($1, 'refund', 'pending_delivery', 'refunding', 'buyer', $2)`,
        [orderId, text],
      );
    }
    // Reasons of other moves are not the buyer's after-sale reason: they stay as they are.
    await db.query(
      `insert into order_events (order_id, action, from_status, to_status, actor, reason)
       values ($1, 'afterSaleRejected', 'refunding', 'refunding', 'operator:eve', '质量问题'),
              ($1, 'cancel', 'pending_payment', 'cancelled', 'buyer', 'buyer_cancel')`,
      [orderId],
    );
    await db.migrate(MIGRATIONS);
  });
  afterAll(async () => {
    await db?.close();
  });

  it("maps the labels of both languages to their codes and keeps the buyer's words apart", async () => {
    const rows = await db.query<{ id: number; reason_code: string; reason_details: string | null }>(
      "select id, reason_code, reason_details from after_sales where order_id = $1 order by id",
      [orderId],
    );
    expect(rows.map((r) => [r.reason_code, r.reason_details])).toEqual(
      CASES.map(([, code, details]) => [code, details]),
    );
    const columns = await db.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'after_sales'",
    );
    expect(columns.map((c) => c.column_name)).not.toContain("reason");
  });

  it("leaves only codes in the timeline's after-sale requests, and other moves' reasons alone", async () => {
    const events = await db.query<{ action: string; reason: string }>(
      "select action, reason from order_events where order_id = $1 order by id",
      [orderId],
    );
    expect(events.map((e) => [e.action, e.reason])).toEqual([
      ...CASES.map(([, code]) => ["refund", code]),
      ["afterSaleRejected", "质量问题"],
      ["cancel", "buyer_cancel"],
    ]);
  });

  it("refuses a reason that is not a code of the list from now on", async () => {
    await expect(
      db.query("update after_sales set reason_code = '质量问题' where id = $1", [ids[0]]),
    ).rejects.toThrow(/after_sales_reason_code/);
  });
});
