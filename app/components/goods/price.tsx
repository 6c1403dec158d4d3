import type { Lang } from "~/utils/lang";
import { formatDiscount, formatPrice } from "~/utils/money";

/** The price, the struck-through list price beside a promotion, and the discount tag. */
export function Price({ cents, marketCents, discount, lang, size = "md" }: { cents: number; marketCents: number; discount: number | null; lang: Lang; size?: "md" | "lg" }) {
  const tag = formatDiscount(discount, lang);
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className={`font-semibold text-wine ${size === "lg" ? "text-2xl" : "text-base"}`} data-testid="price">{formatPrice(cents)}</span>
      {marketCents > cents ? <s className="text-xs text-ink-faint">{formatPrice(marketCents)}</s> : null}
      {tag ? <span className="rounded bg-wine-light px-1.5 text-xs font-medium text-wine" data-testid="discount">{tag}</span> : null}
    </span>
  );
}
