/**
 * One seller's payout on the payouts page: the item and wine, the seller (masked), the sale less
 * the commission, the due date and the account to pay to, whole (the one who pays needs it). A due
 * payout past its date, with an account, has the form that records the transfer for a role with
 * resale.payout; the form says what it records and to whom.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { opsResalePayoutSchema } from "#contract/resale-answers";
import { FieldErrors } from "~/components/field-errors";
import { TextField } from "~/components/fields";
import { AuthenticityTokenInput } from "~/components/form-security";
import { formatPrice } from "~/utils/money";
import { formatDate, formatDateTime } from "~/utils/time";
import { useLastResult, useSending } from "../console-forms";
import { itemPath, payoutFormId } from "./resale-paths";

export type DeskPayout = z.infer<typeof opsResalePayoutSchema> & { payable: boolean };

function PaidOutForm({ payout }: { payout: DeskPayout }) {
  const { t } = useTranslation("admin");
  const { t: tp } = useTranslation("payouts");
  const id = payoutFormId(payout.id);
  const [form, fields] = useForm<{ id: number; reference: string }>({
    id,
    lastResult: useLastResult(id),
    shouldValidate: "onSubmit",
  });
  const sending = useSending(id);
  const payTo = payout.payTo!;
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="mt-3 flex flex-col gap-2 border-t border-line pt-3"
      data-testid="paid-out-form"
    >
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value={id} />
      <input type="hidden" name="id" value={payout.id} />
      <p className="text-sm" data-testid="paid-out-confirm">
        {t("resaleDesk.payouts.confirm", {
          amount: formatPrice(payout.payoutCents),
          name: payTo.realName,
          kind: tp(`payouts.kind.${payTo.kind}`),
          account: payTo.account,
        })}
      </p>
      <div className="pc:max-w-md">
        <TextField
          meta={fields.reference}
          label={t("resaleDesk.payouts.reference")}
          autoComplete="off"
          hint={t("resaleDesk.payouts.referenceHint")}
        />
      </div>
      <FieldErrors errors={form.errors} id={form.errorId} />
      <button
        type="submit"
        className="btn-primary min-h-[44px] self-start px-4"
        disabled={sending}
        data-testid="paid-out-submit"
      >
        {t("resaleDesk.payouts.submit")}
      </button>
    </Form>
  );
}

export function PayoutCard({
  payout,
  mayPay,
  anchor,
}: {
  payout: DeskPayout;
  mayPay: boolean;
  anchor?: string;
}) {
  const { t } = useTranslation("admin");
  const { t: tr } = useTranslation("resale");
  const { t: tp } = useTranslation("payouts");
  const fact = (label: string, value: React.ReactNode) => (
    <>
      <dt className="text-ink-soft">{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </>
  );
  const payTo = payout.payTo;
  return (
    <li
      id={anchor}
      className="rounded-xl border border-line p-4"
      data-testid="payout"
      data-item-code={payout.code}
    >
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h2 className="font-semibold">{t("resaleDesk.payouts.heading", { id: payout.id })}</h2>
        <span data-testid="payout-status">{tr(`resale.payoutStatus.${payout.payoutStatus}`)}</span>
        <span className="text-sm tabular-nums text-ink-soft">
          {formatDateTime(payout.createdAt)}
        </span>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-1 text-sm">
        {fact(
          t("resaleDesk.payouts.item"),
          <Link
            to={itemPath(payout.code)}
            className="inline-flex min-h-[44px] items-center font-mono text-wine underline-offset-2 hover:underline"
          >
            {payout.code}
          </Link>,
        )}
        {fact(t("resaleDesk.columns.wine"), payout.name)}
        {fact(t("resaleDesk.payouts.seller"), payout.sellerPhone)}
        {fact(
          t("resaleDesk.payouts.sale"),
          t("resaleDesk.payouts.saleValue", {
            quantity: payout.quantity - payout.returnedQuantity,
            price: formatPrice(payout.unitPriceCents),
            amount: formatPrice(payout.amountCents),
          }),
        )}
        {fact(
          t("resaleDesk.payouts.commission", { percent: payout.commissionPercent }),
          formatPrice(payout.commissionCents),
        )}
        {fact(
          t("resaleDesk.payouts.payout"),
          <strong data-testid="payout-amount">{formatPrice(payout.payoutCents)}</strong>,
        )}
        {payout.dueAt ? fact(t("resaleDesk.payouts.dueAt"), formatDate(payout.dueAt)) : null}
        {fact(
          t("resaleDesk.payouts.payTo"),
          payTo ? (
            <span data-testid="payout-pay-to">
              {tp(`payouts.kind.${payTo.kind}`)} {payTo.account}
              {payTo.bankName ? ` ${payTo.bankName}` : ""} ·{" "}
              {t("resaleDesk.payouts.holder", { name: payTo.realName })}
            </span>
          ) : (
            t("resaleDesk.payouts.noAccount")
          ),
        )}
      </dl>
      {payout.payoutStatus === "paid" ? (
        <p className="mt-2 text-sm" data-testid="payout-paid">
          {t("resaleDesk.payouts.paid", {
            at: formatDateTime(payout.paidAt),
            reference: payout.paidReference,
            by: payout.paidBy,
          })}
        </p>
      ) : null}
      {payout.payoutStatus === "cancelled" ? (
        <p className="mt-2 text-sm text-ink-soft">{t("resaleDesk.payouts.cancelled")}</p>
      ) : null}
      {payout.payoutStatus === "due" && !payout.payable && payout.dueAt && payTo ? (
        <p className="mt-2 text-sm text-ink-soft" data-testid="payout-not-yet">
          {t("resaleDesk.payouts.notYet", { date: formatDate(payout.dueAt) })}
        </p>
      ) : null}
      {payout.payable && mayPay ? <PaidOutForm payout={payout} /> : null}
    </li>
  );
}
