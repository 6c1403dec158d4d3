/**
 * The list's filters: a GET form, so every view is a link. Without
 * JavaScript the shopper presses Apply; with it, a change applies at once.
 * Choosing a country narrows the producing areas.
 */
import { Form, Link, useSubmit } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { FacetOption, GoodsFacets } from "#contract/catalog";
import type { Lang } from "~/utils/lang";

/**
 * With JavaScript the page does not reload after Apply or a sort: close the phone's panel by hand.
 */
function closePanel() {
  const toggle = document.getElementById("filters-toggle") as HTMLInputElement | null;
  if (toggle) toggle.checked = false;
}
import { filtersToSearch, priceValue, type GoodsFilters, type Sort } from "./filters";

/** The service's price ranges are in cents ("20000-50000"); the URL speaks yuan ("200-500"). */
function toYuanOption(option: FacetOption): FacetOption {
  const [min, max] = option.value.split("-");
  return { ...option, value: `${Number(min) / 100}-${max ? Number(max) / 100 : ""}` };
}

interface Props {
  filters: GoodsFilters;
  facets: GoodsFacets | null;
  total: number;
  lang: Lang;
}

export function FilterPanel({ filters, facets }: Props) {
  const { t } = useTranslation("catalog");
  const submit = useSubmit();
  const active = [
    filters.country,
    filters.area,
    filters.grape,
    filters.style,
    priceValue(filters) || undefined,
    filters.score,
    filters.promo,
  ].filter((v) => v !== undefined).length;
  const styles = ["red", "white", "rose", "sparkling", "sweet", "fortified"] as const;

  return (
    <aside id="filters" className="mb-3 scroll-mt-20 pc:mb-0 pc:w-60 pc:shrink-0">
      {/* A checkbox opens the panel on phones, with or without JavaScript; desktops always show it. */}
      <div
        className="rounded-xl bg-white ring-1 ring-line pc:sticky pc:top-20"
        data-testid="filters"
      >
        <input type="checkbox" id="filters-toggle" className="peer sr-only pc:hidden" />
        <label
          htmlFor="filters-toggle"
          className="flex min-h-[44px] cursor-pointer items-center justify-between px-4 font-medium pc:hidden peer-checked:[&>span:last-child]:rotate-180"
          data-testid="filters-toggle"
        >
          <span>
            {t("nav.filters")}
            {active > 0 ? ` (${active})` : ""}
          </span>
          <span aria-hidden="true" className="transition">
            ▾
          </span>
        </label>
        <Form
          method="get"
          action="/goods"
          className="hidden flex-col gap-4 px-4 pb-4 peer-checked:flex pc:flex pc:pt-4"
          onSubmit={closePanel}
          onChange={(event) => {
            const form = event.currentTarget;
            const changed = event.target as HTMLSelectElement;
            // A new country makes the chosen area meaningless.
            if (changed.name === "country")
              (form.elements.namedItem("area") as HTMLSelectElement).value = "";
            submit(form, { replace: true, preventScrollReset: true });
          }}
        >
          <input type="hidden" name="sort" value={filters.sort === "default" ? "" : filters.sort} />
          <Select
            name="style"
            label={t("goods.filterStyle")}
            any={t("common.all")}
            value={filters.style ?? ""}
            options={styles.map((s) => ({ value: s, label: t(`style.${s}`), count: -1 }))}
          />
          <Select
            name="country"
            label={t("goods.filterCountry")}
            any={t("goods.anyCountry")}
            value={filters.country ?? ""}
            options={facets?.countries ?? []}
          />
          <Select
            name="area"
            label={t("goods.filterArea")}
            any={t("goods.anyArea")}
            value={filters.area ? String(filters.area) : ""}
            options={facets?.areas ?? []}
            hint={filters.country ? undefined : t("goods.areaHint")}
          />
          <Select
            name="grape"
            label={t("goods.filterGrape")}
            any={t("goods.anyGrape")}
            value={filters.grape ? String(filters.grape) : ""}
            options={facets?.grapes ?? []}
          />
          <Select
            name="price"
            label={t("goods.filterPrice")}
            any={t("goods.anyPrice")}
            value={priceValue(filters)}
            options={(facets?.prices ?? []).map(toYuanOption)}
          />
          <Select
            name="score"
            label={t("goods.filterScore")}
            any={t("goods.anyScore")}
            value={filters.score ? String(filters.score) : ""}
            options={facets?.scores ?? []}
          />
          {filters.promo ? <input type="hidden" name="promo" value="1" /> : null}
          <div className="flex gap-2">
            <button
              type="submit"
              className="btn-primary flex-1 whitespace-nowrap px-3"
              data-testid="apply-filters"
            >
              {t("common.apply")}
            </button>
            <Link to="/goods" className="btn-secondary flex-1 whitespace-nowrap px-3">
              {t("common.reset")}
            </Link>
          </div>
        </Form>
      </div>
    </aside>
  );
}

function Select({
  name,
  label,
  any,
  value,
  options,
  hint,
}: {
  name: string;
  label: string;
  any: string;
  value: string;
  options: FacetOption[];
  hint?: string;
}) {
  const id = `filter-${name}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        key={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="min-h-[44px] rounded-lg border border-line bg-paper px-3 text-sm"
      >
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.count === 0 && o.value !== value}>
            {o.label}
            {o.count >= 0 ? ` (${o.count})` : ""}
          </option>
        ))}
      </select>
      {hint ? (
        <span id={`${id}-hint`} className="text-xs text-ink-faint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}

export function SortTabs({ filters }: { filters: GoodsFilters }) {
  const { t } = useTranslation("catalog");
  const sorts: [Sort, string][] = [
    ["default", t("goods.sortDefault")],
    ["sales", t("goods.sortSales")],
    ["shelfTime", t("goods.sortShelfTime")],
  ];
  return (
    <nav aria-label={t("goods.sortLabel")} className="flex gap-1" data-testid="sort-tabs">
      {sorts.map(([sort, label]) => (
        <Link
          key={sort}
          to={`/goods${filtersToSearch(filters, { sort, page: 1 })}`}
          preventScrollReset
          onClick={closePanel}
          aria-current={filters.sort === sort ? "true" : undefined}
          className={`chip ${filters.sort === sort ? "chip-active" : ""}`}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
