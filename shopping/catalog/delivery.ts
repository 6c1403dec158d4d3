/**
 * Where the shop delivers and how long it takes from its bonded cellar in
 * Shanghai. Cold-chain couriers; days are working days.
 */
import type { DeliveryCity } from "../../contract/catalog";
import type { LocalText } from "../db/schema";
import type { ServiceLang } from "../http/messages";
import { pick } from "./present";

const CITIES: { code: string; name: LocalText; minDays: number; maxDays: number }[] = [
  { code: "310100", name: { ch: "上海", tc: "上海", en: "Shanghai" }, minDays: 1, maxDays: 1 },
  { code: "330100", name: { ch: "杭州", tc: "杭州", en: "Hangzhou" }, minDays: 1, maxDays: 2 },
  { code: "320100", name: { ch: "南京", tc: "南京", en: "Nanjing" }, minDays: 1, maxDays: 2 },
  { code: "320500", name: { ch: "苏州", tc: "蘇州", en: "Suzhou" }, minDays: 1, maxDays: 2 },
  { code: "110100", name: { ch: "北京", tc: "北京", en: "Beijing" }, minDays: 2, maxDays: 3 },
  { code: "120100", name: { ch: "天津", tc: "天津", en: "Tianjin" }, minDays: 2, maxDays: 3 },
  { code: "440100", name: { ch: "广州", tc: "廣州", en: "Guangzhou" }, minDays: 2, maxDays: 3 },
  { code: "440300", name: { ch: "深圳", tc: "深圳", en: "Shenzhen" }, minDays: 2, maxDays: 3 },
  { code: "420100", name: { ch: "武汉", tc: "武漢", en: "Wuhan" }, minDays: 2, maxDays: 3 },
  { code: "510100", name: { ch: "成都", tc: "成都", en: "Chengdu" }, minDays: 3, maxDays: 4 },
  { code: "500100", name: { ch: "重庆", tc: "重慶", en: "Chongqing" }, minDays: 3, maxDays: 4 },
  { code: "610100", name: { ch: "西安", tc: "西安", en: "Xi'an" }, minDays: 3, maxDays: 4 },
  { code: "370200", name: { ch: "青岛", tc: "青島", en: "Qingdao" }, minDays: 2, maxDays: 3 },
  { code: "210200", name: { ch: "大连", tc: "大連", en: "Dalian" }, minDays: 3, maxDays: 4 },
  { code: "530100", name: { ch: "昆明", tc: "昆明", en: "Kunming" }, minDays: 4, maxDays: 5 },
  { code: "640100", name: { ch: "银川", tc: "銀川", en: "Yinchuan" }, minDays: 4, maxDays: 5 },
];

export function deliveryCities(lang: ServiceLang): DeliveryCity[] {
  return CITIES.map((c) => ({
    code: c.code,
    name: pick(c.name, lang),
    minDays: c.minDays,
    maxDays: c.maxDays,
  }));
}
