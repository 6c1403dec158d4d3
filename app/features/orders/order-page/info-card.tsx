/**
 * The order's facts (spec §3): its number with a copy button, when it was made, paid, closed,
 * shipped and received, how it was paid, the carrier and tracking number, the buyer's message.
 */
import { useTranslation } from "react-i18next";
import type { OrderView } from "#contract/buying";
import { courierName } from "#contract/logistics";
import { CopyButton } from "~/components/copy-button";
import type { Lang } from "~/utils/lang";
import { formatDateTime } from "~/utils/time";
import { StatusLabel } from "../order-status";

export function InfoCard({ order, lang }: { order: OrderView; lang: Lang }) {
  const { t } = useTranslation("payment");
  const { t: to } = useTranslation("order");
  const rows: [string, string, string?][] = [
    [t("order.createdAt"), formatDateTime(order.createdAt), "created-at"],
  ];
  if (order.status === "pending_payment")
    rows.push([t("order.payBefore"), formatDateTime(order.payBefore)]);
  if (order.payMethod && order.paidAt)
    rows.push([t("order.payMethod"), t(`payment.methods.${order.payMethod}`), "pay-method"]);
  if (order.paidAt) rows.push([t("order.paidAt"), formatDateTime(order.paidAt), "paid-at"]);
  if (order.closedAt) rows.push([t("order.closedAt"), formatDateTime(order.closedAt)]);
  if (order.logisticsCompany && order.logisticsNo) {
    rows.push([
      to("orderPage.logisticsCompany"),
      courierName(order.logisticsCompany, lang),
      "logistics-company",
    ]);
    rows.push([to("orderPage.logisticsNo"), order.logisticsNo, "logistics-no"]);
  }
  if (order.shippedAt)
    rows.push([to("orderPage.shippedAt"), formatDateTime(order.shippedAt), "shipped-at"]);
  if (order.receivedAt)
    rows.push([to("orderPage.receivedAt"), formatDateTime(order.receivedAt), "received-at"]);
  rows.push([t("order.buyerMessage"), order.buyerMessage || t("order.noMessage"), "buyer-message"]);
  return (
    <section className="rounded-2xl bg-white p-5 ring-1 ring-line" aria-labelledby="info-title">
      <h2 id="info-title" className="flex items-center justify-between font-semibold">
        {t("order.info")}
        <StatusLabel status={order.status} />
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {/* Each term with its value in a group (a dl holds either groups or bare terms, not both). */}
        <div className="contents">
          <dt className="text-ink-soft">{t("order.orderNo")}</dt>
          <dd className="break-all text-right tabular-nums">
            <span className="select-all" data-testid="order-no">
              {order.orderNo}
            </span>
            <CopyButton text={order.orderNo} testId="copy-order-no" />
          </dd>
        </div>
        {rows.map(([label, value, testId]) => (
          <div key={label} className="contents">
            <dt className="text-ink-soft">{label}</dt>
            <dd className="break-all text-right tabular-nums" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
