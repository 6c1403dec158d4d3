/** The wines of the order, each with its picture, unit price, quantity and line total. */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { OrderView } from "#contract/buying";
import { goodsName } from "~/features/catalog/goods-name";
import { ResaleLineMark } from "~/features/resale/cart-resale";
import { pictureSrc } from "~/features/catalog/picture";
import type { Lang } from "~/utils/lang";
import { formatPrice } from "~/utils/money";

export function LinesCard({ order, lang }: { order: OrderView; lang: Lang }) {
  const { t } = useTranslation("payment");
  return (
    <section className="rounded-2xl bg-white p-5 ring-1 ring-line" aria-labelledby="lines-title">
      <h2 id="lines-title" className="font-semibold">
        {t("order.items")}
      </h2>
      <ul className="mt-2 divide-y divide-line">
        {order.lines.map((line) => {
          const name = goodsName(line, lang);
          return (
            <li key={line.id} className="flex gap-3 py-3" data-testid="order-line">
              <Link to={`/goods/${line.goodsId}`} className="shrink-0">
                <img
                  src={pictureSrc(line.picture, lang)}
                  alt={name}
                  width={60}
                  height={80}
                  loading="lazy"
                  className="h-20 w-[60px] rounded-lg bg-paper object-contain"
                />
              </Link>
              <div className="flex min-w-0 flex-1 flex-col">
                <Link
                  to={`/goods/${line.goodsId}`}
                  className="line-clamp-2 text-sm font-medium hover:text-wine"
                  data-testid="line-name"
                >
                  {name}
                </Link>
                <p className="mt-0.5 text-xs text-ink-faint">
                  {line.vintage ?? t("order.nv")} · {line.capacityMl} ml
                  {line.refundedQuantity > 0 ? (
                    <span className="ml-2 text-wine" data-testid="line-refunded">
                      {t("order.refundedBottles", { count: line.refundedQuantity })}
                    </span>
                  ) : null}
                </p>
                {line.resale ? <ResaleLineMark resale={line.resale} /> : null}
                <div className="mt-auto flex items-end justify-between gap-2 pt-1 text-sm">
                  <span className="text-ink-soft">
                    {t("order.unitPrice", { price: formatPrice(line.unitPriceCents) })}
                    {line.marketPriceCents > line.unitPriceCents ? (
                      <s className="ml-1.5 text-xs text-ink-faint">
                        {formatPrice(line.marketPriceCents)}
                      </s>
                    ) : null}
                    <span className="ml-2 tabular-nums">
                      {t("order.quantity", { count: line.quantity })}
                    </span>
                  </span>
                  <span className="font-semibold tabular-nums">
                    <span className="sr-only">{t("order.lineTotal")} </span>
                    {formatPrice(line.lineCents)}
                  </span>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
