/**
 * A special invoice title under review (/admin/invoices/titles/:id): the business licence beside
 * what the buyer typed (company, taxpayer id, address, telephone, bank, account), so the member
 * compares them line by line, then approves the title or rejects it with the reason its buyer
 * reads. A role without invoices.review only reads it (the service refuses it anyway). A title
 * already decided, here or in another tab, sends the member back to the list with a notice.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ConsoleLayout } from "~/features/admin/console-layout";
import { consolePage } from "~/features/admin/console-page.server";
import { customerPath } from "~/features/admin/customers/customer-paths";
import { titlePage } from "~/features/admin/invoices/invoice-desk.server";
import { titleReviewAction } from "~/features/admin/invoices/invoice-moves.server";
import { INVOICES_PATH, licencePath } from "~/features/admin/invoices/invoice-paths";
import { ApproveForm, RejectTitleForm } from "~/features/admin/invoices/title-review-forms";
import { formatDateTime } from "~/utils/time";

export const handle = { i18n: ["account", "admin", "invoices"] };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api, me, csrf, headers } = await consolePage(request, context);
  return data({ me, csrf, ...(await titlePage(api, params.id)) }, { headers });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return titleReviewAction(request, context, params.id);
}

export default function InvoiceTitleReview() {
  const { me, csrf, title } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const { t: ti } = useTranslation("invoices");
  const mayReview = me.permissions.includes("invoices.review");
  const licence = licencePath(title.id);
  const fact = (label: string, value: React.ReactNode, testId?: string) => (
    <>
      <dt className="text-ink-soft">{label}</dt>
      <dd className="min-w-0 break-words" data-testid={testId}>
        {value ?? "—"}
      </dd>
    </>
  );
  return (
    <ConsoleLayout me={me} csrf={csrf} title={t("invoiceDesk.title.review", { name: title.name })}>
      <p className="mt-1">
        <Link to={INVOICES_PATH} className="inline-flex min-h-[44px] items-center text-wine">
          {t("invoiceDesk.title.back")}
        </Link>
      </p>
      <div className="mt-2 grid gap-4 pc:grid-cols-2 pc:items-start">
        <section
          aria-labelledby="licence-heading"
          className="min-w-0 rounded-xl border border-line p-4"
          data-testid="title-licence"
        >
          <h2 id="licence-heading" className="font-semibold">
            {ti("licence.label")}
          </h2>
          {title.licenceMime === "application/pdf" ? (
            <p className="mt-2">
              <a
                href={licence}
                target="_blank"
                rel="noreferrer"
                className="inline-flex min-h-[44px] items-center text-wine underline"
                data-testid="licence-pdf"
              >
                {t("invoiceDesk.title.openPdf")}
              </a>
            </p>
          ) : (
            <a href={licence} target="_blank" rel="noreferrer" className="mt-2 block">
              <img
                src={licence}
                alt={t("invoiceDesk.title.licenceAlt", { name: title.name })}
                className="max-h-[70vh] w-full rounded-lg border border-line object-contain"
                data-testid="licence-image"
              />
            </a>
          )}
        </section>
        <div className="flex min-w-0 flex-col gap-4">
          <dl
            className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-paper px-4 py-3 text-sm"
            data-testid="title-facts"
          >
            {fact(t("invoiceDesk.title.kind"), ti(`titles.kind.${title.kind}`))}
            {fact(ti("form.nameCompany"), title.name, "title-name")}
            {fact(ti("form.taxNo"), title.taxNo, "title-tax-no")}
            {fact(ti("form.address"), title.address)}
            {fact(ti("form.phone"), title.phone)}
            {fact(ti("form.bank"), title.bank)}
            {fact(ti("form.bankAccount"), title.bankAccount)}
            {fact(
              t("invoiceDesk.titles.columns.buyer"),
              me.permissions.includes("points.read") ? (
                <Link to={customerPath(title.userId)} className="text-wine underline">
                  {title.userPhone}
                </Link>
              ) : (
                title.userPhone
              ),
            )}
            {fact(
              t("invoiceDesk.titles.columns.submittedAt"),
              title.submittedAt ? formatDateTime(title.submittedAt) : null,
            )}
          </dl>
          {mayReview ? (
            <>
              <ApproveForm />
              <RejectTitleForm />
            </>
          ) : (
            <p className="text-ink-soft" data-testid="title-read-only">
              {t("invoiceDesk.title.readOnly")}
            </p>
          )}
        </div>
      </div>
    </ConsoleLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
