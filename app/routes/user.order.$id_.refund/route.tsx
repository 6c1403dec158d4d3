/**
 * Refund or return request (/user/order/{id}/refund) for bottles of an order: a
 * refund while it waits for delivery, a return once shipped (the kind follows
 * the order's status). The bottles (every bottle left at first), the reason of
 * that kind, the amount in yuan and the points (empty: all the bottles are
 * worth, which the form shows as they are chosen, with JavaScript), who pays a
 * return's freight, then a confirmation step the server renders; each step a
 * plain form post.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AFTER_SALE_DETAILS_MAX_LENGTH, REASONS_OF } from "#contract/aftersale";
import { chosenWorth } from "#contract/refund-shares";
import { describedBy, Field, inputClass } from "~/features/aftersale/fields";
import { goodsName } from "~/features/catalog/goods-name";
import { reasonLabel } from "~/features/aftersale/reasons";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AuthenticityTokenInput, FormSecurity } from "~/components/form-security";
import { orderPath } from "~/features/payments/paths";
import { formatPrice, yuan } from "~/utils/money";
import { refundAction, refundLoader, type RefundState, type RefundValues } from "./refund.server";
import { BottlesField } from "./bottles-field";
import { allBottlesLeft, kindOf, openLines, quantityField } from "./refund-form";
import { CustomerServiceCard } from "~/features/shop/customer-service";
import { photoFields } from "~/features/photos/fields";
import { PhotoPicker } from "~/features/photos/photo-picker";
import { PhotoStrip } from "~/features/photos/photo-strip";
import type { BodyHandle } from "~/utils/body-limits";

export const handle = {
  i18n: ["aftersale", "account", "payment"],
  body: "photoForm",
} satisfies BodyHandle;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return refundLoader(request, context, params.id);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return refundAction(request, context, params.id);
}

export default function RefundRequest() {
  const { order, csrf } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>() as RefundState | undefined;
  const { t } = useTranslation("aftersale");
  const kind = kindOf(order);
  const values: RefundValues = state?.values ?? {
    reasonCode: "",
    reasonDetails: "",
    amount: "",
    points: "",
    quantities: allBottlesLeft(order),
  };
  return (
    <FormSecurity csrf={csrf}>
      <div
        className="flex w-full max-w-2xl flex-col gap-4 px-4 pb-12 pt-4 pc:px-0 pc:pt-0"
        data-testid="refund-page"
        data-kind={kind}
      >
        <section className="rounded-2xl bg-gradient-to-br from-wine to-[#3d0c1c] p-5 text-white pc:p-7">
          <h1 className="text-2xl font-semibold">{t(`afterSale.kinds.${kind}`)}</h1>
          <p className="mt-1 text-sm text-white/80">
            {t(kind === "refund" ? "afterSale.refundIntro" : "afterSale.returnIntro")}
          </p>
        </section>
        <section
          className="rounded-2xl bg-white p-5 ring-1 ring-line"
          aria-label={t("afterSale.details")}
        >
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-ink-soft">{t("afterSale.orderNo")}</dt>
            <dd className="break-all text-right tabular-nums">{order.orderNo}</dd>
            <dt className="text-ink-soft">{t("afterSale.paid")}</dt>
            <dd className="text-right tabular-nums" data-testid="refund-paid">
              {formatPrice(order.amounts.totalCents)}
            </dd>
            <dt className="text-ink-soft">{t("afterSale.pointsUsed")}</dt>
            <dd className="text-right tabular-nums">{order.amounts.pointsUsed}</dd>
            {order.refunded.cents > 0 || order.refunded.points > 0 ? (
              <>
                <dt className="text-ink-soft">{t("afterSale.refundedBefore")}</dt>
                <dd className="text-right tabular-nums" data-testid="refund-refunded-before">
                  {formatPrice(order.refunded.cents)}
                  {order.refunded.points > 0
                    ? ` · ${t("afterSale.pointsCount", { count: order.refunded.points })}`
                    : null}
                </dd>
              </>
            ) : null}
          </dl>
        </section>
        {state?.step === "confirm" ? (
          <Confirm state={state} kind={kind} />
        ) : (
          <RequestForm values={values} state={state} kind={kind} />
        )}
        <Link
          to={orderPath(order.id)}
          className="inline-flex min-h-[44px] items-center self-center text-sm text-ink-soft underline hover:text-wine"
        >
          {t("afterSale.viewOrder")}
        </Link>
        <CustomerServiceCard />
      </div>
    </FormSecurity>
  );
}

function RequestForm({
  values,
  state,
  kind,
}: {
  values: RefundValues;
  state: RefundState | undefined;
  kind: "refund" | "return";
}) {
  const { order, lang, shopPays } = useLoaderData<typeof loader>();
  const { t } = useTranslation("aftersale");
  const submitting = useNavigation().state === "submitting";
  const [uploading, setUploading] = useState(false);
  const [quantities, setQuantities] = useState(values.quantities);
  const [reason, setReason] = useState(values.reasonCode);
  const busy = submitting || uploading;
  const errors = state?.step === "form" ? state.errors : {};
  const lines = openLines(order);
  // What the chosen bottles are worth, by the service's own rule (decision 033).
  const worth = chosenWorth(
    order.lines.map((l) => ({ ...l, takenBack: l.refundedQuantity })),
    order.amounts,
    order.lines.map((l) => Number(quantities[String(l.id)] ?? 0)),
  );
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-line"
      noValidate
      data-testid="refund-form"
    >
      <AuthenticityTokenInput />
      <BottlesField
        lines={lines}
        quantities={quantities}
        onChange={(id, n) => setQuantities((q) => ({ ...q, [String(id)]: n }))}
        error={errors.lines}
        lang={lang}
        kind={kind}
      />
      <Field
        id="reasonCode"
        label={t("afterSale.reason", { context: kind })}
        error={errors.reasonCode}
      >
        <select
          id="reasonCode"
          name="reasonCode"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          className={inputClass}
          {...describedBy("reasonCode", false, errors.reasonCode)}
        >
          <option value="">{t("afterSale.reasonChoose", { context: kind })}</option>
          {REASONS_OF[kind].map((code) => (
            <option key={code} value={code}>
              {reasonLabel(t, code)}
            </option>
          ))}
        </select>
      </Field>
      {kind === "return" && shopPays ? <FreightNote shopPays={shopPays} reason={reason} /> : null}
      <Field
        id="reasonDetails"
        label={t("afterSale.reasonDetails")}
        hint={t("afterSale.reasonDetailsHint")}
        error={errors.reasonDetails}
      >
        <textarea
          id="reasonDetails"
          name="reasonDetails"
          defaultValue={values.reasonDetails}
          maxLength={AFTER_SALE_DETAILS_MAX_LENGTH}
          rows={3}
          className={`${inputClass} py-2`}
          {...describedBy("reasonDetails", true, errors.reasonDetails)}
        />
      </Field>
      <PhotoPicker
        purpose="aftersale"
        initial={state?.photos.names ?? []}
        error={state?.photos.error}
        testId="refund-photos"
        onBusyChange={setUploading}
      />
      <Field
        id="amount"
        label={t("afterSale.amount")}
        hint={t("afterSale.amountMaxChosen", { amount: formatPrice(worth.cents) })}
        error={errors.amount}
      >
        <input
          id="amount"
          name="amount"
          type="text"
          inputMode="decimal"
          defaultValue={values.amount}
          placeholder={yuan(worth.cents)}
          pattern="\d+(\.\d{1,2})?"
          className={`${inputClass} tabular-nums`}
          data-testid="refund-amount"
          {...describedBy("amount", true, errors.amount)}
        />
      </Field>
      {order.amounts.pointsUsed > 0 ? (
        <Field
          id="points"
          label={t("afterSale.points")}
          hint={t("afterSale.pointsMaxChosen", { points: worth.points })}
          error={errors.points}
        >
          <input
            id="points"
            name="points"
            type="text"
            inputMode="numeric"
            defaultValue={values.points}
            placeholder={String(worth.points)}
            pattern="\d+"
            className={`${inputClass} tabular-nums`}
            {...describedBy("points", true, errors.points)}
          />
        </Field>
      ) : (
        // The order used no points: none to ask back.
        <input type="hidden" name="points" value="0" />
      )}
      {state?.step === "form" && state.formError ? (
        <p className="text-sm text-wine" role="alert">
          {state.formError}
        </p>
      ) : null}
      <button
        type="submit"
        name="intent"
        value="review"
        className="btn-primary"
        disabled={busy}
        data-testid="refund-next"
      >
        {t("afterSale.next")}
      </button>
    </Form>
  );
}

/**
 * Who pays the parcel back: the shop's rule, and, once a reason is chosen, what it means for this
 * return.
 */
function FreightNote({ shopPays, reason }: { shopPays: string[]; reason: string }) {
  const { t } = useTranslation("aftersale");
  const chosen = REASONS_OF.return.includes(reason as (typeof REASONS_OF.return)[number]);
  return (
    <p className="rounded-lg bg-paper px-3 py-2 text-sm text-ink-soft" data-testid="refund-freight">
      {shopPays.length > 0
        ? t("afterSale.freightRule", {
            reasons: shopPays.map((code) => reasonLabel(t, code)).join(t("afterSale.listJoin")),
          })
        : t("afterSale.freightRuleBuyer")}
      {chosen ? (
        <strong className="mt-1 block font-medium text-ink" data-testid="refund-freight-payer">
          {t(shopPays.includes(reason) ? "afterSale.freightShop" : "afterSale.freightBuyer")}
        </strong>
      ) : null}
    </p>
  );
}

function Confirm({
  state,
  kind,
}: {
  state: Extract<RefundState, { step: "confirm" }>;
  kind: "refund" | "return";
}) {
  const { order, lang, shopPays } = useLoaderData<typeof loader>();
  const { t } = useTranslation("aftersale");
  const busy = useNavigation().state === "submitting";
  const chosen = state.lines.map((l) => ({
    ...l,
    line: order.lines.find((o) => o.id === l.orderLineId),
  }));
  const { quantities, ...fields } = state.values;
  // The dialog's role is on a box around the form (a form may not take it).
  return (
    <div
      className="rounded-2xl bg-gold-light p-5 ring-1 ring-gold"
      role="alertdialog"
      aria-labelledby="confirm-title"
      data-testid="refund-confirm"
    >
      <Form method="post" className="flex flex-col gap-4">
        <AuthenticityTokenInput />
        <h2 id="confirm-title" className="text-lg font-semibold">
          {t("afterSale.confirmTitle")}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-ink-soft">{t("afterSale.kind")}</dt>
          <dd className="text-right">{t(`afterSale.kindShort.${kind}`)}</dd>
          <dt className="text-ink-soft">{t("afterSale.bottles", { context: kind })}</dt>
          <dd className="text-right" data-testid="confirm-bottles">
            <ul>
              {chosen.map(({ orderLineId, quantity, line }) => (
                <li key={orderLineId} className="break-words">
                  {line ? goodsName(line, lang) : null}{" "}
                  <span className="tabular-nums">×{quantity}</span>
                </li>
              ))}
            </ul>
          </dd>
          <dt className="text-ink-soft">{t("afterSale.reason", { context: kind })}</dt>
          <dd className="break-words text-right" data-testid="confirm-reason">
            {reasonLabel(t, state.values.reasonCode)}
          </dd>
          {state.values.reasonDetails.trim() ? (
            <>
              <dt className="text-ink-soft">{t("afterSale.reasonDetails")}</dt>
              <dd className="break-words text-right" data-testid="confirm-reason-details">
                {state.values.reasonDetails.trim()}
              </dd>
            </>
          ) : null}
          <dt className="text-ink-soft">{t("afterSale.worth")}</dt>
          <dd className="text-right tabular-nums" data-testid="confirm-worth">
            {formatPrice(state.worth.cents)}
            {state.worth.points > 0
              ? ` · ${t("afterSale.pointsCount", { count: state.worth.points })}`
              : null}
          </dd>
          <dt className="text-ink-soft">{t("afterSale.refundAmount")}</dt>
          <dd className="text-right tabular-nums" data-testid="confirm-amount">
            {formatPrice(state.amountCents)}
          </dd>
          <dt className="text-ink-soft">{t("afterSale.refundPoints")}</dt>
          <dd className="text-right tabular-nums" data-testid="confirm-points">
            {state.points}
          </dd>
          {kind === "return" && shopPays ? (
            <>
              <dt className="text-ink-soft">{t("afterSale.freight")}</dt>
              <dd className="text-right" data-testid="confirm-freight">
                {t(
                  shopPays.includes(state.values.reasonCode)
                    ? "afterSale.freightShopShort"
                    : "afterSale.freightBuyerShort",
                )}
              </dd>
            </>
          ) : null}
        </dl>
        {state.photos.names.length > 0 ? (
          <p id="confirm-photos-title" className="text-sm text-ink-soft">
            {t("photos.title", { ns: "common" })}
          </p>
        ) : null}
        <PhotoStrip
          names={state.photos.names}
          label={t("photos.of", { ns: "common", what: t(`afterSale.kindShort.${kind}`) })}
          anchor="confirm-photos-title"
          testId="confirm-photos"
        />
        {state.photos.names.map((name) => (
          <input key={name} type="hidden" name={photoFields().names} value={name} />
        ))}
        <p className="text-sm text-ink-soft">{t("afterSale.confirmText")}</p>
        <input type="hidden" name="requestKey" value={state.requestKey} />
        {(Object.keys(fields) as (keyof typeof fields)[]).map((name) => (
          <input key={name} type="hidden" name={name} value={fields[name]} />
        ))}
        {Object.entries(quantities).map(([lineId, quantity]) => (
          <input key={lineId} type="hidden" name={quantityField(Number(lineId))} value={quantity} />
        ))}
        <div className="flex flex-col-reverse gap-3 pc:flex-row pc:justify-end">
          <button
            type="submit"
            name="intent"
            value="edit"
            className="btn-secondary"
            data-testid="refund-edit"
          >
            {t("afterSale.edit")}
          </button>
          <button
            type="submit"
            name="intent"
            value="apply"
            className="btn-primary"
            disabled={busy}
            data-testid="refund-submit"
          >
            {t("afterSale.submit")}
          </button>
        </div>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
