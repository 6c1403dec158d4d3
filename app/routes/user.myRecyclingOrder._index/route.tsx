/**
 * My resale orders (/user/myRecyclingOrder, spec §2): the sales of the seller's items, newest first,
 * each with the buyer masked, the bottles, the amount, the commission, the payout and its status,
 * and the dates; a CSV export; an empty state that leads back to the items.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ExportLink } from "~/components/list/export-link";
import { requireLogin } from "~/features/accounts/auth.server";
import { resaleCalls } from "~/features/resale/calls.server";
import {
  RESALE_GOODS_PATH,
  RESALE_SALES_EXPORT_PATH,
  resaleSalePath,
} from "~/features/resale/paths";
import { PayoutStatusBadge, SaleFacts } from "~/features/resale/sale-facts";
import { unwrap } from "~/service/client.server";

export const handle = { i18n: ["resale"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireLogin(context, request);
  const { list } = await unwrap(await resaleCalls.sales(api), api, request);
  return { sales: list };
}

export default function ResaleOrders() {
  const { sales } = useLoaderData<typeof loader>();
  const { t } = useTranslation("resale");
  return (
    <div className="flex flex-col gap-4 px-3 pb-12 pt-3 pc:px-0 pc:pt-0" data-testid="resale-sales">
      <p className="text-sm text-ink-soft">{t("resaleSales.intro")}</p>
      {sales.length === 0 ? (
        <div
          className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-10 text-center ring-1 ring-line"
          data-testid="resale-sales-empty"
        >
          <p className="text-sm text-ink-soft">{t("resaleSales.empty")}</p>
          <Link to={RESALE_GOODS_PATH} className="btn-secondary">
            {t("resaleSales.toItems")}
          </Link>
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          <div className="flex justify-end">
            <ExportLink
              href={RESALE_SALES_EXPORT_PATH}
              hint={t("resaleSales.exportHint")}
              label={t("resaleSales.export")}
              testId="resale-sales-export"
            />
          </div>
          <ul className="grid gap-3 pc:grid-cols-2" data-testid="resale-sales-list">
            {sales.map((sale) => (
              <li
                key={sale.id}
                className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-line"
                data-testid="resale-sale"
              >
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h2 className="line-clamp-2 font-semibold">{sale.name}</h2>
                    <p className="text-xs tabular-nums text-ink-soft">
                      {t("resale.code")} {sale.code}
                    </p>
                  </div>
                  <PayoutStatusBadge status={sale.payoutStatus} />
                </div>
                <SaleFacts sale={sale} />
                <Link
                  to={resaleSalePath(sale.id)}
                  className="inline-flex min-h-[44px] items-center self-end text-sm text-wine"
                  data-testid="resale-sale-detail"
                >
                  {t("resaleSales.detail")}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
