/**
 * The list's filters: a GET form of tappable options (radio buttons drawn as chips), so every view
 * is a link. On phones the form is a sheet opened by the 筛选 button (a checkbox: it opens with or
 * without JavaScript); on desktops it is the side column. Without JavaScript the shopper presses
 * 确定; with it, a tap applies at once and the sheet's button says how many wines match.
 */
import { Form, Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import type { FacetOption, GoodsFacets } from "#contract/catalog";
import type { ActiveFilter } from "./active-filters";
import { toYuanOption } from "./facet-options";
import {
  filtersToSearch,
  parseFilters,
  priceValue,
  type GoodsFilters,
  type Sort,
} from "~/features/catalog/goods-filters";

const TOGGLE_ID = "filters-toggle";
/** A group shows this many options; the rest open under 更多. */
const SHOWN = 8;
const STYLES = ["red", "white", "rose", "sparkling", "sweet", "fortified"] as const;

/** With JavaScript the page does not reload after 确定 or a sort: close the phone's sheet by hand. */
function closeSheet() {
  const toggle = document.getElementById(TOGGLE_ID) as HTMLInputElement | null;
  if (toggle) toggle.checked = false;
}

/** How many filters are chosen (the search words are not a filter). */
export function activeCount(filters: GoodsFilters): number {
  return [
    filters.country,
    filters.area,
    filters.grape,
    filters.style,
    priceValue(filters) || undefined,
    filters.score,
    filters.promo,
    filters.points,
  ].filter((v) => v !== undefined).length;
}

/** The phone's 筛选 button, beside the sorts; desktops show the form itself. */
export function FilterToggle({ filters }: { filters: GoodsFilters }) {
  const { t } = useTranslation("catalog");
  const active = activeCount(filters);
  return (
    <label
      htmlFor={TOGGLE_ID}
      id={`${TOGGLE_ID}-label`}
      className="inline-flex min-h-[44px] shrink-0 cursor-pointer items-center gap-1.5 whitespace-nowrap rounded-full border border-line bg-white px-4 text-sm text-ink pc:hidden"
      data-testid="filters-toggle"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4">
        <path
          d="M3 5h14M6 10h8M9 15h2"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      {t("nav.filters")}
      {active > 0 ? (
        <span className="rounded-full bg-wine px-1.5 text-xs font-semibold text-white">
          {active}
        </span>
      ) : null}
    </label>
  );
}

interface Props {
  filters: GoodsFilters;
  facets: GoodsFacets | null;
  total: number;
  /** the chosen filters with their labels */
  chips: ActiveFilter[];
}

interface Group {
  name: ActiveFilter["name"];
  label: string;
  value: string;
  options: FacetOption[];
}

/** A chosen value the service's options lack (a price range typed in the URL) is offered too. */
function withChosen(group: Group, chips: ActiveFilter[]): Group {
  const chip = chips.find((c) => c.name === group.name);
  if (!chip || group.options.some((o) => o.value === group.value)) return group;
  return {
    ...group,
    options: [{ value: group.value, label: chip.label, count: -1 }, ...group.options],
  };
}

export function FilterPanel({ filters, facets, total, chips }: Props) {
  const { t } = useTranslation("catalog");
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const groups = (
    [
      {
        name: "style",
        label: t("goods.filterStyle"),
        value: filters.style ?? "",
        options: STYLES.map((s) => ({ value: s, label: t(`style.${s}`), count: -1 })),
      },
      {
        name: "country",
        label: t("goods.filterCountry"),
        value: filters.country ?? "",
        options: facets?.countries ?? [],
      },
      {
        name: "area",
        label: t("goods.filterArea"),
        value: filters.area ? String(filters.area) : "",
        options: facets?.areas ?? [],
      },
      {
        name: "grape",
        label: t("goods.filterGrape"),
        value: filters.grape ? String(filters.grape) : "",
        options: facets?.grapes ?? [],
      },
      {
        name: "price",
        label: t("goods.filterPrice"),
        value: priceValue(filters),
        options: (facets?.prices ?? []).map(toYuanOption),
      },
      {
        name: "score",
        label: t("goods.filterScore"),
        value: filters.score ? String(filters.score) : "",
        options: facets?.scores ?? [],
      },
    ] satisfies Group[]
  ).map((group) => withChosen(group, chips));
  const chosen = filtersToSearch(filters);

  // A chip removed, 清除筛选, back: the options follow the URL (the tapped one keeps its focus).
  useEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    for (const group of groups) {
      const radios = elements.namedItem(group.name);
      if (radios instanceof RadioNodeList) radios.value = group.value;
    }
    const promo = elements.namedItem("promo") as HTMLInputElement | null;
    if (promo) promo.checked = filters.promo === true;
    const points = elements.namedItem("points") as HTMLInputElement | null;
    if (points) points.checked = filters.points === true;
  }, [chosen]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <aside id="filters" className="scroll-mt-20 pc:w-60 pc:shrink-0" aria-label={t("nav.filters")}>
      {/* Named by the 筛选 button alone: the sheet's other labels (the backdrop, ×) close it. */}
      <input
        type="checkbox"
        id={TOGGLE_ID}
        aria-labelledby={`${TOGGLE_ID}-label`}
        className="peer sr-only pc:hidden"
      />
      {/* The dimmed page behind the phone's sheet closes it (the sheet's × says so to readers). */}
      {/* eslint-disable-next-line jsx-a11y/label-has-associated-control */}
      <label
        htmlFor={TOGGLE_ID}
        className="fixed inset-0 z-50 hidden bg-ink/40 peer-checked:block pc:!hidden"
      />
      <Form
        ref={form}
        method="get"
        action="/goods"
        className="fixed inset-x-0 bottom-0 z-50 hidden max-h-[85vh] flex-col rounded-t-2xl bg-white peer-checked:flex pc:sticky pc:top-20 pc:z-auto pc:flex pc:max-h-[calc(100vh-6rem)] pc:rounded-xl pc:ring-1 pc:ring-line"
        data-testid="filters"
        onSubmit={closeSheet}
        onChange={(event) => {
          const form = event.currentTarget;
          const changed = event.target as HTMLInputElement;
          // A new country makes the chosen area meaningless.
          if (changed.name === "country") {
            const anyArea = form.querySelector<HTMLInputElement>('input[name="area"][value=""]');
            if (anyArea) anyArea.checked = true;
          }
          const params = new URLSearchParams();
          for (const [name, value] of new FormData(form))
            if (typeof value === "string" && value !== "") params.append(name, value);
          navigate(`/goods${filtersToSearch(parseFilters(params))}`, {
            replace: true,
            preventScrollReset: true,
          });
        }}
      >
        <div className="flex items-center justify-between border-b border-line px-4 py-2 pc:hidden">
          <h2 className="font-semibold">{t("nav.filters")}</h2>
          <label
            htmlFor={TOGGLE_ID}
            className="inline-flex min-h-[44px] min-w-[44px] cursor-pointer items-center justify-center text-xl text-ink-soft"
          >
            <span aria-hidden="true">×</span>
            <span className="sr-only">{t("common.close")}</span>
          </label>
        </div>
        <div className="flex flex-col gap-4 overflow-y-auto px-4 py-4">
          {filters.q ? <input type="hidden" name="q" value={filters.q} /> : null}
          {filters.sort !== "default" ? (
            <input type="hidden" name="sort" value={filters.sort} />
          ) : null}
          {groups.map((group) => (
            <OptionGroup key={group.name} {...group} anyLabel={t("common.all")} />
          ))}
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-ink">{t("goods.filterOffers")}</legend>
            <label className={optionClass}>
              <input
                type="checkbox"
                name="promo"
                value="1"
                defaultChecked={filters.promo}
                className="sr-only"
              />
              {t("goods.onPromotion")}
            </label>
            <label className={`${optionClass} ml-2`}>
              <input
                type="checkbox"
                name="points"
                value="1"
                defaultChecked={filters.points}
                className="sr-only"
              />
              {t("goods.forPoints")}
            </label>
          </fieldset>
        </div>
        <div className="flex gap-2 border-t border-line px-4 py-3">
          <Link
            to={`/goods${filtersToSearch({ q: filters.q, sort: filters.sort })}`}
            className="btn-secondary flex-1 whitespace-nowrap px-3"
            onClick={closeSheet}
          >
            {t("common.reset")}
          </Link>
          {/* On desktops a tap already applies with JavaScript; the phone's sheet still closes on it,
              and without JavaScript it is the only way to apply. */}
          <button
            type="submit"
            className={`btn-primary flex-1 whitespace-nowrap px-3 ${hydrated ? "pc:hidden" : ""}`}
            data-testid="apply-filters"
          >
            {hydrated ? t("goods.showResults", { count: total }) : t("goods.confirm")}
          </button>
        </div>
      </Form>
    </aside>
  );
}

const optionClass =
  "inline-flex min-h-[44px] cursor-pointer items-center rounded-full pc:min-h-[34px] border border-line bg-white px-3 text-sm text-ink-soft hover:border-wine has-[:checked]:border-wine has-[:checked]:bg-wine-light has-[:checked]:text-wine has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-wine";

/** One filter: 全部 and its options as radio chips; past SHOWN options, the rest under 更多. */
function OptionGroup({
  name,
  label,
  value,
  options,
  anyLabel,
}: {
  name: string;
  label: string;
  value: string;
  options: FacetOption[];
  anyLabel: string;
}) {
  const { t } = useTranslation("catalog");
  const option = (o: FacetOption) => (
    <label key={o.value} className={optionClass}>
      <input
        type="radio"
        name={name}
        value={o.value}
        defaultChecked={o.value === value}
        disabled={o.count === 0 && o.value !== value}
        className="sr-only"
      />
      {o.label}
      {o.count >= 0 ? <span className="ml-1 text-xs text-ink-faint">{o.count}</span> : null}
    </label>
  );
  const first = options.slice(0, SHOWN);
  const rest = options.slice(SHOWN);
  const chosenInRest = rest.some((o) => o.value === value);
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink">{label}</legend>
      <div className="flex flex-wrap gap-2">
        <label className={optionClass}>
          <input
            type="radio"
            name={name}
            value=""
            defaultChecked={value === ""}
            className="sr-only"
          />
          {anyLabel}
        </label>
        {first.map(option)}
      </div>
      {rest.length > 0 ? (
        <details className="group mt-2" open={chosenInRest}>
          <summary className="inline-flex min-h-[44px] cursor-pointer items-center text-sm text-wine">
            {t("goods.moreOptions", { count: rest.length })}
          </summary>
          <div className="flex flex-wrap gap-2">{rest.map(option)}</div>
        </details>
      ) : null}
    </fieldset>
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
    // Four sorts beside the filter button outgrow a narrow phone in English: the row scrolls.
    <nav
      aria-label={t("goods.sortLabel")}
      className="-my-1 flex min-w-0 gap-1 overflow-x-auto py-1"
      data-testid="sort-tabs"
    >
      {sorts.map(([sort, label]) => (
        <Link
          key={sort}
          to={`/goods${filtersToSearch(filters, { sort, page: 1 })}`}
          preventScrollReset
          aria-current={filters.sort === sort ? "true" : undefined}
          className={`chip shrink-0 whitespace-nowrap ${filters.sort === sort ? "chip-active" : ""}`}
        >
          {label}
        </Link>
      ))}
      <PriceSort filters={filters} />
    </nav>
  );
}

/**
 * The price sort, one chip as shops have it: low to high first, a second tap turns it round. Its
 * name says the order it shows (or, not chosen yet, the one it leads to); the arrow shows it.
 */
function PriceSort({ filters }: { filters: GoodsFilters }) {
  const { t } = useTranslation("catalog");
  const current = filters.sort === "priceAsc" || filters.sort === "priceDesc" ? filters.sort : null;
  const next: Sort = current === "priceAsc" ? "priceDesc" : "priceAsc";
  return (
    <Link
      to={`/goods${filtersToSearch(filters, { sort: next, page: 1 })}`}
      preventScrollReset
      aria-current={current ? "true" : undefined}
      aria-label={t(current === "priceDesc" ? "goods.sortPriceDesc" : "goods.sortPriceAsc")}
      className={`chip shrink-0 gap-0.5 whitespace-nowrap ${current ? "chip-active" : ""}`}
      data-testid="sort-price"
    >
      {t("goods.sortPrice")}
      <span aria-hidden="true">
        {current === "priceAsc" ? "↑" : current === "priceDesc" ? "↓" : "⇅"}
      </span>
    </Link>
  );
}
