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
    <p className="mt-2 text-sm text-ink-soft">
      <Link
        to={`/chateauList/${goods.wineryId}`}
        className="text-wine underline underline-offset-2"
      >
        {goods.wineryName}
      </Link>
      {" · "}
      {goods.countryName} · {goods.areaName} · {goods.vintage ?? t("common.nv")}
    </p>
  );
}
