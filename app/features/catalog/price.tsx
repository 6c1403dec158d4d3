import type { Lang } from "~/utils/lang";
import { formatDiscount, formatPrice } from "~/utils/money";

/** The price, the struck-through list price beside a promotion, and the discount tag. */
export function Price({
  cents,
  marketCents,
  discount,
  lang,
  size = "md",
}: {
  cents: number;
  marketCents: number;
  discount: number | null;
  lang: Lang;
  size?: "md" | "lg";
}) {
  const tag = formatDiscount(discount, lang);
  return (
    <span className="price">
      <span className={size === "lg" ? "price-now text-2xl" : "price-now"} data-testid="price">
        {formatPrice(cents)}
      </span>
      {marketCents > cents ? <s className="price-was">{formatPrice(marketCents)}</s> : null}
      {tag ? (
        <span className="price-off" data-testid="discount">
          {tag}
        </span>
      ) : null}
    </span>
  );
}
