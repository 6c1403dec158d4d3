/**
 * The order page's read-only parts: the lines and amounts, the address and buyer (a phone shown in
 * full only on asking, which the audit log records), the parcels, the serials, the timeline and
 * the staff's notes.
 */
import { useTranslation } from "react-i18next";
import type { OpsOrderDetail } from "#contract/ops-answers";
import { formatPrice } from "~/utils/money";
import { PhoneReveal } from "../phone-reveal";
import { formatDateTime } from "~/utils/time";

export const section = "rounded-xl border border-line p-4";
const heading = "mb-2 font-semibold";

export function OrderLines({ order }: { order: OpsOrderDetail }) {
  const { t, i18n } = useTranslation("admin");
  const { t: tp } = useTranslation("payment");
  const name = (line: OpsOrderDetail["lines"][number]) =>
    i18n.language === "en" ? line.spuNameEn : line.spuName;
  const a = order.amounts;
  return (
    <section className={section} aria-labelledby="order-lines">
      <h2 id="order-lines" className={heading}>
        {tp("order.items")}
      </h2>
      <ul className="divide-y divide-line" data-testid="order-lines">
        {order.lines.map((line) => (
          <li key={line.id} className="flex flex-wrap justify-between gap-2 py-2">
            <span>
              {name(line)} {line.vintage ?? tp("order.nv")} · {line.capacityMl} ml
              {line.resale ? ` · ${t("consoleOrder.resale", { code: line.resale.code })}` : ""}
            </span>
            <span className="tabular-nums">
              {formatPrice(line.unitPriceCents)} × {line.quantity} = {formatPrice(line.lineCents)}
              {line.refundedQuantity > 0
                ? ` · ${tp("order.refundedBottles", { count: line.refundedQuantity })}`
                : ""}
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm tabular-nums">
        <dt className="text-ink-soft">{tp("order.original")}</dt>
        <dd className="text-right">{formatPrice(a.originalCents)}</dd>
        {a.discountCents > 0 ? (
          <>
            <dt className="text-ink-soft">{tp("order.discount")}</dt>
            <dd className="text-right">-{formatPrice(a.discountCents)}</dd>
          </>
        ) : null}
        <dt className="text-ink-soft">{tp("order.freight")}</dt>
        <dd className="text-right">{formatPrice(a.freightCents)}</dd>
        {a.pointsUsed > 0 ? (
          <>
            <dt className="text-ink-soft">{tp("order.points", { points: a.pointsUsed })}</dt>
            <dd className="text-right">-{formatPrice(a.pointsCents)}</dd>
          </>
        ) : null}
        <dt className="font-medium">{tp("order.total")}</dt>
        <dd className="text-right font-semibold" data-testid="order-total">
          {formatPrice(a.totalCents)}
        </dd>
        {order.refunded.cents > 0 ? (
          <>
            <dt className="text-ink-soft">{tp("order.refundedTotal")}</dt>
            <dd className="text-right">{formatPrice(order.refunded.cents)}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

export function OrderPeople({ order, mayReveal }: { order: OpsOrderDetail; mayReveal: boolean }) {
  const { t } = useTranslation("admin");
  const { t: tp } = useTranslation("payment");
  const a = order.address;
  return (
    <section className={section} aria-labelledby="order-people">
      <h2 id="order-people" className={heading}>
        {tp("order.address")}
      </h2>
      {/* Divs, not ps: the phone's button is a form, which a p cannot hold (the parser ends the p
          before it, and the page would not hydrate onto what the server drew). */}
      <div data-testid="order-address">
        {a.recipient} · <PhoneReveal masked={a.phone} whose="recipient" mayReveal={mayReveal} />
      </div>
      <p>
        {a.province} {a.city} {a.district} {a.detail}
        {a.postalCode ? ` ${a.postalCode}` : ""}
      </p>
      <div className="mt-2 text-sm">
        {t("consoleOrder.buyer")}:{" "}
        <PhoneReveal masked={order.buyer.phone} whose="buyer" mayReveal={mayReveal} />
      </div>
      <p className="mt-2 text-sm" data-testid="buyer-message">
        {tp("order.buyerMessage")}: {order.buyerMessage || tp("order.noMessage")}
      </p>
    </section>
  );
}

export function OrderParcels({ order }: { order: OpsOrderDetail }) {
  const { t } = useTranslation("admin");
  if (order.parcels.length === 0 && order.bottles.length === 0) return null;
  return (
    <section className={section} aria-labelledby="order-parcels">
      <h2 id="order-parcels" className={heading}>
        {t("consoleOrder.parcelsTitle")}
      </h2>
      {order.parcels.map((parcel) => (
        <div key={parcel.direction} className="mb-3" data-testid={`parcel-${parcel.direction}`}>
          <p className="font-medium">
            {t(`consoleOrder.parcels.${parcel.direction}`)}: {parcel.companyName}{" "}
            {parcel.trackingNo}
          </p>
          <ol className="mt-1 flex flex-col gap-1 text-sm">
            {parcel.events.map((event, index) => (
              <li key={index} className="flex gap-3">
                <span className="shrink-0 tabular-nums text-ink-soft">
                  {formatDateTime(event.at)}
                </span>
                <span>{event.text}</span>
              </li>
            ))}
          </ol>
        </div>
      ))}
      {order.bottles.length > 0 ? (
        <>
          <h3 className="mt-2 text-sm font-medium">
            {t("consoleOrder.serials", { count: order.bottles.length })}
          </h3>
          <ul className="mt-1 flex flex-wrap gap-2 font-mono text-sm" data-testid="order-serials">
            {order.bottles.map((bottle) => (
              <li key={bottle.serial} className="rounded bg-paper px-2 py-1">
                {bottle.serial}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** The timeline's actor: the shop's words for buyer, system and gateway; a member by name. */
function useActorName() {
  const { t } = useTranslation("admin");
  const { t: tp } = useTranslation("payment");
  return (actor: string) => {
    const [kind, ...rest] = actor.split(":");
    const name = rest.join(":");
    if (kind === "operator") return t("consoleOrder.byStaff", { name });
    const known = ["buyer", "system", "seller", "gateway", "points"].includes(kind);
    return known ? tp(`order.actors.${kind}`) : actor;
  };
}

export function OrderTimeline({ order }: { order: OpsOrderDetail }) {
  const { t } = useTranslation("admin");
  const { t: tp, i18n } = useTranslation("payment");
  const actorName = useActorName();
  const eventName = (action: string) =>
    i18n.exists(`order.events.${action}`, { ns: "payment" })
      ? tp(`order.events.${action}`)
      : action;
  return (
    <section className={section} aria-labelledby="order-timeline">
      <h2 id="order-timeline" className={heading}>
        {tp("order.timeline")}
      </h2>
      <ol className="flex flex-col gap-2 text-sm" data-testid="order-timeline">
        {order.timeline.map((event, index) => (
          <li key={index} className="flex flex-wrap gap-x-3">
            <span className="tabular-nums text-ink-soft">{formatDateTime(event.at)}</span>
            <span className="font-medium">{eventName(event.action)}</span>
            <span>→ {tp(`order.statuses.${event.toStatus}`)}</span>
            <span className="text-ink-soft">{actorName(event.actor)}</span>
            {event.reason ? <span className="w-full text-ink-soft">{event.reason}</span> : null}
          </li>
        ))}
      </ol>
      {order.afterSales.length > 0 ? (
        <p className="mt-3 text-sm" data-testid="order-after-sales">
          {order.afterSales
            .map((request) =>
              t("consoleOrder.afterSale", {
                kind: tp(`order.refundKinds.${request.kind}`),
                status: tp(`order.refundStatuses.${request.status}`),
                amount: formatPrice(request.amountCents),
              }),
            )
            .join("；")}
        </p>
      ) : null}
    </section>
  );
}

export function OrderNotes({ notes }: { notes: OpsOrderDetail["notes"] }) {
  const { t } = useTranslation("admin");
  if (notes.length === 0)
    return <p className="text-sm text-ink-soft">{t("consoleOrder.noNotes")}</p>;
  return (
    <ol className="flex flex-col gap-2" data-testid="order-notes">
      {notes.map((note, index) => (
        <li key={index} className="rounded-lg bg-paper px-3 py-2 text-sm">
          <p className="whitespace-pre-wrap break-words">{note.text}</p>
          <p className="mt-1 text-xs text-ink-soft">
            {note.author} · {formatDateTime(note.at)}
          </p>
        </li>
      ))}
    </ol>
  );
}
