/**
 * A resale order (/user/myRecyclingOrder/{id}, spec §2): one sale of the seller's item with its
 * amounts, its payout and its timeline (bought, received, payout due, paid; or cancelled by a
 * return). Another seller's sale, like one that does not exist, is the shop's 404 page.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { requireLogin } from "~/features/accounts/auth.server";
import { parseOrderId } from "~/features/payments/paths";
import { resaleCalls } from "~/features/resale/calls.server";
import { RESALE_SALES_PATH } from "~/features/resale/paths";
import { PayoutStatusBadge, SaleFacts } from "~/features/resale/sale-facts";
import { SaleTimeline } from "~/features/resale/sale-timeline";
import { unwrap } from "~/service/client.server";

export const handle = { i18n: ["resale"] };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const api = await requireLogin(context, request);
  const id = parseOrderId(params.id);
  if (!id) throw new Response("Not found", { status: 404 });
  return { sale: await unwrap(await resaleCalls.sale(api, id), api, request) };
}

export default function ResaleOrder() {
  const { sale } = useLoaderData<typeof loader>();
  const { t } = useTranslation("resale");
  return (
    <div
      className="flex flex-col gap-4 px-3 pb-12 pt-3 pc:px-0 pc:pt-0"
      data-testid="resale-sale-page"
    >
      <div className="grid gap-4 pc:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] pc:items-start">
        <section
          className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-line pc:p-6"
          aria-labelledby="sale-title"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 id="sale-title" className="font-semibold" data-testid="sale-name">
                {sale.name}
              </h2>
              <p className="text-xs tabular-nums text-ink-soft">
                {t("resale.code")} <span data-testid="sale-code">{sale.code}</span>
              </p>
            </div>
            <PayoutStatusBadge status={sale.payoutStatus} />
          </div>
          <SaleFacts sale={sale} full />
        </section>
        <SaleTimeline sale={sale} />
      </div>
      <Link to={RESALE_SALES_PATH} className="btn-secondary self-start">
        {t("resaleSales.back")}
      </Link>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
