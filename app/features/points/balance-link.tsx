import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { POINTS_PATH } from "./paths";

/** The balance under the points' name, as a link to the points page (personal center, /user). */
export function PointsBalanceLink({
  points,
  name,
  className,
}: {
  points: number;
  name: string | null | undefined;
  className: string;
}) {
  const { t } = useTranslation("center");
  return (
    <Link to={POINTS_PATH} className={className} data-testid="points-link">
      <span className="text-2xl font-semibold tabular-nums" data-testid="points-balance">
        {points}
      </span>
      <span className="text-sm opacity-80" data-testid="points-name">
        {name ?? t("center.pointsFallback")}
      </span>
      <span aria-hidden="true" className="opacity-70">
        ›
      </span>
    </Link>
  );
}
