/** Winery detail (/chateauList/{id}) with the winery's wines. */
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { GoodsCard, GoodsGrid } from "~/features/catalog/goods-card";
import { catalogCalls } from "~/features/catalog/calls.server";
import { unwrap } from "~/service/client.server";
import { toCards } from "~/features/catalog/goods-card-data";
import { CardHearts } from "~/features/favorites/card-hearts";
import { heartsSecurity } from "~/features/favorites/card-hearts.server";

export const handle = { i18n: ["catalog"] };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  if (
    !/^\d{1,10}$/.test(params.id ?? "") ||
    Number(params.id) < 1 ||
    Number(params.id) > 2_147_483_647
  ) {
    throw new Response("Not found", { status: 404 });
  }
  const api = context.api;
  const [chateau, security] = await Promise.all([
    catalogCalls.chateau(api, Number(params.id)).then((o) => unwrap(o, api, request)),
    heartsSecurity(request, context),
  ]);
  const { collectedIds, ...chateauRest } = chateau;
  return data(
    {
      chateau: {
        ...chateauRest,
        wines: toCards(chateau.wines, collectedIds),
      },
      lang: api.lang,
      csrf: security.csrf,
    },
    { headers: security.headers },
  );
}

export default function ChateauDetail() {
  const { chateau, lang, csrf } = useLoaderData<typeof loader>();
  const { t } = useTranslation("catalog");
  return (
    <div className="mx-auto max-w-6xl px-3 pb-6 pt-4 pc:px-6 pc:pt-8">
      <header className="rounded-2xl bg-white p-5 ring-1 ring-line pc:p-8">
        <p className="text-xs uppercase tracking-[0.2em] text-gold">
          {chateau.countryName} · {chateau.areaName}
        </p>
        <h1 className="mt-2 text-2xl font-semibold" data-testid="chateau-name">
          {chateau.name}
        </h1>
        {lang !== "en" ? (
          <p className="text-sm text-ink-faint" lang="en">
            {chateau.nameEn}
          </p>
        ) : null}
        <p className="mt-2 flex flex-wrap gap-x-4 text-sm text-ink-soft">
          {chateau.founded ? <span>{t("chateau.founded", { year: chateau.founded })}</span> : null}
          {chateau.hectares ? (
            <span>{t("chateau.hectares", { count: chateau.hectares })}</span>
          ) : null}
          <span>{t("chateau.wines", { count: chateau.wineCount })}</span>
        </p>
        <p className="mt-4 max-w-3xl leading-relaxed text-ink-soft">{chateau.description}</p>
      </header>
      <section className="mt-8">
        <h2 className="section-title mb-3">{t("chateau.winesTitle")}</h2>
        {chateau.wines.length === 0 ? (
          <p className="rounded-xl bg-white p-6 text-center text-ink-soft ring-1 ring-line">
            {t("chateau.noWines")}
          </p>
        ) : (
          <CardHearts csrf={csrf}>
            <GoodsGrid>
              {chateau.wines.map((g, i) => (
                <GoodsCard key={g.id} goods={g} lang={lang} eager={i < 4} />
              ))}
            </GoodsGrid>
          </CardHearts>
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
