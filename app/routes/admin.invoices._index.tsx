/**
 * The invoices desk (/admin/invoices): the special invoice titles waiting for review, oldest
 * first, each with its buyer (the phone masked), company, taxpayer id and when it was sent; its
 * name opens the review, with the business licence beside the form. Pages come from the list
 * family. A table at desktop width, cards on a phone.
 */
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ListBottom, pageAnchor, usePagedList } from "~/components/list/paged-list";
import { ConsoleLayout } from "~/features/admin/console-layout";
import { ConsoleTable } from "~/features/admin/console-list-table";
import { consolePage } from "~/features/admin/console-page.server";
import { cardCell, cardRow, codeLink } from "~/features/admin/console-table";
import { TITLE_PAGE, titleList } from "~/features/admin/invoices/invoice-desk.server";
import { titlePath } from "~/features/admin/invoices/invoice-paths";
import { InvoiceTabs } from "~/features/admin/invoices/invoice-tabs";
import { formatDateTime } from "~/utils/time";

export const handle = { i18n: ["admin", "invoices"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, me, csrf, headers } = await consolePage(request, context);
  return data({ me, csrf, ...(await titleList(api, new URL(request.url))) }, { headers });
}

const COLUMNS = ["name", "taxNo", "buyer", "licence", "submittedAt"];

export default function InvoiceTitlesDesk() {
  const { me, csrf, total, list } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const paging = usePagedList(list, (title) => title.id);
  const label = (column: string) => t(`invoiceDesk.titles.columns.${column}`);
  return (
    <ConsoleLayout me={me} csrf={csrf} title={t("invoiceDesk.title.heading")}>
      <InvoiceTabs />
      <p className="mt-3 text-sm text-ink-soft" data-testid="titles-total">
        {t("invoiceDesk.titles.total", { count: total })}
      </p>
      {paging.items.length === 0 ? (
        <p className="mt-6 text-ink-soft" data-testid="titles-empty">
          {t("invoiceDesk.titles.empty")}
        </p>
      ) : (
        <ConsoleTable
          caption={t("invoiceDesk.titles.caption")}
          columns={COLUMNS.map((key) => ({ key, label: label(key) }))}
          testId="titles-table"
        >
          {paging.items.map((title, index) => (
            <tr
              key={title.id}
              id={pageAnchor(index, TITLE_PAGE)}
              className={cardRow}
              data-testid="title-row"
            >
              <td className="py-1 pc:py-2 pc:pr-3">
                <Link to={titlePath(title.id)} className={`${codeLink} break-all`}>
                  {title.name}
                </Link>
              </td>
              <td className={`${cardCell} tabular-nums`} data-label={label("taxNo")}>
                {title.taxNo}
              </td>
              <td className={`${cardCell} tabular-nums`} data-label={label("buyer")}>
                {title.userPhone}
              </td>
              <td className={cardCell} data-label={label("licence")}>
                {title.licenceMime === "application/pdf"
                  ? t("invoiceDesk.titles.pdf")
                  : t("invoiceDesk.titles.picture")}
              </td>
              <td className={`${cardCell} tabular-nums`} data-label={label("submittedAt")}>
                {title.submittedAt ? formatDateTime(title.submittedAt) : "—"}
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
      <ListBottom paging={paging} className="mt-4" />
    </ConsoleLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
