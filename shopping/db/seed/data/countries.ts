// Seed catalogue data. Producing countries, in display order.
import type { SeedCountry } from "../types";

export const countries: SeedCountry[] = [
  { code: "fr", name: { ch: "法国", tc: "法國", en: "France" }, sort: 10 },
  { code: "it", name: { ch: "意大利", tc: "意大利", en: "Italy" }, sort: 20 },
  { code: "es", name: { ch: "西班牙", tc: "西班牙", en: "Spain" }, sort: 30 },
  { code: "pt", name: { ch: "葡萄牙", tc: "葡萄牙", en: "Portugal" }, sort: 40 },
  { code: "de", name: { ch: "德国", tc: "德國", en: "Germany" }, sort: 50 },
  { code: "at", name: { ch: "奥地利", tc: "奧地利", en: "Austria" }, sort: 60 },
  { code: "us", name: { ch: "美国", tc: "美國", en: "United States" }, sort: 70 },
  { code: "cl", name: { ch: "智利", tc: "智利", en: "Chile" }, sort: 80 },
  { code: "ar", name: { ch: "阿根廷", tc: "阿根廷", en: "Argentina" }, sort: 90 },
  { code: "au", name: { ch: "澳大利亚", tc: "澳大利亞", en: "Australia" }, sort: 100 },
  { code: "nz", name: { ch: "新西兰", tc: "新西蘭", en: "New Zealand" }, sort: 110 },
  { code: "za", name: { ch: "南非", tc: "南非", en: "South Africa" }, sort: 120 },
  { code: "cn", name: { ch: "中国", tc: "中國", en: "China" }, sort: 130 },
];
