/**
 * After-sale progress (/user/order/{id}/afterSale): the latest request of the
 * order, its steps with their times (from the order's timeline), its bottles,
 * the amounts, who pays a return's freight,
 * the shop's reason when it refused, and, once the shop agreed to a return,
 * the return shipment form (courier and tracking number); while the shop has not set its return
 * address, a line that it is being arranged instead of the address and the form.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { courierName } from "#contract/logistics";
import { goodsName } from "~/features/catalog/goods-name";
import { ParcelFields } from "~/features/aftersale/parcel-fields";
import {
  AFTER_SALE_PHOTOS_ANCHOR,
  afterSalePhotosPath,
  refundPath,
} from "~/features/aftersale/paths";
import { reasonLabel } from "~/features/aftersale/reasons";
import { stepsOf } from "~/features/aftersale/steps";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AuthenticityTokenInput, FormSecurity } from "~/components/form-security";
import { StatusLabel } from "~/features/orders/order-status";
import { orderPath } from "~/features/payments/paths";
import { formatDateTime } from "~/utils/time";
import { formatPrice } from "~/utils/money";
import {
  afterSaleAction,
  afterSaleLoader,
  type ShipmentErrors,
  type ShipmentValues,
} from "./aftersale.server";
import { CustomerServiceCard } from "~/features/shop/customer-service";
import { ReturnAddressCard, ReturnAddressPending } from "./return-address";
import { PhotoStrip } from "~/features/photos/photo-strip";

export const handle = { i18n: ["aftersale", "account", "payment"] };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return afterSaleLoader(request, context, params.id);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return afterSaleAction(request, context, params.id);
}

export default function AfterSaleProgress() {
  const { order, request, csrf, lang } = useLoaderData<typeof loader>();
  const { t } = useTranslation("aftersale");
  const steps = stepsOf(request, order.timeline);
  // The shop agreed, but its operator has not set a return address yet: nothing to send goods to.
  const awaitingAddress =
    request.kind === "return" && request.status === "approved" && !request.returnAddress;
  // After a refusal, or a request on some of the bottles, the others may still be asked about.
  const canAskAgain =
    (request.status === "rejected" || request.status === "succeeded") &&
    (order.actions.includes("refund") || order.actions.includes("returnGoods"));
  return (
    <FormSecurity csrf={csrf}>
      <div
        className="flex w-full flex-col gap-4 px-4 pb-12 pt-4 pc:px-0 pc:pt-0"
        data-testid="aftersale-page"
        data-status={request.status}
        data-kind={request.kind}
      >
        <section className="rounded-2xl bg-gradient-to-br from-wine to-[#3d0c1c] p-5 text-white pc:p-7">
          <p className="text-sm text-white/80">{t(`afterSale.kindShort.${request.kind}`)}</p>
          <h1 className="mt-1 text-2xl font-semibold" data-testid="aftersale-status">
            {awaitingAddress
              ? t("afterSale.statuses.approved_addressPending")
              : t(`afterSale.statuses.${request.status}`)}
          </h1>
        </section>

        <section
          className="rounded-2xl bg-white p-5 ring-1 ring-line"
          aria-labelledby="progress-title"
        >
          <h2 id="progress-title" className="font-semibold">
            {t("afterSale.progress")}
          </h2>
          <ol className="mt-3" data-testid="aftersale-steps">
            {steps.map((step, i) => {
              const reached = step.at !== null;
              const last = i === steps.length - 1;
              return (
                <li
                  key={step.name}
                  className="relative flex gap-3 pb-4 last:pb-0"
                  data-testid="aftersale-step"
                  data-step={step.name}
                  data-reached={reached}
                >
                  {last ? null : (
                    <span
                      className="absolute left-[5px] top-4 h-full w-px bg-line"
                      aria-hidden="true"
                    />
                  )}
                  <span
                    className={`relative mt-1.5 h-[11px] w-[11px] shrink-0 rounded-full ${reached ? "bg-wine" : "bg-line"}`}
                    aria-hidden="true"
                  />
                  <div className="min-w-0 text-sm">
                    <p className={reached ? "font-medium text-ink" : "text-ink-faint"}>
                      {t(`afterSale.steps.${step.name}`)}
                    </p>
                    {step.at ? (
                      <p className="text-xs tabular-nums text-ink-soft">
                        <time dateTime={step.at}>{formatDateTime(step.at)}</time>
                      </p>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ol>
        </section>

        {request.returnAddress ? <ReturnAddressCard address={request.returnAddress} /> : null}
        {awaitingAddress ? <ReturnAddressPending /> : null}
        {request.kind === "return" && request.status === "approved" && !awaitingAddress ? (
          <ShipmentForm />
        ) : null}

        <section
          className="rounded-2xl bg-white p-5 ring-1 ring-line"
          aria-labelledby="details-title"
        >
          <h2 id="details-title" className="flex items-center justify-between font-semibold">
            {t("afterSale.details")}
            <StatusLabel status={order.status} />
          </h2>
          <dl
            className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm"
            data-testid="aftersale-details"
          >
            <dt className="text-ink-soft">{t("afterSale.orderNo")}</dt>
            <dd className="break-all text-right tabular-nums">{request.orderNo}</dd>
            <dt className="text-ink-soft">{t("afterSale.kind")}</dt>
            <dd className="text-right">{t(`afterSale.kindShort.${request.kind}`)}</dd>
            <dt className="text-ink-soft">{t("afterSale.bottles", { context: request.kind })}</dt>
            <dd className="text-right" data-testid="aftersale-bottles">
              <ul>
                {request.lines.map((line) => (
                  <li key={line.orderLineId} className="break-words">
                    {goodsName(line, lang)} <span className="tabular-nums">×{line.quantity}</span>
                  </li>
                ))}
              </ul>
            </dd>
            <dt className="text-ink-soft">{t("afterSale.refundAmount")}</dt>
            <dd className="text-right tabular-nums" data-testid="aftersale-amount">
              {formatPrice(request.amountCents)}
            </dd>
            <dt className="text-ink-soft">{t("afterSale.refundPoints")}</dt>
            <dd className="text-right tabular-nums" data-testid="aftersale-points">
              {request.points}
            </dd>
            <dt className="text-ink-soft">{t("afterSale.reason", { context: request.kind })}</dt>
            <dd className="break-words text-right" data-testid="aftersale-reason">
              {reasonLabel(t, request.reasonCode)}
            </dd>
            {request.reasonDetails ? (
              <>
                <dt className="text-ink-soft">{t("afterSale.reasonDetails")}</dt>
                <dd className="break-words text-right" data-testid="aftersale-reason-details">
                  {request.reasonDetails}
                </dd>
              </>
            ) : null}
            {request.returnFreightPayer ? (
              <>
                <dt className="text-ink-soft">{t("afterSale.freight")}</dt>
                <dd className="text-right" data-testid="aftersale-freight">
                  {t(
                    request.returnFreightPayer === "shop"
                      ? "afterSale.freightShopShort"
                      : "afterSale.freightBuyerShort",
                  )}
                </dd>
              </>
            ) : null}
            <dt className="text-ink-soft">{t("afterSale.appliedAt")}</dt>
            <dd className="text-right tabular-nums">{formatDateTime(request.createdAt)}</dd>
            {request.returnCompany && request.returnTrackingNo ? (
              <>
                <dt className="text-ink-soft">{t("afterSale.returnParcel")}</dt>
                <dd className="break-all text-right" data-testid="aftersale-parcel">
                  {courierName(request.returnCompany, lang)} {request.returnTrackingNo}
                </dd>
              </>
            ) : null}
            {request.rejectReason ? (
              <>
                <dt className="text-ink-soft">{t("afterSale.rejectReason")}</dt>
                <dd
                  className="break-words text-right text-wine"
                  data-testid="aftersale-reject-reason"
                >
                  {request.rejectReason}
                </dd>
              </>
            ) : null}
          </dl>
          {request.photos.length > 0 ? (
            <div
              id={AFTER_SALE_PHOTOS_ANCHOR}
              className="mt-4 flex scroll-mt-16 flex-col gap-2 pc:scroll-mt-20"
            >
              <h3 className="text-sm text-ink-soft">{t("photos.title", { ns: "common" })}</h3>
              <PhotoStrip
                names={request.photos}
                label={t("photos.of", {
                  ns: "common",
                  what: t(`afterSale.kindShort.${request.kind}`),
                })}
                anchor={AFTER_SALE_PHOTOS_ANCHOR}
                viewerPath={afterSalePhotosPath(order.id)}
                testId="aftersale-photos"
                size={80}
              />
            </div>
          ) : null}
        </section>

        <div className="flex flex-wrap justify-center gap-3">
          {canAskAgain ? (
            <Link to={refundPath(order.id)} className="btn-primary" data-testid="aftersale-again">
              {t(request.status === "succeeded" ? "afterSale.applyMore" : "afterSale.applyAgain")}
            </Link>
          ) : null}
          <Link to={orderPath(order.id)} className="btn-secondary" data-testid="aftersale-order">
            {t("afterSale.viewOrder")}
          </Link>
        </div>
        <CustomerServiceCard />
      </div>
    </FormSecurity>
  );
}

function ShipmentForm() {
  const { lang } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>() as
    { values: ShipmentValues; errors: ShipmentErrors } | undefined;
  const { t } = useTranslation("aftersale");
  const busy = useNavigation().state === "submitting";
  const values = state?.values ?? { company: "", trackingNo: "" };
  const errors = state?.errors ?? {};
  return (
    <section className="rounded-2xl bg-white p-5 ring-1 ring-wine" aria-labelledby="ship-title">
      <h2 id="ship-title" className="font-semibold">
        {t("afterSale.shipTitle")}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t("afterSale.shipIntro")}</p>
      <Form
        method="post"
        className="mt-4 flex flex-col gap-4"
        noValidate
        data-testid="return-shipment-form"
      >
        <AuthenticityTokenInput />
        <ParcelFields values={values} errors={errors} lang={lang} />
        <button
          type="submit"
          name="intent"
          value="ship"
          className="btn-primary"
          disabled={busy}
          data-testid="return-shipment-submit"
        >
          {t("afterSale.shipSubmit")}
        </button>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
