/**
 * China's districts from @vant/area-data: a 6-digit district code names its
 * province (first 2 digits + 0000) and city (first 4 digits + 00).
 */
import { areaList } from "@vant/area-data";

export interface AreaNames {
  province: string;
  city: string;
  district: string;
}

/** The names of a real district, or null for any other code. */
export function lookupArea(code: string): AreaNames | null {
  if (!/^\d{6}$/.test(code)) return null;
  const district = areaList.county_list[code];
  const province = areaList.province_list[`${code.slice(0, 2)}0000`];
  const city = areaList.city_list[`${code.slice(0, 4)}00`];
  return district && province && city ? { province, city, district } : null;
}
