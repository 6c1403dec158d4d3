/** A wine's drawn bottle picture (bottle-art.ts) from its row, in a language. */
import type { ServiceLang } from "../http/messages";
import { renderBottleSvg } from "./bottle-art";
import { pickName } from "./present";

export interface BottleRow {
  id: number;
  style: string;
  spuName: string;
  spuNameTc: string;
  spuNameEn: string;
  wineryCh: string;
  wineryTc: string;
  wineryEn: string;
  vintage: number | null;
  capacityMl: number;
}

export function bottleSvgOf(row: BottleRow, view: "front" | "label", lang: ServiceLang): string {
  return renderBottleSvg({
    style: row.style as never,
    name: lang === "en" ? row.spuNameEn : lang === "tc" ? row.spuNameTc : row.spuName,
    winery: pickName({ nameCh: row.wineryCh, nameTc: row.wineryTc, nameEn: row.wineryEn }, lang),
    vintage: row.vintage,
    capacityMl: row.capacityMl,
    seed: row.id,
    view,
  });
}

/** The picture as a data: URL, for a page only staff see (a draft's pictures are not public). */
export const bottleDataUrl = (row: BottleRow, view: "front" | "label", lang: ServiceLang) =>
  `data:image/svg+xml;base64,${Buffer.from(bottleSvgOf(row, view, lang)).toString("base64")}`;
