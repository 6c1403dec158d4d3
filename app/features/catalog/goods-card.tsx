/** A wine in a grid: picture (fixed 3:4 so nothing jumps), name, origin, price, promotion. */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { GoodsCardData } from "./goods-card-data";
import { goodsName } from "./goods-name";
import type { Lang } from "~/utils/lang";
import { pictureSrc } from "./picture";
import { LazyImage } from "~/components/lazy-image";
import { Price } from "./price";
import { CardHeart } from "~/features/favorites/card-hearts";

export function GoodsCard({
  goods,
  lang,
  eager = false,
  anchorId,
}: {
  goods: GoodsCardData;
  lang: Lang;
  eager?: boolean;
  anchorId?: string;
}) {
  const { t } = useTranslation("catalog");
  const name = goodsName(goods, lang);
  // The heart is a form of its own beside the link (a button inside a link is not HTML).
  return (
    <div className="relative flex flex-col">
      <Link
        to={`/goods/${goods.id}`}
        id={anchorId}
        className="card flex-1"
        data-testid="goods-card"
      >
        <div className="card-img">
          <LazyImage
            src={pictureSrc(goods.picture, lang)}
            alt={t("detail.pictureAlt", { name })}
            width={300}
            height={400}
            eager={eager}
            failedText={t("detail.pictureFailed")}
          />
          {goods.promotion ? <span className="card-promo">{goods.promotion}</span> : null}
          {goods.stock === 0 ? <span className="card-out">{t("common.soldOut")}</span> : null}
        </div>
        <div className="card-body">
          <h3 className="card-name" data-testid="goods-name">
            {name}
          </h3>
          <p className="card-meta">
            {goods.vintage ?? t("common.nv")} · {goods.countryName} · {goods.areaName}
          </p>
          <div className="card-foot">
            <Price
              cents={goods.priceCents}
              marketCents={goods.marketPriceCents}
              discount={goods.discount}
              lang={lang}
            />
            <span className="card-score" title={t("detail.critic")}>
              {goods.score}
            </span>
          </div>
        </div>
      </Link>
      <CardHeart goodsId={goods.id} collected={goods.collected === true} name={name} />
    </div>
  );
}

export function GoodsGrid({ children }: { children: React.ReactNode }) {
  return <div className="grid grid-cols-2 gap-3 pc:grid-cols-4 pc:gap-5">{children}</div>;
}
