/**
 * Provinces, cities and districts (China's administrative divisions, from
 * @vant/area-data) for the address form: each level narrowed by the one above.
 */
import { areaList } from "@vant/area-data";

export interface AreaOption {
  code: string;
  name: string;
}

const entries = (list: Record<string, string>) =>
  Object.entries(list).map(([code, name]) => ({ code, name }));
const provinces = entries(areaList.province_list);
const cities = entries(areaList.city_list);
const districts = entries(areaList.county_list);

/** The children of a province (its cities) or of a city (its districts). */
export function areaChildren(parent: string): AreaOption[] {
  if (/^\d{2}0000$/.test(parent))
    return cities.filter((c) => c.code.startsWith(parent.slice(0, 2)));
  if (/^\d{4}00$/.test(parent))
    return districts.filter((d) => d.code.startsWith(parent.slice(0, 4)));
  return [];
}

export interface AreaChoice {
  province: string;
  city: string;
  district: string;
  provinces: AreaOption[];
  cities: AreaOption[];
  districts: AreaOption[];
}

/** The options to show for what is chosen so far; a district code implies its city and province. */
export function areaChoice(input: {
  province?: string | null;
  city?: string | null;
  district?: string | null;
}): AreaChoice {
  const district = input.district && areaList.county_list[input.district] ? input.district : "";
  const city = district
    ? `${district.slice(0, 4)}00`
    : input.city && areaList.city_list[input.city]
      ? input.city
      : "";
  const province = city
    ? `${city.slice(0, 2)}0000`
    : input.province && areaList.province_list[input.province]
      ? input.province
      : "";
  return {
    province,
    city: city.startsWith(province.slice(0, 2)) ? city : "",
    district,
    provinces,
    cities: province ? areaChildren(province) : [],
    districts: city ? areaChildren(city) : [],
  };
}
