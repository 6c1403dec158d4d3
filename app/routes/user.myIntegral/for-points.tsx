/**
 * 积分可兑换: a few of the wines points can buy, each with its price in points and, when the
 * balance is short, how many points are missing; the wine list shows them all (?points=1).
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { pictureSrc } from "~/features/catalog/picture";
import type { Lang } from "~/utils/lang";

export interface ForPointsWine {
  id: number;
  name: string;
  picture: string;
  pointsPrice: number;
}

export function ForPoints({
  wines,
  balance,
  name,
  lang,
}: {
  wines: ForPointsWine[];
  balance: number;
  /** the points' name */
  name: string;
  lang: Lang;
}) {
  const { t } = useTranslation("points");
  if (wines.length === 0) return null;
  return (
    <section
      className="rounded-2xl bg-white p-4 ring-1 ring-line"
      aria-labelledby="for-points-title"
      data-testid="for-points"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="for-points-title" className="font-semibold">
          {t("points.forPoints")}
        </h2>
        <Link
          to="/goods?points=1"
          className="inline-flex min-h-[44px] min-w-[44px] items-center justify-center text-sm text-wine underline-offset-2 hover:underline"
          data-testid="for-points-all"
        >
          {t("points.forPointsAll")}
        </Link>
      </div>
      <ul className="-mx-1 mt-1 flex snap-x gap-3 overflow-x-auto px-1 pb-1">
        {wines.map((wine) => {
          const short = wine.pointsPrice - balance;
          return (
            <li key={wine.id} className="w-32 shrink-0 snap-start" data-testid="for-points-wine">
              <Link to={`/goods/${wine.id}`} className="block rounded-xl p-1 hover:bg-paper">
                <img
                  src={pictureSrc(wine.picture, lang)}
                  alt=""
                  width={120}
                  height={160}
                  loading="lazy"
                  className="h-32 w-full rounded-lg bg-paper object-contain"
                />
                <span className="mt-1 line-clamp-2 text-sm">{wine.name}</span>
                <span className="block text-sm font-semibold tabular-nums text-wine">
                  {t("points.pointsPrice", { points: wine.pointsPrice, name })}
                </span>
                {short > 0 ? (
                  <span className="block text-xs text-ink-faint" data-testid="for-points-short">
                    {t("points.shortBy", { points: short })}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
