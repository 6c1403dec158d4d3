/**
 * The resale desk (/admin/resale): sellers' items of one status, newest first (by default those
 * awaiting the shop's inspection), each with its seller (the phone masked), bottles, asked price,
 * status and parcel; its code opens the item's audit. The filter is a GET form, so a filtered view
 * is a link; pages come from the list family. A table at desktop width, cards on a phone.
 */
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ListBottom, pageAnchor, usePagedList } from "~/components/list/paged-list";
import { ConsoleLayout } from "~/features/admin/console-layout";
import { consolePage } from "~/features/admin/console-page.server";
import { ConsoleTable } from "~/features/admin/console-list-table";
import { cardCell, cardRow, codeLink } from "~/features/admin/console-table";
import { ITEM_PAGE, itemList } from "~/features/admin/resale/resale-desk.server";
import { ResaleTabs, StatusFilter } from "~/features/admin/resale/resale-desk";
import { itemPath } from "~/features/admin/resale/resale-paths";
import { formatPrice } from "~/utils/money";
import { formatDateTime } from "~/utils/time";

export const handle = { i18n: ["admin", "resale"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, me, csrf, headers } = await consolePage(request, context);
  return data({ me, csrf, ...(await itemList(api, new URL(request.url))) }, { headers });
}

const COLUMNS = ["code", "wine", "seller", "bottles", "price", "status", "parcel", "listedAt"];

export default function ResaleDesk() {
  const { me, csrf, status, statuses, total, list } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const { t: tr } = useTranslation("resale");
  const paging = usePagedList(list, (item) => item.code);
  const label = (column: string) => t(`resaleDesk.columns.${column}`);
  return (
    <ConsoleLayout me={me} csrf={csrf} title={t("resaleDesk.title")}>
      <ResaleTabs />
      <StatusFilter
        value={status}
        testId="resale-filters"
        options={statuses.map((value) => ({
          value,
          label:
            value === "all"
              ? t("resaleDesk.allStatuses")
              : value === "system_audit_passed"
                ? t("resaleDesk.awaiting")
                : tr(`resale.status.${value}`),
        }))}
      />
      <p className="mt-3 text-sm text-ink-soft" data-testid="resale-total">
        {t("resaleDesk.total", { count: total })}
      </p>
      {paging.items.length === 0 ? (
        <p className="mt-6 text-ink-soft" data-testid="resale-empty">
          {t("resaleDesk.empty")}
        </p>
      ) : (
        <ConsoleTable
          caption={t("resaleDesk.caption")}
          columns={COLUMNS.map((key) => ({
            key,
            label: label(key),
            numeric: key === "bottles" || key === "price",
          }))}
          testId="resale-table"
        >
          {paging.items.map((item, index) => (
            <tr
              key={item.code}
              id={pageAnchor(index, ITEM_PAGE)}
              className={cardRow}
              data-testid="resale-row"
            >
              <td className="py-1 pc:py-2 pc:pr-3">
                <Link to={itemPath(item.code)} className={codeLink}>
                  {item.code}
                </Link>
              </td>
              <td className={cardCell} data-label={label("wine")}>
                {item.name}
              </td>
              <td className={`${cardCell} tabular-nums`} data-label={label("seller")}>
                {item.sellerPhone}
              </td>
              <td
                className={`${cardCell} tabular-nums pc:text-right`}
                data-label={label("bottles")}
              >
                {item.soldQuantity > 0
                  ? t("resaleDesk.bottlesSold", {
                      quantity: item.quantity,
                      sold: item.soldQuantity,
                    })
                  : item.quantity}
              </td>
              <td className={`${cardCell} tabular-nums pc:text-right`} data-label={label("price")}>
                {formatPrice(item.priceCents)}
              </td>
              <td className={cardCell} data-label={label("status")} data-testid="resale-row-status">
                {tr(`resale.status.${item.status}`)}
              </td>
              <td className={cardCell} data-label={label("parcel")}>
                {item.shipTrackingNo ? `${item.shipCompanyName} ${item.shipTrackingNo}` : "—"}
              </td>
              <td className={`${cardCell} tabular-nums`} data-label={label("listedAt")}>
                {formatDateTime(item.listedAt)}
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
