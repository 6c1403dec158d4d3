/** A wine in a grid: picture (fixed 3:4 so nothing jumps), name, origin, price, promotion. */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { GoodsSummary } from "../../../contract/catalog";
import { goodsName } from "~/utils/goods-name";
import type { Lang } from "~/utils/lang";
import { pictureSrc } from "~/utils/picture";
import { LazyImage } from "./lazy-image";
import { Price } from "./price";

export function GoodsCard({ goods, lang, eager = false, anchorId }: { goods: GoodsSummary; lang: Lang; eager?: boolean; anchorId?: string }) {
  const { t } = useTranslation();
  const name = goodsName(goods, lang);
  return (
    <Link to={`/goods/${goods.id}`} id={anchorId} className="group flex scroll-mt-20 flex-col overflow-hidden rounded-xl bg-white ring-1 ring-line transition hover:shadow-md" data-testid="goods-card">
      <div className="relative aspect-[3/4] bg-paper">
        <LazyImage src={pictureSrc(goods.picture, lang)} alt={t("detail.pictureAlt", { name })} width={300} height={400} eager={eager} className="h-full w-full object-contain" failedText={t("detail.pictureFailed")} />
        {goods.promotion ? (
          <span className="absolute left-2 top-2 max-w-[85%] truncate rounded bg-wine px-2 py-0.5 text-[11px] font-medium text-white">{goods.promotion}</span>
        ) : null}
        {goods.stock === 0 ? (
          <span className="absolute inset-x-0 bottom-0 bg-ink/70 py-1 text-center text-xs text-white">{t("common.soldOut")}</span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 min-h-[2.6em] text-sm font-medium leading-[1.3] text-ink group-hover:text-wine" data-testid="goods-name">{name}</h3>
        <p className="truncate text-xs text-ink-faint">
          {goods.vintage ?? t("common.nv")} · {goods.countryName} · {goods.areaName}
        </p>
        <div className="mt-auto flex items-end justify-between gap-2 pt-1">
          <Price cents={goods.priceCents} marketCents={goods.marketPriceCents} discount={goods.discount} lang={lang} />
          <span className="shrink-0 text-xs font-semibold text-gold" title={t("detail.critic")}>{goods.score}</span>
        </div>
      </div>
    </Link>
  );
}

export function GoodsGrid({ children }: { children: React.ReactNode }) {
  return <div className="grid grid-cols-2 gap-3 pc:grid-cols-4 pc:gap-5">{children}</div>;
}
