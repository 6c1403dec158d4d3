/**
 * Apply for an invoice (spec §4's order action; §8 "invoice application successful"): one of the
 * buyer's approved titles, for what the order paid in money. Without JavaScript a plain form.
 */
import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FieldErrors } from "~/components/field-errors";
import { TITLES_PATH } from "~/features/invoices/paths";
import { TitleChoice } from "~/features/invoices/title-choice";
import { orderPath } from "~/features/payments/paths";
import { formatPrice } from "~/utils/money";
import { applyAction, loadApply } from "./apply.server";

export const handle = { i18n: ["invoices", "account"] };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadApply(request, context, params.id);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return applyAction(request, context, params.id);
}

export default function ApplyInvoice() {
  const { order, amountCents, titles, csrf } = useLoaderData<typeof loader>();
  const actionData = useActionData<{ result?: SubmissionResult<string[]> }>();
  const idle = useNavigation().state === "idle";
  const result = idle ? actionData?.result : undefined;
  const { t } = useTranslation("invoices");
  const preferred = titles.find((title) => title.isDefault) ?? titles[0];
  return (
    <div
      className="flex flex-col gap-4 px-4 pb-12 pt-4 pc:px-0 pc:pt-0"
      data-testid="apply-invoice"
    >
      <p className="text-sm tabular-nums text-ink-soft">
        {t("apply.order", { orderNo: order.orderNo })}
      </p>
      <section className="rounded-2xl bg-white p-5 ring-1 ring-line">
        <p className="text-sm text-ink-soft">{t("apply.amount")}</p>
        <p className="mt-1 text-2xl font-semibold text-wine" data-testid="invoice-amount">
          {formatPrice(amountCents)}
        </p>
        <p className="mt-1 text-xs text-ink-faint">{t("apply.amountHint")}</p>
      </section>
      {titles.length === 0 ? (
        <div className="rounded-2xl bg-white p-5 text-sm ring-1 ring-line" data-testid="no-titles">
          <p className="text-ink-soft">{t("apply.noTitles")}</p>
          <Link to={TITLES_PATH} className="btn-secondary mt-4">
            {t("apply.addTitle")}
          </Link>
        </div>
      ) : (
        <Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="csrf" value={csrf} />
          <fieldset className="flex flex-col gap-2 rounded-2xl bg-white p-5 ring-1 ring-line">
            <legend className="float-left mb-2 w-full text-sm font-medium">
              {t("apply.choose")}
            </legend>
            {titles.map((title) => (
              <TitleChoice
                key={title.id}
                title={title}
                name="titleId"
                defaultChecked={title.id === preferred?.id}
              />
            ))}
            <FieldErrors errors={result?.error?.titleId ?? undefined} />
            {result?.error?.[""]?.length ? (
              <p className="text-sm text-wine" role="alert" data-testid="form-error">
                {result.error[""].join(" ")}
              </p>
            ) : null}
          </fieldset>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn-primary" data-testid="invoice-submit">
              {t("apply.submit")}
            </button>
            <Link
              to={orderPath(order.id)}
              className="inline-flex min-h-[44px] items-center px-3 text-sm text-ink-soft"
            >
              {t("apply.cancel")}
            </Link>
          </div>
        </Form>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
