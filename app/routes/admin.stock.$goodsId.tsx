/**
 * One wine at the stock desk (/admin/stock/:goodsId): its free stock, what open orders hold and its
 * threshold; receive bottles, record breakage or a correction, save a stock-take's count, set the
 * threshold; its receipts and adjustments. Each form shows only to a role that may use it (the
 * service refuses the others anyway). On a warehouse phone the forms come first, receiving on top.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Permission } from "#contract/staff";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ConsoleLayout } from "~/features/admin/console-layout";
import { consoleData, consolePage } from "~/features/admin/console-page.server";
import {
  AdjustForm,
  CountForm,
  ReceiveForm,
  ThresholdForm,
} from "~/features/admin/stock/stock-forms";
import { StockHistoryTable } from "~/features/admin/stock/stock-history";
import { stockDeskAction } from "~/features/admin/stock/stock-moves.server";
import { wineName } from "~/features/admin/stock/wine-name";

export const handle = { i18n: ["account", "admin"] };

const GOODS_ID = /^[1-9]\d{0,8}$/;
const HISTORY_PAGE = 20;

function goodsIdOf(params: { goodsId?: string }): number {
  const raw = params.goodsId ?? "";
  if (!GOODS_ID.test(raw)) throw new Response("Not found", { status: 404 });
  return Number(raw);
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const goodsId = goodsIdOf(params);
  const { api, me, csrf, headers } = await consolePage(request, context);
  const raw = new URL(request.url).searchParams.get("page") ?? "1";
  const page = /^\d{1,5}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
  const answer = await api.get("/ops/stock/history", {
    goodsId,
    page,
    pageSize: HISTORY_PAGE,
  });
  if (!answer.ok && answer.kind === "warning" && answer.status === 404)
    throw new Response("Not found", { status: 404 });
  return data({ me, csrf, history: consoleData(answer, context.lang) }, { headers });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return stockDeskAction(request, context, goodsIdOf(params));
}

const section = "rounded-xl border border-line p-4";

export default function WineStockPage() {
  const { me, csrf, history } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("admin");
  const may = (permission: Permission) => me.permissions.includes(permission);
  const { wine } = history;
  const name = wineName(wine, i18n.language === "en");
  return (
    <ConsoleLayout me={me} csrf={csrf} title={t("stockWine.title", { name })}>
      <p className="mt-1">
        <Link to="/admin/stock" className="inline-flex min-h-[44px] items-center text-wine">
          {t("stockWine.back")}
        </Link>
      </p>
      <dl
        className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-xl bg-paper px-4 py-3 pc:flex pc:flex-wrap"
        data-testid="stock-summary"
      >
        <div>
          <dt className="text-sm text-ink-soft">{t("stockWine.stock")}</dt>
          <dd
            className={`text-2xl font-semibold tabular-nums ${wine.low ? "text-wine" : ""}`}
            data-testid="stock-now"
          >
            {t("stockWine.bottles", { count: wine.stock })}
          </dd>
          {wine.low ? (
            <dd className="text-sm font-medium text-wine" data-testid="stock-low">
              {t("stockWine.lowNow")}
            </dd>
          ) : null}
        </div>
        <div>
          <dt className="text-sm text-ink-soft">{t("stockWine.reserved")}</dt>
          <dd className="text-lg tabular-nums" data-testid="stock-reserved">
            {t("stockWine.bottles", { count: wine.reserved })}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-soft">{t("stockWine.threshold")}</dt>
          <dd className="text-lg tabular-nums" data-testid="stock-threshold">
            {wine.threshold}
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-col gap-4 pc:flex-row-reverse pc:items-start">
        <aside className="flex flex-col gap-4 pc:w-96 pc:shrink-0">
          {/* Keyed by the history: a move done empties the forms (they stay on the page). */}
          {may("stock.receive") ? <ReceiveForm key={`receive-${history.total}`} /> : null}
          {may("stock.adjust") ? (
            <>
              <AdjustForm key={`adjust-${history.total}`} />
              <CountForm key={`count-${history.total}`} reserved={wine.reserved} />
              <ThresholdForm key={`threshold-${wine.threshold}`} threshold={wine.threshold} />
            </>
          ) : null}
        </aside>
        <section
          className={`${section} min-w-0 flex-1`}
          aria-labelledby="stock-history-title"
          data-testid="stock-history"
        >
          <h2 id="stock-history-title" className="mb-2 font-semibold">
            {t("stockWine.historyTitle")}
          </h2>
          <StockHistoryTable history={history} />
        </section>
      </div>
    </ConsoleLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
