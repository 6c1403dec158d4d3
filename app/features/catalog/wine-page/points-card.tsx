/** The points programme under its shop's name; a member is offered the gift of points. */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GIFT_FORM_PATH } from "~/features/points/paths";
import { InfoCard } from "./info-card";

export function PointsCard({
  loggedIn,
  pointsName,
}: {
  loggedIn: boolean;
  /** the shop's own name for its points, when it has one */
  pointsName: string | null;
}) {
  const { t } = useTranslation("catalog");
  const name = pointsName ?? t("detail.pointsPanel");
  return (
    <InfoCard title={name}>
      {loggedIn ? (
        <>
          {t("detail.pointsPanelTextMember", { name })}{" "}
          <Link
            to={GIFT_FORM_PATH}
            className="inline-flex min-h-[44px] items-center text-wine underline-offset-2 hover:underline"
            data-testid="points-gift-link"
          >
            {t("detail.pointsGift")}
          </Link>
        </>
      ) : (
        t("detail.pointsPanelText")
      )}
    </InfoCard>
  );
}
