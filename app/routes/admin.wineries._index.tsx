/**
 * The wineries (/admin/wineries): by name, with how many wines each has, found by words of a
 * name; pages from the list family; a link to add one.
 */
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { WINERY_LIST_PAGE } from "#contract/wine-desk";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ListBottom, pageAnchor, usePagedList } from "~/components/list/paged-list";
import { ConsoleLayout } from "~/features/admin/console-layout";
import { filterInput } from "~/features/admin/console-table";
import { consolePage } from "~/features/admin/console-page.server";
import { wineryList } from "~/features/admin/wines/winery-desk.server";
import { WINES_PATH, wineryPath } from "~/features/admin/wines/wine-paths";

export const handle = { i18n: ["admin"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, me, csrf, headers } = await consolePage(request, context);
  return data({ me, csrf, ...(await wineryList(api, new URL(request.url))) }, { headers });
}

export default function Wineries() {
  const { me, csrf, q, total, list } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("admin");
  const paging = usePagedList(list, (winery) => winery.id);
  const en = i18n.language === "en";
  return (
    <ConsoleLayout me={me} csrf={csrf} title={t("wineryDesk.title")}>
      <p className="mt-2 text-sm">
        <Link to={WINES_PATH} className="inline-flex min-h-[44px] items-center text-wine underline">
          {t("wineryDesk.toWines")}
        </Link>
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <Form method="get" className="flex flex-1 flex-wrap items-end gap-3">
          <label className="flex min-w-[12rem] flex-1 flex-col gap-1 text-sm">
            {t("wineryDesk.search")}
            <input name="q" type="search" defaultValue={q} className={filterInput} />
          </label>
          <button type="submit" className="btn-primary min-h-[44px] px-4">
            {t("wineDesk.filter")}
          </button>
        </Form>
        {me.permissions.includes("catalog.edit") ? (
          <Link
            to="/admin/wineries/new"
            className="btn-primary inline-flex min-h-[44px] items-center px-4"
            data-testid="winery-new"
          >
            {t("wineryDesk.add")}
          </Link>
        ) : null}
      </div>
      <p className="mt-3 text-sm text-ink-soft">{t("wineryDesk.total", { count: total })}</p>
      <ul className="mt-2 flex flex-col divide-y divide-line" data-testid="winery-list">
        {paging.items.map((winery, index) => (
          <li key={winery.id} id={pageAnchor(index, WINERY_LIST_PAGE)} data-testid="winery-row">
            <Link
              to={wineryPath(winery.id)}
              className="flex min-h-[44px] flex-wrap items-center justify-between gap-x-4 py-2 hover:bg-paper"
            >
              <span className="text-wine">{en ? winery.name.en : winery.name.ch}</span>
              <span className="text-sm text-ink-soft">
                {winery.area} · {t("wineryDesk.wines", { count: winery.wines })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <ListBottom paging={paging} className="mt-4" />
    </ConsoleLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
