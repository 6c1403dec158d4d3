/**
 * What an order cost, as a list shows it: money, or for a points purchase its points (the payment
 * namespace, which every screen listing orders loads).
 */
import { useTranslation } from "react-i18next";
import type { Amounts } from "#contract/buying";
import { formatPrice } from "~/utils/money";
import { useOptionalRootData } from "~/utils/use-root-data";

export function OrderTotal({ amounts }: { amounts: Pick<Amounts, "totalCents" | "pointsUsed"> }) {
  const { t } = useTranslation("payment");
  const pointsName = useOptionalRootData()?.pointsName || t("order.pointsFallback");
  // A points purchase costs points, not ¥0.00.
  return amounts.totalCents === 0 && amounts.pointsUsed > 0
    ? t("order.pointsTotal", { points: amounts.pointsUsed, name: pointsName })
    : formatPrice(amounts.totalCents);
}
