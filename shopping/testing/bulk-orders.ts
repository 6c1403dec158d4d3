/**
 * The back office's bench at scale (issue 32: its lists at 10,000 orders): buyers and their orders
 * made in bulk, in one statement each, straight into the tables, as a busy shop's history would
 * have them, a quarter of the received ones with an invoice asked for. Their order numbers start with the day and 99, which the shop's own never do in
 * the same place (they are the day, the time and a random part), and their phones with 1709.
 * Test hooks only (SHOPPING_TEST_HOOKS=1).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/** Statuses in turn, as a shop's orders spread over them. */
const STATUSES = [
  "pending_delivery",
  "pending_receipt",
  "completed",
  "pending_comment",
  "pending_payment",
  "closed",
  "completed",
  "cancelled",
];

export async function bulkOrders(db: Db, count: number, buyers: number) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into users (phone, nickname, created_at)
      select '1709' || lpad(g::text, 7, '0'), '醇友' || g, now() - (g % 90) * interval '1 day'
      from generate_series(1, ${buyers}) g
      on conflict (phone) do nothing`);
    const statuses = sql.raw(`array[${STATUSES.map((s) => `'${s}'`).join(",")}]`);
    const made = await tx.execute(sql`
      with wines as (
        select id, spu_name, spu_name_tc, spu_name_en, vintage, capacity_ml, price_cents,
               market_price_cents, row_number() over (order by id) - 1 as n, count(*) over () as total
        from products
      ), buyers as (
        select id, row_number() over (order by id) - 1 as n, count(*) over () as total
        from users where phone like '1709%'
      ), planned as (
        select g, (${statuses})[1 + g % ${STATUSES.length}] as status,
               now() - (g % 60) * interval '1 day' - (g % 1440) * interval '1 minute' as at,
               1 + g % 3 as quantity, b.id as user_id, w.id as wine_id
        from generate_series(1, ${count}) g
        join buyers b on b.n = g % b.total
        join wines w on w.n = g % w.total
      ), placed as (
        insert into orders (order_no, user_id, status, idempotency_key, quantity, original_cents,
          goods_cents, discount_cents, freight_cents, total_cents, address, source, created_at,
          pay_before, paid_at, updated_at)
        select to_char(p.at at time zone 'Asia/Shanghai', 'YYYYMMDD') || '99' || lpad(p.g::text, 10, '0'),
               p.user_id, p.status, 'bulk-' || p.g, p.quantity,
               w.market_price_cents * p.quantity, w.price_cents * p.quantity,
               (w.market_price_cents - w.price_cents) * p.quantity, 0, w.price_cents * p.quantity,
               jsonb_build_object('recipient', '收货人' || p.g, 'phone', '1709' || lpad(p.g::text, 7, '0'),
                 'province', '浙江省', 'city', '杭州市', 'district', '西湖区',
                 'detail', '文三路 ' || p.g || ' 号', 'postalCode', null),
               'buyNow', p.at, p.at + interval '30 minutes',
               case when p.status in ('pending_payment', 'closed', 'cancelled') then null
                    else p.at + interval '5 minutes' end,
               p.at
        from planned p join wines w on w.id = p.wine_id
        returning id, quantity, idempotency_key
      )
      insert into order_lines (order_id, product_id, spu_name, spu_name_tc, spu_name_en, vintage,
        capacity_ml, unit_price_cents, market_price_cents, quantity, line_cents)
      select o.id, w.id, w.spu_name, w.spu_name_tc, w.spu_name_en, w.vintage, w.capacity_ml,
             w.price_cents, w.market_price_cents, o.quantity, w.price_cents * o.quantity
      from placed o
      join planned p on 'bulk-' || p.g = o.idempotency_key
      join wines w on w.id = p.wine_id
      returning order_id`);
    // A quarter of the received orders asked for an invoice: most issued long ago, one in twenty
    // still waiting at the invoices desk.
    await tx.execute(sql`
      insert into invoice_requests (order_id, user_id, kind, holder, name, amount_cents, status,
        invoice_no, provider, document_ref, document_mime, issued_by, issued_at, created_at)
      select o.id, o.user_id, 'general', 'personal', '醇友' || o.user_id, o.total_cents,
             case when o.id % 20 = 0 then 'requested' else 'issued' end,
             case when o.id % 20 = 0 then null else '0440' || lpad(o.id::text, 16, '0') end,
             case when o.id % 20 = 0 then null else 'local' end,
             case when o.id % 20 = 0 then null else 'bulk-' || o.id end,
             case when o.id % 20 = 0 then null else 'application/pdf' end,
             case when o.id % 20 = 0 then null else 'operator:bench' end,
             case when o.id % 20 = 0 then null else o.created_at + interval '3 days' end,
             o.created_at + interval '2 days'
      from orders o
      where o.idempotency_key like 'bulk-%' and o.status in ('pending_comment', 'completed')
        and o.id % 4 = 0
      on conflict (order_id) do nothing`);
    return { orders: (made as { rows?: unknown[] }).rows?.length ?? count };
  });
}
