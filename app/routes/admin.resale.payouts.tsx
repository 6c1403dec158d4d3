/**
 * The sellers' payouts (/admin/resale/payouts): of one status (by default those due, by due date;
 * the others newest first), each with the account to pay to; a role with resale.payout records a
 * due payout as paid with the transfer's reference (the service pays a payout once).
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ListBottom, pageAnchor, usePagedList } from "~/components/list/paged-list";
import { ConsoleLayout } from "~/features/admin/console-layout";
import { consolePage } from "~/features/admin/console-page.server";
import { PayoutCard } from "~/features/admin/resale/payout-card";
import { paidOutAction } from "~/features/admin/resale/payout-moves.server";
import { PAYOUT_PAGE, payoutList } from "~/features/admin/resale/resale-desk.server";
import { GoneFormRefusal } from "~/features/admin/gone-form-refusal";
import { ResaleTabs, StatusFilter } from "~/features/admin/resale/resale-desk";
import { payoutFormId } from "~/features/admin/resale/resale-paths";

export const handle = { i18n: ["account", "admin", "resale", "payouts"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, me, csrf, headers } = await consolePage(request, context);
  return data({ me, csrf, ...(await payoutList(api, new URL(request.url))) }, { headers });
}

export const action = ({ request, context }: ActionFunctionArgs) => paidOutAction(request, context);

export default function ResalePayouts() {
  const { me, csrf, status, statuses, total, list } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const { t: tr } = useTranslation("resale");
  const paging = usePagedList(list, (payout) => payout.id);
  const mayPay = me.permissions.includes("resale.payout");
  return (
    <ConsoleLayout me={me} csrf={csrf} title={t("resaleDesk.payouts.title")}>
      <ResaleTabs />
      <StatusFilter
        value={status}
        testId="payout-filters"
        options={statuses.map((value) => ({ value, label: tr(`resale.payoutStatus.${value}`) }))}
      />
      <GoneFormRefusal
        shown={paging.items.filter((p) => p.payable && mayPay).map((p) => payoutFormId(p.id))}
      />
      <p className="mt-3 text-sm text-ink-soft" data-testid="payouts-total">
        {t("resaleDesk.payouts.total", { count: total })}
      </p>
      {paging.items.length === 0 ? (
        <p className="mt-6 text-ink-soft" data-testid="payouts-empty">
          {t("resaleDesk.payouts.empty")}
        </p>
      ) : (
        <ul className="mt-3 flex flex-col gap-4">
          {paging.items.map((payout, index) => (
            <PayoutCard
              key={payout.id}
              payout={payout}
              mayPay={mayPay}
              anchor={pageAnchor(index, PAYOUT_PAGE)}
            />
          ))}
        </ul>
      )}
      <ListBottom paging={paging} className="mt-4" />
    </ConsoleLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
