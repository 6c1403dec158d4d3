/**
 * The CSV export of an order list (spec §2: lists offer a CSV export): every order of a tab, one
 * row each, with a header in the chosen language, amounts in yuan with two decimals and times in
 * Beijing time (the file's rules: app/components/list/csv.server.ts).
 */
import { toCsv } from "~/components/list/csv.server";
import type { OrderListItem, OrderTab } from "#contract/orders-list";
import { formatDateTime } from "~/utils/time";
import { tFor } from "~/i18n.server";
import { goodsName } from "~/features/catalog/goods-name";
import type { Lang } from "~/utils/lang";

const COLUMNS = [
  "orderNo",
  "createdAt",
  "status",
  "wines",
  "quantity",
  "goods",
  "freight",
  "discount",
  "pointsUsed",
  "total",
] as const;

/** 12345 cents → "123.45", without floating point. */
export function yuan(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

export function ordersCsv(orders: OrderListItem[], lang: Lang): string {
  const t = tFor(lang, "orders");
  const status = tFor(lang, "payment");
  const header = COLUMNS.map((c) => t(`orders.csv.${c}`));
  const rows = orders.map((o) => [
    { id: o.orderNo },
    formatDateTime(o.createdAt),
    status(`order.statuses.${o.status}`),
    o.lines.map((l) => `${goodsName(l, lang)} ×${l.quantity}`).join("; "),
    o.amounts.quantity,
    yuan(o.amounts.goodsCents),
    yuan(o.amounts.freightCents),
    yuan(o.amounts.discountCents),
    o.amounts.pointsUsed,
    yuan(o.amounts.totalCents),
  ]);
  return toCsv(header, rows);
}

/** The file's names: orders-pending_payment-20251122.csv, and 我的订单-待付款-20251122.csv. */
export function ordersCsvNames(tab: OrderTab, lang: Lang, now = new Date()) {
  const t = tFor(lang, "orders");
  const day = formatDateTime(now.toISOString()).slice(0, 10).replace(/-/g, "");
  return {
    ascii: `orders-${tab}-${day}.csv`,
    local: `${t("orders.csv.fileName")}-${t(`orders.tabs.${tab}`)}-${day}.csv`,
  };
}
