/**
 * How a line bought from a resale item says so (decision 037), in the cart, the checkout and the
 * order: a badge with the item's code and condition grade; in the cart also its minimum and what
 * is left.
 */
import { useTranslation } from "react-i18next";
import type { CartResale, LineResale } from "#contract/resale-offers";

export function ResaleLineMark({ resale }: { resale: LineResale }) {
  const { t } = useTranslation("buyResale");
  return (
    <p className="flex flex-wrap items-center gap-1.5 text-xs" data-testid="resale-mark">
      <span className="rounded bg-gold-light px-1.5 py-0.5 font-medium text-ink ring-1 ring-gold">
        {t("resaleMark.badge")}
      </span>
      <span className="text-ink-soft">
        {t("resaleMark.line", {
          code: resale.code,
          grade: t(`resaleMark.grade.${resale.grade}`),
        })}
      </span>
    </p>
  );
}

export function CartResaleMark({ resale }: { resale: CartResale }) {
  const { t } = useTranslation("buyResale");
  return (
    <>
      <ResaleLineMark resale={resale} />
      <p className="text-xs text-ink-faint" data-testid="resale-minimum">
        {t("resaleMark.minimum", { count: resale.minQuantity, left: resale.left })}
      </p>
    </>
  );
}
