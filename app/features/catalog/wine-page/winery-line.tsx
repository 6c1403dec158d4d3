/** Where the wine comes from: its winery (a link to the winery's page), country, region, vintage. */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { GoodsDetail } from "#contract/catalog";

export function WineryLine({
  goods,
}: {
  goods: Pick<GoodsDetail, "wineryId" | "wineryName" | "countryName" | "areaName" | "vintage">;
}) {
  const { t } = useTranslation("catalog");
  return (
    // The winery's name is a whole 44 px tall target; the line keeps its place beside it.
    <p className="mt-1 flex flex-wrap items-center gap-x-1 text-sm text-ink-soft">
      <Link
        to={`/chateauList/${goods.wineryId}`}
        className="inline-flex min-h-[44px] items-center text-wine underline underline-offset-2"
        data-testid="winery-link"
      >
        {goods.wineryName}
      </Link>
      {" · "}
      {goods.countryName} · {goods.areaName} · {goods.vintage ?? t("common.nv")}
    </p>
  );
}
