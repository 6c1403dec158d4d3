/** Turns catalogue rows into the contract's shapes, in the caller's language. */
import type {
  ChateauSummary,
  GoodsAttribute,
  GoodsSummary,
  WineStyle,
} from "../../contract/catalog";
import type { LocalText, ProductTextAttributes } from "../db/schema";
import type { ServiceLang } from "../http/messages";
import type { ProductRow } from "./queries";

type Named = { nameCh: string; nameTc: string; nameEn: string };

export function pick(text: LocalText | null | undefined, lang: ServiceLang): string {
  if (!text) return "";
  return lang === "en" ? text.en : lang === "tc" ? text.tc || text.ch : text.ch;
}

function pickName(row: Named, lang: ServiceLang): string {
  return lang === "en" ? row.nameEn : lang === "tc" ? row.nameTc : row.nameCh;
}

export function pictureUrl(id: number, view: "front" | "label" = "front"): string {
  return `/goods/goods/picture?id=${id}&view=${view}`;
}

/** An uploaded picture's large size (decision 045); its name is never reused for other bytes. */
export const photoUrl = (fileName: string) => `/goods/goods/photo?file=${fileName}`;
/** The same picture on staff's path, where a draft's pictures are too. */
export const staffPhotoUrl = (fileName: string) => `/ops/catalog/wine/photo?file=${fileName}`;

/** The names of a wine and its winery in every language: what a misspelt word is compared with. */
export const searchedNames = (row: ProductRow): string[] => [
  row.spuName,
  row.spuNameEn,
  row.wineryCh,
  row.wineryEn,
  row.areaEn,
];

export function presentSummary(row: ProductRow, lang: ServiceLang): GoodsSummary {
  return {
    id: row.id,
    spuName: row.spuName,
    spuNameTc: row.spuNameTc,
    spuNameEn: row.spuNameEn,
    style: row.style as WineStyle,
    vintage: row.vintage,
    capacityMl: row.capacityMl,
    priceCents: row.priceCents,
    marketPriceCents: row.marketPriceCents,
    discount: row.discount,
    promotion: row.promotion ? pick(row.promotion, lang) : null,
    score: row.score,
    ratingAvg: row.ratingTenths / 10,
    ratingCount: row.ratingCount,
    stock: row.stock,
    sales: row.sales,
    shelfTime: row.shelfTime.toISOString(),
    wineryId: row.wineryId,
    wineryName: pickName(
      { nameCh: row.wineryCh, nameTc: row.wineryTc, nameEn: row.wineryEn },
      lang,
    ),
    countryCode: row.countryCode,
    countryName: pickName(
      { nameCh: row.countryCh, nameTc: row.countryTc, nameEn: row.countryEn },
      lang,
    ),
    areaId: row.areaId,
    areaName: pickName({ nameCh: row.areaCh, nameTc: row.areaTc, nameEn: row.areaEn }, lang),
    pointsPrice: row.pointsPrice,
    picture: pictureUrl(row.id),
  };
}

const SWEETNESS: Record<string, LocalText> = {
  dry: { ch: "干型", tc: "乾型", en: "Dry" },
  off_dry: { ch: "半干型", tc: "半乾型", en: "Off-dry" },
  medium_sweet: { ch: "半甜型", tc: "半甜型", en: "Medium sweet" },
  sweet: { ch: "甜型", tc: "甜型", en: "Sweet" },
};

const CORK: Record<string, LocalText> = {
  natural: { ch: "天然软木塞", tc: "天然軟木塞", en: "Natural cork" },
  technical: { ch: "聚合软木塞", tc: "聚合軟木塞", en: "Technical cork" },
  synthetic: { ch: "合成塞", tc: "合成塞", en: "Synthetic stopper" },
  screwcap: { ch: "螺旋盖", tc: "螺旋蓋", en: "Screw cap" },
  glass: { ch: "玻璃塞", tc: "玻璃塞", en: "Glass stopper" },
  champagne: { ch: "香槟塞", tc: "香檳塞", en: "Champagne cork" },
};

interface FullProduct {
  vintage: number | null;
  sweetness: string;
  corkType: string;
  alcoholTenths: number;
  annualProduction: number | null;
  capacityMl: number;
  weightG: number | null;
  harvestDate: string | null;
  agingStart: string | null;
  agingMonths: number | null;
  bottlingDate: string | null;
  attributes: ProductTextAttributes;
}

/** Every attribute of spec §3 in display order; empty ones are left out. */
export function presentAttributes(p: FullProduct, lang: ServiceLang): GoodsAttribute[] {
  const a = p.attributes;
  const en = lang === "en";
  const number = (n: number) => n.toLocaleString(en ? "en-US" : "zh-CN");
  const entries: [string, string | null][] = [
    ["brand", pick(a.brand, lang)],
    ["grade", pick(a.grade, lang)],
    ["appellation", pick(a.appellation, lang)],
    ["vintage", p.vintage ? String(p.vintage) : en ? "Non-vintage (NV)" : "无年份（NV）"],
    ["sweetness", pick(SWEETNESS[p.sweetness], lang)],
    ["alcohol", `${(p.alcoholTenths / 10).toFixed(1)}% vol`],
    ["capacity", `${p.capacityMl} ml`],
    ["weight", p.weightG ? `${number(p.weightG)} g` : null],
    [
      "annualProduction",
      p.annualProduction
        ? en
          ? `${number(p.annualProduction)} bottles`
          : `${number(p.annualProduction)} 瓶`
        : null,
    ],
    ["awards", pick(a.awards, lang)],
    ["winemaker", pick(a.winemaker, lang)],
    ["fermentation", pick(a.fermentation, lang)],
    ["barrel", pick(a.barrel, lang)],
    ["cork", pick(CORK[p.corkType], lang)],
    ["harvestDate", p.harvestDate],
    ["harvestMethod", pick(a.harvestMethod, lang)],
    ["agingStart", p.agingStart],
    [
      "agingMonths",
      p.agingMonths ? (en ? `${p.agingMonths} months` : `${p.agingMonths} 个月`) : null,
    ],
    ["bottlingDate", p.bottlingDate],
    ["storage", pick(a.storage, lang)],
    ["decanting", pick(a.decanting, lang)],
    ["foodPairing", pick(a.foodPairing, lang)],
  ];
  return entries
    .filter((e): e is [string, string] => !!e[1] && e[1].trim() !== "")
    .map(([key, value]) => ({ key, value }));
}

interface WineryRow extends Named {
  id: number;
  founded: number | null;
  countryCode: string;
  countryCh: string;
  countryTc: string;
  countryEn: string;
  areaCh: string;
  areaTc: string;
  areaEn: string;
  description: LocalText;
}

export function presentChateau(
  row: WineryRow & { wineCount: number; coverProductId: number | null },
  lang: ServiceLang,
): ChateauSummary {
  return {
    id: row.id,
    name: pickName(row, lang),
    nameEn: row.nameEn,
    countryCode: row.countryCode,
    countryName: pickName(
      { nameCh: row.countryCh, nameTc: row.countryTc, nameEn: row.countryEn },
      lang,
    ),
    areaName: pickName({ nameCh: row.areaCh, nameTc: row.areaTc, nameEn: row.areaEn }, lang),
    founded: row.founded,
    description: pick(row.description, lang),
    wineCount: row.wineCount,
    picture: row.coverProductId ? pictureUrl(row.coverProductId) : null,
  };
}

export { pickName };
