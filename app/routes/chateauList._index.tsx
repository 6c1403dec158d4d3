/** Winery list (/chateauList), grouped by nothing but paged like the wines. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ExportLink } from "~/components/list/export-link";
import { CHATEAUX_EXPORT_PATH } from "~/features/catalog/paths";
import { ChateauTile } from "~/features/catalog/home-page";
import { catalogCalls } from "~/features/catalog/calls.server";
import { unwrap } from "~/service/client.server";
import { ScreenTitle } from "~/components/shell/screen-title";

export const handle = { i18n: ["catalog"] };

const PAGE_SIZE = 24;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const raw = new URL(request.url).searchParams.get("page") ?? "1";
  const page = /^\d{1,3}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
  const api = context.api;
  // Pages 1..N in one call, like the wine list without JavaScript.
  const result = await unwrap(
    await catalogCalls.chateaux(api, 1, Math.min(page, 20) * PAGE_SIZE),
    api,
    request,
  );
  return {
    lang: api.lang,
    chateaux: result.list,
    total: result.total,
    page,
    hasMore: result.hasMore,
  };
}

export default function ChateauList() {
  const { chateaux, lang, total, page, hasMore } = useLoaderData<typeof loader>();
  const { t } = useTranslation("catalog");
  return (
    <div className="mx-auto max-w-6xl px-3 pb-6 pt-3 pc:px-6 pc:pt-8">
      <ScreenTitle className="mb-2" />
      <div className="flex min-h-[44px] items-center justify-between gap-3">
        <h2 className="text-sm text-ink-soft" data-testid="chateau-count">
          {t("chateau.count", { count: total })}
        </h2>
        {total > 0 ? (
          <ExportLink
            href={CHATEAUX_EXPORT_PATH}
            hint={t("chateau.exportHint")}
            label={t("chateau.export")}
            testId="chateau-export"
          />
        ) : null}
      </div>
      <div className="grid grid-cols-1 gap-3 pc:grid-cols-3 pc:gap-5">
        {chateaux.map((c) => (
          <ChateauTile key={c.id} chateau={c} lang={lang} />
        ))}
      </div>
      <div className="mt-6 flex justify-center text-sm text-ink-faint">
        {hasMore ? (
          <Link to={`/chateauList?page=${page + 1}`} preventScrollReset className="btn-secondary">
            {t("common.loadMoreLink")}
          </Link>
        ) : (
          <p>{t("common.nomore")}</p>
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
