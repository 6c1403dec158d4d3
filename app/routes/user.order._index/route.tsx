/**
 * My orders (/user/order): spec §2's five tabs as links (?tab=...) with their counts, each order
 * with its wines, total and the links its status allows, and a CSV export of the tab. The list
 * pages as every list of the shop does (app/components/list/paged-list.tsx).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ORDER_TABS, type OrderTab } from "#contract/orders-list";
import { ListBottom, pageAnchor, usePagedList } from "~/components/list/paged-list";
import { SelectBox, SelectionBar, useSelection } from "~/components/list/selection";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { OrderCard } from "~/features/orders/order-card";
import { ordersExportPath, ordersListPath } from "~/features/orders/paths";
import { loadOrdersList, ORDERS_PAGE_SIZE } from "./orders.server";

export const handle = { i18n: ["orders", "payment"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadOrdersList(request, context);
}

const TEXT_ACTION =
  "inline-flex min-h-[44px] min-w-[44px] items-center whitespace-nowrap rounded-lg px-2 text-sm font-medium text-wine hover:bg-wine-light";

export default function MyOrders() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("orders");
  const paging = usePagedList(data.list, (order) => order.id);
  const { items } = paging;
  const selection = useSelection(
    "orders-selection",
    items.map((order) => order.id),
    data.selection.all,
  );

  return (
    <div className="flex flex-col gap-4 px-3 pb-12 pt-3 pc:px-0 pc:pt-0" data-testid="my-orders">
      <Tabs active={data.tab} counts={data.counts} />
      {items.length === 0 ? (
        <div
          className="rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-line"
          data-testid="orders-empty"
        >
          <p className="text-sm text-ink-soft">{t(`orders.empty.${data.tab}`)}</p>
          <Link to="/goods" className="btn-secondary mt-5">
            {t("orders.goShopping")}
          </Link>
        </div>
      ) : (
        <>
          <SelectionBar
            selection={selection}
            action={ordersExportPath(data.tab).split("?")[0]}
            method="get"
            hidden={{ tab: data.tab, chosen: "1" }}
            allHref={data.selection.allHref}
            noneHref={data.selection.noneHref}
            label={t("orders.selectionLabel")}
            dense
          >
            {/* Both exports in the selection's strip: the chosen orders, and the whole tab. */}
            <button type="submit" className={TEXT_ACTION} data-testid="export-chosen">
              {t("orders.exportSelected")}
            </button>
            <a
              href={ordersExportPath(data.tab)}
              download
              className={TEXT_ACTION}
              title={t("orders.exportHint")}
              data-testid="orders-export"
            >
              {t("orders.export")}
            </a>
          </SelectionBar>
          <ul className="flex flex-col gap-3" data-testid="orders-list">
            {items.map((order, i) => (
              <OrderCard
                key={order.id}
                order={order}
                lang={data.lang}
                eager={i < 2}
                anchorId={pageAnchor(i, ORDERS_PAGE_SIZE)}
                selectBox={
                  <SelectBox
                    selection={selection}
                    value={order.id}
                    label={t("orders.selectOrder", { orderNo: order.orderNo })}
                  />
                }
              />
            ))}
          </ul>
          <ListBottom paging={paging} className="py-2" />
        </>
      )}
    </div>
  );
}

function Tabs({ active, counts }: { active: OrderTab; counts: Record<OrderTab, number> | null }) {
  const { t } = useTranslation("orders");
  return (
    // Six tabs side by side at 390 px: each label over its count, none scrolled out of sight.
    <nav aria-label={t("orders.tabsLabel")}>
      <ul className="grid grid-cols-6 gap-1 rounded-2xl bg-white p-1 ring-1 ring-line">
        {ORDER_TABS.map((tab) => {
          const current = tab === active;
          return (
            <li key={tab} className="min-w-0">
              <Link
                to={ordersListPath(tab)}
                aria-current={current ? "page" : undefined}
                className={`flex min-h-[44px] flex-col items-center justify-center rounded-xl px-1 py-1 text-center text-[13px] leading-tight pc:flex-row pc:gap-1 pc:text-sm ${current ? "bg-wine-light font-semibold text-wine" : "text-ink-soft hover:bg-paper"}`}
                data-testid={`orders-tab-${tab}`}
              >
                {t(`orders.tabs.${tab}`)}
                {counts ? (
                  <span className="text-xs tabular-nums pc:text-sm" data-testid="tab-count">
                    ({counts[tab]})
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
