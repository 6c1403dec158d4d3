/** The price, the critics' score, the buyers' rating, what is in stock and how many were sold. */
import { useTranslation } from "react-i18next";
import type { GoodsDetail } from "#contract/catalog";
import type { Lang } from "~/utils/lang";
import { Price } from "../price";

type PricedGoods = Pick<
  GoodsDetail,
  | "priceCents"
  | "marketPriceCents"
  | "discount"
  | "score"
  | "ratingCount"
  | "ratingAvg"
  | "stock"
  | "sales"
>;

export function PriceCard({ goods, lang }: { goods: PricedGoods; lang: Lang }) {
  const { t } = useTranslation("catalog");
  return (
    <div className="mt-4 rounded-xl bg-white p-4 ring-1 ring-line">
      <Price
        cents={goods.priceCents}
        marketCents={goods.marketPriceCents}
        discount={goods.discount}
        lang={lang}
        size="lg"
      />
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center text-xs text-ink-soft">
        <div>
          <dt>{t("detail.critic")}</dt>
          <dd className="mt-0.5 text-base font-semibold text-gold" data-testid="critic-score">
            {goods.score}
          </dd>
          {/* The catalogue's scores come with no outside critic's name (shopping/db/seed): the shop
              that publishes them stands behind them, and says so. */}
          <dd className="text-[11px] leading-tight text-ink-faint" data-testid="critic">
            {t("detail.criticBy", { critic: t("brand.name", { ns: "common" }) })}
          </dd>
        </div>
        <div>
          <dt>{t("detail.rating")}</dt>
          <dd className="mt-0.5 text-base font-semibold text-ink" data-testid="rating">
            {goods.ratingCount > 0 ? (
              <>
                <Stars value={goods.ratingAvg} /> {goods.ratingAvg.toFixed(1)}
              </>
            ) : (
              "—"
            )}
          </dd>
        </div>
        <div>
          <dt>{t("detail.stock")}</dt>
          <dd className="mt-0.5 text-base font-semibold text-ink">
            {goods.stock === 0
              ? t("common.soldOut")
              : goods.stock < 10
                ? t("common.lowStock", { count: goods.stock })
                : t("common.inStock")}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-center text-xs text-ink-faint">
        {t("detail.sales", { count: goods.sales })}
      </p>
    </div>
  );
}

function Stars({ value }: { value: number }) {
  const full = Math.round(value);
  return (
    <span className="text-gold" aria-hidden="true">
      {"★".repeat(full)}
      <span className="text-line">{"★".repeat(5 - full)}</span>
    </span>
  );
}
