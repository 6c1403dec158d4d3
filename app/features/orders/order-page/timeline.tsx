/**
 * The order's timeline (spec §4: submit, pay, ship, receive, evaluate; and
 * cancel, close), oldest first. Actors come as "buyer", "system" or
 * "gateway:sandbox"; the kind before the colon is what the buyer is told.
 */
import { useTranslation } from "react-i18next";
import type { OrderEventView } from "#contract/buying";
import { courierName } from "#contract/logistics";
import { reasonLabel } from "~/features/aftersale/reasons";
import { formatDateTime } from "~/utils/time";

const ACTORS = ["buyer", "system", "seller", "gateway", "operator"] as const;
/** The moves whose reason is the buyer's after-sale reason code. */
const AFTER_SALE_ACTIONS = new Set(["refund", "returnGoods"]);

/**
 * Reasons the service records as codes, in the buyer's words; null where the move already says
 * it (a cancel by the buyer is the buyer's cancel).
 */
const SYSTEM_REASONS: Record<string, string | null> = {
  buyer_cancel: null,
  payment_timeout: "order.reasons.paymentTimeout",
  auto_confirm: "order.reasons.autoConfirm",
};

/** What the event's reason tells the buyer: a code translated, a parcel named, words as written. */
function EventReason({ event }: { event: OrderEventView }) {
  const { t, i18n } = useTranslation("payment");
  const { reason, action } = event;
  if (!reason) return null;
  let text: string | null = reason;
  if (AFTER_SALE_ACTIONS.has(action)) text = reasonLabel(t, reason);
  else if (reason in SYSTEM_REASONS) text = SYSTEM_REASONS[reason] && t(SYSTEM_REASONS[reason]);
  else if (action === "returnShipped") {
    // "SF SF0000000001": the courier's code, then the tracking number.
    const [company, ...number] = reason.split(" ");
    text = `${courierName(company, i18n.language === "en" ? "en" : "ch")} ${number.join(" ")}`;
  }
  return text ? <p className="mt-0.5 text-xs text-ink-soft">{text}</p> : null;
}

function actorKind(actor: string): (typeof ACTORS)[number] | null {
  const kind = actor.split(":")[0];
  return ACTORS.find((a) => a === kind) ?? null;
}

export function Timeline({ events }: { events: OrderEventView[] }) {
  const { t } = useTranslation("payment");
  const sorted = [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <section className="rounded-2xl bg-white p-5 ring-1 ring-line" aria-labelledby="timeline-title">
      <h2 id="timeline-title" className="font-semibold">
        {t("order.timeline")}
      </h2>
      <ol className="mt-3" data-testid="timeline">
        {sorted.map((event, i) => {
          const last = i === sorted.length - 1;
          return (
            <li
              key={`${event.action}-${event.at}-${i}`}
              className="relative flex gap-3 pb-4 last:pb-0"
              data-testid="timeline-event"
              data-action={event.action}
            >
              {last ? null : (
                <span
                  className="absolute left-[5px] top-4 h-full w-px bg-line"
                  aria-hidden="true"
                />
              )}
              <span
                className={`relative mt-1.5 h-[11px] w-[11px] shrink-0 rounded-full ${last ? "bg-wine ring-4 ring-wine-light" : "bg-ink-faint/50"}`}
                aria-hidden="true"
              />
              <div className="min-w-0 text-sm">
                <p className={last ? "font-semibold text-ink" : "text-ink"}>
                  {t(`order.events.${event.action}`, {
                    defaultValue: t(`order.statuses.${event.toStatus}`),
                  })}
                  {actorKind(event.actor) ? (
                    <span className="ml-2 text-xs font-normal text-ink-faint">
                      {t(`order.actors.${actorKind(event.actor)}`)}
                    </span>
                  ) : null}
                </p>
                <p className="text-xs tabular-nums text-ink-soft">
                  <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                </p>
                <EventReason event={event} />
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
