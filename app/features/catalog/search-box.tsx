/**
 * The wine search: a plain GET form to /goods?q=, so it works without JavaScript and, on the wine
 * list, keeps the chosen filters and sort. With JavaScript it becomes a combobox (WAI-ARIA APG):
 * wines are suggested as the shopper types, and an empty box offers this device's recent searches
 * and the shop's hot searches.
 */
import { Form, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { useTypedBeforeHydration } from "~/utils/use-typed-before-hydration";
import { SEARCH_MAX } from "./search";
import { optionKey, optionTarget, searchOptions, type SearchOption } from "./suggestions";
import { useHotSearches, useRecentSearches, useSuggestions } from "./use-suggestions";

export function SearchBox({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const id = useId();
  const params = new URLSearchParams(location.search);
  const onList = location.pathname === "/goods";
  const current = onList ? (params.get("q") ?? "") : "";
  const [query, setQuery] = useState(current);
  // Another search, a chip removed, back: the box says what the list shows.
  useEffect(() => setQuery(current), [current]);
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, setQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(open ? query : "");
  const recent = useRecentSearches();
  const typed = query.trim() !== "";
  const hot = useHotSearches(open && !typed);

  const options = searchOptions(query, suggestions, recent.list, hot);
  const expanded = hydrated && open && options.length > 0;
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;
  // On the wine list the search keeps the filters and the sort, and starts again from page 1.
  const kept = onList ? [...params].filter(([name]) => name !== "q" && name !== "page") : [];

  const go = (option: SearchOption) => {
    setOpen(false);
    if (option.kind === "all" || option.kind === "recent" || option.kind === "hot") {
      setQuery(option.query);
      recent.add(option.query);
    }
    navigate(optionTarget(option, option.kind === "all" ? kept : []));
  };

  return (
    <Form
      method="get"
      action="/goods"
      role="search"
      className={`relative ${className}`}
      onSubmit={() => {
        recent.add(query);
        setOpen(false);
      }}
      data-testid="search-form"
    >
      <label htmlFor={`${id}-q`} className="sr-only">
        {t("search.label")}
      </label>
      <div className="flex items-center rounded-full bg-white ring-1 ring-line focus-within:ring-2 focus-within:ring-wine">
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="ml-4 h-4 w-4 shrink-0 text-ink-faint"
        >
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          ref={input}
          id={`${id}-q`}
          type="search"
          name="q"
          value={query}
          maxLength={SEARCH_MAX}
          placeholder={t("search.placeholder")}
          enterKeyHint="search"
          autoComplete="off"
          className="min-h-[44px] w-full min-w-0 flex-1 bg-transparent px-3 text-base outline-none placeholder:text-ink-faint"
          data-testid="search-input"
          {...(hydrated
            ? {
                role: "combobox",
                "aria-autocomplete": "list" as const,
                "aria-expanded": expanded,
                "aria-controls": listId,
                "aria-activedescendant": expanded && active >= 0 ? optionId(active) : undefined,
              }
            : {})}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={(e) => {
            if (e.key === "Escape") setOpen(false);
            else if (e.key === "ArrowDown" || e.key === "ArrowUp") {
              e.preventDefault();
              setOpen(true);
              const step = e.key === "ArrowDown" ? 1 : -1;
              setActive((i) =>
                options.length === 0 ? -1 : (i + step + options.length) % options.length,
              );
            } else if (e.key === "Enter" && expanded && active >= 0 && options[active]) {
              e.preventDefault();
              go(options[active]);
            }
          }}
        />
        <button
          type="submit"
          className="min-h-[44px] shrink-0 rounded-full px-4 text-sm font-medium text-wine hover:text-wine-dark"
          data-testid="search-submit"
        >
          {t("search.submit")}
        </button>
      </div>
      <p className="sr-only" aria-live="polite">
        {expanded && typed ? t("search.suggestions", { count: suggestions.wines.length }) : ""}
      </p>
      {expanded ? (
        <div className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-line">
          {typed ? (
            <p className="px-4 pt-2 text-xs text-ink-faint">
              {t("search.suggestions", { count: suggestions.wines.length })}
            </p>
          ) : null}
          {/* A listbox's options are chosen by the input's keys (aria-activedescendant). */}
          <div
            id={listId}
            role="listbox"
            aria-label={t("search.label")}
            className="py-1"
            data-testid="search-suggestions"
          >
            {optionGroups(options).map(({ heading, members }) => {
              const rows = members.map((option) => {
                const i = options.indexOf(option);
                return (
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                  <div
                    key={optionKey(option)}
                    id={optionId(i)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={i === active}
                    className={`flex min-h-[44px] cursor-pointer flex-col justify-center px-4 py-1 text-sm ${i === active ? "bg-wine-light" : "hover:bg-paper"}`}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => go(option)}
                    data-testid="search-option"
                  >
                    <OptionText option={option} />
                  </div>
                );
              });
              if (!heading) return rows;
              const headingId = `${id}-${heading}`;
              return (
                <div key={heading} role="group" aria-labelledby={headingId}>
                  <div id={headingId} className="px-4 pt-2 text-xs text-ink-faint">
                    {t(heading === "recent" ? "search.recent" : "search.hot")}
                  </div>
                  {rows}
                </div>
              );
            })}
          </div>
          {!typed && recent.list.length > 0 ? (
            <button
              type="button"
              className="min-h-[44px] w-full border-t border-line px-4 text-left text-xs text-wine"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => recent.clear()}
            >
              {t("search.clearRecent")}
            </button>
          ) : null}
        </div>
      ) : null}
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </Form>
  );
}

/** The options under their headings: an empty box's recent and hot searches; typed words' none. */
function optionGroups(options: SearchOption[]) {
  const groups: { heading: "recent" | "hot" | null; members: SearchOption[] }[] = [];
  for (const option of options) {
    const heading = option.kind === "recent" || option.kind === "hot" ? option.kind : null;
    const last = groups.at(-1);
    if (last && last.heading === heading) last.members.push(option);
    else groups.push({ heading, members: [option] });
  }
  return groups;
}

/** An option's lines: what it is, and beside a winery or a region what kind of place it is. */
function OptionText({ option }: { option: SearchOption }) {
  const { t } = useTranslation();
  switch (option.kind) {
    case "wine":
      return (
        <>
          <span className="line-clamp-1">{option.wine.name}</span>
          <span className="line-clamp-1 text-xs text-ink-faint">
            {[option.wine.winery, option.wine.vintage].filter(Boolean).join(" · ")}
          </span>
        </>
      );
    case "winery":
    case "region":
      return (
        <span className="flex items-center justify-between gap-2">
          <span className="line-clamp-1">{option.place.name}</span>
          <span className="shrink-0 text-xs text-ink-faint">
            {t(option.kind === "winery" ? "search.kindWinery" : "search.kindRegion")}
          </span>
        </span>
      );
    case "all":
      return (
        <span className="font-medium text-wine">{t("search.allResults", { q: option.query })}</span>
      );
    case "recent":
    case "hot":
      return <span>{option.query}</span>;
  }
}
