/**
 * The after-sale desk (/admin/afterSale): the open refund and return requests, oldest first (the
 * buyer who has waited longest comes first), each with its moves. Pages of the list family: the
 * service answers the open queue whole, and the desk shows it 20 at a time.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { courierName } from "#contract/logistics";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pagesOfWhole } from "~/components/list/list-page.server";
import { ListBottom, pageAnchor, usePagedList } from "~/components/list/paged-list";
import { afterSaleDeskAction } from "~/features/admin/aftersale/desk.server";
import { RequestCard } from "~/features/admin/aftersale/request-card";
import { ConsoleLayout } from "~/features/admin/console-layout";
import { consoleData, consolePage } from "~/features/admin/console-page.server";

export const handle = { i18n: ["account", "admin", "payment"] };

const PAGE = 20;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, me, csrf, headers } = await consolePage(request, context);
  // The courier's name here, on the server: the couriers' table stays out of the page's script.
  const open = consoleData(await api.get("/ops/afterSale/list"), context.lang).map((request) => ({
    ...request,
    returnCompanyName: courierName(request.returnCompany ?? "", context.lang),
  }));
  return data(
    {
      me,
      csrf,
      lang: context.lang,
      total: open.length,
      list: pagesOfWhole(new URL(request.url), open, PAGE),
    },
    { headers },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  return afterSaleDeskAction(request, context);
}

export default function AfterSaleDesk() {
  const { me, csrf, lang, total, list } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const paging = usePagedList(list, (request) => request.orderNo);
  return (
    <ConsoleLayout me={me} csrf={csrf} title={t("afterSaleDesk.title")}>
      <p className="mt-2 text-sm text-ink-soft" data-testid="aftersale-total">
        {t("afterSaleDesk.total", { count: total })}
      </p>
      {paging.items.length === 0 ? (
        <p className="mt-6 text-ink-soft" data-testid="aftersale-empty">
          {t("afterSaleDesk.empty")}
        </p>
      ) : (
        <ul className="mt-3 flex flex-col gap-4">
          {paging.items.map((request, index) => (
            <RequestCard
              key={request.orderNo}
              request={request}
              permissions={me.permissions}
              lang={lang}
              anchor={pageAnchor(index, PAGE)}
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
