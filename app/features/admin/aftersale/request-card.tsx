/**
 * One open after-sale request on the desk: what the buyer asks back and why, in their own words and
 * pictures, the bottles, the return parcel, the refund's state, and the moves the transition table
 * allows now, each for a role that may make it (the service refuses the others anyway).
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { openAfterSaleSchema } from "#contract/aftersale-answers";
import type { Permission } from "#contract/staff";
import { FieldErrors } from "~/components/field-errors";
import { TextField } from "~/components/fields";
import { AuthenticityTokenInput } from "~/components/form-security";
import { ConsoleAlert } from "~/features/admin/shown-once";
import type { Lang } from "~/utils/lang";
import { formatPrice } from "~/utils/money";
import { formatDateTime } from "~/utils/time";

/** A request as the desk's loader hands it over: the courier named in the member's language. */
export type OpenAfterSale = z.infer<typeof openAfterSaleSchema> & { returnCompanyName: string };
type Answer =
  { orderNo: string; result: SubmissionResult<string[]> | null; error: string | null } | undefined;

function MoveButton({
  orderNo,
  intent,
  label,
  primary = false,
}: {
  orderNo: string;
  intent: string;
  label: string;
  primary?: boolean;
}) {
  const navigation = useNavigation();
  const sending =
    navigation.state !== "idle" &&
    navigation.formData?.get("orderNo") === orderNo &&
    navigation.formData?.get("intent") === intent;
  return (
    <Form method="post">
      <AuthenticityTokenInput />
      <input type="hidden" name="orderNo" value={orderNo} />
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={sending}
        className={`${primary ? "btn-primary" : "btn-secondary"} min-h-[44px] px-4`}
        data-testid={`aftersale-${intent}`}
      >
        {label}
      </button>
    </Form>
  );
}

function RejectForm({ orderNo, result }: { orderNo: string; result?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("admin");
  const [form, fields] = useForm<{ orderNo: string; reason: string }>({
    id: `reject-${orderNo}`,
    lastResult: result,
    shouldValidate: "onSubmit",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex w-full flex-col gap-2">
      <AuthenticityTokenInput />
      <input type="hidden" name="orderNo" value={orderNo} />
      <input type="hidden" name="intent" value="reject" />
      <TextField meta={fields.reason} label={t("afterSaleDesk.rejectReason")} autoComplete="off" />
      <FieldErrors errors={form.errors} id={form.errorId} />
      <button
        type="submit"
        className="btn-secondary min-h-[44px] self-start px-4"
        data-testid="aftersale-reject"
      >
        {t("afterSaleDesk.reject")}
      </button>
    </Form>
  );
}

export function RequestCard({
  request,
  permissions,
  lang,
  anchor,
}: {
  request: OpenAfterSale;
  permissions: readonly Permission[];
  lang: Lang;
  anchor?: string;
}) {
  const { t } = useTranslation("admin");
  const { t: tp } = useTranslation("payment");
  const navigation = useNavigation();
  const answer = useActionData() as Answer;
  const mine = navigation.state === "idle" && answer?.orderNo === request.orderNo ? answer : null;
  const may = (permission: Permission) => permissions.includes(permission);
  const acts = request.staffActions;
  return (
    <li
      id={anchor}
      className="rounded-xl border border-line p-4"
      data-testid="aftersale-request"
      data-order-no={request.orderNo}
    >
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <Link
          to={`/admin/orders/${request.orderNo}`}
          className="inline-flex min-h-[44px] items-center font-mono text-wine underline-offset-2 hover:underline"
        >
          {request.orderNo}
        </Link>
        <span className="font-semibold">{tp(`order.refundKinds.${request.kind}`)}</span>
        <span data-testid="aftersale-status">{tp(`order.refundStatuses.${request.status}`)}</span>
        <span className="text-sm tabular-nums text-ink-soft">
          {formatDateTime(request.createdAt)}
        </span>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-soft">{t("afterSaleDesk.asked")}</dt>
        <dd className="tabular-nums">
          {formatPrice(request.amountCents)}
          {request.points > 0 ? ` + ${t("afterSaleDesk.points", { count: request.points })}` : ""}
          <span className="text-ink-soft">
            {" "}
            ({t("afterSaleDesk.paid", { amount: formatPrice(request.paidCents) })})
          </span>
        </dd>
        <dt className="text-ink-soft">{t("afterSaleDesk.reason")}</dt>
        <dd data-testid="aftersale-reason">
          {request.reasonLabel}
          {request.reasonDetails ? `：${request.reasonDetails}` : ""}
        </dd>
        <dt className="text-ink-soft">{t("afterSaleDesk.bottles")}</dt>
        <dd>
          {request.lines
            .map(
              (line) =>
                `${lang === "en" ? line.spuNameEn : line.spuName} ${line.vintage ?? tp("order.nv")} × ${line.quantity}`,
            )
            .join("；")}
        </dd>
        {request.returnTrackingNo ? (
          <>
            <dt className="text-ink-soft">{t("afterSaleDesk.parcel")}</dt>
            <dd data-testid="aftersale-parcel">
              {request.returnCompanyName} {request.returnTrackingNo}
            </dd>
          </>
        ) : null}
        {request.returnFreightPayer ? (
          <>
            <dt className="text-ink-soft">{t("afterSaleDesk.freight")}</dt>
            <dd>{t(`afterSaleDesk.freightPayer.${request.returnFreightPayer}`)}</dd>
          </>
        ) : null}
        {request.refund ? (
          <>
            <dt className="text-ink-soft">{t("afterSaleDesk.refund")}</dt>
            <dd data-testid="aftersale-refund">
              {t(`afterSaleDesk.refundState.${request.refund.status}`)}
              {request.refund.failure ? `：${request.refund.failure}` : ""}
            </dd>
          </>
        ) : null}
      </dl>
      {request.photos.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t("afterSaleDesk.photos")}>
          {request.photos.map((name, index) => (
            <li key={name}>
              <a
                href={`/photo/${name}`}
                target="_blank"
                rel="noreferrer"
                className="block rounded-lg border border-line"
              >
                <img
                  src={`/photo/${name}`}
                  alt={t("afterSaleDesk.photo", { n: index + 1 })}
                  width={96}
                  height={96}
                  loading="lazy"
                  className="h-24 w-24 rounded-lg object-cover"
                  data-testid="aftersale-photo"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {mine?.error ? <ConsoleAlert>{mine.error}</ConsoleAlert> : null}
      <div className="mt-3 flex flex-wrap items-start gap-3">
        {acts.includes("approve") && may("aftersale.decide") ? (
          <MoveButton
            orderNo={request.orderNo}
            intent="approve"
            label={t(`afterSaleDesk.approve.${request.kind}`)}
            primary
          />
        ) : null}
        {acts.includes("received") && may("aftersale.receive") ? (
          <MoveButton
            orderNo={request.orderNo}
            intent="received"
            label={t("afterSaleDesk.received")}
            primary
          />
        ) : null}
        {acts.includes("resend") && may("aftersale.refund") ? (
          <MoveButton orderNo={request.orderNo} intent="resend" label={t("afterSaleDesk.resend")} />
        ) : null}
        {acts.includes("reject") && may("aftersale.decide") ? (
          <RejectForm orderNo={request.orderNo} result={mine?.result ?? undefined} />
        ) : null}
      </div>
    </li>
  );
}
