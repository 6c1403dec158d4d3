/**
 * The order's logistics (/user/order/{id}/logistics): for each parcel (the
 * shop's shipment, and a return shipment once there is one) the carrier, the
 * tracking number, when it left and its tracking events, newest first, as the
 * logistics provider reports them.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ParcelView } from "#contract/after-shipping";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { orderPath, parseOrderId } from "~/features/payments/paths";
import { formatDateTime } from "~/utils/time";
import { unwrap } from "~/service/client.server";
import { requireLogin } from "~/features/accounts/auth.server";
import { orderCalls } from "~/features/orders/calls.server";
import { CopyButton } from "~/components/copy-button";

export const handle = { i18n: ["order"] };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const api = await requireLogin(context, request);
  const id = parseOrderId(params.id);
  if (!id) throw new Response("Not found", { status: 404 });
  return unwrap(await orderCalls.logistics(api, id), api, request);
}

export default function Logistics() {
  const view = useLoaderData<typeof loader>();
  const { t } = useTranslation("order");
  return (
    <div
      className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 pb-12 pt-4 pc:px-0 pc:pt-0"
      data-testid="logistics"
    >
      <header className="flex items-center justify-between gap-3">
        <Link
          to={orderPath(view.orderId)}
          className="inline-flex min-h-[44px] items-center text-sm text-wine underline underline-offset-2"
        >
          {t("logistics.back")}
        </Link>
      </header>
      {view.parcels.length === 0 ? (
        <p
          className="rounded-2xl bg-white p-5 text-sm text-ink-soft ring-1 ring-line"
          data-testid="no-parcels"
        >
          {t("logistics.none")}
        </p>
      ) : (
        view.parcels.map((parcel) => <Parcel key={parcel.direction} parcel={parcel} />)
      )}
    </div>
  );
}

function Parcel({ parcel }: { parcel: ParcelView }) {
  const { t } = useTranslation("order");
  const titleId = `parcel-${parcel.direction}`;
  return (
    <section
      className="rounded-2xl bg-white p-5 ring-1 ring-line"
      aria-labelledby={titleId}
      data-testid="parcel"
      data-direction={parcel.direction}
    >
      <h2 id={titleId} className="font-semibold">
        {t(`logistics.${parcel.direction}`)}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-ink-soft">{t("logistics.company")}</dt>
        <dd className="text-right" data-testid="parcel-company">
          {parcel.companyName}
        </dd>
        <dt className="text-ink-soft">{t("logistics.trackingNo")}</dt>
        <dd className="break-all text-right tabular-nums">
          <span className="select-all" data-testid="parcel-no">
            {parcel.trackingNo}
          </span>
          <CopyButton
            text={parcel.trackingNo}
            label={t("logistics.copyTrackingNo")}
            testId="copy-tracking-no"
          />
        </dd>
        {parcel.sentAt ? (
          <>
            <dt className="text-ink-soft">{t("logistics.sentAt")}</dt>
            <dd className="text-right tabular-nums">{formatDateTime(parcel.sentAt)}</dd>
          </>
        ) : null}
      </dl>
      {parcel.events.length === 0 ? (
        <p className="mt-4 text-sm text-ink-soft" data-testid="no-events">
          {t("logistics.noEvents")}
        </p>
      ) : (
        <ol className="mt-4" data-testid="tracking-events">
          {parcel.events.map((event, i) => {
            const latest = i === 0;
            return (
              <li
                key={`${event.at}-${i}`}
                className="relative flex gap-3 pb-4 last:pb-0"
                data-testid="tracking-event"
              >
                {i === parcel.events.length - 1 ? null : (
                  <span
                    className="absolute left-[5px] top-4 h-full w-px bg-line"
                    aria-hidden="true"
                  />
                )}
                <span
                  className={`relative mt-1.5 h-[11px] w-[11px] shrink-0 rounded-full ${latest ? "bg-wine ring-4 ring-wine-light" : "bg-ink-faint/50"}`}
                  aria-hidden="true"
                />
                <div className="min-w-0 text-sm">
                  <p className={latest ? "font-semibold text-ink" : "text-ink"}>{event.text}</p>
                  <p className="text-xs tabular-nums text-ink-soft">
                    <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
