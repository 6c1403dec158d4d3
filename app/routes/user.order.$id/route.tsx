/**
 * Order detail (/user/order/{id}): everything of spec §3 (the order number
 * with a copy button, the amounts, the buyer's message, the address, the
 * carrier and tracking number), the timeline of spec §4, and what the buyer
 * may do now: pay, cancel or confirm receipt (after a confirmation step the
 * server renders), evaluate, view logistics. Another user's order and an
 * unknown id are the 404 page.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { requireLogin } from "~/features/accounts/auth.server";
import { InvoiceCard } from "~/features/invoices/invoice-card";
import { invoiceCalls } from "~/features/invoices/calls.server";
import { orderCalls } from "~/features/orders/calls.server";
import { CancelConfirm } from "~/features/orders/cancel-confirm";
import { orderAction } from "~/features/orders/order-page/action.server";
import { AddressCard } from "~/features/orders/order-page/address-card";
import { AmountsCard } from "~/features/orders/order-page/amounts-card";
import { InfoCard } from "~/features/orders/order-page/info-card";
import { LinesCard } from "~/features/orders/order-page/lines-card";
import { ReceiveConfirm } from "~/features/orders/order-page/receive-confirm";
import { RefundsCard } from "~/features/orders/order-page/refunds-card";
import { StatusCard } from "~/features/orders/order-page/status-card";
import { Timeline } from "~/features/orders/order-page/timeline";
import { orderPath, parseOrderId } from "~/features/payments/paths";
import { provenanceCalls } from "~/features/provenance/calls.server";
import { OrderBottlesCard } from "~/features/provenance/order-bottles";
import { CustomerServiceCard } from "~/features/shop/customer-service";
import { unwrap } from "~/service/client.server";

export const handle = { i18n: ["payment", "order", "invoices", "provenance", "buyResale"] };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const api = await requireLogin(context, request);
  const id = parseOrderId(params.id);
  if (!id) throw new Response("Not found", { status: 404 });
  const [order, invoice] = await Promise.all([
    orderCalls.find(api, id).then((o) => unwrap(o, api, request)),
    invoiceCalls.orderInvoice(api, id).then((o) => unwrap(o, api, request)),
  ]);
  // Bottles have serials from shipping on: an order not shipped asks for none.
  const bottles = order.shippedAt ? await provenanceCalls.orderBottles(api, id) : null;
  const asked = new URL(request.url).searchParams.get("confirm");
  const confirming =
    asked === "cancel" && order.actions.includes("cancel")
      ? "cancel"
      : asked === "receive" && order.actions.includes("receive")
        ? "receive"
        : null;
  // The bottles are the page's extra: a failed call leaves them out, not the order.
  return {
    order,
    invoice,
    bottles: bottles?.ok ? bottles.data.bottles : [],
    confirming,
    lang: api.lang,
    now: Date.now(),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return orderAction(request, context, params.id);
}

export default function OrderDetail() {
  const { order, invoice, bottles, confirming, lang, now } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-4 px-4 pb-12 pt-4 pc:px-0 pc:pt-0" data-testid="order-detail">
      <StatusCard order={order} now={now} />
      <div className="grid gap-4 pc:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] pc:items-start">
        <div className="flex flex-col gap-4">
          <LinesCard order={order} lang={lang} />
          <AmountsCard order={order} />
          <RefundsCard order={order} lang={lang} />
          <OrderBottlesCard bottles={bottles} status={order.status} lang={lang} />
        </div>
        <div className="flex flex-col gap-4">
          <AddressCard address={order.address} />
          <Timeline events={order.timeline} />
          <InfoCard order={order} lang={lang} />
          <InvoiceCard orderId={order.id} invoice={invoice} />
          <CustomerServiceCard />
        </div>
      </div>
      {confirming === "cancel" ? (
        <CancelConfirm orderId={order.id} orderNo={order.orderNo} backTo={orderPath(order.id)} />
      ) : null}
      {confirming === "receive" ? (
        <ReceiveConfirm orderNo={order.orderNo} backTo={orderPath(order.id)} />
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
