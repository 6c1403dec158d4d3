/** The home screen (spec §2: / and /home, no header, kept alive). */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ChateauSummary, HomeData } from "#contract/catalog";
import type { GoodsCardData } from "./goods-card-data";
import { GoodsCard, GoodsGrid } from "./goods-card";
import { LazyImage } from "~/components/lazy-image";
import { CornerLinks } from "~/components/shell/corner-links";
import { LangSwitch } from "~/components/shell/lang-switch";
import type { Lang } from "~/utils/lang";
import { pictureSrc } from "./picture";
import { SearchBox } from "./search-box";

type HomeCards = Omit<
  HomeData,
  "featured" | "newArrivals" | "bestSellers" | "promotions" | "collectedIds"
> &
  Record<"featured" | "newArrivals" | "bestSellers" | "promotions", GoodsCardData[]>;

export function HomePage({ home, lang }: { home: HomeCards; lang: Lang }) {
  const { t } = useTranslation("catalog");
  const shortcuts = [
    { to: "/goods?style=red", label: t("home.shortcutRed"), dot: "bg-[#5a1024]" },
    { to: "/goods?style=white", label: t("home.shortcutWhite"), dot: "bg-[#d9c36a]" },
    { to: "/goods?style=sparkling", label: t("home.shortcutSparkling"), dot: "bg-[#b8a25a]" },
    { to: "/goods?style=sweet", label: t("home.shortcutSweet"), dot: "bg-[#c98a2b]" },
    { to: "/goods?promo=1", label: t("home.shortcutPromo"), dot: "bg-wine" },
    { to: "/goods?score=90&sort=sales", label: t("home.shortcutScore"), dot: "bg-gold" },
  ];
  return (
    <div className="pb-6">
      <div className="flex h-header items-center justify-between px-4 pc:hidden">
        <span className="text-lg font-bold tracking-wide text-wine">{t("brand.name")}</span>
        <div className="flex items-center text-ink">
          <LangSwitch lang={lang} />
          <CornerLinks />
        </div>
      </div>
      <SearchBox className="mx-3 mb-3 pc:hidden" />
      {/* Compact on phones: the first wines show in the first screen. */}
      <section className="mx-3 overflow-hidden rounded-2xl bg-gradient-to-br from-wine to-[#3d0c1c] px-5 py-6 text-white pc:mx-auto pc:mt-6 pc:max-w-6xl pc:px-12 pc:py-16">
        <p className="text-xs uppercase tracking-[0.2em] text-white/70 pc:text-sm">
          {t("brand.tagline")}
        </p>
        <h1 className="mt-2 max-w-xl text-xl font-semibold leading-snug pc:mt-3 pc:text-4xl">
          {t("home.heroTitle")}
        </h1>
        <p className="mt-2 max-w-xl text-sm text-white/85 pc:mt-3 pc:text-base">
          {t("home.heroText", { countries: home.countryCount })}
        </p>
        <Link
          to="/goods"
          className="mt-4 inline-flex min-h-[44px] items-center rounded-full bg-white px-6 font-medium text-wine hover:bg-wine-light pc:mt-6"
        >
          {t("home.heroCta")}
        </Link>
      </section>

      <nav
        aria-label={t("nav.goods")}
        className="mx-auto mt-5 grid max-w-6xl grid-cols-3 gap-2 px-3 pc:grid-cols-6 pc:px-6"
      >
        {shortcuts.map((s) => (
          <Link
            key={s.to}
            to={s.to}
            className="flex min-h-[44px] items-center justify-center gap-2 rounded-xl bg-white px-2 py-3 text-sm ring-1 ring-line hover:text-wine"
          >
            <span className={`h-2.5 w-2.5 rounded-full ${s.dot}`} aria-hidden="true" />
            {s.label}
          </Link>
        ))}
      </nav>

      <ul className="mx-auto mt-4 flex max-w-6xl flex-wrap justify-center gap-x-6 gap-y-1 px-4 text-xs text-ink-soft">
        <li>{t("home.promise1")}</li>
        <li>{t("home.promise2")}</li>
        <li>{t("home.promise3")}</li>
      </ul>

      <Shelf
        title={t("home.featured")}
        to="/goods"
        goods={home.featured}
        lang={lang}
        eager
        testId="home-featured"
      />
      {home.promotions.length > 0 ? (
        <Shelf
          title={t("home.promotions")}
          to="/goods?promo=1"
          goods={home.promotions}
          lang={lang}
          testId="home-promotions"
        />
      ) : null}
      <Shelf
        title={t("home.newArrivals")}
        to="/goods?sort=shelfTime"
        goods={home.newArrivals}
        lang={lang}
        testId="home-new"
      />
      <Shelf
        title={t("home.bestSellers")}
        to="/goods?sort=sales"
        goods={home.bestSellers}
        lang={lang}
        testId="home-best"
      />

      <section className="mx-auto mt-10 max-w-6xl px-3 pc:px-6">
        <SectionHead title={t("home.chateaux")} to="/chateauList" />
        <div className="grid grid-cols-1 gap-3 pc:grid-cols-3 pc:gap-5">
          {home.chateaux.map((c) => (
            <ChateauTile key={c.id} chateau={c} lang={lang} />
          ))}
        </div>
      </section>
    </div>
  );
}

function SectionHead({ title, to }: { title: string; to: string }) {
  const { t } = useTranslation("catalog");
  return (
    <div className="mb-3 flex items-end justify-between">
      <h2 className="section-title">{title}</h2>
      <Link to={to} className="inline-flex min-h-[44px] items-center text-sm text-wine">
        {t("common.viewAll")} →
      </Link>
    </div>
  );
}

function Shelf({
  title,
  to,
  goods,
  lang,
  eager = false,
  testId,
}: {
  title: string;
  to: string;
  goods: GoodsCardData[];
  lang: Lang;
  eager?: boolean;
  testId: string;
}) {
  return (
    <section className="mx-auto mt-6 max-w-6xl px-3 pc:mt-8 pc:px-6" data-testid={testId}>
      <SectionHead title={title} to={to} />
      <GoodsGrid>
        {goods.slice(0, 8).map((g, i) => (
          <GoodsCard key={g.id} goods={g} lang={lang} eager={eager && i < 4} />
        ))}
      </GoodsGrid>
    </section>
  );
}

export function ChateauTile({ chateau, lang }: { chateau: ChateauSummary; lang: Lang }) {
  const { t } = useTranslation("catalog");
  return (
    <Link
      to={`/chateauList/${chateau.id}`}
      className="flex gap-4 rounded-xl bg-white p-3 ring-1 ring-line hover:shadow-md"
      data-testid="chateau-card"
    >
      <div className="h-28 w-20 shrink-0 overflow-hidden rounded-lg bg-paper">
        <LazyImage
          src={pictureSrc(chateau.picture, lang)}
          alt=""
          width={90}
          height={120}
          className="h-full w-full object-contain"
        />
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-ink">{chateau.name}</h3>
        {lang !== "en" ? (
          <p className="truncate text-xs text-ink-faint" lang="en">
            {chateau.nameEn}
          </p>
        ) : null}
        <p className="mt-1 text-xs text-ink-soft">
          {chateau.countryName} · {chateau.areaName}
          {chateau.founded ? ` · ${t("chateau.founded", { year: chateau.founded })}` : ""}
        </p>
        <p className="mt-1 line-clamp-2 text-xs text-ink-soft">{chateau.description}</p>
        <p className="mt-1 text-xs font-medium text-wine">
          {t("chateau.wines", { count: chateau.wineCount })}
        </p>
      </div>
    </Link>
  );
}
