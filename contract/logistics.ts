/**
 * Couriers a parcel may travel with: the shop ships with one of them, and a
 * buyer returning goods chooses one. Codes are the ones Chinese tracking
 * services use; names are shown in the chosen language.
 */
export const COURIERS = [
  { code: "SF", ch: "顺丰速运", en: "SF Express" },
  { code: "JD", ch: "京东物流", en: "JD Logistics" },
  { code: "EMS", ch: "中国邮政 EMS", en: "China Post EMS" },
  { code: "ZTO", ch: "中通快递", en: "ZTO Express" },
  { code: "YTO", ch: "圆通速递", en: "YTO Express" },
  { code: "STO", ch: "申通快递", en: "STO Express" },
  { code: "YD", ch: "韵达快递", en: "Yunda Express" },
  { code: "DBL", ch: "德邦快递", en: "Deppon Express" },
] as const;

export type CourierCode = (typeof COURIERS)[number]["code"];

export const COURIER_CODES = COURIERS.map((c) => c.code) as [CourierCode, ...CourierCode[]];

export function courierName(code: string, lang: "ch" | "tc" | "en"): string {
  const courier = COURIERS.find((c) => c.code === code);
  if (!courier) return code;
  return lang === "en" ? courier.en : courier.ch;
}

/** A tracking number as couriers print them: letters and digits, 6 to 32. */
export const TRACKING_NO_PATTERN = /^[A-Za-z0-9]{6,32}$/;
