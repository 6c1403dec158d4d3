/**
 * What the shop promises with every wine: how to pay, the points it earns. (No provenance card until
 * the bottles' verifiable history is shown: the page promises nothing it does not show.)
 */
import { useTranslation } from "react-i18next";
import { InfoCard } from "./info-card";
import { PointsCard } from "./points-card";

export function ShopPromises({
  member,
  pointsName,
}: {
  /** a logged-in buyer's balance and form token; null for a visitor */
  member: { balance: number; csrf: string } | null;
  pointsName: string | null;
}) {
  const { t } = useTranslation("catalog");
  return (
    <section className="grid gap-3 pc:col-span-2 pc:grid-cols-2">
      <InfoCard title={t("detail.paymentMethods")}>{t("detail.paymentMethodsText")}</InfoCard>
      <PointsCard member={member} pointsName={pointsName} />
    </section>
  );
}
