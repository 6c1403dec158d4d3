/**
 * One order at the order desk (/admin/orders/:orderNo): what was bought and where it goes, the
 * parcels and serials, the timeline, and the staff's notes; ship it, add tracking, add a note. Each
 * form shows only to a role that may use it (the service refuses the others anyway). At 1280 px
 * the forms sit beside the order; on a warehouse phone they come first.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Permission } from "#contract/staff";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ConsoleLayout } from "~/features/admin/console-layout";
import { newRequestKey } from "~/features/admin/request-key.server";
import { consoleData, consolePage } from "~/features/admin/console-page.server";
import { NoteForm, ShipForm, TrackForm } from "~/features/admin/orders/order-forms";
import { orderDeskAction } from "~/features/admin/orders/order-moves.server";
import {
  OrderLines,
  OrderNotes,
  OrderParcels,
  OrderPeople,
  OrderTimeline,
  section,
} from "~/features/admin/orders/order-view";
import { formatPrice } from "~/utils/money";
import { formatDateTime } from "~/utils/time";
import { ORDER_NO_PATTERN } from "#contract/order-desk";

export const handle = { i18n: ["account", "admin", "payment"] };

/** Statuses whose bottles are still to be packed or have left: the slip means something. */
const PACKED = ["pending_delivery", "pending_receipt", "pending_comment", "completed"];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const orderNo = params.orderNo ?? "";
  if (!ORDER_NO_PATTERN.test(orderNo)) throw new Response("Not found", { status: 404 });
  const { api, me, csrf, headers } = await consolePage(request, context);
  const answer = await api.get("/ops/order/detail", { orderNo });
  if (!answer.ok && answer.kind === "warning" && answer.status === 404)
    throw new Response("Not found", { status: 404 });
  return data(
    { me, csrf, order: consoleData(answer, context.lang), formKey: newRequestKey() },
    { headers },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return orderDeskAction(request, context, params.orderNo ?? "");
}

export default function OrderPage() {
  const { me, csrf, order, formKey } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const { t: tp } = useTranslation("payment");
  const may = (permission: Permission) => me.permissions.includes(permission);
  const directions = order.parcels.map((parcel) => parcel.direction);
  return (
    <ConsoleLayout me={me} csrf={csrf} title={t("consoleOrder.title", { orderNo: order.orderNo })}>
      <p className="mt-1">
        <Link to="/admin/orders" className="inline-flex min-h-[44px] items-center text-wine">
          {t("consoleOrder.back")}
        </Link>
      </p>
      <div
        className="flex flex-wrap items-center gap-x-6 gap-y-1 rounded-xl bg-paper px-4 py-3"
        data-testid="order-summary"
      >
        <span className="text-lg font-semibold" data-testid="order-status">
          {tp(`order.statuses.${order.status}`)}
        </span>
        <span className="tabular-nums">{formatPrice(order.amounts.totalCents)}</span>
        <span className="text-sm tabular-nums text-ink-soft">
          {tp("order.createdAt")} {formatDateTime(order.createdAt)}
        </span>
        {order.paidAt ? (
          <span className="text-sm tabular-nums text-ink-soft">
            {tp("order.paidAt")} {formatDateTime(order.paidAt)}
          </span>
        ) : null}
        {PACKED.includes(order.status) ? (
          <a
            href={`/admin/orders/${order.orderNo}/slip`}
            className="inline-flex min-h-[44px] items-center text-wine underline-offset-2 hover:underline pc:ml-auto"
            data-testid="slip-link"
          >
            {t("consoleOrder.slip")}
          </a>
        ) : null}
      </div>
      <div className="mt-4 flex flex-col gap-4 pc:flex-row-reverse pc:items-start">
        <aside className="flex flex-col gap-4 pc:w-96 pc:shrink-0">
          {order.staffActions.includes("ship") && may("orders.ship") ? <ShipForm /> : null}
          {directions.length > 0 && may("orders.track") ? (
            // Keyed by what it adds to: a new event empties the form (it stays on the page).
            <TrackForm
              formKey={formKey}
              key={order.parcels.reduce((n, parcel) => n + parcel.events.length, 0)}
              directions={directions}
            />
          ) : null}
          <section className={section} aria-labelledby="order-notes-title">
            <h2 id="order-notes-title" className="mb-2 font-semibold">
              {t("consoleOrder.notes")}
            </h2>
            <OrderNotes notes={order.notes} />
            {may("orders.note") ? (
              <div className="mt-3">
                <NoteForm key={order.notes.length} formKey={formKey} />
              </div>
            ) : null}
          </section>
        </aside>
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <OrderPeople order={order} mayReveal={may("customers.phone")} />
          <OrderLines order={order} />
          <OrderParcels order={order} />
          <OrderTimeline order={order} />
        </div>
      </div>
    </ConsoleLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
