/**
 * An invoice request at the desk (/admin/invoices/requests/:orderNo): the order, what the invoice
 * is made out to (title, taxpayer id and, for a special invoice, the company's address, telephone,
 * bank and account), the amount and what a refund did to it. While it waits, a role with
 * invoices.issue types the number from the tax platform and uploads its document (PDF or OFD, at
 * most 5 MB); the buyer then downloads it from their order. An issued invoice a refund left to
 * correct takes the red-letter invoice's number and document the same way. Other roles only read.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ConsoleLayout } from "~/features/admin/console-layout";
import { consolePage } from "~/features/admin/console-page.server";
import { requestPage } from "~/features/admin/invoices/invoice-desk.server";
import { issueAction } from "~/features/admin/invoices/invoice-moves.server";
import { REQUESTS_PATH } from "~/features/admin/invoices/invoice-paths";
import { IssueForm } from "~/features/admin/invoices/issue-form";
import type { BodyHandle } from "~/utils/body-limits";
import { formatPrice } from "~/utils/money";
import { formatDateTime } from "~/utils/time";

// A document too large for the shop still reaches the action, which says so beside the field.
export const handle = {
  i18n: ["account", "admin", "invoices"],
  body: "photoForm",
} satisfies BodyHandle;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api, me, csrf, headers } = await consolePage(request, context);
  return data({ me, csrf, ...(await requestPage(api, params.orderNo)) }, { headers });
}

export const action = ({ request, params, context }: ActionFunctionArgs) =>
  issueAction(request, context, params.orderNo);

export default function InvoiceRequestPage() {
  const { me, csrf, request } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const { t: ti } = useTranslation("invoices");
  const mayIssue = me.permissions.includes("invoices.issue");
  const corrected = request.corrections.reduce((sum, c) => sum + c.amountCents, 0);
  const fact = (label: string, value: React.ReactNode, testId?: string) => (
    <>
      <dt className="text-ink-soft">{label}</dt>
      <dd className="min-w-0 break-words" data-testid={testId}>
        {value ?? "—"}
      </dd>
    </>
  );
  return (
    <ConsoleLayout
      me={me}
      csrf={csrf}
      title={t("invoiceDesk.request.title", { orderNo: request.orderNo })}
    >
      <p className="mt-1">
        <Link to={REQUESTS_PATH} className="inline-flex min-h-[44px] items-center text-wine">
          {t("invoiceDesk.request.back")}
        </Link>
      </p>
      <div className="mt-2 grid gap-4 pc:grid-cols-2 pc:items-start">
        <dl
          className="grid min-w-0 grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-paper px-4 py-3 text-sm"
          data-testid="request-facts"
        >
          {fact(
            t("invoiceDesk.requests.columns.order"),
            me.permissions.includes("orders.read") ? (
              <Link to={`/admin/orders/${request.orderNo}`} className="text-wine underline">
                {request.orderNo}
              </Link>
            ) : (
              request.orderNo
            ),
          )}
          {fact(t("invoiceDesk.titles.columns.buyer"), request.userPhone)}
          {fact(
            t("invoiceDesk.requests.columns.status"),
            ti(`card.status.${request.status}`),
            "request-status",
          )}
          {request.notice ? fact(t("invoiceDesk.request.notice"), request.notice) : null}
          {fact(t("invoiceDesk.requests.columns.kind"), ti(`card.kind.${request.kind}`))}
          {fact(t("invoiceDesk.request.holder"), ti(`titles.holder.${request.holder}`))}
          {fact(t("invoiceDesk.requests.columns.title"), request.name, "request-name")}
          {fact(ti("form.taxNo"), request.taxNo)}
          {request.kind === "special" ? (
            <>
              {fact(ti("form.address"), request.address)}
              {fact(ti("form.phone"), request.phone)}
              {fact(ti("form.bank"), request.bank)}
              {fact(ti("form.bankAccount"), request.bankAccount)}
            </>
          ) : null}
          {fact(
            t("invoiceDesk.requests.columns.amount"),
            formatPrice(request.amountCents),
            "request-amount",
          )}
          {request.refundedCents > 0
            ? fact(t("invoiceDesk.request.refunded"), formatPrice(request.refundedCents))
            : null}
          {fact(t("invoiceDesk.requests.columns.createdAt"), formatDateTime(request.createdAt))}
          {request.invoiceNo ? fact(t("invoiceDesk.request.number"), request.invoiceNo) : null}
          {request.issuedAt
            ? fact(t("invoiceDesk.request.issuedAt"), formatDateTime(request.issuedAt))
            : null}
          {request.status === "to_correct"
            ? fact(
                t("invoiceDesk.request.owed"),
                formatPrice(request.uncorrectedCents),
                "request-owed",
              )
            : null}
          {request.corrections.length > 0
            ? fact(
                t("invoiceDesk.request.corrections"),
                <ul data-testid="request-corrections">
                  {request.corrections.map((c) => (
                    <li key={c.id} className="break-all tabular-nums">
                      {t("invoiceDesk.request.correction", {
                        no: c.invoiceNo,
                        amount: formatPrice(c.amountCents),
                      })}
                    </li>
                  ))}
                </ul>,
              )
            : null}
        </dl>
        {request.status !== "requested" && request.status !== "to_correct" ? (
          <p className="text-ink-soft" data-testid="request-done">
            {t("invoiceDesk.request.notWaiting")}
          </p>
        ) : !mayIssue ? (
          <p className="text-ink-soft" data-testid="request-read-only">
            {t("invoiceDesk.request.readOnly")}
          </p>
        ) : request.status === "to_correct" ? (
          <IssueForm
            correcting={{
              owedCents: request.uncorrectedCents,
              leftCents: request.amountCents - corrected - request.uncorrectedCents,
            }}
          />
        ) : (
          <IssueForm />
        )}
      </div>
    </ConsoleLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
