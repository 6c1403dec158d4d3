import type { FacetOption } from "#contract/catalog";

/** The service's price ranges are in cents ("20000-50000"); the URL speaks yuan ("200-500"). */
export function toYuanOption(option: FacetOption): FacetOption {
  const [min, max] = option.value.split("-");
  return { ...option, value: `${Number(min) / 100}-${max ? Number(max) / 100 : ""}` };
}
